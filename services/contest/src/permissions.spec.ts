import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** The registration list is back office; the open edition and the sign-up form are public (spec §5). */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    contestRegistrations: 'contest.registrations.list',
  },
  open: ['openContestEdition', 'registerForContest'],
});

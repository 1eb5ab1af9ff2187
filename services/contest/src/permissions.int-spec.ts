import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/**
 * The back office's operations each need their key; the storefront's reads, the sign-up form and the
 * "become a partner" form are public (spec §5). Field-level rules (registrationCount, draft winners,
 * registrationId) are proven by the editions and winners specs.
 */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) })),
  backOffice: {
    contestParkedEvents: 'settings.configuration.view',
    replayContestParkedEvent: 'settings.configuration.update',
    discardContestParkedEvent: 'settings.configuration.update',
    contestRegistrations: 'contest.registrations.list',
    contestRegistration: 'contest.registrations.view',
    deleteContestRegistrations: 'contest.registrations.delete',
    exportContestRegistrations: 'contest.registrations.export',
    createContestEdition: 'contest.editions.create',
    updateContestEdition: 'contest.editions.update',
    deleteContestEdition: 'contest.editions.delete',
    setContestWinners: 'contest.winners.update',
    publishContestWinners: 'contest.winners.update',
    contestPartnerApplications: 'contest.partners.list',
    createContestPartner: 'contest.partners.create',
    updateContestPartner: 'contest.partners.update',
    deleteContestPartner: 'contest.partners.delete',
    reorderContestPartners: 'contest.partners.update',
  },
  open: ['openContestEdition', 'upcomingContestEdition', 'contestEditions', 'contestEdition', 'registerForContest', 'applyAsContestPartner'],
});

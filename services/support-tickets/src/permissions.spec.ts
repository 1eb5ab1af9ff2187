import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** Tickets are back office only: every operation is guarded by its key. */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    tickets: 'support.tickets.list',
    createTicket: 'support.tickets.create',
    updateTicketStatus: 'support.tickets.update',
  },
  open: [],
});

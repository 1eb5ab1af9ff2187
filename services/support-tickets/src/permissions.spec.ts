import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** Tickets are back office only: every operation is guarded by its key. */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    tickets: 'support.tickets.list',
    ticket: 'support.tickets.view',
    trackers: 'support.tickets.list',
    createTicket: 'support.tickets.create',
    updateTicketStatus: 'support.tickets.update',
    updateTicket: 'support.tickets.update',
    deleteTickets: 'support.tickets.delete',
    ticketUsers: 'support.ticket-users.list',
    createTicketUser: 'support.ticket-users.create',
    ticketGroups: 'support.ticket-groups.list',
    createTicketGroup: 'support.ticket-groups.create',
  },
  open: [],
});

import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** Back-office operations are guarded by their key; customers have their own three; `ticket` serves both. */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    tickets: 'support.tickets.list',
    trackers: 'support.tickets.list',
    createTicket: 'support.tickets.create',
    updateTicketStatus: 'support.tickets.update',
    updateTicket: 'support.tickets.update',
    deleteTickets: 'support.tickets.delete',
    updateTicketsStatus: 'support.tickets.update',
    ticketCustomFields: 'support.tickets.list',
    createTicketCustomField: 'support.ticket-fields.create',
    updateTicketCustomField: 'support.ticket-fields.update',
    deleteTicketCustomField: 'support.ticket-fields.delete',
    ticketUsers: 'support.ticket-users.list',
    createTicketUser: 'support.ticket-users.create',
    updateTicketUser: 'support.ticket-users.update',
    deleteTicketUser: 'support.ticket-users.delete',
    ticketGroups: 'support.ticket-groups.list',
    createTicketGroup: 'support.ticket-groups.create',
    updateTicketGroup: 'support.ticket-groups.update',
    deleteTicketGroup: 'support.ticket-groups.delete',
    ticketSavedFilters: 'support.tickets.list',
    saveTicketFilter: 'support.tickets.list',
    deleteTicketFilter: 'support.tickets.list',
  },
  customer: ['myTickets', 'openSupportTicket', 'addMyTicketNote'],
  checkedByService: { ticket: 'staff with support.tickets.view, or the customer who opened it (tickets/customer-tickets.spec.ts)' },
  open: [],
});

import { ALL_PERMISSIONS, ANONYMOUS } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';
import { PICK_GROUPS, PICK_USERS, READ_FIELDS } from './shared/access';

/** Back-office operations are guarded by their key; customers have their own three; `ticket` serves both. */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    supportTicketsParkedEvents: 'settings.configuration.view',
    replaySupportTicketsParkedEvent: 'settings.configuration.update',
    discardSupportTicketsParkedEvent: 'settings.configuration.update',
    tickets: 'support.tickets.list',
    trackers: 'support.tickets.list',
    createTicket: 'support.tickets.create',
    updateTicketStatus: 'support.tickets.update',
    updateTicket: 'support.tickets.update',
    deleteTickets: 'support.tickets.delete',
    updateTicketsStatus: 'support.tickets.update',
    createTicketCustomField: 'support.ticket-fields.create',
    updateTicketCustomField: 'support.ticket-fields.update',
    deleteTicketCustomField: 'support.ticket-fields.delete',
    createTicketUser: 'support.ticket-users.create',
    updateTicketUser: 'support.ticket-users.update',
    deleteTicketUser: 'support.ticket-users.delete',
    createTicketGroup: 'support.ticket-groups.create',
    updateTicketGroup: 'support.ticket-groups.update',
    deleteTicketGroup: 'support.ticket-groups.delete',
    ticketSavedFilters: 'support.tickets.list',
    saveTicketFilter: 'support.tickets.list',
    deleteTicketFilter: 'support.tickets.list',
  },
  customer: ['myTickets', 'openSupportTicket', 'addMyTicketNote'],
  checkedByService: {
    ticket: 'staff with support.tickets.view, or the customer who opened it (tickets/customer-tickets.int-spec.ts)',
    // Read by their managers and by the ticket form (shared/access.ts), proven below.
    ticketUsers: 'support.ticket-users.list or support.tickets.update',
    ticketGroups: 'support.ticket-groups.list or support.tickets.update',
    ticketCustomFields: 'support.ticket-fields.list or support.tickets.list',
  },
  open: [],
});

/** The reads the ticket form picks from accept either of two keys (shared/access.ts). */
describe('reads shared by the managing screens and the ticket form', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  }, 120_000);
  afterAll(() => subgraph?.close());

  const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
  it.each([
    ['{ ticketUsers { id } }', PICK_USERS],
    ['{ ticketGroups { id } }', PICK_GROUPS],
    ['{ ticketCustomFields { id } }', READ_FIELDS],
  ])('%s: either key opens it; every other key, a customer or a visitor is refused', async (query, keys) => {
    for (const key of keys) expect(codeOf(await subgraph.gql(query, {}, adminIdentity([key])))).toBeUndefined();
    const others = ALL_PERMISSIONS.filter((p) => !(keys as readonly string[]).includes(p));
    expect(codeOf(await subgraph.gql(query, {}, adminIdentity(others)))).toBe('FORBIDDEN');
    expect(codeOf(await subgraph.gql(query, {}, customerIdentity()))).toBe('FORBIDDEN');
    expect(codeOf(await subgraph.gql(query, {}, ANONYMOUS))).toBe('UNAUTHENTICATED');
  });
});

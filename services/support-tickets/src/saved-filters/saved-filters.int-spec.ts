import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const LIST = '{ ticketSavedFilters { id name createdAt filter { subject createdAfter createdBefore status trackerId assigneeId priority sort } } }';
const SAVE =
  'mutation($name: String!, $filter: TicketFilterInput!) { saveTicketFilter(name: $name, filter: $filter) { id name filter { subject status createdAfter sort } } }';
const DELETE = 'mutation($id: ID!) { deleteTicketFilter(id: $id) }';
const TRACKER = '7a1c0000-0000-4000-8000-000000000004';
const alice = { ...adminIdentity(['support.tickets.list']), id: 'a11ce000-0000-4000-8000-000000000001', email: 'alice@guide.test' };
const bob = { ...adminIdentity(['support.tickets.list']), id: 'b0b00000-0000-4000-8000-000000000002', email: 'bob@guide.test' };

describe('saved ticket filters', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => t?.close());

  it('saves, lists by name and replaces by name whatever the case; each staff member sees only theirs', async () => {
    const first = await t.gql(
      SAVE,
      { name: ' Urgents ', filter: { priority: 'URGENT', status: 'NEW', subject: '  ', trackerId: TRACKER, createdAfter: '2026-01-01' } },
      alice,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.saveTicketFilter).toMatchObject({ name: 'Urgents', filter: { subject: null, status: 'NEW', createdAfter: '2026-01-01', sort: null } });
    await t.gql(SAVE, { name: 'Bugs', filter: { trackerId: TRACKER } }, alice);
    const replaced = await t.gql(SAVE, { name: 'URGENTS', filter: { status: 'IN_PROGRESS', createdAfter: '2026-03-01T08:00:00Z' } }, alice);
    expect(replaced.data.saveTicketFilter).toMatchObject({
      id: first.data.saveTicketFilter.id,
      name: 'URGENTS',
      filter: { status: 'IN_PROGRESS', createdAfter: '2026-03-01T08:00:00Z' },
    });
    await t.gql(SAVE, { name: 'urgents', filter: {} }, bob);

    const mine = (await t.gql(LIST, {}, alice)).data.ticketSavedFilters;
    expect(mine.map((f: { name: string }) => f.name)).toEqual(['Bugs', 'URGENTS']);
    expect(mine[1].filter).toEqual({
      subject: null,
      createdAfter: '2026-03-01T08:00:00Z',
      createdBefore: null,
      status: 'IN_PROGRESS',
      trackerId: null,
      assigneeId: null,
      priority: null,
      sort: null,
    });
    const theirs = (await t.gql(LIST, {}, bob)).data.ticketSavedFilters;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].name).toBe('urgents');

    // Only one's own is deleted.
    expect((await t.gql(DELETE, { id: mine[0].id }, bob)).data.deleteTicketFilter).toBe(false);
    expect((await t.gql(DELETE, { id: mine[0].id }, alice)).data.deleteTicketFilter).toBe(true);
    expect((await t.gql(DELETE, { id: mine[0].id }, alice)).data.deleteTicketFilter).toBe(false);
    expect((await t.gql(LIST, {}, alice)).data.ticketSavedFilters.map((f: { name: string }) => f.name)).toEqual(['URGENTS']);
  });

  it('refuses a blank or long name, unreadable dates, a 51st filter, and hostile input', async () => {
    const bad = await t.gql(SAVE, { name: ' ', filter: { createdAfter: '2026-02-30', createdBefore: 'hier' } }, alice);
    expect(bad.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'REQUIRED', createdAfter: 'DATE_INVALID', createdBefore: 'DATE_INVALID' },
    });
    expect((await t.gql(SAVE, { name: 'x'.repeat(61), filter: {} }, alice)).errors![0].extensions.fieldErrors).toEqual({ name: 'TOO_LONG' });
    expect((await t.gql(SAVE, { name: 'ok', filter: { createdBefore: '0000-01-01' } }, alice)).errors![0].extensions.fieldErrors).toEqual({
      createdBefore: 'DATE_INVALID',
    });
    for (const [name, filter] of [
      ['a\u0000', {}],
      ['x'.repeat(5000), {}],
      ['ok', { subject: 'x'.repeat(256) }],
      ['ok', { trackerId: 'nope' }],
      ['ok', { createdAfter: 'x'.repeat(10_000) }],
    ] as const) {
      expect((await t.gql(SAVE, { name, filter }, alice)).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    }

    const carol = { ...adminIdentity(['support.tickets.list']), id: 'ca201000-0000-4000-8000-000000000003' };
    for (let i = 1; i <= 50; i++) expect((await t.gql(SAVE, { name: `Filtre ${i}`, filter: {} }, carol)).errors).toBeUndefined();
    const tooMany = await t.gql(SAVE, { name: 'Filtre 51', filter: {} }, carol);
    expect(tooMany.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: 'TOO_MANY' } });
    // Replacing one of the 50 is still allowed.
    expect((await t.gql(SAVE, { name: 'FILTRE 7', filter: { status: 'NEW' } }, carol)).errors).toBeUndefined();
  });
});

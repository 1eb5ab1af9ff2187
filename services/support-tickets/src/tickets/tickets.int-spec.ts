import { fromBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { ALL_EVENT_TYPES, StatusChanged, StatusChangedSchema } from '@guide/proto-schemas';
import { actorOf } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { TICKET_MACHINE } from './ticket-status';

const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id subject description status priority startDate dueDate createdAt } }';
const UPDATE = 'mutation($id: ID!, $status: TicketStatus!) { updateTicketStatus(id: $id, status: $status) { id status } }';
const LIST = `query($subject: String, $createdAfter: String, $createdBefore: String) {
  tickets(subject: $subject, createdAfter: $createdAfter, createdBefore: $createdBefore) { totalCount edges { node { subject } } } }`;
const agent = adminIdentity(['support.tickets.list', 'support.tickets.create', 'support.tickets.update']);

describe('support tickets', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => t?.close());

  const create = (input: Record<string, unknown>, identity = agent) => t.gql(CREATE, { input }, identity);
  const subjects = (res: any) => res.data.tickets.edges.map((e: any) => e.node.subject);

  it('creates a NEW ticket with NORMAL priority by default', async () => {
    const res = await create({ subject: '  Facture introuvable ', description: 'Commande C-12', startDate: '2024-03-01', dueDate: '2024-03-05' });
    expect(res.errors).toBeUndefined();
    expect(res.data.createTicket).toMatchObject({
      subject: 'Facture introuvable',
      description: 'Commande C-12',
      status: 'NEW',
      priority: 'NORMAL',
      startDate: '2024-03-01',
      dueDate: '2024-03-05',
    });
  });

  it('rejects a missing subject and bad dates with per-field keys', async () => {
    const blank = await create({ subject: ' ' });
    expect(blank.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'REQUIRED' } });
    const dates = await create({ subject: 'Dates', startDate: '2024-02-30', dueDate: 'demain' });
    expect(dates.errors![0].extensions.fieldErrors).toEqual({ startDate: 'DATE_INVALID', dueDate: 'DATE_INVALID' });
    const order = await create({ subject: 'Dates', startDate: '2024-03-10', dueDate: '2024-03-09' });
    expect(order.errors![0].extensions.fieldErrors).toEqual({ dueDate: 'DUE_BEFORE_START' });
  });

  it('follows the lifecycle table, with one history row and one event per change, and refuses other transitions', async () => {
    const ds = t.app.get(DataSource);
    const outbox = async (id: string): Promise<{ type: string; data: StatusChanged }[]> =>
      // Status events only (createTicket also writes tickets.ticket.created).
      (await ds.query(`SELECT type, payload FROM outbox WHERE key = $1 AND type <> 'tickets.ticket.created' ORDER BY occurred_at`, [id])).map(
        (r: { type: string; payload: Buffer }) => ({
          type: r.type,
          data: fromBinary(StatusChangedSchema, new Uint8Array(r.payload)),
        }),
      );
    const { id } = (await create({ subject: 'Paiement refusé', priority: 'URGENT' })).data.createTicket;
    const path = ['IN_PROGRESS', 'RESOLVED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'];
    for (const status of path) {
      const res = await t.gql(UPDATE, { id, status }, agent);
      expect(res.errors).toBeUndefined();
      expect(res.data.updateTicketStatus.status).toBe(status);
    }
    const moves = path.map((to, i) => ({ fromStatus: i ? path[i - 1] : 'NEW', toStatus: to }));
    const history = await TICKET_MACHINE.history(ds, id);
    expect(history.map(({ fromStatus, toStatus, actorId }) => ({ fromStatus, toStatus, actorId }))).toEqual(
      moves.map((m) => ({ ...m, actorId: actorOf(agent) })),
    );
    const events = await outbox(id);
    expect(events.map((e) => e.type)).toEqual([
      'tickets.ticket.in-progress',
      'tickets.ticket.resolved',
      'tickets.ticket.in-progress',
      'tickets.ticket.resolved',
      'tickets.ticket.closed',
    ]);
    expect(events.map((e) => ({ fromStatus: e.data.fromStatus, toStatus: e.data.toStatus, historyId: e.data.historyId }))).toEqual(
      moves.map((m, i) => ({ ...m, historyId: history[i].id })),
    );

    const reopen = await t.gql(UPDATE, { id, status: 'IN_PROGRESS' }, agent);
    expect(reopen.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(await TICKET_MACHINE.history(ds, id)).toHaveLength(path.length);
    expect(await outbox(id)).toHaveLength(path.length);
    const { id: fresh } = (await create({ subject: 'Doublon' })).data.createTicket;
    expect((await t.gql(UPDATE, { id: fresh, status: 'CLOSED' }, agent)).errors![0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    expect((await t.gql(UPDATE, { id: fresh, status: 'NEW' }, agent)).errors![0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    expect(await TICKET_MACHINE.history(ds, fresh)).toEqual([]);
    expect((await t.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000404', status: 'RESOLVED' }, agent)).errors![0].extensions.code).toBe('NOT_FOUND');
  });

  it('filters by subject and by creation day (Paris time, both bounds inclusive)', async () => {
    const ds = t.app.get(DataSource);
    for (const [subject, at] of [
      ['Livraison mars', '2024-03-15T10:00:00Z'],
      ['Livraison 1er avril', '2024-03-31T22:30:00Z'],
      ['Avril', '2024-04-02T08:00:00Z'],
    ]) {
      const { id } = (await create({ subject })).data.createTicket;
      await ds.query('UPDATE ticket SET created_at = $1 WHERE id = $2', [at, id]);
    }
    // 2024-03-31T22:30Z is 00:30 on 1 April in Paris (summer time): a UTC reading would get both bounds wrong.
    expect(subjects(await t.gql(LIST, { createdAfter: '2024-03-15', createdBefore: '2024-03-31' }, agent))).toEqual(['Livraison mars']);
    expect(subjects(await t.gql(LIST, { createdAfter: '2024-04-01', createdBefore: '2024-04-01' }, agent))).toEqual(['Livraison 1er avril']);
    expect(subjects(await t.gql(LIST, { subject: 'LIVRAISON', createdBefore: '2024-03-20T00:00:00Z' }, agent))).toEqual(['Livraison mars']);
    const bad = await t.gql(LIST, { createdAfter: '15/03/2024' }, agent);
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { createdAfter: 'DATE_INVALID' } });
  });

  it('refuses staff without the permission (FORBIDDEN) and signed-out callers (UNAUTHENTICATED)', async () => {
    const readOnly = adminIdentity(['support.tickets.list']);
    expect((await create({ subject: 'x' }, readOnly)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000404', status: 'RESOLVED' }, readOnly)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, adminIdentity(['support.tickets.create']))).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, customerIdentity())).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { input: { subject: 'x' } })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('ticket status table', () => {
  it('has CLOSED and REJECTED as final states and never returns to NEW', () => {
    expect(TICKET_MACHINE.transitions.CLOSED).toEqual([]);
    expect(TICKET_MACHINE.transitions.REJECTED).toEqual([]);
    expect(Object.values(TICKET_MACHINE.transitions).some((to) => to.includes('NEW'))).toBe(false);
  });

  it('writes only event types registered in proto-schemas (Kafka topics)', () => {
    expect(TICKET_MACHINE.eventTypes).toEqual(['tickets.ticket.in-progress', 'tickets.ticket.resolved', 'tickets.ticket.closed', 'tickets.ticket.rejected']);
    expect(ALL_EVENT_TYPES).toEqual(expect.arrayContaining([...TICKET_MACHINE.eventTypes]));
  });
});

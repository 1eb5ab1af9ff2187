import { fromBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { StatusChangedSchema } from '@guide/proto-schemas';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';
import { TICKET_MACHINE } from './ticket-status';

const FIELDS = 'id subject description status priority startDate dueDate tracker { id name } parent { id } subtasks { id status }';
const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id } }';
const UPDATE = `mutation($id: ID!, $input: TicketUpdateInput!) { updateTicket(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { ticket(id: $id) { ${FIELDS} journal { id createdAt author notes changes { field from to } } } }`;
const TRACKERS = '{ trackers { id name } }';
const DELETE = 'mutation($ids: [ID!]!) { deleteTickets(ids: $ids) }';
const LIST = `query($status: TicketStatus, $trackerId: ID, $priority: TicketPriority, $subject: String) {
  tickets(status: $status, trackerId: $trackerId, priority: $priority, subject: $subject) { totalCount edges { node { subject } } } }`;
const MISSING = '00000000-0000-4000-8000-000000000404';
const agent = {
  ...adminIdentity(['support.tickets.list', 'support.tickets.view', 'support.tickets.create', 'support.tickets.update', 'support.tickets.delete']),
  email: 'agent@guide.test',
};

describe('support tickets: trackers, updateTicket, journal, subtasks, delete', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const create = async (subject: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const res = await t.gql(CREATE, { input: { subject, ...extra } }, agent);
    expect(res.errors).toBeUndefined();
    return res.data.createTicket.id;
  };
  const update = (id: string, input: Record<string, unknown>) => t.gql(UPDATE, { id, input }, agent);
  const ok = async (id: string, input: Record<string, unknown>) => {
    const res = await update(id, input);
    expect(res.errors).toBeUndefined();
    return res.data.updateTicket;
  };
  const errorOf = async (id: string, input: Record<string, unknown>) => (await update(id, input)).errors![0].extensions;
  const journal = async (id: string) => (await t.gql(GET, { id }, agent)).data.ticket.journal;

  it('lists the four seeded trackers; a new ticket is a support request', async () => {
    const res = await t.gql(TRACKERS, {}, agent);
    expect(res.data.trackers.map((tr: { name: string }) => tr.name)).toEqual(['Demande de support', 'Retour / SAV', 'Partenariat', 'Bug']);
    const id = await create('Tracker par défaut');
    expect((await t.gql(GET, { id }, agent)).data.ticket.tracker).toEqual({ id: TRACKER_IDS.SUPPORT, name: 'Demande de support' });
  });

  it('changes fields and writes one journal entry per call with only the fields that really changed', async () => {
    const id = await create('Colis abîmé', { priority: 'LOW', startDate: '2024-03-01' });
    const updated = await ok(id, {
      subject: ' Colis abîmé à la livraison ',
      priority: 'LOW',
      trackerId: TRACKER_IDS.AFTER_SALES,
      dueDate: '2024-03-04',
      notes: '  Photos reçues ',
    });
    expect(updated).toMatchObject({
      subject: 'Colis abîmé à la livraison',
      priority: 'LOW',
      startDate: '2024-03-01',
      dueDate: '2024-03-04',
      tracker: { name: 'Retour / SAV' },
    });
    await ok(id, { status: 'IN_PROGRESS', description: 'Carton écrasé', startDate: null });
    await ok(id, { subject: 'Colis abîmé à la livraison' }); // nothing changes, no note: no entry
    await ok(id, { notes: 'Client rappelé' }); // a note alone is an entry
    const entries = await journal(id);
    expect(
      entries.map((e: { author: string; notes: string | null; changes: unknown[] }) => ({ author: e.author, notes: e.notes, changes: e.changes })),
    ).toEqual([
      {
        author: 'agent@guide.test',
        notes: 'Photos reçues',
        changes: [
          { field: 'subject', from: 'Colis abîmé', to: 'Colis abîmé à la livraison' },
          { field: 'trackerId', from: TRACKER_IDS.SUPPORT, to: TRACKER_IDS.AFTER_SALES },
          { field: 'dueDate', from: null, to: '2024-03-04' },
        ],
      },
      {
        author: 'agent@guide.test',
        notes: null,
        changes: [
          { field: 'description', from: null, to: 'Carton écrasé' },
          { field: 'status', from: 'NEW', to: 'IN_PROGRESS' },
          { field: 'startDate', from: '2024-03-01', to: null },
        ],
      },
      { author: 'agent@guide.test', notes: 'Client rappelé', changes: [] },
    ]);
    expect(new Date(entries[0].createdAt).getTime()).toBeLessThanOrEqual(new Date(entries[2].createdAt).getTime());
  });

  it('moves the status through the lifecycle table: history row and status event in the same transaction', async () => {
    const id = await create('Remboursement');
    await ok(id, { status: 'RESOLVED' });
    const history = await TICKET_MACHINE.history(ds, id);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['NEW', 'RESOLVED']]);
    const events = await ds.query(`SELECT type, payload FROM outbox WHERE key = $1 AND type <> 'tickets.ticket.created'`, [id]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['tickets.ticket.resolved']);
    expect(fromBinary(StatusChangedSchema, new Uint8Array(events[0].payload))).toMatchObject({
      fromStatus: 'NEW',
      toStatus: 'RESOLVED',
      historyId: history[0].id,
    });

    // Refused: nothing of the call is kept (the subject change is rolled back, no journal entry).
    expect(await errorOf(id, { status: 'NEW', subject: 'Autre' })).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect((await t.gql(GET, { id }, agent)).data.ticket).toMatchObject({ subject: 'Remboursement', status: 'RESOLVED' });
    expect(await journal(id)).toHaveLength(1);
    expect(await TICKET_MACHINE.history(ds, id)).toHaveLength(1);
  });

  it('refuses bad fields all at once with per-field keys, and an unknown ticket with NOT_FOUND', async () => {
    const id = await create('Champs invalides', { startDate: '2024-05-10' });
    expect((await errorOf(id, { subject: '  ', startDate: '2024-02-30', dueDate: 'demain', trackerId: MISSING, parentId: MISSING })).fieldErrors).toEqual({
      subject: 'REQUIRED',
      startDate: 'DATE_INVALID',
      dueDate: 'DATE_INVALID',
      trackerId: 'NOT_FOUND',
      parentId: 'NOT_FOUND',
    });
    // Against the stored start date, and against a start date moved in the same call.
    expect((await errorOf(id, { dueDate: '2024-05-09' })).fieldErrors).toEqual({ dueDate: 'DUE_BEFORE_START' });
    await ok(id, { dueDate: '2024-05-20' });
    expect((await errorOf(id, { startDate: '2024-05-21' })).fieldErrors).toEqual({ dueDate: 'DUE_BEFORE_START' });
    expect((await t.gql(UPDATE, { id: MISSING, input: { subject: 'x' } }, agent)).errors![0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(GET, { id: MISSING }, agent)).data.ticket).toBeNull();
  });

  it('makes subtasks, refuses itself or a descendant as parent, and keeps a ticket open while a subtask is', async () => {
    const parent = await create('Refonte des retours');
    const child = await create('Étiquette retour');
    const grandChild = await create('Imprimante');
    expect((await ok(child, { parentId: parent })).parent).toEqual({ id: parent });
    await ok(grandChild, { parentId: child });
    expect((await errorOf(parent, { parentId: parent })).fieldErrors).toEqual({ parentId: 'PARENT_INVALID' });
    expect((await errorOf(parent, { parentId: grandChild })).fieldErrors).toEqual({ parentId: 'PARENT_INVALID' });
    const view = (await t.gql(GET, { id: parent }, agent)).data.ticket;
    expect(view.subtasks).toEqual([{ id: child, status: 'NEW' }]);

    expect(await errorOf(parent, { status: 'RESOLVED' })).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'SUBTASKS_OPEN' } });
    await ok(parent, { status: 'IN_PROGRESS' }); // taking it on is fine
    expect((await errorOf(child, { status: 'RESOLVED' })).fieldErrors).toEqual({ status: 'SUBTASKS_OPEN' }); // any depth counts at each level
    await ok(grandChild, { status: 'REJECTED' });
    await ok(child, { status: 'RESOLVED' });
    await ok(parent, { status: 'RESOLVED' });
    await ok(parent, { status: 'CLOSED' });
    // The old mutation follows the same guard.
    const other = await create('Parent 2');
    await ok(await create('Sous-tâche 2'), { parentId: other });
    const old = await t.gql('mutation($id: ID!) { updateTicketStatus(id: $id, status: RESOLVED) { id } }', { id: other }, agent);
    expect(old.errors![0].extensions.fieldErrors).toEqual({ status: 'SUBTASKS_OPEN' });

    // parentId null detaches.
    expect((await ok(grandChild, { parentId: null })).parent).toBeNull();
    expect((await journal(grandChild)).at(-1).changes).toEqual([{ field: 'parentId', from: child, to: null }]);
  });

  it('filters the list by status, tracker and priority', async () => {
    const a = await create('Filtre A', { priority: 'URGENT' });
    await create('Filtre B', { priority: 'URGENT' });
    await ok(a, { trackerId: TRACKER_IDS.BUG, status: 'IN_PROGRESS' });
    const subjects = async (vars: Record<string, unknown>) =>
      (await t.gql(LIST, { subject: 'Filtre', ...vars }, agent)).data.tickets.edges.map((e: { node: { subject: string } }) => e.node.subject).sort();
    expect(await subjects({ priority: 'URGENT' })).toEqual(['Filtre A', 'Filtre B']);
    expect(await subjects({ status: 'IN_PROGRESS' })).toEqual(['Filtre A']);
    expect(await subjects({ trackerId: TRACKER_IDS.BUG, priority: 'URGENT' })).toEqual(['Filtre A']);
    expect(await subjects({ trackerId: TRACKER_IDS.PARTNERSHIP })).toEqual([]);
    expect(await subjects({ trackerId: MISSING })).toEqual([]);
  });

  it('deletes tickets (with their journal); subtasks lose their parent; unknown ids are skipped', async () => {
    const parent = await create('À supprimer');
    const child = await create('Reste');
    await ok(child, { parentId: parent, notes: 'rattachée' });
    await ok(parent, { notes: 'bientôt supprimé' });
    const res = await t.gql(DELETE, { ids: [parent, parent, MISSING] }, agent);
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteTickets).toBe(1);
    expect((await t.gql(GET, { id: parent }, agent)).data.ticket).toBeNull();
    expect((await t.gql(GET, { id: child }, agent)).data.ticket.parent).toBeNull();
    expect(await ds.query('SELECT 1 FROM ticket_journal WHERE ticket_id = $1', [parent])).toEqual([]);
    expect((await t.gql(DELETE, { ids: [] }, agent)).data.deleteTickets).toBe(0);
  });

  it('answers hostile input with BAD_USER_INPUT, never an internal error', async () => {
    const id = await create('Fuzz');
    const huge = 'x'.repeat(60_000);
    const cases: [string, Record<string, unknown>][] = [
      [UPDATE, { id: 'not-a-uuid', input: { subject: 'x' } }],
      [UPDATE, { id, input: { subject: 'a\u0000b' } }],
      [UPDATE, { id, input: { subject: huge } }],
      [UPDATE, { id, input: { notes: huge } }],
      [UPDATE, { id, input: { description: huge } }],
      [UPDATE, { id, input: { parentId: 'x'.repeat(300) } }],
      [UPDATE, { id, input: { trackerId: '1; DROP TABLE ticket' } }],
      [UPDATE, { id, input: { startDate: huge } }],
      [UPDATE, { id, input: { dueDate: '99999-01-01' } }],
      [UPDATE, { id, input: { startDate: '0000-01-01' } }],
      [CREATE, { input: { subject: 'an zéro', dueDate: '0000-02-29' } }],
      [GET, { id: '\u0000' }],
      [DELETE, { ids: Array.from({ length: 1000 }, () => MISSING) }],
      [DELETE, { ids: ['nope'] }],
      [LIST, { trackerId: 'nope' }],
      [LIST, { subject: huge }],
      ['query($a: String, $b: String) { tickets(createdAfter: $a, createdBefore: $b) { totalCount } }', { a: '0000-01-01', b: '0000-01-01T00:00:00Z' }],
    ];
    for (const [query, vars] of cases) {
      const res = await t.gql(query, vars, agent);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const res = await t.gql('mutation($id: ID!) { updateTicket(id: $id, input: { priority: HIGH }) { id } }', { id: 'x' }, agent);
    expect(res.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(GET, { id }, agent)).data.ticket).toMatchObject({ subject: 'Fuzz', dueDate: null });
  });
});

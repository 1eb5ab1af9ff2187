import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { CustomerErasedSchema, Events, TicketAssignedSchema, TicketCreatedSchema, TicketNoteAddedSchema } from '@guide/proto-schemas';
import { EventBus, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, adminIdentity, bootTestSubgraph, postGraphQL } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { applyOrderPlaced } from '../orders/customer-order.consumer';
import { CUSTOMER_ERASURE } from '../privacy/customer-erasure.consumer';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';

const VIEW = `id subject status orderNumber requesterEmail assignee { id } watchers { id } subtasks { id } customFields { fieldId }
  journal { author authorKind notes internal changes { field from to } }`;
const OPEN = `mutation($subject: String!, $description: String!, $orderNumber: String) {
  openSupportTicket(subject: $subject, description: $description, orderNumber: $orderNumber) { ${VIEW} } }`;
const GET = `query($id: ID!) { ticket(id: $id) { ${VIEW} } }`;
const MINE =
  'query($first: Int, $after: String) { myTickets(first: $first, after: $after) { totalCount edges { node { id subject } } pageInfo { hasNextPage endCursor } } }';
const NOTE = `mutation($id: ID!, $notes: String!) { addMyTicketNote(id: $id, notes: $notes) { ${VIEW} } }`;
const UPDATE = 'mutation($id: ID!, $input: TicketUpdateInput!) { updateTicket(id: $id, input: $input) { id status } }';
const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id } }';

const alice: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000a1', email: 'Alice@Example.com' };
const bob: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000b2', email: 'bob@example.com' };
const agent = {
  ...adminIdentity(['support.tickets.list', 'support.tickets.view', 'support.tickets.create', 'support.tickets.update']),
  email: 'agent@guide.test',
};

describe('support tickets: customers', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const placed = (number: string, customerId: string) =>
    ds.transaction((manager) =>
      applyOrderPlaced(
        {
          id: `evt-${number}`,
          type: Events.orderPlaced.type,
          key: number,
          occurredAt: new Date().toISOString(),
          data: { number, customer: { customerId } },
        } as never,
        manager,
      ),
    );
  const open = async (who: Identity, vars: Record<string, unknown>) => t.gql(OPEN, { description: 'Bonjour', ...vars }, who);
  const opened = async (who: Identity, subject: string, vars: Record<string, unknown> = {}) => {
    const res = await open(who, { subject, ...vars });
    expect(res.errors).toBeUndefined();
    return res.data.openSupportTicket;
  };
  const outbox = async (key: string, type: string): Promise<Uint8Array[]> =>
    (await ds.query('SELECT payload FROM outbox WHERE key = $1 AND type = $2 ORDER BY occurred_at', [key, type])).map(
      (r: { payload: Buffer }) => new Uint8Array(r.payload),
    );

  it('opens a support request with the requester, the language of the request and a created event', async () => {
    expect(await placed('2024-000123', alice.kind === 'customer' ? alice.id : '')).toBe(true);
    expect(await placed('2024-000123', bob.kind === 'customer' ? bob.id : '')).toBe(false); // a replay keeps the first owner
    const res = await postGraphQL(
      t.url,
      OPEN,
      { subject: ' Colis manquant ', description: ' Il manque un carton ', orderNumber: '2024-000123' },
      { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(alice), 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(res.errors).toBeUndefined();
    const ticket = res.data.openSupportTicket;
    expect(ticket).toMatchObject({ subject: 'Colis manquant', status: 'NEW', orderNumber: '2024-000123', requesterEmail: null, journal: [] });
    const [row] = await ds.query('SELECT requester_customer_id, requester_email, requester_language, tracker_id, priority FROM ticket WHERE id = $1', [
      ticket.id,
    ]);
    expect(row).toEqual({
      requester_customer_id: (alice as { id: string }).id,
      requester_email: 'alice@example.com',
      requester_language: 'en',
      tracker_id: TRACKER_IDS.SUPPORT,
      priority: 'NORMAL',
    });
    const [event] = (await outbox(ticket.id, 'tickets.ticket.created')).map((p: Uint8Array) => fromBinary(TicketCreatedSchema, p));
    expect(event).toMatchObject({
      subject: 'Colis manquant',
      orderNumber: '2024-000123',
      requesterEmail: 'alice@example.com',
      requesterLanguage: 'en',
      status: 'NEW',
      tracker: 'Demande de support',
    });
    // Staff see the requester.
    expect((await t.gql(GET, { id: ticket.id }, agent)).data.ticket.requesterEmail).toBe('alice@example.com');
  });

  it('validates subject, description and the order (only the customer’s own)', async () => {
    const blank = await open(alice, { subject: ' ', description: ' ' });
    expect(blank.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'REQUIRED', description: 'REQUIRED' } });
    const long = await open(alice, { subject: 'x'.repeat(256), description: 'y'.repeat(10_001) });
    expect(long.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const bobs = await open(bob, { subject: 'Commande', orderNumber: '2024-000123' });
    expect(bobs.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { orderNumber: 'NOT_FOUND' } });
    const unknown = await open(alice, { subject: 'Commande', orderNumber: '1999-000001' });
    expect(unknown.errors[0].extensions.fieldErrors).toEqual({ orderNumber: 'NOT_FOUND' });
    expect((await t.gql(OPEN, { subject: 'x', description: 'y' })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(OPEN, { subject: 'x', description: 'y' }, agent)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an 11th ticket within the hour (TOO_MANY_REQUESTS), not after an hour', async () => {
    const carol: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000c3', email: 'carol@example.com' };
    for (let i = 0; i < 10; i++) await opened(carol, `Question ${i}`);
    expect((await open(carol, { subject: 'Encore' })).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    await ds.query(`UPDATE ticket SET created_at = now() - interval '61 minutes' WHERE subject = 'Question 0'`);
    await opened(carol, 'Une heure après');
  });

  it('shows a customer only their own tickets; another’s, or a staff-made one, is NOT_FOUND', async () => {
    const mine = await opened(bob, 'Remboursement');
    const other = await opened(alice, 'Facture');
    const staffMade = (await t.gql(CREATE, { input: { subject: 'Interne' } }, agent)).data.createTicket.id;
    const list = await t.gql(MINE, {}, bob);
    expect(list.errors).toBeUndefined();
    expect(list.data.myTickets.edges.map((e: { node: { subject: string } }) => e.node.subject)).toEqual(['Remboursement']);
    expect((await t.gql(GET, { id: mine.id }, bob)).data.ticket.subject).toBe('Remboursement');
    for (const id of [other.id, staffMade, '00000000-0000-4000-8000-000000000404']) {
      const res = await t.gql(GET, { id }, bob);
      expect(res.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(res.data?.ticket ?? null).toBeNull();
    }
    expect((await t.gql(GET, { id: '00000000-0000-4000-8000-000000000404' }, agent)).data.ticket).toBeNull();
    expect((await t.gql(GET, { id: mine.id })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(GET, { id: mine.id }, adminIdentity(['support.tickets.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(MINE, {})).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('orders myTickets by last update, paging stably', async () => {
    const dave: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000d4', email: 'dave@example.com' };
    const first = await opened(dave, 'Premier');
    await opened(dave, 'Deuxième');
    await t.gql(NOTE, { id: first.id, notes: 'Des nouvelles ?' }, dave);
    const page1 = (await t.gql(MINE, { first: 1 }, dave)).data.myTickets;
    expect(page1.edges.map((e: { node: { subject: string } }) => e.node.subject)).toEqual(['Premier']);
    const page2 = (await t.gql(MINE, { first: 1, after: page1.pageInfo.endCursor }, dave)).data.myTickets;
    expect(page2.edges.map((e: { node: { subject: string } }) => e.node.subject)).toEqual(['Deuxième']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('lists a customer’s tickets for staff (the customer’s record in the back office)', async () => {
    const erin: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000e5', email: 'erin@example.com' };
    await opened(erin, 'Livraison abîmée');
    await opened(bob, 'Pas à Erin');
    const BY_CUSTOMER = 'query($c: ID) { tickets(customerId: $c, first: 10) { totalCount edges { node { subject } } } }';
    const res = await t.gql(BY_CUSTOMER, { c: (erin as { id: string }).id }, agent);
    expect(res.errors).toBeUndefined();
    expect(res.data.tickets.totalCount).toBe(1);
    expect(res.data.tickets.edges[0].node.subject).toBe('Livraison abîmée');
    expect((await t.gql(BY_CUSTOMER, { c: '00000000-0000-4000-8000-00000000ffff' }, agent)).data.tickets.totalCount).toBe(0);
  });

  it('forgets the requester’s e-mail address when the customer erased their account, idempotently', async () => {
    const fay: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000f6', email: 'fay@example.com' };
    const ticket = await opened(fay, 'Effacez-moi');
    const deliver = (id: string) =>
      t.app
        .get(EventBus)
        .consumer(CUSTOMER_ERASURE)!
        .deliver({
          id,
          type: Events.customerErased.type,
          key: (fay as { id: string }).id,
          occurredAt: new Date().toISOString(),
          payload: toBinary(CustomerErasedSchema, create(CustomerErasedSchema, { customerId: (fay as { id: string }).id, erasedBy: 'CUSTOMER' })),
        });
    const eventId = randomUUID();
    expect(await deliver(eventId)).toBe('applied');
    expect(await deliver(eventId)).toBe('duplicate');
    const [row] = await ds.query('SELECT requester_email, subject FROM ticket WHERE id = $1', [ticket.id]);
    expect(row).toEqual({ requester_email: null, subject: 'Effacez-moi' });
  });

  it('hides staff information from the customer: internal notes, non-status changes, staff emails, watchers, assignee', async () => {
    const ticket = await opened(alice, 'Écran cassé');
    const [{ id: userId }] = await ds.query(
      `INSERT INTO ticket_user (login, first_name, last_name, mail, password_hash) VALUES ('sav1', 'Marie', 'Dupont', 'marie@guide.test', 'x') RETURNING id`,
    );
    expect(
      (
        await t.gql(
          UPDATE,
          { id: ticket.id, input: { assigneeId: userId, watcherIds: [userId], priority: 'HIGH', notes: 'Client pénible', internalNotes: true } },
          agent,
        )
      ).errors,
    ).toBeUndefined();
    expect((await t.gql(UPDATE, { id: ticket.id, input: { status: 'IN_PROGRESS', priority: 'URGENT' } }, agent)).errors).toBeUndefined();
    expect((await t.gql(UPDATE, { id: ticket.id, input: { notes: 'Nous échangeons votre écran.' } }, agent)).errors).toBeUndefined();

    const view = (await t.gql(GET, { id: ticket.id }, alice)).data.ticket;
    expect(view).toMatchObject({ assignee: null, watchers: [], subtasks: [], customFields: [], requesterEmail: null });
    expect(view.journal).toEqual([
      { author: 'support', authorKind: 'STAFF', notes: null, internal: false, changes: [{ field: 'status', from: 'NEW', to: 'IN_PROGRESS' }] },
      { author: 'support', authorKind: 'STAFF', notes: 'Nous échangeons votre écran.', internal: false, changes: [] },
    ]);
    const staff = (await t.gql(GET, { id: ticket.id }, agent)).data.ticket;
    expect(staff.assignee).toEqual({ id: userId });
    expect(staff.watchers).toEqual([{ id: userId }]);
    expect(staff.journal.map((e: { author: string; internal: boolean }) => [e.author, e.internal])).toEqual([
      ['agent@guide.test', true],
      ['agent@guide.test', false],
      ['agent@guide.test', false],
    ]);
    // tickets.note.added: internal for the first note, public for the answer, with requester and assignee emails.
    const notes = (await outbox(ticket.id, 'tickets.note.added')).map((p: Uint8Array) => fromBinary(TicketNoteAddedSchema, p));
    expect(
      notes.map((n) => ({ notes: n.notes, public: n.public, byRequester: n.byRequester, requesterEmail: n.requesterEmail, assigneeEmail: n.assigneeEmail })),
    ).toEqual([
      { notes: 'Client pénible', public: false, byRequester: false, requesterEmail: 'alice@example.com', assigneeEmail: 'marie@guide.test' },
      { notes: 'Nous échangeons votre écran.', public: true, byRequester: false, requesterEmail: 'alice@example.com', assigneeEmail: 'marie@guide.test' },
    ]);
    const assigned = (await outbox(ticket.id, 'tickets.ticket.assigned')).map((p: Uint8Array) => fromBinary(TicketAssignedSchema, p));
    expect(assigned.map((a) => ({ assigneeEmail: a.assigneeEmail, requesterEmail: a.requesterEmail, requesterLanguage: a.requesterLanguage }))).toEqual([
      { assigneeEmail: 'marie@guide.test', requesterEmail: 'alice@example.com', requesterLanguage: 'fr' },
    ]);
  });

  it('lets the customer answer: RESOLVED goes back to IN_PROGRESS, CLOSED/REJECTED refuse, others’ tickets are NOT_FOUND', async () => {
    const ticket = await opened(alice, 'Toujours en panne');
    await t.gql(UPDATE, { id: ticket.id, input: { status: 'RESOLVED' } }, agent);
    const res = await t.gql(NOTE, { id: ticket.id, notes: '  Ça ne marche toujours pas ' }, alice);
    expect(res.errors).toBeUndefined();
    expect(res.data.addMyTicketNote.status).toBe('IN_PROGRESS');
    expect(res.data.addMyTicketNote.journal.at(-1)).toEqual({
      author: 'Alice@Example.com',
      authorKind: 'CUSTOMER',
      notes: 'Ça ne marche toujours pas',
      internal: false,
      changes: [{ field: 'status', from: 'RESOLVED', to: 'IN_PROGRESS' }],
    });
    const [event] = (await outbox(ticket.id, 'tickets.note.added')).map((p: Uint8Array) => fromBinary(TicketNoteAddedSchema, p));
    expect(event).toMatchObject({ public: true, byRequester: true, notes: 'Ça ne marche toujours pas', authorId: (alice as { id: string }).id });
    expect((await outbox(ticket.id, 'tickets.ticket.in-progress')).length).toBe(1);

    expect((await t.gql(NOTE, { id: ticket.id, notes: ' ' }, alice)).errors[0].extensions.fieldErrors).toEqual({ notes: 'REQUIRED' });
    expect((await t.gql(NOTE, { id: ticket.id, notes: 'x' }, bob)).errors[0].extensions.code).toBe('NOT_FOUND');
    await t.gql(UPDATE, { id: ticket.id, input: { status: 'REJECTED' } }, agent);
    expect((await t.gql(NOTE, { id: ticket.id, notes: 'Et alors ?' }, alice)).errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { notes: 'TICKET_CLOSED' },
    });
    expect((await t.gql(NOTE, { id: ticket.id, notes: 'x' }, agent)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

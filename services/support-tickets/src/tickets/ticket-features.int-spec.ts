import { DataSource } from 'typeorm';
import { fromBinary } from '@bufbuild/protobuf';
import { TicketCreatedSchema } from '@guide/proto-schemas';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';

const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id tracker { id } assignee { id } parent { id } watchers { id } } }';
const UPDATE = 'mutation($id: ID!, $input: TicketUpdateInput!) { updateTicket(id: $id, input: $input) { id status } }';
const GET = `query($id: ID!) { ticket(id: $id) { id watchers { id lastName } customFields { fieldId name value field { kind } }
  journal { changes { field from to } } } }`;
const LIST =
  'query($sort: TicketSort, $subject: String, $first: Int, $after: String) { tickets(sort: $sort, subject: $subject, first: $first, after: $after) { edges { node { subject } } pageInfo { endCursor } } }';
const BULK = 'mutation($ids: [ID!]!, $status: TicketStatus!) { updateTicketsStatus(ids: $ids, status: $status) { updated refused { id code } } }';
const FIELDS = 'query($trackerId: ID) { ticketCustomFields(trackerId: $trackerId) { id name kind required options position trackers { id } } }';
const FIELD_CREATE =
  'mutation($input: TicketCustomFieldInput!) { createTicketCustomField(input: $input) { id name kind required options position trackers { id } } }';
const FIELD_UPDATE = 'mutation($id: ID!, $input: TicketCustomFieldInput!) { updateTicketCustomField(id: $id, input: $input) { id name kind options } }';
const FIELD_DELETE = 'mutation($id: ID!) { deleteTicketCustomField(id: $id) }';
const MISSING = '00000000-0000-4000-8000-000000000404';
const agent = {
  ...adminIdentity([
    'support.tickets.list',
    'support.tickets.view',
    'support.tickets.create',
    'support.tickets.update',
    'support.ticket-fields.create',
    'support.ticket-fields.update',
    'support.ticket-fields.delete',
  ]),
  email: 'agent@guide.test',
};

describe('support tickets: watchers, custom fields, sort, bulk status, createTicket references', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  let users: string[];
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
    users = (
      await ds.query(
        `INSERT INTO ticket_user (login, first_name, last_name, mail, password_hash)
         VALUES ('zoe', 'Zoé', 'Martin', 'zoe@guide.test', 'x'), ('adam', 'Adam', 'Bernard', 'adam@guide.test', 'x') RETURNING id`,
      )
    ).map((r: { id: string }) => r.id);
  });
  afterAll(() => t?.close());

  const ok = async (query: string, variables: Record<string, unknown>) => {
    const res = await t.gql(query, variables, agent);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const create = async (input: Record<string, unknown>) => (await ok(CREATE, { input })).createTicket;
  const errorsOf = async (query: string, variables: Record<string, unknown>) => (await t.gql(query, variables, agent)).errors[0].extensions;

  it('replaces watchers, journals the set once (sorted ids), lists them by last name, and refuses unknown ids', async () => {
    const ticket = await create({ subject: 'Surveillé', watcherIds: [users[0]] });
    expect(ticket.watchers).toEqual([{ id: users[0] }]);
    await ok(UPDATE, { id: ticket.id, input: { watcherIds: [users[0], users[1], users[0]] } });
    await ok(UPDATE, { id: ticket.id, input: { watcherIds: [users[1], users[0]] } }); // same set: no entry
    const view = (await ok(GET, { id: ticket.id })).ticket;
    expect(view.watchers.map((w: { lastName: string }) => w.lastName)).toEqual(['Bernard', 'Martin']);
    expect(view.journal).toEqual([{ changes: [{ field: 'watcherIds', from: users[0], to: [...users].sort().join(',') }] }]);
    expect(await errorsOf(UPDATE, { id: ticket.id, input: { watcherIds: [MISSING] } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { watcherIds: 'NOT_FOUND' },
    });
    await ok(UPDATE, { id: ticket.id, input: { watcherIds: [] } });
    expect((await ok(GET, { id: ticket.id })).ticket.watchers).toEqual([]);
  });

  it('creates with tracker, assignee, parent and watchers checked like updateTicket, and writes tickets.ticket.created', async () => {
    const parent = await create({ subject: 'Parent' });
    const child = await create({ subject: 'Enfant', trackerId: TRACKER_IDS.BUG, assigneeId: users[1], parentId: parent.id });
    expect(child).toMatchObject({ tracker: { id: TRACKER_IDS.BUG }, assignee: { id: users[1] }, parent: { id: parent.id } });
    const bad = await errorsOf(CREATE, {
      input: { subject: ' ', trackerId: MISSING, assigneeId: MISSING, assignedGroupId: MISSING, parentId: MISSING, watcherIds: [MISSING] },
    });
    expect(bad.fieldErrors).toEqual({
      subject: 'REQUIRED',
      trackerId: 'NOT_FOUND',
      assigneeId: 'NOT_FOUND',
      assignedGroupId: 'NOT_FOUND',
      parentId: 'NOT_FOUND',
      watcherIds: 'NOT_FOUND',
    });
    const [row] = await ds.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'tickets.ticket.created'`, [child.id]);
    expect(fromBinary(TicketCreatedSchema, new Uint8Array(row.payload))).toMatchObject({
      subject: 'Enfant',
      tracker: 'Bug',
      parentId: parent.id,
      requesterEmail: '',
      requesterCustomerId: '',
    });
  });

  it('sorts the list in business order with the id as tie-breaker', async () => {
    const rows: [string, string, string, string | null][] = [
      ['tri B', 'LOW', 'NEW', '2024-05-02'],
      ['tri a', 'URGENT', 'REJECTED', null],
      ['tri C', 'NORMAL', 'IN_PROGRESS', '2024-05-01'],
      ['tri d', 'HIGH', 'RESOLVED', null],
    ];
    for (const [subject, priority, status, dueDate] of rows) {
      const { id } = await create({ subject, priority, dueDate });
      await ds.query('UPDATE ticket SET status = $1 WHERE id = $2', [status, id]);
    }
    const order = async (sort?: string) => (await ok(LIST, { sort, subject: 'tri ' })).tickets.edges.map((e: { node: { subject: string } }) => e.node.subject);
    expect(await order('PRIORITY_DESC')).toEqual(['tri a', 'tri d', 'tri C', 'tri B']);
    expect(await order('STATUS_ASC')).toEqual(['tri B', 'tri C', 'tri d', 'tri a']);
    expect(await order('SUBJECT_ASC')).toEqual(['tri a', 'tri B', 'tri C', 'tri d']);
    expect(await order('DUE_DATE_ASC')).toEqual(['tri C', 'tri B', 'tri d', 'tri a']);
    expect(await order('CREATED_ASC')).toEqual(['tri B', 'tri a', 'tri C', 'tri d']);
    expect(await order('CREATED_DESC')).toEqual(await order(undefined));
    const pages: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 4; i++) {
      const page = (await ok(LIST, { sort: 'PRIORITY_DESC', subject: 'tri ', first: 1, after })).tickets;
      pages.push(page.edges[0].node.subject);
      after = page.pageInfo.endCursor;
    }
    expect(pages).toEqual(['tri a', 'tri d', 'tri C', 'tri B']);
  });

  it('moves many tickets one by one, listing the refused with their code', async () => {
    const fresh = await create({ subject: 'Bulk 1' });
    const done = await create({ subject: 'Bulk 2' });
    const closed = await create({ subject: 'Bulk 3' });
    const parent = await create({ subject: 'Bulk parent' });
    await create({ subject: 'Bulk sous-tâche', parentId: parent.id });
    await ok(UPDATE, { id: done.id, input: { status: 'RESOLVED' } });
    await ok(UPDATE, { id: closed.id, input: { status: 'REJECTED' } });
    const res = await ok(BULK, { ids: [fresh.id, done.id, closed.id, parent.id, MISSING], status: 'RESOLVED' });
    expect(res.updateTicketsStatus).toEqual({
      updated: 1,
      refused: [
        { id: closed.id, code: 'INVALID_TRANSITION' },
        { id: parent.id, code: 'SUBTASKS_OPEN' },
        { id: MISSING, code: 'NOT_FOUND' },
      ],
    });
    expect((await ok(GET, { id: fresh.id })).ticket.journal).toEqual([{ changes: [{ field: 'status', from: 'NEW', to: 'RESOLVED' }] }]);
    expect((await ds.query(`SELECT count(*)::int AS n FROM outbox WHERE key = $1 AND type = 'tickets.ticket.resolved'`, [fresh.id]))[0].n).toBe(1);
    expect((await ok(GET, { id: done.id })).ticket.journal).toHaveLength(1); // already RESOLVED: untouched
  });

  it('manages custom fields: unique names whatever the case, LIST options, kind locked once used, delete', async () => {
    const input = {
      name: 'Transporteur',
      kind: 'LIST',
      options: [' Colissimo ', 'Chronopost', 'Colissimo', ''],
      trackerIds: [TRACKER_IDS.AFTER_SALES],
      required: true,
    };
    const field = (await ok(FIELD_CREATE, { input })).createTicketCustomField;
    expect(field).toMatchObject({
      name: 'Transporteur',
      kind: 'LIST',
      required: true,
      options: ['Colissimo', 'Chronopost'],
      trackers: [{ id: TRACKER_IDS.AFTER_SALES }],
    });
    expect(await errorsOf(FIELD_CREATE, { input: { ...input, name: 'TRANSPORTEUR' } })).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { name: 'NAME_TAKEN' },
    });
    expect((await errorsOf(FIELD_CREATE, { input: { name: ' ', kind: 'LIST', options: [], trackerIds: [] } })).fieldErrors).toEqual({
      name: 'REQUIRED',
      options: 'REQUIRED',
      trackerIds: 'REQUIRED',
    });
    // 51 choices: the SDL's "Max 50 items." stops it at the platform's input guard, before the service.
    expect(
      (
        await errorsOf(FIELD_CREATE, {
          input: { name: 'Trop', kind: 'LIST', options: Array.from({ length: 51 }, (_, i) => `o${i}`), trackerIds: [TRACKER_IDS.BUG] },
        })
      ).fieldErrors,
    ).toEqual({
      options: 'TOO_MANY',
    });
    expect((await errorsOf(FIELD_CREATE, { input: { name: 'Trop', kind: 'LIST', options: ['a', 'a'], trackerIds: [MISSING] } })).fieldErrors).toEqual(
      expect.objectContaining({ trackerIds: 'NOT_FOUND' }),
    );
    expect(
      (await errorsOf(FIELD_CREATE, { input: { name: 'Long', kind: 'LIST', options: ['x'.repeat(101)], trackerIds: [TRACKER_IDS.BUG] } })).fieldErrors,
    ).toEqual({ options: 'TOO_LONG' });
    const note = (
      await ok(FIELD_CREATE, {
        input: { name: 'Référence', kind: 'TEXT', options: ['ignored'], trackerIds: [TRACKER_IDS.AFTER_SALES, TRACKER_IDS.BUG], position: -1 },
      })
    ).createTicketCustomField;
    expect(note.options).toEqual([]);
    expect((await ok(FIELDS, { trackerId: TRACKER_IDS.AFTER_SALES })).ticketCustomFields.map((f: { name: string }) => f.name)).toEqual([
      'Référence',
      'Transporteur',
    ]);
    expect((await ok(FIELDS, { trackerId: TRACKER_IDS.PARTNERSHIP })).ticketCustomFields).toEqual([]);

    // Kind change: allowed while unused, refused once a ticket holds a value.
    expect(
      (await ok(FIELD_UPDATE, { id: note.id, input: { name: 'Référence', kind: 'NUMBER', trackerIds: [TRACKER_IDS.AFTER_SALES, TRACKER_IDS.BUG] } }))
        .updateTicketCustomField.kind,
    ).toBe('NUMBER');
    await create({ subject: 'Avec valeur', trackerId: TRACKER_IDS.BUG, customFields: [{ fieldId: note.id, value: '42' }] });
    expect(await errorsOf(FIELD_UPDATE, { id: note.id, input: { name: 'Référence', kind: 'TEXT', trackerIds: [TRACKER_IDS.BUG] } })).toMatchObject({
      fieldErrors: { kind: 'FIELD_IN_USE' },
    });
    expect((await errorsOf(FIELD_UPDATE, { id: MISSING, input: { name: 'x', kind: 'TEXT', trackerIds: [TRACKER_IDS.BUG] } })).code).toBe('NOT_FOUND');
    expect(await errorsOf(FIELD_UPDATE, { id: note.id, input: { name: 'transporteur', kind: 'NUMBER', trackerIds: [TRACKER_IDS.BUG] } })).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await ok(FIELD_DELETE, { id: note.id })).deleteTicketCustomField).toBe(true);
    expect((await ok(FIELD_DELETE, { id: note.id })).deleteTicketCustomField).toBe(false);
    expect((await ds.query('SELECT count(*)::int AS n FROM ticket_custom_value WHERE field_id = $1', [note.id]))[0].n).toBe(0);
  });

  it('checks custom values on create and update, journals them, and shows every tracker field in order', async () => {
    const make = async (input: Record<string, unknown>) => (await ok(FIELD_CREATE, { input })).createTicketCustomField.id as string;
    const carrier = (await ok(FIELDS, { trackerId: TRACKER_IDS.AFTER_SALES })).ticketCustomFields.find((f: { name: string }) => f.name === 'Transporteur').id;
    const weight = await make({ name: 'Poids', kind: 'NUMBER', trackerIds: [TRACKER_IDS.AFTER_SALES], position: 50 });
    const bugOnly = await make({ name: 'Version', kind: 'TEXT', trackerIds: [TRACKER_IDS.BUG] });

    const missing = await errorsOf(CREATE, {
      input: {
        subject: 'Retour',
        trackerId: TRACKER_IDS.AFTER_SALES,
        customFields: [
          { fieldId: weight, value: 'lourd' },
          { fieldId: bugOnly, value: '1.0' },
        ],
      },
    });
    expect(missing.fieldErrors).toEqual({
      [`customFields.${carrier}`]: 'REQUIRED',
      [`customFields.${weight}`]: 'INVALID_NUMBER',
      [`customFields.${bugOnly}`]: 'NOT_FOUND',
    });
    const ticket = await create({ subject: 'Retour', trackerId: TRACKER_IDS.AFTER_SALES, customFields: [{ fieldId: carrier, value: 'Chronopost' }] });
    expect((await errorsOf(UPDATE, { id: ticket.id, input: { customFields: [{ fieldId: carrier, value: '' }] } })).fieldErrors).toEqual({
      [`customFields.${carrier}`]: 'REQUIRED',
    });
    expect((await errorsOf(UPDATE, { id: ticket.id, input: { customFields: [{ fieldId: carrier, value: 'UPS' }] } })).fieldErrors).toEqual({
      [`customFields.${carrier}`]: 'INVALID_CHOICE',
    });
    await ok(UPDATE, {
      id: ticket.id,
      input: {
        customFields: [
          { fieldId: weight, value: ' 2.5 ' },
          { fieldId: carrier, value: 'Chronopost' },
        ],
      },
    });
    await ok(UPDATE, { id: ticket.id, input: { customFields: [{ fieldId: weight, value: null }] } });
    const view = (await ok(GET, { id: ticket.id })).ticket;
    expect(view.customFields).toEqual([
      { fieldId: carrier, name: 'Transporteur', value: 'Chronopost', field: { kind: 'LIST' } },
      { fieldId: weight, name: 'Poids', value: null, field: { kind: 'NUMBER' } },
    ]);
    expect(view.journal).toEqual([
      { changes: [{ field: `customField:${weight}`, from: null, to: '2.5' }] },
      { changes: [{ field: `customField:${weight}`, from: '2.5', to: null }] },
    ]);
    // A tracker change does not force the new tracker's required values.
    await ok(UPDATE, { id: ticket.id, input: { trackerId: TRACKER_IDS.BUG } });
    expect((await ok(GET, { id: ticket.id })).ticket.customFields.map((f: { name: string; value: string | null }) => [f.name, f.value])).toEqual([
      ['Version', null],
    ]);
  });
});

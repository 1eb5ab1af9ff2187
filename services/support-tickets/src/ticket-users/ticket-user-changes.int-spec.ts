import { fromBinary } from '@bufbuild/protobuf';
import { verify } from '@node-rs/argon2';
import { DataSource } from 'typeorm';
import { TicketUserChangedSchema, TicketUserDeletedSchema } from '@guide/proto-schemas';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const GROUP = 'mutation($name: String!) { createTicketGroup(name: $name) { id name } }';
const USER = 'mutation($input: TicketUserInput!) { createTicketUser(input: $input) { id } }';
const UPDATE_USER =
  'mutation($id: ID!, $input: TicketUserUpdateInput!) { updateTicketUser(id: $id, input: $input) { id login mail firstName groups { name } } }';
const DELETE_USER = 'mutation($id: ID!) { deleteTicketUser(id: $id) }';
const UPDATE_GROUP = 'mutation($id: ID!, $name: String!) { updateTicketGroup(id: $id, name: $name) { id name } }';
const DELETE_GROUP = 'mutation($id: ID!) { deleteTicketGroup(id: $id) }';
const MISSING = '00000000-0000-4000-8000-000000000404';
const staff = adminIdentity(
  [
    'tickets.list',
    'tickets.view',
    'tickets.create',
    'tickets.update',
    'ticket-users.create',
    'ticket-users.update',
    'ticket-users.delete',
    'ticket-groups.create',
    'ticket-groups.update',
    'ticket-groups.delete',
  ].map((k) => `support.${k}`),
);
const PASSWORD = 'Tarte-Tatin-1';
const NEW_PASSWORD = 'Clafoutis-22';
const input = (extra: Record<string, unknown> = {}) => ({
  login: 'lea.sav',
  firstName: 'Léa',
  lastName: 'Bernard',
  mail: 'lea@guide.test',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  ...extra,
});

describe('updating and deleting ticket users and groups', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const gql = (q: string, v: Record<string, unknown> = {}) => t.gql(q, v, staff);
  const changedEvents = async (id: string) =>
    (await ds.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'tickets.ticket-user.changed' ORDER BY occurred_at`, [id])).map(
      (r: { payload: Buffer }) => fromBinary(TicketUserChangedSchema, new Uint8Array(r.payload)),
    );
  // Tickets are arranged and read in SQL: this spec is about users and groups, not the ticket API.
  const ticketWith = async (subject: string, column: 'assignee_id' | 'assigned_group_id', id: string): Promise<string> =>
    (await ds.query(`INSERT INTO ticket (subject, ${column}) VALUES ($1, $2) RETURNING id`, [subject, id]))[0].id;
  const ticketRow = async (id: string) => (await ds.query('SELECT assignee_id, assigned_group_id FROM ticket WHERE id = $1', [id]))[0];
  const lastJournal = async (id: string) =>
    (await ds.query('SELECT author, changes FROM ticket_journal WHERE ticket_id = $1 ORDER BY seq DESC LIMIT 1', [id]))[0];
  const hashOf = async (id: string) => (await ds.query('SELECT password_hash FROM ticket_user WHERE id = $1', [id]))[0].password_hash as string;

  it('announces a creation with the stored hash; an update keeps or replaces the password and says when credentials changed', async () => {
    const group = (await gql(GROUP, { name: 'Boutique' })).data.createTicketGroup;
    const { id } = (await gql(USER, { input: input({ groupIds: [group.id] }) })).data.createTicketUser;
    const [created] = await changedEvents(id);
    expect(created).toMatchObject({
      ticketUserId: id,
      login: 'lea.sav',
      mail: 'lea@guide.test',
      firstName: 'Léa',
      credentialsChanged: true,
      passwordHash: await hashOf(id),
    });

    // Names only, password left empty, groups left out: same hash and groups, credentials unchanged.
    const names = await gql(UPDATE_USER, {
      id,
      input: { login: 'lea.sav', firstName: ' Léa-Rose ', lastName: 'Bernard', mail: 'lea@guide.test', password: '', passwordConfirmation: '' },
    });
    expect(names.errors).toBeUndefined();
    expect(names.data.updateTicketUser).toMatchObject({ firstName: 'Léa-Rose', groups: [{ name: 'Boutique' }] });
    expect(await verify(await hashOf(id), PASSWORD)).toBe(true);
    expect((await changedEvents(id))[1]).toMatchObject({ firstName: 'Léa-Rose', credentialsChanged: false, passwordHash: created.passwordHash });

    // New password and mail, groups emptied.
    const creds = await gql(UPDATE_USER, {
      id,
      input: {
        login: 'lea.sav',
        firstName: 'Léa',
        lastName: 'Bernard',
        mail: 'LEA.B@guide.test',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        groupIds: [],
      },
    });
    expect(creds.data.updateTicketUser).toMatchObject({ mail: 'lea.b@guide.test', groups: [] });
    const hash = await hashOf(id);
    expect(await verify(hash, NEW_PASSWORD)).toBe(true);
    expect((await changedEvents(id))[2]).toMatchObject({ mail: 'lea.b@guide.test', credentialsChanged: true, passwordHash: hash });
  });

  it('refuses what creation refuses, a login or mail of another user, and answers NOT_FOUND for an unknown user', async () => {
    const other = (await gql(USER, { input: input({ login: 'hugo', mail: 'hugo@guide.test' }) })).data.createTicketUser;
    const base = { login: 'hugo', firstName: 'Hugo', lastName: 'Petit', mail: 'hugo@guide.test' };
    const bad = await gql(UPDATE_USER, {
      id: other.id,
      input: { ...base, login: 'a b', mail: 'nope', password: 'weak', passwordConfirmation: 'other', groupIds: [MISSING] },
    });
    expect(bad.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { login: 'LOGIN_INVALID', mail: 'EMAIL_INVALID', password: 'PASSWORD_TOO_WEAK', passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH' },
    });
    expect((await gql(UPDATE_USER, { id: other.id, input: { ...base, groupIds: [MISSING] } })).errors![0].extensions.fieldErrors).toEqual({
      groupIds: 'NOT_FOUND',
    });
    const taken = await gql(UPDATE_USER, { id: other.id, input: { ...base, login: 'LEA.SAV', mail: 'Lea.B@guide.test' } });
    expect(taken.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { login: 'LOGIN_TAKEN', mail: 'EMAIL_TAKEN' } });
    // Its own login and mail in another case are no conflict.
    expect((await gql(UPDATE_USER, { id: other.id, input: { ...base, login: 'Hugo' } })).data.updateTicketUser.login).toBe('Hugo');
    expect((await gql(UPDATE_USER, { id: MISSING, input: base })).errors![0].extensions.code).toBe('NOT_FOUND');
    for (const hostile of [
      { ...base, login: 'x'.repeat(61) },
      { ...base, password: 'x'.repeat(60_000) },
      { ...base, firstName: 'a\u0000' },
    ]) {
      expect((await gql(UPDATE_USER, { id: other.id, input: hostile })).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('deleting a user unassigns their tickets with a journal entry each, and announces it', async () => {
    const { id } = (await gql(USER, { input: input({ login: 'zoe', mail: 'zoe@guide.test' }) })).data.createTicketUser;
    const tickets = [await ticketWith('Colis abîmé', 'assignee_id', id), await ticketWith('Facture en double', 'assignee_id', id)];
    expect((await gql(DELETE_USER, { id })).data.deleteTicketUser).toBe(true);
    for (const ticket of tickets) {
      expect((await ticketRow(ticket)).assignee_id).toBeNull();
      expect(await lastJournal(ticket)).toEqual({
        author: staff.kind === 'admin' ? staff.email || staff.id : '',
        changes: [{ field: 'assigneeId', from: id, to: null }],
      });
    }
    const [deleted] = await ds.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'tickets.ticket-user.deleted'`, [id]);
    expect(fromBinary(TicketUserDeletedSchema, new Uint8Array(deleted.payload)).ticketUserId).toBe(id);
    expect((await gql(DELETE_USER, { id })).data.deleteTicketUser).toBe(false);
  });

  it('renames a group (unique whatever the case) and deleting one unassigns its tickets, journaled', async () => {
    const a = (await gql(GROUP, { name: 'Logistique' })).data.createTicketGroup;
    const b = (await gql(GROUP, { name: 'Compta' })).data.createTicketGroup;
    expect((await gql(UPDATE_GROUP, { id: a.id, name: ' Expéditions ' })).data.updateTicketGroup).toEqual({ id: a.id, name: 'Expéditions' });
    expect((await gql(UPDATE_GROUP, { id: a.id, name: 'expéditions' })).data.updateTicketGroup.name).toBe('expéditions');
    const clash = await gql(UPDATE_GROUP, { id: a.id, name: 'COMPTA' });
    expect(clash.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { name: 'GROUP_EXISTS' } });
    expect((await gql(UPDATE_GROUP, { id: a.id, name: '' })).errors![0].extensions.fieldErrors).toEqual({ name: 'REQUIRED' });
    expect((await gql(UPDATE_GROUP, { id: a.id, name: 'x'.repeat(101) })).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await gql(UPDATE_GROUP, { id: MISSING, name: 'Autre' })).errors![0].extensions.code).toBe('NOT_FOUND');

    const ticket = await ticketWith('Remboursement', 'assigned_group_id', b.id);
    const untouched = await ticketWith('Autre équipe', 'assigned_group_id', a.id);
    expect((await gql(DELETE_GROUP, { id: b.id })).data.deleteTicketGroup).toBe(true);
    expect((await ticketRow(ticket)).assigned_group_id).toBeNull();
    expect((await lastJournal(ticket)).changes).toEqual([{ field: 'assignedGroupId', from: b.id, to: null }]);
    expect((await ticketRow(untouched)).assigned_group_id).toBe(a.id);
    expect(await lastJournal(untouched)).toBeUndefined();
    expect((await gql(DELETE_GROUP, { id: b.id })).data.deleteTicketGroup).toBe(false);
  });
});

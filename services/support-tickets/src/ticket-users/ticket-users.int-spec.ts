import { fromBinary } from '@bufbuild/protobuf';
import { verify } from '@node-rs/argon2';
import { DataSource } from 'typeorm';
import { TicketAssignedSchema } from '@guide/proto-schemas';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const GROUP = 'mutation($name: String!) { createTicketGroup(name: $name) { id name } }';
const USER = 'mutation($input: TicketUserInput!) { createTicketUser(input: $input) { id login firstName lastName mail groups { name } } }';
const USERS = '{ ticketUsers { login groups { name } } ticketGroups { name } }';
const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id } }';
const UPDATE = `mutation($id: ID!, $input: TicketUpdateInput!) { updateTicket(id: $id, input: $input) {
  id assignee { login } assignedGroup { name } journal { changes { field from to } } } }`;
const LIST = 'query($assigneeId: ID) { tickets(assigneeId: $assigneeId) { edges { node { id } } } }';
const MISSING = '00000000-0000-4000-8000-000000000404';
const agent = adminIdentity([
  'support.tickets.list',
  'support.tickets.create',
  'support.tickets.update',
  'support.ticket-users.list',
  'support.ticket-users.create',
  'support.ticket-groups.list',
  'support.ticket-groups.create',
]);
const PASSWORD = 'Tarte-Tatin-1';
const userInput = (extra: Record<string, unknown> = {}) => ({
  login: 'marie.sav',
  firstName: 'Marie',
  lastName: 'Dupont',
  mail: 'Marie.Dupont@guide.test',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  ...extra,
});

describe('ticket users and groups, assignment', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const gql = (q: string, v: Record<string, unknown> = {}) => t.gql(q, v, agent);

  it('creates groups with unique names (whatever the case)', async () => {
    expect((await gql(GROUP, { name: '  SAV ' })).data.createTicketGroup.name).toBe('SAV');
    const again = await gql(GROUP, { name: 'sav' });
    expect(again.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { name: 'GROUP_EXISTS' } });
    expect((await gql(GROUP, { name: ' ' })).errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: 'REQUIRED' } });
    expect((await gql(GROUP, { name: 'x'.repeat(101) })).errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('creates a ticket user with the customers password rules, an argon2id hash and its groups', async () => {
    const sav = (await gql(GROUP, { name: 'Retours' })).data.createTicketGroup;
    const res = await gql(USER, { input: userInput({ groupIds: [sav.id, sav.id] }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.createTicketUser).toMatchObject({ login: 'marie.sav', mail: 'marie.dupont@guide.test', groups: [{ name: 'Retours' }] });
    const [{ password_hash }] = await ds.query('SELECT password_hash FROM ticket_user WHERE id = $1', [res.data.createTicketUser.id]);
    expect(password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(password_hash, PASSWORD)).toBe(true);
    expect((await gql(USERS)).data.ticketUsers).toEqual([{ login: 'marie.sav', groups: [{ name: 'Retours' }] }]);
  });

  it('refuses weak passwords, mismatches, bad fields, unknown groups; login and mail taken are CONFLICT', async () => {
    const weak = await gql(USER, { input: userInput({ login: 'x y', mail: 'nope', firstName: '', password: 'abc', passwordConfirmation: 'abd' }) });
    expect(weak.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        login: 'LOGIN_INVALID',
        mail: 'EMAIL_INVALID',
        firstName: 'REQUIRED',
        password: 'PASSWORD_TOO_WEAK',
        passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
      },
    });
    expect(
      (await gql(USER, { input: userInput({ login: 'autre', mail: 'autre@guide.test', groupIds: [MISSING] }) })).errors![0].extensions.fieldErrors,
    ).toEqual({ groupIds: 'NOT_FOUND' });
    const login = await gql(USER, { input: userInput({ login: 'MARIE.SAV', mail: 'autre@guide.test' }) });
    expect(login.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { login: 'LOGIN_TAKEN' } });
    const mail = await gql(USER, { input: userInput({ login: 'marie2', mail: 'MARIE.dupont@guide.test ' }) });
    expect(mail.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { mail: 'EMAIL_TAKEN' } });
    const both = await gql(USER, { input: userInput() });
    expect(both.errors![0].extensions.fieldErrors).toEqual({ login: 'LOGIN_TAKEN', mail: 'EMAIL_TAKEN' });
    // Hostile input stops at the guard.
    for (const input of [
      userInput({ login: 'a\u0000' }),
      userInput({ password: 'x'.repeat(60_000) }),
      userInput({ groupIds: Array.from({ length: 1000 }, () => MISSING) }),
      userInput({ groupIds: ['nope'] }),
    ]) {
      expect((await gql(USER, { input })).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('assigns a ticket to a user and a group: journaled, filterable, announced; unknown ids are NOT_FOUND', async () => {
    const user = (await gql(USER, { input: userInput({ login: 'paul', mail: 'paul@guide.test', firstName: 'Paul', lastName: 'Martin' }) })).data
      .createTicketUser;
    const group = (await gql(GROUP, { name: 'Partenariats' })).data.createTicketGroup;
    const id = (await gql(CREATE, { input: { subject: 'À assigner' } })).data.createTicket.id;
    const bad = await gql(UPDATE, { id, input: { assigneeId: MISSING, assignedGroupId: MISSING } });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { assigneeId: 'NOT_FOUND', assignedGroupId: 'NOT_FOUND' } });

    const res = await gql(UPDATE, { id, input: { assigneeId: user.id, assignedGroupId: group.id } });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTicket).toMatchObject({ assignee: { login: 'paul' }, assignedGroup: { name: 'Partenariats' } });
    expect(res.data.updateTicket.journal[0].changes).toEqual([
      { field: 'assigneeId', from: null, to: user.id },
      { field: 'assignedGroupId', from: null, to: group.id },
    ]);
    expect((await gql(LIST, { assigneeId: user.id })).data.tickets.edges).toEqual([{ node: { id } }]);

    const events = await ds.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'tickets.ticket.assigned'`, [id]);
    expect(events).toHaveLength(1);
    expect(fromBinary(TicketAssignedSchema, new Uint8Array(events[0].payload))).toMatchObject({
      ticketId: id,
      subject: 'À assigner',
      assigneeId: user.id,
      assigneeEmail: 'paul@guide.test',
      assigneeName: 'Paul Martin',
      assignedGroupName: 'Partenariats',
      previousAssigneeId: '',
    });
    // Same values again: no change, no event. Unassigning is a change.
    await gql(UPDATE, { id, input: { assigneeId: user.id } });
    const cleared = await gql(UPDATE, { id, input: { assigneeId: null } });
    expect(cleared.data.updateTicket.assignee).toBeNull();
    const all = await ds.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'tickets.ticket.assigned' ORDER BY occurred_at`, [id]);
    expect(all).toHaveLength(2);
    expect(fromBinary(TicketAssignedSchema, new Uint8Array(all[1].payload))).toMatchObject({
      assigneeId: '',
      previousAssigneeId: user.id,
      assignedGroupId: group.id,
    });
  });
});

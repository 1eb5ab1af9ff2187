import { create } from '@bufbuild/protobuf';
import { ALL_PERMISSIONS, GATEWAY_SECRET_HEADER, Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { Events, TicketUserChangedSchema, TicketUserDeletedSchema } from '@guide/proto-schemas';
import { hashPassword } from '../security/passwords';
import { IdentityTestApp, bootIdentity, codeOf, fieldErrorsOf, freshIp } from '../testing/identity-test-app';
import { TICKET_AGENT_PERMISSIONS, TICKET_AGENT_ROLE_ID } from './agent-role';
import { TicketAgentEvent, TicketAgentsConsumer } from './ticket-agents.consumer';

/** Ticket users sign in to the back office with their mail and password, limited to the ticket area (ADR 0018). */
const ROOT = adminIdentity(ALL_PERMISSIONS);
const ADMIN_LOGIN = 'mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken refreshToken } }';
const ADMIN_REFRESH = 'mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }';
const PASSWORD = 'Tarte-Tatin-1';
const NEW_PASSWORD = 'Clafoutis-22';
type Signed = Exclude<Identity, { kind: 'anonymous' }>;

let app: IdentityTestApp;
let base: string;
let n = 0;

beforeAll(async () => {
  app = await bootIdentity({ SEED_DEMO_DATA: true });
  base = app.subgraph.url.replace(/\/graphql$/, '');
});
afterAll(async () => {
  await app?.close();
});

/** Hands an event to the consumer the way the bus does: inside a transaction. */
async function feed(type: 'changed' | 'deleted', data: Record<string, unknown>): Promise<void> {
  n += 1;
  const ticketUserId = data.ticketUserId as string;
  const event = (
    type === 'changed'
      ? {
          id: `e${n}`,
          type: Events.ticketUserChanged.type,
          key: ticketUserId,
          occurredAt: new Date().toISOString(),
          data: create(TicketUserChangedSchema, data),
        }
      : {
          id: `e${n}`,
          type: Events.ticketUserDeleted.type,
          key: ticketUserId,
          occurredAt: new Date().toISOString(),
          data: create(TicketUserDeletedSchema, data),
        }
  ) as TicketAgentEvent;
  const consumer = app.subgraph.app.get(TicketAgentsConsumer);
  await app.db.transaction((manager) => consumer.handle(event, manager));
}

const changed = async (ticketUserId: string, mail: string, password: string, extra: Record<string, unknown> = {}) =>
  feed('changed', {
    ticketUserId,
    login: mail.split('@')[0],
    mail,
    firstName: 'Léa',
    lastName: 'Bernard',
    passwordHash: await hashPassword(password),
    credentialsChanged: true,
    ...extra,
  });

async function login(email: string, password: string) {
  return app.call(ADMIN_LOGIN, { e: email, p: password }, { ip: freshIp() });
}

async function valid(identity: Signed): Promise<boolean> {
  const query = new URLSearchParams({ sub: identity.id, sv: String(identity.sessionVersion), kind: identity.kind });
  const res = await fetch(`${base}/internal/sessions/${identity.sessionId}?${query}`, { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
  return ((await res.json()) as { valid: boolean }).valid;
}

async function signIn(email: string, password: string) {
  const result = await login(email, password);
  expect(result.errors).toBeUndefined();
  return { identity: (await app.verify(result.data.adminLogin.accessToken)) as Signed, refreshToken: result.data.adminLogin.refreshToken as string };
}

const uuid = (i: number) => `7c0e0000-0000-4000-8000-${String(i).padStart(12, '0')}`;

it('a ticket user signs in with their mail and password and holds only the ticket area', async () => {
  await changed(uuid(1), 'lea@guide.test', PASSWORD);
  await feed('changed', {
    ticketUserId: uuid(1),
    login: 'lea',
    mail: 'lea@guide.test',
    firstName: 'Léa',
    lastName: 'Bernard',
    passwordHash: await hashPassword(PASSWORD),
    credentialsChanged: false,
  }); // a redelivery-like repeat changes nothing
  const { identity } = await signIn('LEA@guide.test', PASSWORD);
  expect(identity).toMatchObject({ kind: 'admin', email: 'lea@guide.test' });
  expect(identity.kind === 'admin' && [...identity.permissions].sort()).toEqual([...TICKET_AGENT_PERMISSIONS].sort());
  expect(TICKET_AGENT_PERMISSIONS).toEqual(['support.tickets.create', 'support.tickets.list', 'support.tickets.update', 'support.tickets.view']);
  expect(await valid(identity)).toBe(true);
  expect(codeOf(await login('lea@guide.test', 'Wrong-Pass-1'))).toBe('UNAUTHENTICATED');
});

it('is managed from the ticket area only: hidden from the staff screens, its role neither listed, editable nor assignable', async () => {
  const [{ id }] = await app.db.query('SELECT id FROM admin WHERE ticket_user_id = $1', [uuid(1)]);
  const admins = await app.call('{ admins(first: 100) { edges { node { email } } } }', {}, { identity: ROOT });
  expect(admins.data.admins.edges.map((e: { node: { email: string } }) => e.node.email)).not.toContain('lea@guide.test');
  expect((await app.call('query($id: ID!) { admin(id: $id) { id } }', { id }, { identity: ROOT })).data.admin).toBeNull();
  const input = { email: 'lea@guide.test', firstName: 'Léa', lastName: 'B', roleId: TICKET_AGENT_ROLE_ID };
  expect(codeOf(await app.call('mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id } }', { id, i: input }, { identity: ROOT }))).toBe(
    'NOT_FOUND',
  );
  expect(codeOf(await app.call('mutation($id: ID!) { deleteAdmin(id: $id) }', { id }, { identity: ROOT }))).toBe('NOT_FOUND');

  const roles = (await app.call('{ roles { id } }', {}, { identity: ROOT })).data.roles.map((r: { id: string }) => r.id);
  expect(roles).not.toContain(TICKET_AGENT_ROLE_ID);
  expect((await app.call('query($id: ID!) { role(id: $id) { id } }', { id: TICKET_AGENT_ROLE_ID }, { identity: ROOT })).data.role).toBeNull();
  expect(codeOf(await app.call('mutation($id: ID!) { deleteRole(id: $id) }', { id: TICKET_AGENT_ROLE_ID }, { identity: ROOT }))).toBe('NOT_FOUND');
  const grant = await app.call(
    'mutation($id: ID!, $p: [String!]!) { setRolePermissions(roleId: $id, permissions: $p) { id } }',
    { id: TICKET_AGENT_ROLE_ID, p: ALL_PERMISSIONS },
    { identity: ROOT },
  );
  expect(codeOf(grant)).toBe('NOT_FOUND');
  const staff = await app.call(
    'mutation($i: AdminInput!) { createAdmin(input: $i) { id } }',
    {
      i: {
        email: 'new.staff@guide.test',
        firstName: 'Nouveau',
        lastName: 'Staff',
        roleId: TICKET_AGENT_ROLE_ID,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
    },
    { identity: ROOT },
  );
  expect(fieldErrorsOf(staff)).toEqual({ roleId: 'NOT_FOUND' });
});

it('ends the sessions when the credentials change, not on a name change', async () => {
  await changed(uuid(2), 'hugo@guide.test', PASSWORD);
  const first = await signIn('hugo@guide.test', PASSWORD);
  await feed('changed', {
    ticketUserId: uuid(2),
    login: 'hugo',
    mail: 'hugo@guide.test',
    firstName: 'Hugo',
    lastName: 'Petit',
    passwordHash: (await app.db.query('SELECT password_hash FROM admin WHERE ticket_user_id = $1', [uuid(2)]))[0].password_hash,
    credentialsChanged: false,
  });
  expect(await valid(first.identity)).toBe(true);

  await changed(uuid(2), 'hugo.petit@guide.test', NEW_PASSWORD);
  expect(await valid(first.identity)).toBe(false);
  expect(codeOf(await app.call(ADMIN_REFRESH, { t: first.refreshToken }, { ip: freshIp() }))).toBe('UNAUTHENTICATED');
  expect(codeOf(await login('hugo@guide.test', PASSWORD))).toBe('UNAUTHENTICATED');
  expect(codeOf(await login('hugo.petit@guide.test', PASSWORD))).toBe('UNAUTHENTICATED');
  await signIn('hugo.petit@guide.test', NEW_PASSWORD);
});

it('a deleted ticket user can no longer sign in and their sessions end', async () => {
  await changed(uuid(3), 'zoe@guide.test', PASSWORD);
  const session = await signIn('zoe@guide.test', PASSWORD);
  await feed('deleted', { ticketUserId: uuid(3), deletedAt: new Date().toISOString() });
  expect(await valid(session.identity)).toBe(false);
  expect(codeOf(await login('zoe@guide.test', PASSWORD))).toBe('UNAUTHENTICATED');
  expect(await app.db.query('SELECT 1 FROM admin WHERE ticket_user_id = $1', [uuid(3)])).toEqual([]);
  await feed('deleted', { ticketUserId: uuid(3), deletedAt: new Date().toISOString() }); // unknown: nothing to do
});

it('skips a ticket user whose mail belongs to a staff account: the staff account is untouched', async () => {
  const [before] = await app.db.query(`SELECT id, password_hash, role_id FROM admin WHERE email = 'admin@example.com'`);
  await changed(uuid(4), 'Admin@Example.com', NEW_PASSWORD);
  expect(await app.db.query('SELECT 1 FROM admin WHERE ticket_user_id = $1', [uuid(4)])).toEqual([]);
  expect((await app.db.query(`SELECT id, password_hash, role_id FROM admin WHERE email = 'admin@example.com'`))[0]).toEqual(before);
  expect(codeOf(await login('admin@example.com', NEW_PASSWORD))).toBe('UNAUTHENTICATED');
  // A ticket user moving to a staff member's mail loses the ticket-area account.
  await changed(uuid(1), 'admin@example.com', PASSWORD);
  expect(await app.db.query('SELECT 1 FROM admin WHERE ticket_user_id = $1', [uuid(1)])).toEqual([]);
});

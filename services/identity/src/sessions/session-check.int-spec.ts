import { ALL_PERMISSIONS, GATEWAY_SECRET_HEADER, Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, cookieHeader, freshIp } from '../testing/identity-test-app';

/**
 * Tokens must not outlive their owner (issue 7, security 5): access tokens name their sign-in (sid) and
 * the subject's session version (sv); identity answers the gateway's question "is this still current?"
 * at GET /internal/sessions/:sid, and bumps the version on deactivation, role change and role-permission
 * change. (Logout, password changes and deletion end the sign-in or the subject itself.)
 */
const ROOT = adminIdentity(ALL_PERMISSIONS);
const PASSWORD = 'Cuisine77!';
const ADMIN_LOGIN = 'mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken refreshToken } }';
const ADMIN_REFRESH = 'mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken refreshToken } }';
const CREATE_ROLE = 'mutation($i: RoleInput!) { createRole(input: $i) { id } }';
const SET_PERMISSIONS = 'mutation($id: ID!, $p: [String!]!) { setRolePermissions(roleId: $id, permissions: $p) { id } }';
const CREATE_ADMIN = 'mutation($i: AdminInput!) { createAdmin(input: $i) { id } }';
const UPDATE_ADMIN = 'mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id } }';
const DELETE_ADMIN = 'mutation($id: ID!) { deleteAdmin(id: $id) }';

let app: IdentityTestApp;
let base: string;
let n = 0;
let roleA: string;
let roleB: string;

type Signed = Exclude<Identity, { kind: 'anonymous' }>;

/** Asks as the gateway does (the secret header); `secret: null` asks without it. */
async function check(identity: Signed, secret: string | null = TEST_GATEWAY_SECRET): Promise<{ status: number; body: any }> {
  const query = new URLSearchParams({ sub: identity.id, sv: String(identity.sessionVersion), kind: identity.kind });
  const res = await fetch(`${base}/internal/sessions/${identity.sessionId}?${query}`, { headers: secret ? { [GATEWAY_SECRET_HEADER]: secret } : {} });
  return { status: res.status, body: await res.json() };
}
const valid = async (identity: Signed) => (await check(identity)).body.valid as boolean;

async function newAdmin(roleId: string) {
  n += 1;
  const input = { email: `check.${n}@example.com`, firstName: 'Léa', lastName: 'Check', roleId, password: PASSWORD, passwordConfirmation: PASSWORD };
  const created = await app.call(CREATE_ADMIN, { i: input }, { identity: ROOT });
  expect(created.errors).toBeUndefined();
  return { id: created.data.createAdmin.id as string, input };
}

async function adminSession(email: string) {
  const result = await app.call(ADMIN_LOGIN, { e: email, p: PASSWORD }, { ip: freshIp() });
  expect(result.errors).toBeUndefined();
  const identity = (await app.verify(result.data.adminLogin.accessToken)) as Signed;
  return { identity, refreshToken: result.data.adminLogin.refreshToken as string, cookies: result.cookies };
}

beforeAll(async () => {
  app = await bootIdentity({ SEED_DEMO_DATA: true });
  base = app.subgraph.url.replace(/\/graphql$/, '');
  roleA = (await app.call(CREATE_ROLE, { i: { name: 'Salle', interface: 'BACK_OFFICE' } }, { identity: ROOT })).data.createRole.id;
  roleB = (await app.call(CREATE_ROLE, { i: { name: 'Cuisine', interface: 'BACK_OFFICE' } }, { identity: ROOT })).data.createRole.id;
  await app.call(SET_PERMISSIONS, { id: roleA, p: ['dashboard.view'] }, { identity: ROOT });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /internal/sessions/:sid', () => {
  it('tokens carry the sign-in (sid, stable across refreshes) and the session version (sv)', async () => {
    const { input } = await newAdmin(roleA);
    const session = await adminSession(input.email);
    expect(session.identity).toMatchObject({ sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), sessionVersion: 0 });
    expect(await valid(session.identity)).toBe(true);
    const refreshed = await app.call(ADMIN_REFRESH, { t: session.refreshToken });
    const next = (await app.verify(refreshed.data.adminRefreshSession.accessToken)) as Signed;
    expect(next.sessionId).toBe(session.identity.sessionId);
    expect(await valid(next)).toBe(true);
    expect(await valid(session.identity)).toBe(true); // same sign-in, same version: still current
  });

  it('answers only the gateway', async () => {
    const { input } = await newAdmin(roleA);
    const { identity } = await adminSession(input.email);
    expect((await check(identity, null)).status).toBe(403);
    expect((await check(identity, 'not-the-secret')).status).toBe(403);
  });

  it('logout ends the sign-in', async () => {
    const { input } = await newAdmin(roleA);
    const { identity, cookies } = await adminSession(input.email);
    await app.call('mutation { adminLogout }', {}, { cookie: cookieHeader(cookies) });
    expect(await valid(identity)).toBe(false);
  });

  it('deactivation and deletion end every token of the administrator', async () => {
    const a = await newAdmin(roleA);
    const first = await adminSession(a.input.email);
    await app.call(UPDATE_ADMIN, { id: a.id, i: { ...a.input, password: null, passwordConfirmation: null, active: false } }, { identity: ROOT });
    expect(await valid(first.identity)).toBe(false);
    const [{ session_version }] = await app.db.query('SELECT session_version FROM admin WHERE id = $1', [a.id]);
    expect(session_version).toBe(1);

    const b = await newAdmin(roleA);
    const second = await adminSession(b.input.email);
    expect((await app.call(DELETE_ADMIN, { id: b.id }, { identity: ROOT })).data).toEqual({ deleteAdmin: true });
    expect(await valid(second.identity)).toBe(false);
  });

  it("a role change ends the administrator's tokens; the refresh brings a current one with the new rights", async () => {
    const a = await newAdmin(roleA);
    const session = await adminSession(a.input.email);
    await app.call(UPDATE_ADMIN, { id: a.id, i: { ...a.input, password: null, passwordConfirmation: null, roleId: roleB } }, { identity: ROOT });
    expect(await valid(session.identity)).toBe(false);
    const refreshed = await app.call(ADMIN_REFRESH, { t: session.refreshToken });
    const next = (await app.verify(refreshed.data.adminRefreshSession.accessToken)) as Signed;
    expect(next).toMatchObject({ sessionVersion: 1, permissions: [] });
    expect(await valid(next)).toBe(true);
  });

  it("a change of the role's permissions ends the tokens of every administrator holding it, and only theirs", async () => {
    const [a, b, c] = [await newAdmin(roleA), await newAdmin(roleA), await newAdmin(roleB)];
    const sessions = [await adminSession(a.input.email), await adminSession(b.input.email), await adminSession(c.input.email)];
    await app.call(SET_PERMISSIONS, { id: roleA, p: ['dashboard.view', 'catalog.products.list'] }, { identity: ROOT });
    expect(await Promise.all(sessions.map((s) => valid(s.identity)))).toEqual([false, false, true]);
    // Saving the same keys again changes nothing, so ends nothing.
    const fresh = await adminSession(a.input.email);
    await app.call(SET_PERMISSIONS, { id: roleA, p: ['catalog.products.list', 'dashboard.view'] }, { identity: ROOT });
    expect(await valid(fresh.identity)).toBe(true);
  });

  it("a customer's token: current until logout; another password change ends the other sign-ins", async () => {
    const email = `check.customer.${Date.now()}@example.fr`;
    const registered = await app.call(
      'mutation($i: RegisterInput!) { register(input: $i) { id } }',
      {
        i: { customerType: 'INDIVIDUAL', firstName: 'Paul', lastName: 'Bocuse', email, password: PASSWORD, passwordConfirmation: PASSWORD },
      },
      { ip: freshIp() },
    );
    await app.db.query('UPDATE customer SET email_verified_at = now() WHERE id = $1', [registered.data.register.id]);
    const login = async () => {
      const r = await app.call(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
        { e: email, p: PASSWORD },
        { ip: freshIp() },
      );
      return { identity: (await app.verify(r.data.login.accessToken)) as Signed, cookies: r.cookies };
    };
    const phone = await login();
    const laptop = await login();
    expect(phone.identity).toMatchObject({ kind: 'customer', sessionVersion: 0 });
    expect([await valid(phone.identity), await valid(laptop.identity)]).toEqual([true, true]);
    const changed = await app.call(
      'mutation { changePassword(currentPassword: "Cuisine77!", password: "Lyon1965!!", passwordConfirmation: "Lyon1965!!") }',
      {},
      { identity: phone.identity, cookie: cookieHeader(phone.cookies) },
    );
    expect(changed.errors).toBeUndefined();
    expect([await valid(phone.identity), await valid(laptop.identity)]).toEqual([true, false]);
    await app.call('mutation { logout }', {}, { cookie: cookieHeader(phone.cookies) });
    expect(await valid(phone.identity)).toBe(false);
  });

  it('answers { valid: false } (never a 5xx) to malformed or mismatched questions', async () => {
    const { input } = await newAdmin(roleA);
    const { identity } = await adminSession(input.email);
    const ask = async (path: string) => {
      const res = await fetch(`${base}/internal/sessions/${path}`, { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
      return { status: res.status, body: await res.json() };
    };
    const q = (over: Record<string, string>) => new URLSearchParams({ sub: identity.id, sv: '0', kind: 'admin', ...over }).toString();
    expect(await ask(`${identity.sessionId}?${q({})}`)).toEqual({ status: 200, body: { valid: true } });
    for (const path of [
      `not-a-uuid?${q({})}`,
      `${identity.sessionId}?${q({ sv: '1' })}`,
      `${identity.sessionId}?${q({ sv: 'abc' })}`,
      `${identity.sessionId}?${q({ sv: '-1' })}`,
      `${identity.sessionId}?${q({ kind: 'customer' })}`,
      `${identity.sessionId}?${q({ kind: 'root' })}`,
      `${identity.sessionId}?${q({ sub: '00000000-0000-4000-8000-000000000099' })}`,
      `${identity.sessionId}?${q({ sub: "x' OR 1=1" })}`,
      `${identity.sessionId}?sv=0&kind=admin`,
      `${identity.sessionId}?${q({})}&sub=${identity.id}`,
      `%00?${q({})}`,
    ]) {
      expect({ path, ...(await ask(path)) }).toEqual({ path, status: 200, body: { valid: false } });
    }
  });
});

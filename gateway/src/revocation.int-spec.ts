import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALL_PERMISSIONS, AccessTokenVerifier, signAccessToken } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, cookieHeader, freshIp } from '../../services/identity/src/testing/identity-test-app';
import { RevocationOptions, identityBaseUrl, withRevocationCheck } from './revocation';

/**
 * The gateway's revocation check (issue 7, security 5) against the real identity subgraph on the run's
 * PostgreSQL: a verified token whose sign-in ended, or whose subject's rights changed, becomes anonymous
 * once the cached answer expires. Time is a fake clock, so "5 s later" costs nothing.
 */
const ROOT = adminIdentity(ALL_PERMISSIONS);
const PASSWORD = 'Cuisine77!';

let app: IdentityTestApp;
let identityUrl: string;
let clock = 1_000_000;
let calls = 0;
const countingFetch: typeof fetch = (input, init) => {
  calls += 1;
  return fetch(input, init);
};

function wrap(options: Partial<RevocationOptions> = {}): AccessTokenVerifier {
  return withRevocationCheck(app.verify, { identityUrl, gatewaySecret: TEST_GATEWAY_SECRET, now: () => clock, fetch: countingFetch, ...options });
}

async function customer() {
  const email = `revocation.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.fr`;
  const registered = await app.call(
    'mutation($i: RegisterInput!) { register(input: $i) { id } }',
    {
      i: { customerType: 'INDIVIDUAL', firstName: 'Paul', lastName: 'Bocuse', email, password: PASSWORD, passwordConfirmation: PASSWORD },
    },
    { ip: freshIp() },
  );
  await app.db.query('UPDATE customer SET email_verified_at = now() WHERE id = $1', [registered.data.register.id]);
  const login = await app.call(
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
    { e: email, p: PASSWORD },
    { ip: freshIp() },
  );
  return { token: login.data.login.accessToken as string, cookies: login.cookies };
}

async function admin(roleId: string) {
  const email = `revocation.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await app.call(
    'mutation($i: AdminInput!) { createAdmin(input: $i) { id } }',
    {
      i: { email, firstName: 'Léa', lastName: 'Revoked', roleId, password: PASSWORD, passwordConfirmation: PASSWORD },
    },
    { identity: ROOT },
  );
  const login = await app.call(
    'mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }',
    { e: email, p: PASSWORD },
    { ip: freshIp() },
  );
  return { id: created.data.createAdmin.id as string, email, token: login.data.adminLogin.accessToken as string };
}

/** A tiny local HTTP server standing for a broken identity (it answers every request with `status`). */
async function brokenIdentity(status: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"down"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let roleId: string;

beforeAll(async () => {
  app = await bootIdentity();
  identityUrl = app.subgraph.url.replace(/\/graphql$/, '');
  roleId = (await app.call('mutation { createRole(input: { name: "Salle", interface: BACK_OFFICE }) { id } }', {}, { identity: ROOT })).data.createRole.id;
  await app.call('mutation($id: ID!) { setRolePermissions(roleId: $id, permissions: ["dashboard.view"]) { id } }', { id: roleId }, { identity: ROOT });
});
afterAll(async () => {
  await app?.close();
});

describe('withRevocationCheck', () => {
  it('a logged-out token works until the cached answer expires (5 s), then is anonymous', async () => {
    const verify = wrap();
    const { token, cookies } = await customer();
    expect(await verify(token)).toMatchObject({ kind: 'customer' });
    await app.call('mutation { logout }', {}, { cookie: cookieHeader(cookies) });
    clock += 4000;
    expect(await verify(token)).toMatchObject({ kind: 'customer' }); // cached: within the 5 s budget
    clock += 1001;
    expect(await verify(token)).toBeNull();
  });

  it('asks identity once per token and TTL, however many requests come at once', async () => {
    const verify = wrap();
    const { token } = await customer();
    calls = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(token)));
    expect(answers.every((a) => a?.kind === 'customer')).toBe(true);
    expect(calls).toBe(1);
    for (let i = 0; i < 10; i++) await verify(token);
    expect(calls).toBe(1);
    clock += 5001;
    await verify(token);
    expect(calls).toBe(2);
  });

  it('keeps a bounded cache: the oldest answers go first', async () => {
    const verify = wrap({ maxEntries: 2 });
    const [a, b, c] = [await customer(), await customer(), await customer()];
    for (const s of [a, b, c]) await verify(s.token);
    calls = 0;
    await verify(c.token);
    await verify(b.token);
    expect(calls).toBe(0);
    await verify(a.token); // evicted by c
    expect(calls).toBe(1);
  });

  it("ends an administrator's tokens after deactivation, a role change of its role, and deletion", async () => {
    const verify = wrap();
    const [deactivated, changed, deleted] = [await admin(roleId), await admin(roleId), await admin(roleId)];
    for (const s of [deactivated, changed, deleted]) expect(await verify(s.token)).toMatchObject({ kind: 'admin', id: s.id });

    await app.call(
      'mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id } }',
      {
        id: deactivated.id,
        i: { email: deactivated.email, firstName: 'Léa', lastName: 'Revoked', roleId, active: false },
      },
      { identity: ROOT },
    );
    await app.call('mutation($id: ID!) { deleteAdmin(id: $id) }', { id: deleted.id }, { identity: ROOT });
    clock += 5001;
    expect(await verify(deactivated.token)).toBeNull();
    expect(await verify(deleted.token)).toBeNull();
    expect(await verify(changed.token)).toMatchObject({ kind: 'admin' }); // its role has not changed yet

    await app.call(
      'mutation($id: ID!) { setRolePermissions(roleId: $id, permissions: ["dashboard.view", "cms.pages.list"]) { id } }',
      { id: roleId },
      { identity: ROOT },
    );
    clock += 5001;
    expect(await verify(changed.token)).toBeNull();
  });

  it('refuses a valid signature without session claims (no token identity mints lacks them)', async () => {
    const verify = wrap();
    const bare = await signAccessToken({ kind: 'customer', id: '00000000-0000-4000-8000-0000000000c1' }, app.keys.privateKeyPem);
    expect(await app.verify(bare.token)).toMatchObject({ kind: 'customer' });
    calls = 0;
    expect(await verify(bare.token)).toBeNull();
    expect(calls).toBe(0);
    expect(await verify('garbage')).toBeNull();
  });

  it.each([
    ['answers 500', 500],
    ['refuses the gateway secret (403)', 403],
  ])('when identity %s: admin tokens refused (fail closed), customer tokens accepted (fail open)', async (_what, status) => {
    const broken = await brokenIdentity(status);
    try {
      const verify = wrap({ identityUrl: broken.url });
      const customerSession = await customer();
      const adminSession = await admin(roleId);
      expect(await verify(adminSession.token)).toBeNull();
      clock += 2000; // past the "unreachable" pause: identity is asked again
      expect(await verify(customerSession.token)).toMatchObject({ kind: 'customer' });
    } finally {
      await broken.close();
    }
  });

  it('when identity is down (connection refused): same decision, and an outage is not asked about on every request', async () => {
    const broken = await brokenIdentity(500);
    await broken.close(); // nothing listens there any more
    const verify = wrap({ identityUrl: broken.url });
    const adminSession = await admin(roleId);
    const customerSession = await customer();
    calls = 0;
    expect(await verify(adminSession.token)).toBeNull();
    expect(await verify(customerSession.token)).toMatchObject({ kind: 'customer' });
    expect(calls).toBe(1); // the second came within the 1 s pause
    // Identity back: the answer is asked again and the admin token works.
    const healed = withRevocationCheck(app.verify, { identityUrl, gatewaySecret: TEST_GATEWAY_SECRET, now: () => clock });
    expect(await healed(adminSession.token)).toMatchObject({ kind: 'admin' });
  });

  it('finds identity where the gateway routes to it (IDENTITY_URL or its default port)', () => {
    expect(identityBaseUrl({ IDENTITY_URL: 'http://identity:4101/graphql' })).toBe('http://identity:4101');
    expect(identityBaseUrl({})).toBe('http://127.0.0.1:4101');
  });
});

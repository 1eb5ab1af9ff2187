import { ALL_PERMISSIONS, Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity } from '../../services/identity/src/testing/identity-test-app';
import { ApiKeyOptions, ApiKeys } from './api-keys';
import { composeSupergraph } from './compose';
import { createGatewayApp } from './server';
import { SUBGRAPHS } from './subgraphs';

/**
 * Partners' API keys through the gateway (issue 26), against the real identity subgraph on the run's
 * PostgreSQL: a `gk_` Bearer token acts with the key's permissions and nothing more, needs no CSRF token,
 * is refused (UNAUTHENTICATED) within seconds of its revocation, has its own rate limit, and its calls
 * are counted at identity.
 */
const ROOT = adminIdentity(ALL_PERMISSIONS);
const PASSWORD = 'Cuisine77!';
const IDENTITY = SUBGRAPHS.filter((s) => s.name === 'identity');

let app: IdentityTestApp;
let identityUrl: string;
let supergraphSdl: string;
const closers: (() => Promise<void>)[] = [];
let n = 0;

/** A gateway in front of identity, with its own API key settings. */
async function gateway(options: Partial<ApiKeyOptions> = {}) {
  const apiKeys = new ApiKeys({ identityUrl, gatewaySecret: TEST_GATEWAY_SECRET, ...options });
  const created = await createGatewayApp({
    supergraphSdl,
    gatewaySecret: TEST_GATEWAY_SECRET,
    verifyToken: app.verify,
    production: false,
    subgraphs: IDENTITY,
    env: { IDENTITY_URL: app.subgraph.url },
    apiKeys,
  });
  const server = await created.listen(0, '127.0.0.1');
  closers.push(server.close);
  const url = `http://127.0.0.1:${server.port}/graphql`;
  const post = async (query: string, secret: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
  };
  return { apiKeys, post };
}

/** A staff member holding `held` (and the right to create keys) and a key of theirs holding `keyPermissions`. */
async function keyOf(held: string[], keyPermissions: string[]): Promise<{ secret: string; id: string; creator: Identity }> {
  n += 1;
  const permissions = [...new Set([...held, 'settings.users.create'])];
  const role = await app.call(
    'mutation($i: RoleInput!) { createRole(input: $i) { id } }',
    { i: { name: `Clés ${n}`, interface: 'BACK_OFFICE' } },
    { identity: ROOT },
  );
  const roleId = role.data.createRole.id;
  await app.call(
    'mutation($id: ID!, $p: [String!]!) { setRolePermissions(roleId: $id, permissions: $p) { id } }',
    { id: roleId, p: permissions },
    { identity: ROOT },
  );
  const input = { email: `gateway.keys.${n}@example.com`, firstName: 'Léa', lastName: 'Clés', roleId, password: PASSWORD, passwordConfirmation: PASSWORD };
  const admin = await app.call('mutation($i: AdminInput!) { createAdmin(input: $i) { id } }', { i: input }, { identity: ROOT });
  const creator: Identity = { kind: 'admin', id: admin.data.createAdmin.id, email: input.email, permissions };
  const key = await app.call(
    'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { secret apiKey { id } } }',
    { i: { name: `Partenaire ${n}`, permissions: keyPermissions } },
    { identity: creator },
  );
  expect(key.errors).toBeUndefined();
  return { secret: key.data.createApiKey.secret, id: key.data.createApiKey.apiKey.id, creator };
}

/** Asks until `done` holds, at most `withinMs` (polled every 50 ms, as e2e/platform's `eventually`). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() - started > withinMs) return { value, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  app = await bootIdentity();
  identityUrl = app.subgraph.url.replace(/\/graphql$/, '');
  supergraphSdl = composeSupergraph(IDENTITY);
}, 60_000);
afterAll(async () => {
  for (const close of closers) await close();
  await app?.close();
});

describe('API keys at the gateway', () => {
  it('act with the key permissions only (FORBIDDEN beyond), mutate without a CSRF token, and are counted', async () => {
    const { apiKeys, post } = await gateway();
    // The creator could read roles; the key was not given that.
    const key = await keyOf(['settings.users.list', 'settings.users.create', 'users.roles.list'], ['settings.users.list', 'settings.users.create']);
    const listed = await post('{ apiKeys { id prefix } }', key.secret);
    expect(listed.status).toBe(200);
    expect(listed.body.data.apiKeys.map((k: { id: string }) => k.id)).toContain(key.id);
    const beyond = await post('{ roles { id } }', key.secret);
    expect(beyond.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // A mutation with no cookie and no CSRF token: the key is the proof. It can only hand out what it holds.
    const created = await post('mutation($i: ApiKeyInput!) { createApiKey(input: $i) { apiKey { permissions } } }', key.secret, {
      i: { name: 'Sous-clé', permissions: ['settings.users.list'] },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createApiKey.apiKey.permissions).toEqual(['settings.users.list']);
    const wider = await post('mutation($i: ApiKeyInput!) { createApiKey(input: $i) { secret } }', key.secret, {
      i: { name: 'Trop', permissions: ['users.roles.list'] },
    });
    expect(wider.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', fieldErrors: { permissions: 'PERMISSION_NOT_HELD' } });

    await apiKeys.flush();
    const [row] = await app.db.query('SELECT requests_today, last_used_at FROM api_key WHERE id = $1', [key.id]);
    expect(row.requests_today).toBe(4);
    expect(row.last_used_at).not.toBeNull();
  });

  it('refuses unknown and revoked keys with UNAUTHENTICATED, a revocation within seconds', async () => {
    const { post } = await gateway(); // the default answer cache (3 s)
    const key = await keyOf(['settings.users.list', 'settings.users.delete'], ['settings.users.list']);
    const unknown = await post('{ apiKeys { id } }', `gk_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await post('{ apiKeys { id } }', key.secret)).status).toBe(200);

    await app.call('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: key.id }, { identity: key.creator });
    const { value, ms } = await until(
      () => post('{ apiKeys { id } }', key.secret),
      (r) => r.status === 401,
      10_000,
    );
    expect(value.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(ms).toBeLessThan(5000);
  });

  it('gives each key its own rate limit: 429 TOO_MANY_REQUESTS with Retry-After', async () => {
    const { post } = await gateway({ ratePerSecond: 1, burst: 3 });
    const a = await keyOf(['settings.users.list'], ['settings.users.list']);
    const b = await keyOf(['settings.users.list'], ['settings.users.list']);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post('{ apiKeys { id } }', a.secret));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3].body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(answers[3].retryAfter)).toBeGreaterThanOrEqual(1);
    // Another key is not held back by the first one's calls.
    expect((await post('{ apiKeys { id } }', b.secret)).status).toBe(200);
  });

  it('refuses keys while identity cannot be asked (fail closed)', async () => {
    const key = await keyOf(['settings.users.list'], ['settings.users.list']);
    const { post } = await gateway({ identityUrl: 'http://127.0.0.1:9', timeoutMs: 500 }); // nothing listens there
    const refused = await post('{ apiKeys { id } }', key.secret);
    expect(refused.status).toBe(503);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(refused.retryAfter).toBe('1');
  });
});

import { ALL_PERMISSIONS, GATEWAY_SECRET_HEADER, Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, codeOf, fieldErrorsOf } from '../testing/identity-test-app';

/**
 * Partners' API keys (issue 26) against identity on the run's PostgreSQL: the secret is shown once and
 * only its hash is stored; a key holds only what its creator holds; the gateway's verify route answers
 * with the key's permissions that the creator STILL holds, and nothing for a revoked or expired key or
 * a deactivated creator; the usage route counts calls per UTC day.
 */
const ROOT = adminIdentity(ALL_PERMISSIONS);
const PASSWORD = 'Cuisine77!';
const CREATE = `mutation($i: ApiKeyInput!) { createApiKey(input: $i) { secret apiKey { id name prefix permissions createdAt expiresAt lastUsedAt revokedAt requestsToday } } }`;
const LIST = '{ apiKeys { id name prefix permissions expiresAt lastUsedAt revokedAt requestsToday } }';
const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';
const SET_PERMISSIONS = 'mutation($id: ID!, $p: [String!]!) { setRolePermissions(roleId: $id, permissions: $p) { id } }';

let app: IdentityTestApp;
let base: string;
let n = 0;

/** A staff member of a new role holding `permissions`, as the identity its token would carry. */
async function staff(permissions: string[]): Promise<{ identity: Identity; roleId: string; id: string }> {
  n += 1;
  const role = await app.call(
    'mutation($i: RoleInput!) { createRole(input: $i) { id } }',
    { i: { name: `Partenaires ${n}`, interface: 'BACK_OFFICE' } },
    { identity: ROOT },
  );
  const roleId = role.data.createRole.id as string;
  expect((await app.call(SET_PERMISSIONS, { id: roleId, p: permissions }, { identity: ROOT })).errors).toBeUndefined();
  const input = { email: `keys.${n}@example.com`, firstName: 'Léa', lastName: 'Clés', roleId, password: PASSWORD, passwordConfirmation: PASSWORD };
  const created = await app.call('mutation($i: AdminInput!) { createAdmin(input: $i) { id } }', { i: input }, { identity: ROOT });
  const id = created.data.createAdmin.id as string;
  return { identity: { kind: 'admin', id, email: input.email, permissions }, roleId, id };
}

async function internal(path: string, body: unknown, secret: string | null = TEST_GATEWAY_SECRET): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/internal/api-keys/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { [GATEWAY_SECRET_HEADER]: secret } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const verify = async (secret: unknown) => (await internal('verify', { secret })).body;

async function createKey(identity: Identity, input: Record<string, unknown>) {
  const result = await app.call(CREATE, { i: input }, { identity });
  expect(result.errors).toBeUndefined();
  return result.data.createApiKey as { secret: string; apiKey: { id: string; prefix: string; permissions: string[]; requestsToday: number } };
}

beforeAll(async () => {
  app = await bootIdentity();
  base = app.subgraph.url.replace(/\/graphql$/, '');
});
afterAll(async () => {
  await app?.close();
});

describe('createApiKey', () => {
  it('shows the secret once and stores only its hash', async () => {
    const { identity } = await staff(['settings.users.create', 'settings.users.list', 'catalog.establishments.list']);
    const created = await createKey(identity, { name: '  Partenaire Michelin  ', permissions: ['catalog.establishments.list'] });
    expect(created.secret).toMatch(/^gk_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Partenaire Michelin',
      prefix: created.secret.slice(0, 11),
      permissions: ['catalog.establishments.list'],
      requestsToday: 0,
    });
    const [row] = await app.db.query('SELECT * FROM api_key WHERE id = $1', [created.apiKey.id]);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(11));
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    // The list never carries the secret either.
    const listed = await app.call(LIST, {}, { identity });
    const mine = listed.data.apiKeys.find((k: { id: string }) => k.id === created.apiKey.id);
    expect(mine).toMatchObject({ prefix: created.secret.slice(0, 11), revokedAt: null });
    expect(JSON.stringify(listed.data)).not.toContain(created.secret);
  });

  it('gives only permissions the creator holds, known ones, with a name and an expiry in the future', async () => {
    const { identity } = await staff(['settings.users.create', 'catalog.establishments.list']);
    const beyond = await app.call(CREATE, { i: { name: 'Trop', permissions: ['catalog.establishments.list', 'sales.orders.list'] } }, { identity });
    expect(codeOf(beyond)).toBe('FORBIDDEN');
    expect(fieldErrorsOf(beyond)).toEqual({ permissions: 'PERMISSION_NOT_HELD' });
    expect(beyond.errors![0].extensions.permissionsNotHeld).toEqual(['sales.orders.list']);

    const unknown = await app.call(CREATE, { i: { name: 'Inconnu', permissions: ['catalog.nothing.here'] } }, { identity });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(unknown)).toEqual({ permissions: 'PERMISSION_UNKNOWN' });

    const bad = await app.call(CREATE, { i: { name: '   ', permissions: [], expiresAt: new Date(Date.now() - 60_000).toISOString() } }, { identity });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(bad)).toEqual({ name: 'REQUIRED', permissions: 'REQUIRED', expiresAt: 'DATE_IN_PAST' });
    const long = await app.call(CREATE, { i: { name: 'x'.repeat(101), permissions: ['catalog.establishments.list'] } }, { identity });
    expect(fieldErrorsOf(long)).toEqual({ name: 'TOO_LONG' });

    expect(await app.db.query('SELECT 1 FROM api_key WHERE name IN ($1, $2)', ['Trop', 'Inconnu'])).toHaveLength(0);
  });

  it('is refused to an account that is not a current back-office administrator', async () => {
    // The platform's test identity holds every key but has no account: it cannot own a key.
    const result = await app.call(CREATE, { i: { name: 'Fantôme', permissions: ['dashboard.view'] } }, { identity: ROOT });
    expect(codeOf(result)).toBe('FORBIDDEN');
  });
});

describe('POST /internal/api-keys/verify', () => {
  it('answers only the gateway', async () => {
    expect((await internal('verify', { secret: 'gk_x' }, null)).status).toBe(403);
    expect((await internal('usage', { usage: [] }, 'not-the-secret')).status).toBe(403);
  });

  it('acts as the creator with the key permissions the creator still holds', async () => {
    const creator = await staff(['settings.users.create', 'catalog.establishments.list', 'catalog.establishments.update']);
    const key = await createKey(creator.identity, { name: 'Catalogue', permissions: ['catalog.establishments.list', 'catalog.establishments.update'] });
    expect(await verify(key.secret)).toEqual({
      valid: true,
      keyId: key.apiKey.id,
      expiresAt: null,
      identity: {
        kind: 'admin',
        id: creator.id,
        email: (creator.identity as { email: string }).email,
        permissions: ['catalog.establishments.list', 'catalog.establishments.update'],
      },
    });
    // The creator's role loses a key: so does the key, at once.
    await app.call(SET_PERMISSIONS, { id: creator.roleId, p: ['settings.users.create', 'catalog.establishments.list'] }, { identity: ROOT });
    expect((await verify(key.secret)).identity.permissions).toEqual(['catalog.establishments.list']);
    // Gaining it back does not widen the key beyond what it was given; a deactivated creator ends it.
    await app.call(
      SET_PERMISSIONS,
      { id: creator.roleId, p: ['settings.users.create', 'catalog.establishments.list', 'catalog.establishments.update', 'sales.orders.list'] },
      { identity: ROOT },
    );
    expect((await verify(key.secret)).identity.permissions).toEqual(['catalog.establishments.list', 'catalog.establishments.update']);
    await app.db.query('UPDATE admin SET active = false WHERE id = $1', [creator.id]);
    expect(await verify(key.secret)).toEqual({ valid: false });
  });

  it('refuses unknown, malformed, revoked and expired keys', async () => {
    const { identity } = await staff(['settings.users.create', 'settings.users.delete', 'dashboard.view']);
    const key = await createKey(identity, {
      name: 'Tableau de bord',
      permissions: ['dashboard.view'],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await verify(key.secret)).valid).toBe(true);
    expect(await verify(`${key.secret.slice(0, -1)}${key.secret.endsWith('A') ? 'B' : 'A'}`)).toEqual({ valid: false });
    expect(await verify('gk_short')).toEqual({ valid: false });
    expect(await verify(123)).toEqual({ valid: false });

    await app.db.query(`UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = $1`, [key.apiKey.id]);
    expect(await verify(key.secret)).toEqual({ valid: false });
    await app.db.query(`UPDATE api_key SET expires_at = now() + interval '1 hour' WHERE id = $1`, [key.apiKey.id]);
    expect((await verify(key.secret)).valid).toBe(true);

    const revoked = await app.call(REVOKE, { id: key.apiKey.id }, { identity });
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect(await verify(key.secret)).toEqual({ valid: false });
    // Revoking again keeps the first date; an unknown id is NOT_FOUND, a malformed one the input guard's INVALID_ID.
    const again = await app.call(REVOKE, { id: key.apiKey.id }, { identity });
    expect(again.data.revokeApiKey.revokedAt).toBe(revoked.data.revokeApiKey.revokedAt);
    expect(codeOf(await app.call(REVOKE, { id: '0b5e8f0a-6c1d-4e2f-8a3b-9c7d5e1f2a40' }, { identity }))).toBe('NOT_FOUND');
    expect(fieldErrorsOf(await app.call(REVOKE, { id: 'nope' }, { identity }))).toEqual({ id: 'INVALID_ID' });
  });

  it('a deleted creator leaves the key listed but unusable', async () => {
    const creator = await staff(['settings.users.create', 'dashboard.view']);
    const key = await createKey(creator.identity, { name: 'Orphelin', permissions: ['dashboard.view'] });
    expect(codeOf(await app.call('mutation($id: ID!) { deleteAdmin(id: $id) }', { id: creator.id }, { identity: ROOT }))).toBeUndefined();
    expect(await verify(key.secret)).toEqual({ valid: false });
    const [row] = await app.db.query('SELECT created_by FROM api_key WHERE id = $1', [key.apiKey.id]);
    expect(row.created_by).toBeNull();
  });
});

describe('POST /internal/api-keys/usage', () => {
  it('adds the calls to the day, keeps the latest use, and starts a new day from zero', async () => {
    const { identity } = await staff(['settings.users.create', 'settings.users.list', 'dashboard.view']);
    const key = await createKey(identity, { name: 'Compteur', permissions: ['dashboard.view'] });
    const listed = async () => (await app.call(LIST, {}, { identity })).data.apiKeys.find((k: { id: string }) => k.id === key.apiKey.id);
    const at1 = new Date(Date.now() - 5000).toISOString();
    const at2 = new Date(Date.now() - 1000).toISOString();
    const first = await internal('usage', {
      usage: [
        { id: key.apiKey.id, requests: 3, lastUsedAt: at2 },
        { id: key.apiKey.id, requests: 2, lastUsedAt: at1 },
        { id: 'not-an-id', requests: 9, lastUsedAt: at1 },
        { id: key.apiKey.id, requests: -4, lastUsedAt: at1 },
      ],
    });
    expect(first).toEqual({ status: 200, body: { updated: 1 } });
    expect(await listed()).toMatchObject({ requestsToday: 5, lastUsedAt: at2 });
    await internal('usage', { usage: [{ id: key.apiKey.id, requests: 4, lastUsedAt: at1 }] });
    expect(await listed()).toMatchObject({ requestsToday: 9, lastUsedAt: at2 }); // an older use does not move it back

    // Yesterday's count is not today's: the list shows zero, and the next report starts the day again.
    await app.db.query(`UPDATE api_key SET requests_day = requests_day - 1 WHERE id = $1`, [key.apiKey.id]);
    expect((await listed()).requestsToday).toBe(0);
    await internal('usage', { usage: [{ id: key.apiKey.id, requests: 2, lastUsedAt: new Date().toISOString() }] });
    expect((await listed()).requestsToday).toBe(2);
  });
});

import { IdentityTestApp, bootIdentity, codeOf, cookieHeader, cookieValue, freshIp } from '../testing/identity-test-app';

/** Refresh tokens: stored hashed, rotated on use, and reuse of a rotated one revokes the sign-in. */
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken expiresAt refreshToken } }';
const REFRESH = 'mutation($t: String) { refreshSession(refreshToken: $t) { accessToken expiresAt refreshToken } }';
const ADMIN_REFRESH = 'mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }';
const PASSWORD = 'Radium88!';

let app: IdentityTestApp;
let n = 0;

async function signedIn() {
  n += 1;
  const email = `session.${n}@example.fr`;
  const registered = await app.call(
    'mutation($i: RegisterInput!) { register(input: $i) { id } }',
    { i: { customerType: 'INDIVIDUAL', firstName: 'Paul', lastName: 'Bocuse', email, password: PASSWORD, passwordConfirmation: PASSWORD } },
    { ip: freshIp() },
  );
  const id = registered.data.register.id as string;
  await app.db.query('UPDATE customer SET email_verified_at = now() WHERE id = $1', [id]);
  const result = await app.call(LOGIN, { email, password: PASSWORD }, { ip: freshIp() });
  expect(result.errors).toBeUndefined();
  return { id, email, session: result.data.login, cookies: result.cookies };
}

beforeAll(async () => {
  app = await bootIdentity();
});
afterAll(async () => {
  await app?.close();
});

describe('refresh tokens', () => {
  it('rotate: each use returns a new pair and the access token names the customer', async () => {
    const { id, session } = await signedIn();
    const first = await app.call(REFRESH, { t: session.refreshToken });
    expect(first.errors).toBeUndefined();
    expect(first.data.refreshSession.refreshToken).not.toBe(session.refreshToken);
    expect(await app.verify(first.data.refreshSession.accessToken)).toMatchObject({ kind: 'customer', id });
    const second = await app.call(REFRESH, { t: first.data.refreshSession.refreshToken });
    expect(second.errors).toBeUndefined();
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const { session } = await signedIn();
    const rotated = (await app.call(REFRESH, { t: session.refreshToken })).data.refreshSession;
    const replay = await app.call(REFRESH, { t: session.refreshToken });
    expect(codeOf(replay)).toBe('UNAUTHENTICATED');
    // The legitimate holder of the newest token is signed out too: the family is burnt.
    expect(codeOf(await app.call(REFRESH, { t: rotated.refreshToken }))).toBe('UNAUTHENTICATED');
  });

  it('leaves other sign-ins of the same customer alone', async () => {
    const { email, session } = await signedIn();
    const laptop = (await app.call(LOGIN, { email, password: PASSWORD }, { ip: freshIp() })).data.login;
    await app.call(REFRESH, { t: session.refreshToken });
    await app.call(REFRESH, { t: session.refreshToken }); // reuse: burns the first family only
    expect((await app.call(REFRESH, { t: laptop.refreshToken })).errors).toBeUndefined();
  });

  it('work from the HttpOnly cookie and set the new cookies', async () => {
    const { cookies } = await signedIn();
    const result = await app.call(REFRESH, {}, { cookie: cookieHeader(cookies) });
    expect(result.errors).toBeUndefined();
    expect(cookieValue(result.cookies, 'guide_customer_rt')).toBe(result.data.refreshSession.refreshToken);
    expect(cookieValue(result.cookies, 'guide_customer_at')).toBe(result.data.refreshSession.accessToken);
  });

  it('are refused when expired, unknown, malformed or of the other kind, and a refusal clears the cookies', async () => {
    const { id, session } = await signedIn();
    expect(codeOf(await app.call(ADMIN_REFRESH, { t: session.refreshToken }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.call(REFRESH, { t: 'x'.repeat(43) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.call(REFRESH, { t: 'nonsense' }))).toBe('UNAUTHENTICATED');
    const none = await app.call(REFRESH, {});
    expect(codeOf(none)).toBe('UNAUTHENTICATED');
    expect(none.cookies.some((c) => c.startsWith('guide_customer_rt=;'))).toBe(true);
    await app.db.query(`UPDATE session SET expires_at = now() - interval '1 second' WHERE subject_id = $1`, [id]);
    expect(codeOf(await app.call(REFRESH, { t: session.refreshToken }))).toBe('UNAUTHENTICATED');
  });

  it('stop working when the account may no longer sign in', async () => {
    const { id, session } = await signedIn();
    await app.db.query('UPDATE customer SET email_verified_at = NULL WHERE id = $1', [id]);
    expect(codeOf(await app.call(REFRESH, { t: session.refreshToken }))).toBe('UNAUTHENTICATED');
    const [row] = await app.db.query('SELECT count(*)::int AS live FROM session WHERE subject_id = $1 AND revoked_at IS NULL', [id]);
    expect(row.live).toBe(0);
  });

  it('are stored as hashes only', async () => {
    const { id, session } = await signedIn();
    const rows = await app.db.query('SELECT token_hash FROM session WHERE subject_id = $1', [id]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
  });
});

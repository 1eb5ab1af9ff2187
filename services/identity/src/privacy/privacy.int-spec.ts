import { customerIdentity } from '@guide/platform/testing';
import { ThrottleService } from '../throttling/throttle.service';
import { IdentityTestApp, bootIdentity, codeOf, cookieHeader, fieldErrorsOf, freshIp } from '../testing/identity-test-app';

/** The customer's RGPD rights: download their data, delete their account with their password. */
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { id email } }';
const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) }';
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken } }';
const REFRESH = 'mutation($t: String) { refreshSession(refreshToken: $t) { accessToken } }';
const ADDRESS = 'mutation($input: AddressInput!) { createAddress(input: $input) { id } }';
const NOTE = 'mutation($c: ID!, $b: String!) { addCustomerNote(customerId: $c, body: $b) { id } }';
const EXPORT = '{ exportMyData }';
const DELETE = 'mutation($p: String!) { deleteMyAccount(currentPassword: $p) }';
const PASSWORD = 'Cassoulet31!';

let app: IdentityTestApp;
let n = 0;

async function verifiedCustomer() {
  n += 1;
  const email = `rgpd.${n}@example.fr`;
  const registered = await app.call(
    REGISTER,
    {
      i: { customerType: 'INDIVIDUAL', firstName: 'Lucie', lastName: 'Martin', email, phone: '0612345678', password: PASSWORD, passwordConfirmation: PASSWORD },
    },
    { ip: freshIp() },
  );
  expect(registered.errors).toBeUndefined();
  const mail = await app.sink.waitFor((m) => m.to.includes(email) && /verify-email/.test(m.body));
  const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
  expect((await app.call(VERIFY, { token })).errors).toBeUndefined();
  const id: string = registered.data.register.id;
  const as = { identity: { ...customerIdentity(id), email } };
  await app.call(
    ADDRESS,
    { input: { type: 'BILLING', firstName: 'Lucie', lastName: 'Martin', street: '1 place du Capitole', postalCode: '31000', city: 'Toulouse', country: 'FR' } },
    as,
  );
  return { id, email, as };
}

beforeAll(async () => {
  app = await bootIdentity();
  // The sign-in slow-down's waits are recorded, not waited.
  app.subgraph.app.get(ThrottleService).sleep = async () => undefined;
});
afterAll(async () => {
  await app?.close();
});

describe('exportMyData', () => {
  it('is the customer’s own data as JSON: profile, addresses, sign-ins, and where other services keep the rest; never staff notes', async () => {
    const { id, email, as } = await verifiedCustomer();
    await app.call(
      NOTE,
      { c: id, b: 'Note interne du service client' },
      { identity: { kind: 'admin', id: '00000000-0000-4000-8000-000000000001', permissions: ['users.customers.notes'] } as never },
    );
    await app.call(LOGIN, { email, password: PASSWORD }, { ip: freshIp() });
    const result = await app.call(EXPORT, {}, as);
    expect(result.errors).toBeUndefined();
    const data = JSON.parse(result.data.exportMyData);
    expect(data.profile).toMatchObject({ id, email, firstName: 'Lucie', lastName: 'Martin', phone: '+33612345678', emailVerified: true });
    expect(data.addresses).toEqual([expect.objectContaining({ type: 'BILLING', city: 'Toulouse', isDefault: true })]);
    expect(data.activeSignIns).toHaveLength(1);
    expect(data.elsewhere.map((e: { service: string }) => e.service)).toEqual(expect.arrayContaining(['commerce', 'support-tickets', 'contest']));
    expect(result.data.exportMyData).not.toContain('Note interne');
    expect(result.data.exportMyData).not.toContain('password');
    expect(codeOf(await app.call(EXPORT))).toBe('UNAUTHENTICATED');
  });
});

describe('deleteMyAccount', () => {
  it('refuses a wrong password with a field error, and throttles guesses like sign-in', async () => {
    const { id, as } = await verifiedCustomer();
    const ip = freshIp();
    const wrong = await app.call(DELETE, { p: 'nope' }, { ...as, ip });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(wrong)).toEqual({ currentPassword: 'PASSWORD_INCORRECT' });
    let last = wrong;
    for (let i = 0; i < 10 && codeOf(last) !== 'TOO_MANY_REQUESTS'; i++) last = await app.call(DELETE, { p: `guess-${i}` }, { ...as, ip });
    expect(codeOf(last)).toBe('TOO_MANY_REQUESTS');
    expect(fieldErrorsOf(await app.call(DELETE, { p: '' }, as))).toEqual({ currentPassword: 'REQUIRED' });
    const [row] = await app.db.query('SELECT erased_at FROM customer WHERE id = $1', [id]);
    expect(row.erased_at).toBeNull();
  });

  it('with the right password: personal data erased, sessions ended, cookies cleared, one erasure event', async () => {
    const { id, email, as } = await verifiedCustomer();
    const login = await app.call(LOGIN, { email, password: PASSWORD }, { ip: freshIp() });
    const refreshToken = login.data.login.refreshToken;

    const result = await app.call(DELETE, { p: PASSWORD }, { ...as, ip: freshIp() });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ deleteMyAccount: true });
    expect(result.cookies.some((c) => /=;/.test(c) || /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cookieHeader(result.cookies)).toBe('');

    const [row] = await app.db.query('SELECT * FROM customer WHERE id = $1', [id]);
    expect(row).toMatchObject({
      email: `erased-${id}@erased.invalid`,
      first_name: '',
      last_name: '',
      phone: null,
      email_verified_at: null,
      erased_at: expect.any(Date),
    });
    expect(await app.db.query('SELECT 1 FROM address WHERE customer_id = $1', [id])).toEqual([]);
    expect(await app.db.query(`SELECT 1 FROM session WHERE subject_id = $1`, [id])).toEqual([]);
    expect(codeOf(await app.call(REFRESH, { t: refreshToken }, { ip: freshIp() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.call(LOGIN, { email, password: PASSWORD }, { ip: freshIp() }))).toBe('UNAUTHENTICATED');
    const events = await app.db.query(`SELECT key FROM outbox WHERE type = 'identity.customer.erased' AND key = $1`, [id]);
    expect(events).toHaveLength(1);
    // Nothing left to delete or export.
    expect(codeOf(await app.call(DELETE, { p: PASSWORD }, as))).toBe('NOT_FOUND');
    expect(codeOf(await app.call(EXPORT, {}, as))).toBe('NOT_FOUND');
  });
});

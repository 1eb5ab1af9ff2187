import { customerIdentity } from '@guide/platform/testing';
import { ThrottleService } from '../throttling/throttle.service';
import { IdentityTestApp, bootIdentity, codeOf, cookieHeader, cookieValue, fieldErrorsOf, freshIp } from '../testing/identity-test-app';

/**
 * The customer's account end to end on real PostgreSQL, with the real mailer sending to an in-test
 * SMTP sink: register, verify, sign in, profile, addresses, password change and reset, throttling.
 */
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) {
  id email customerType firstName lastName phone emailVerified locale corporateName tradeName siret website } }`;
const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) }';
const RESEND = 'mutation($email: String!) { resendVerificationEmail(email: $email) }';
const LOGIN =
  'mutation($email: String!, $password: String!, $rememberMe: Boolean) { login(email: $email, password: $password, rememberMe: $rememberMe) { accessToken expiresAt refreshToken } }';
const REFRESH = 'mutation($t: String) { refreshSession(refreshToken: $t) { accessToken refreshToken } }';
const ME = '{ me { id email firstName lastName gender birthDate company phone emailVerified addresses { id type street isDefault } } }';
const UPDATE_PROFILE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName gender birthDate company phone locale } }';
const CHANGE_PASSWORD = 'mutation($c: String!, $p: String!, $pc: String!) { changePassword(currentPassword: $c, password: $p, passwordConfirmation: $pc) }';
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($token: String!, $p: String!, $pc: String!) { resetPassword(token: $token, password: $p, passwordConfirmation: $pc) }';
const CREATE_ADDRESS = 'mutation($input: AddressInput!) { createAddress(input: $input) { id type isDefault postalCode phone country } }';
const UPDATE_ADDRESS = 'mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { id type isDefault city } }';
const DELETE_ADDRESS = 'mutation($id: ID!) { deleteAddress(id: $id) }';

const PASSWORD = 'Radium88!';
let app: IdentityTestApp;
let counter = 0;

function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    customerType: 'INDIVIDUAL',
    firstName: 'Marie',
    lastName: 'Curie',
    email: `marie.${counter}@example.fr`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...overrides,
  };
}

function tokenIn(body: string, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(body);
  if (!match) throw new Error(`No ${path} link in: ${body.slice(0, 300)}`);
  return match[1];
}

async function register(overrides: Record<string, unknown> = {}) {
  const input = person(overrides);
  const result = await app.call(REGISTER, { input }, { ip: freshIp() });
  expect(result.errors).toBeUndefined();
  return { input, customer: result.data.register };
}

async function verificationToken(email: string, after = 0): Promise<string> {
  const mail = await app.sink.waitFor((m) => m.to.includes(email) && app.sink.mails.indexOf(m) >= after && /verify-email/.test(m.body));
  return tokenIn(mail.body, 'verify-email');
}

/** A registered and verified customer. */
async function verifiedCustomer(overrides: Record<string, unknown> = {}) {
  const { input, customer } = await register(overrides);
  const token = await verificationToken(customer.email);
  expect((await app.call(VERIFY, { token })).data).toEqual({ verifyEmail: true });
  return { input, customer };
}

/** Replaces the sign-in slow-down's wait by a record of it (asserted instead of waited). */
function recordDelays(): number[] {
  const delays: number[] = [];
  app.subgraph.app.get(ThrottleService).sleep = async (ms) => {
    delays.push(ms);
  };
  return delays;
}

async function login(email: string, password = PASSWORD, rememberMe = false) {
  return app.call(LOGIN, { email, password, rememberMe }, { ip: freshIp() });
}

beforeAll(async () => {
  app = await bootIdentity();
});
afterAll(async () => {
  await app?.close();
});

describe('registration', () => {
  it('creates an unverified account, email stored lower-case, French by default', async () => {
    const { customer } = await register({ email: '  Jeanne.Dupont@Example.FR ', phone: '06.12.34.56.78' });
    expect(customer).toMatchObject({
      email: 'jeanne.dupont@example.fr',
      emailVerified: false,
      locale: 'fr',
      customerType: 'INDIVIDUAL',
      phone: '+33612345678',
    });
  });

  it('validates with the shared rules and answers field message keys', async () => {
    const result = await app.call(
      REGISTER,
      { input: person({ firstName: 'x'.repeat(36), email: 'nope', password: 'weak', passwordConfirmation: 'other' }) },
      { ip: freshIp() },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(result)).toEqual({
      firstName: 'NAME_TOO_LONG',
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_WEAK',
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
    });
  });

  it('refuses a duplicate email whatever its case', async () => {
    const { customer } = await register();
    const again = await app.call(REGISTER, { input: person({ email: customer.email.toUpperCase() }) }, { ip: freshIp() });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldErrorsOf(again)).toEqual({ email: 'EMAIL_TAKEN' });
  });

  it('keeps professional fields, with a Luhn-checked SIRET', async () => {
    const bad = await app.call(
      REGISTER,
      { input: person({ customerType: 'PROFESSIONAL', corporateName: 'SARL Curie', siret: '73282932000075' }) },
      { ip: freshIp() },
    );
    expect(fieldErrorsOf(bad)).toEqual({ siret: 'SIRET_INVALID' });
    const { customer } = await register({
      customerType: 'PROFESSIONAL',
      corporateName: 'SARL Curie',
      tradeName: 'Le Radium',
      siret: '732 829 320 00074',
      website: 'www.curie.fr',
    });
    expect(customer).toMatchObject({
      customerType: 'PROFESSIONAL',
      corporateName: 'SARL Curie',
      tradeName: 'Le Radium',
      siret: '73282932000074',
      website: 'https://www.curie.fr/',
    });
  });
});

describe('email verification', () => {
  it('emails a French link, signs in only once verified, and the link works once', async () => {
    const { input, customer } = await register();
    const mail = await app.sink.waitFor((m) => m.to.includes(customer.email));
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.body).toContain('http://storefront.test/verify-email/');
    const token = tokenIn(mail.body, 'verify-email');

    const early = await login(input.email);
    expect(codeOf(early)).toBe('EMAIL_NOT_VERIFIED');

    expect((await app.call(VERIFY, { token })).data).toEqual({ verifyEmail: true });
    const again = await app.call(VERIFY, { token });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(again)).toEqual({ token: 'TOKEN_INVALID' });
    expect(codeOf(await app.call(VERIFY, { token: 'garbage' }))).toBe('BAD_USER_INPUT');

    const session = await login(input.email);
    expect(session.errors).toBeUndefined();
  });

  it('writes English emails with /en links for English customers', async () => {
    const { customer } = await register({ locale: 'en' });
    const mail = await app.sink.waitFor((m) => m.to.includes(customer.email));
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.body).toMatch(/http:\/\/storefront\.test\/en\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it('resends a new link that replaces the old one, and says nothing about unknown addresses', async () => {
    const { customer } = await register();
    const first = await verificationToken(customer.email);
    const before = app.sink.mails.length;
    expect((await app.call(RESEND, { email: customer.email }, { ip: freshIp() })).data).toEqual({ resendVerificationEmail: true });
    const second = await verificationToken(customer.email, before);
    expect(second).not.toBe(first);
    expect(fieldErrorsOf(await app.call(VERIFY, { token: first }))).toEqual({ token: 'TOKEN_INVALID' });
    expect((await app.call(VERIFY, { token: second })).data).toEqual({ verifyEmail: true });
    expect((await app.call(RESEND, { email: 'nobody@example.fr' }, { ip: freshIp() })).data).toEqual({ resendVerificationEmail: true });
  });

  it('refuses an expired link', async () => {
    const { customer } = await register();
    const token = await verificationToken(customer.email);
    await app.db.query(`UPDATE customer_token SET expires_at = now() - interval '1 minute' WHERE customer_id = $1`, [customer.id]);
    expect(fieldErrorsOf(await app.call(VERIFY, { token }))).toEqual({ token: 'TOKEN_EXPIRED' });
  });

  it('stores only the hash of the token', async () => {
    const { customer } = await register();
    const token = await verificationToken(customer.email);
    const rows = await app.db.query('SELECT token_hash FROM customer_token WHERE customer_id = $1', [customer.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('sign-in', () => {
  it('gives a signed access token, HttpOnly cookies, and one generic error for bad credentials', async () => {
    const { input, customer } = await verifiedCustomer();
    const result = await login(input.email.toUpperCase(), PASSWORD, true);
    expect(result.errors).toBeUndefined();
    const session = result.data.login;
    expect(await app.verify(session.accessToken)).toEqual({
      kind: 'customer',
      id: customer.id,
      email: customer.email,
      sessionId: expect.any(String),
      sessionVersion: 0,
    });
    const ttl = new Date(session.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);

    const access = result.cookies.find((c) => c.startsWith('guide_customer_at='))!;
    const refresh = result.cookies.find((c) => c.startsWith('guide_customer_rt='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\//);
    expect(access).not.toMatch(/Secure/); // NODE_ENV=test
    expect(cookieValue(result.cookies, 'guide_customer_at')).toBe(session.accessToken);
    expect(Number(/Max-Age=(\d+)/.exec(refresh)?.[1])).toBeGreaterThan(30 * 24 * 3600 - 60); // remember me: 30 days

    const wrong = await login(input.email, 'Wrong-pass1!');
    const unknown = await login('nobody@example.fr', PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(codeOf(r)).toBe('UNAUTHENTICATED');
      expect(r.errors![0].message).toBe('Invalid email or password');
    }
    expect(fieldErrorsOf(await login('', ''))).toEqual({ email: 'REQUIRED', password: 'REQUIRED' });
  });

  it('without remember-me the refresh cookie ends with the browser', async () => {
    const { input } = await verifiedCustomer();
    const result = await login(input.email, PASSWORD, false);
    const refresh = result.cookies.find((c) => c.startsWith('guide_customer_rt='))!;
    expect(refresh).not.toMatch(/Max-Age|Expires/);
  });

  it('signs out: cookies cleared and the refresh token dead', async () => {
    const { input } = await verifiedCustomer();
    const session = await login(input.email);
    const cookie = cookieHeader(session.cookies);
    const out = await app.call('mutation { logout }', {}, { cookie });
    expect(out.data).toEqual({ logout: true });
    expect(out.cookies.some((c) => /^guide_customer_at=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(out.cookies.some((c) => /^guide_customer_rt=;/.test(c))).toBe(true);
    expect(codeOf(await app.call(REFRESH, { t: session.data.login.refreshToken }))).toBe('UNAUTHENTICATED');
  });
});

describe('profile', () => {
  it('me is null when signed out and the customer when signed in', async () => {
    const { customer } = await verifiedCustomer();
    expect((await app.call(ME)).data).toEqual({ me: null });
    const me = await app.call(ME, {}, { identity: customerIdentity(customer.id) });
    expect(me.data.me).toMatchObject({ id: customer.id, email: customer.email, emailVerified: true, addresses: [] });
  });

  it('updates the profile with the shared rules', async () => {
    const { customer } = await verifiedCustomer();
    const as = { identity: customerIdentity(customer.id) };
    const bad = await app.call(UPDATE_PROFILE, { input: { firstName: '', lastName: 'x'.repeat(40), birthDate: '2999-01-01', phone: '12' } }, as);
    expect(fieldErrorsOf(bad)).toEqual({ firstName: 'REQUIRED', lastName: 'NAME_TOO_LONG', birthDate: 'DATE_INVALID', phone: 'PHONE_INVALID' });
    const ok = await app.call(
      UPDATE_PROFILE,
      {
        input: {
          firstName: ' Irène ',
          lastName: 'Joliot-Curie',
          gender: 'FEMALE',
          birthDate: '1957-09-12',
          company: 'Institut du Radium',
          phone: '+33 1 23 45 67 89',
          locale: 'en',
        },
      },
      as,
    );
    expect(ok.data.updateProfile).toEqual({
      firstName: 'Irène',
      lastName: 'Joliot-Curie',
      gender: 'FEMALE',
      birthDate: '1957-09-12',
      company: 'Institut du Radium',
      phone: '+33123456789',
      locale: 'en',
    });
    const [event] = await app.db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'identity.customer.updated' AND key = $1`, [customer.id]);
    expect(event.n).toBe(1);
    expect(codeOf(await app.call(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('addresses', () => {
  const address = (overrides: Record<string, unknown> = {}) => ({
    type: 'BILLING',
    firstName: 'Marie',
    lastName: 'Curie',
    street: '1 rue Pierre et Marie Curie',
    postalCode: '75005',
    city: 'Paris',
    country: 'FR',
    phone: '01.23.45.67.89',
    ...overrides,
  });

  it('keeps one default per type, promotes another when the default goes, and stays private', async () => {
    const { customer } = await verifiedCustomer();
    const as = { identity: customerIdentity(customer.id) };
    const first = (await app.call(CREATE_ADDRESS, { input: address() }, as)).data.createAddress;
    expect(first).toMatchObject({ type: 'BILLING', isDefault: true, phone: '+33123456789' });
    const second = (await app.call(CREATE_ADDRESS, { input: address({ street: '2 rue', isDefault: true }) }, as)).data.createAddress;
    expect(second.isDefault).toBe(true);
    const delivery = (await app.call(CREATE_ADDRESS, { input: address({ type: 'DELIVERY' }) }, as)).data.createAddress;
    expect(delivery.isDefault).toBe(true);

    let me = (await app.call(ME, {}, as)).data.me;
    const defaults = me.addresses
      .filter((a: { isDefault: boolean }) => a.isDefault)
      .map((a: { id: string }) => a.id)
      .sort();
    expect(defaults).toEqual([second.id, delivery.id].sort());

    const updated = await app.call(UPDATE_ADDRESS, { id: first.id, input: address({ city: 'Lyon', postalCode: '69001' }) }, as);
    expect(updated.data.updateAddress).toMatchObject({ id: first.id, city: 'Lyon', isDefault: false });

    expect((await app.call(DELETE_ADDRESS, { id: second.id }, as)).data).toEqual({ deleteAddress: true });
    me = (await app.call(ME, {}, as)).data.me;
    expect(me.addresses.find((a: { id: string }) => a.id === first.id).isDefault).toBe(true);

    const invalid = await app.call(CREATE_ADDRESS, { input: address({ postalCode: '750', country: 'FR' }) }, as);
    expect(fieldErrorsOf(invalid)).toEqual({ postalCode: 'POSTAL_CODE_INVALID' });

    const stranger = await verifiedCustomer();
    const other = { identity: customerIdentity(stranger.customer.id) };
    expect(codeOf(await app.call(UPDATE_ADDRESS, { id: first.id, input: address() }, other))).toBe('NOT_FOUND');
    expect(codeOf(await app.call(DELETE_ADDRESS, { id: first.id }, other))).toBe('NOT_FOUND');
    expect(codeOf(await app.call(CREATE_ADDRESS, { input: address() }))).toBe('UNAUTHENTICATED');
  });
});

describe('password change', () => {
  it('checks the current password, applies the rules and signs out every other session', async () => {
    const { input, customer } = await verifiedCustomer();
    const as = { identity: customerIdentity(customer.id) };
    const other = (await login(input.email)).data.login;
    const current = await login(input.email);
    const cookie = cookieHeader(current.cookies);

    const wrong = await app.call(CHANGE_PASSWORD, { c: 'Wrong-pass1!', p: 'Polonium84!', pc: 'Polonium84!' }, as);
    expect(fieldErrorsOf(wrong)).toEqual({ currentPassword: 'PASSWORD_INCORRECT' });
    const weak = await app.call(CHANGE_PASSWORD, { c: PASSWORD, p: 'polonium', pc: 'polonium' }, as);
    expect(fieldErrorsOf(weak)).toEqual({ password: 'PASSWORD_TOO_WEAK' });

    const ok = await app.call(CHANGE_PASSWORD, { c: PASSWORD, p: 'Polonium84!', pc: 'Polonium84!' }, { ...as, cookie });
    expect(ok.data).toEqual({ changePassword: true });

    expect(codeOf(await app.call(REFRESH, { t: other.refreshToken }))).toBe('UNAUTHENTICATED');
    const mine = await app.call(REFRESH, {}, { cookie });
    expect(mine.errors).toBeUndefined();

    expect(codeOf(await login(input.email, PASSWORD))).toBe('UNAUTHENTICATED');
    expect((await login(input.email, 'Polonium84!')).errors).toBeUndefined();
  });
});

describe('password reset', () => {
  it('needs a known address, emails a one-hour single-use link and signs out every session', async () => {
    const { input, customer } = await verifiedCustomer();
    const session = (await login(input.email)).data.login;

    const unknown = await app.call(REQUEST_RESET, { email: 'nobody@example.fr' }, { ip: freshIp() });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(unknown)).toEqual({ email: 'EMAIL_UNKNOWN' });

    expect((await app.call(REQUEST_RESET, { email: input.email.toUpperCase() }, { ip: freshIp() })).data).toEqual({ requestPasswordReset: true });
    const mail = await app.sink.waitFor((m) => m.to.includes(customer.email) && /reset-password/.test(m.body));
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.body).toContain('http://storefront.test/reset-password/');
    const token = tokenIn(mail.body, 'reset-password');
    const [row] = await app.db.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM customer_token WHERE customer_id = $1 AND purpose = 'reset-password'`,
      [customer.id],
    );
    expect(row.ttl).toBe(3600);

    expect(fieldErrorsOf(await app.call(RESET, { token, p: 'weak', pc: 'weak' }))).toEqual({ password: 'PASSWORD_TOO_WEAK' });
    expect(fieldErrorsOf(await app.call(RESET, { token: 'x'.repeat(43), p: 'Polonium84!', pc: 'Polonium84!' }))).toEqual({ token: 'TOKEN_INVALID' });
    expect((await app.call(RESET, { token, p: 'Polonium84!', pc: 'Polonium84!' })).data).toEqual({ resetPassword: true });
    expect(fieldErrorsOf(await app.call(RESET, { token, p: 'Polonium84!', pc: 'Polonium84!' }))).toEqual({ token: 'TOKEN_INVALID' });

    expect(codeOf(await app.call(REFRESH, { t: session.refreshToken }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await login(input.email, PASSWORD))).toBe('UNAUTHENTICATED');
    expect((await login(input.email, 'Polonium84!')).errors).toBeUndefined();
  });

  it('refuses an expired reset link', async () => {
    const { input, customer } = await verifiedCustomer();
    await app.call(REQUEST_RESET, { email: input.email }, { ip: freshIp() });
    const mail = await app.sink.waitFor((m) => m.to.includes(customer.email) && /reset-password/.test(m.body));
    await app.db.query(`UPDATE customer_token SET expires_at = now() - interval '1 second' WHERE customer_id = $1 AND purpose = 'reset-password'`, [
      customer.id,
    ]);
    expect(fieldErrorsOf(await app.call(RESET, { token: tokenIn(mail.body, 'reset-password'), p: 'Polonium84!', pc: 'Polonium84!' }))).toEqual({
      token: 'TOKEN_EXPIRED',
    });
  });
});

describe('throttling', () => {
  it('refuses the (account, address) pair after 5 failures, even for the right password, but not the owner elsewhere', async () => {
    const { input } = await verifiedCustomer();
    const attacker = freshIp();
    const owner = freshIp();
    const delays = recordDelays();
    for (let i = 0; i < 5; i++)
      expect(codeOf(await app.call(LOGIN, { email: input.email, password: 'Wrong-pass1!' }, { ip: attacker }))).toBe('UNAUTHENTICATED');
    const locked = await app.call(LOGIN, { email: input.email, password: PASSWORD }, { ip: attacker });
    expect(codeOf(locked)).toBe('TOO_MANY_REQUESTS');
    expect(locked.errors![0].message).toMatch(/maximum login attempts reached/i);
    expect(locked.errors![0].extensions.retryAfterSeconds).toBeGreaterThan(800);
    // Before the fix the account itself was locked: the owner got TOO_MANY_REQUESTS from any address.
    // Now the owner only waits (the delay is recorded, not spent) and gets in.
    const fromHome = await app.call(LOGIN, { email: input.email, password: PASSWORD }, { ip: owner });
    expect(fromHome.errors).toBeUndefined();
    expect(delays).toEqual([500]);
    // The attacker's pair stays refused after the owner's success.
    expect(codeOf(await app.call(LOGIN, { email: input.email, password: PASSWORD }, { ip: attacker }))).toBe('TOO_MANY_REQUESTS');
    // The window passes: the pair opens again.
    await app.db.query(`UPDATE auth_attempt SET created_at = created_at - interval '16 minutes'`);
    expect((await app.call(LOGIN, { email: input.email, password: PASSWORD }, { ip: attacker })).errors).toBeUndefined();
  });

  it('slows an account down with a growing, capped delay when failures come from many addresses', async () => {
    const { input } = await verifiedCustomer();
    const delays = recordDelays();
    for (let i = 0; i < 11; i++) expect(codeOf(await login(input.email, 'Wrong-pass1!'))).toBe('UNAUTHENTICATED');
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect((await login(input.email)).errors).toBeUndefined(); // the owner, after one more (capped) wait
    expect(delays.at(-1)).toBe(8000);
    delays.length = 0;
    expect((await login(input.email)).errors).toBeUndefined(); // a success clears the account's count
    expect(delays).toEqual([]);
  });

  it('refuses change-password guesses per (account, address) too', async () => {
    const { input } = await verifiedCustomer();
    const token = (await login(input.email)).data.login.accessToken;
    const identity = (await app.verify(token))!;
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(fieldErrorsOf(await app.call(CHANGE_PASSWORD, { c: 'Wrong-pass1!', p: 'Polonium84!', pc: 'Polonium84!' }, { identity, ip }))).toEqual({
        currentPassword: 'PASSWORD_INCORRECT',
      });
    }
    expect(codeOf(await app.call(CHANGE_PASSWORD, { c: PASSWORD, p: 'Polonium84!', pc: 'Polonium84!' }, { identity, ip }))).toBe('TOO_MANY_REQUESTS');
    recordDelays();
    expect((await app.call(CHANGE_PASSWORD, { c: PASSWORD, p: 'Polonium84!', pc: 'Polonium84!' }, { identity, ip: freshIp() })).data).toEqual({
      changePassword: true,
    });
  });

  it('a success clears the account failures', async () => {
    const { input } = await verifiedCustomer();
    for (let i = 0; i < 4; i++) await login(input.email, 'Wrong-pass1!');
    expect((await login(input.email, PASSWORD)).errors).toBeUndefined();
    for (let i = 0; i < 4; i++) await login(input.email, 'Wrong-pass1!');
    expect((await login(input.email, PASSWORD)).errors).toBeUndefined();
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect(codeOf(await app.call(LOGIN, { email: `ghost${i}@example.fr`, password: 'Wrong-pass1!' }, { ip }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await app.call(LOGIN, { email: 'ghost-next@example.fr', password: 'Wrong-pass1!' }, { ip }))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await app.call(LOGIN, { email: 'ghost-next@example.fr', password: 'Wrong-pass1!' }, { ip: freshIp() }))).toBe('UNAUTHENTICATED');
  });

  it('limits reset requests, verification resends and registrations', async () => {
    const { input } = await verifiedCustomer();
    for (let i = 0; i < 5; i++) expect(codeOf(await app.call(REQUEST_RESET, { email: input.email }, { ip: freshIp() }))).toBeUndefined();
    expect(codeOf(await app.call(REQUEST_RESET, { email: input.email }, { ip: freshIp() }))).toBe('TOO_MANY_REQUESTS');

    for (let i = 0; i < 5; i++) expect(codeOf(await app.call(RESEND, { email: 'resend@example.fr' }, { ip: freshIp() }))).toBeUndefined();
    expect(codeOf(await app.call(RESEND, { email: 'resend@example.fr' }, { ip: freshIp() }))).toBe('TOO_MANY_REQUESTS');

    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect(codeOf(await app.call(REGISTER, { input: person() }, { ip }))).toBeUndefined();
    expect(codeOf(await app.call(REGISTER, { input: person() }, { ip }))).toBe('TOO_MANY_REQUESTS');
  });

  it('says an address is taken (register) or unknown (reset) only within the per-address limits', async () => {
    const { input } = await verifiedCustomer();
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect(codeOf(await app.call(REGISTER, { input: person() }, { ip }))).toBeUndefined();
    expect(fieldErrorsOf(await app.call(REGISTER, { input: person({ email: input.email }) }, { ip }))).toEqual({ email: 'EMAIL_TAKEN' });
    expect(codeOf(await app.call(REGISTER, { input: person({ email: input.email }) }, { ip }))).toBe('TOO_MANY_REQUESTS');

    const prober = freshIp();
    for (let i = 0; i < 20; i++)
      expect(fieldErrorsOf(await app.call(REQUEST_RESET, { email: `probe${i}@example.fr` }, { ip: prober }))).toEqual({ email: 'EMAIL_UNKNOWN' });
    expect(codeOf(await app.call(REQUEST_RESET, { email: 'probe-next@example.fr' }, { ip: prober }))).toBe('TOO_MANY_REQUESTS');
  });
});

import { SETTINGS_COPY_TABLE, SettingsReader } from '@guide/platform';
import { adminIdentity, deliverSettings } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, freshIp } from '../testing/identity-test-app';

/**
 * Settings reach identity without a restart (`cms.settings.changed` into the copy, reloaded on its
 * NOTIFY): professional accounts refused while `customers.allowProfessionalAccounts` is off, sign-in
 * without a confirmed address while `customers.requireEmailVerification` is off, and the mails' sender
 * from `emails.senderName` / `senderAddress` (MAIL_FROM until staff saved them).
 */
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id customerType emailVerified } }';
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken } }';
const REFRESH = 'mutation($t: String) { refreshSession(refreshToken: $t) { accessToken refreshToken } }';
const CREATE = 'mutation($input: CustomerAdminInput!) { createCustomer(input: $input) { id customerType } }';
const UPDATE = 'mutation($id: ID!, $input: CustomerAdminInput!) { updateCustomer(id: $id, input: $input) { id customerType } }';
const PASSWORD = 'Radium88!';
const staff = adminIdentity(['users.customers.create', 'users.customers.update']);

describe('identity reads the settings (cms.settings.changed)', () => {
  let t: IdentityTestApp;
  let n = 0;
  const person = (overrides: Record<string, unknown> = {}) => ({
    customerType: 'INDIVIDUAL',
    firstName: 'Irène',
    lastName: 'Joliot',
    email: `irene.${++n}@example.fr`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...overrides,
  });
  const pro = () => person({ customerType: 'PROFESSIONAL', corporateName: 'SARL Joliot', siret: '73282932000074' });
  const settings = (group: 'customers' | 'emails', values: Record<string, unknown>) => deliverSettings(t.subgraph.app, 'identity.settings', group, values);

  beforeAll(async () => {
    t = await bootIdentity();
  });
  afterAll(() => t?.close());

  it('has a copy table and starts with the registry defaults', async () => {
    expect(t.subgraph.app.get(SettingsReader).group('customers')).toEqual({ allowProfessionalAccounts: true, requireEmailVerification: true });
    expect(await t.db.query(`SELECT count(*)::int AS n FROM ${SETTINGS_COPY_TABLE}`)).toEqual([{ n: 0 }]);
  });

  it('refuses a professional account while they are off (registration, staff creation, a switch), at the next request', async () => {
    expect((await t.call(REGISTER, { input: pro() }, { ip: freshIp() })).data.register.customerType).toBe('PROFESSIONAL');
    const individual = (
      await t.call(CREATE, { input: { email: `staff.${++n}@example.fr`, firstName: 'A', lastName: 'B', customerType: 'INDIVIDUAL' } }, { identity: staff })
    ).data.createCustomer;
    const existingPro = (
      await t.call(CREATE, { input: { email: `staff.${++n}@example.fr`, firstName: 'A', lastName: 'B', customerType: 'PROFESSIONAL' } }, { identity: staff })
    ).data.createCustomer;

    const OPTIONS = '{ registrationOptions { professionalAccounts } }';
    expect((await t.call(OPTIONS)).data.registrationOptions).toEqual({ professionalAccounts: true });
    await settings('customers', { allowProfessionalAccounts: false });
    // What the storefront's form asks, to hide the choice.
    expect((await t.call(OPTIONS)).data.registrationOptions).toEqual({ professionalAccounts: false });
    const refused = { code: 'BAD_USER_INPUT', fieldErrors: { customerType: 'PROFESSIONAL_ACCOUNTS_DISABLED' } };
    expect((await t.call(REGISTER, { input: pro() }, { ip: freshIp() })).errors?.[0].extensions).toEqual(refused);
    expect((await t.call(REGISTER, { input: person() }, { ip: freshIp() })).errors).toBeUndefined();
    const staffInput = (customerType: string) => ({ email: `staff.${++n}@example.fr`, firstName: 'A', lastName: 'B', customerType });
    expect((await t.call(CREATE, { input: staffInput('PROFESSIONAL') }, { identity: staff })).errors?.[0].extensions).toEqual(refused);
    expect((await t.call(UPDATE, { id: individual.id, input: staffInput('PROFESSIONAL') }, { identity: staff })).errors?.[0].extensions).toEqual(refused);
    // An account already professional stays editable as it is.
    expect((await t.call(UPDATE, { id: existingPro.id, input: staffInput('PROFESSIONAL') }, { identity: staff })).errors).toBeUndefined();

    await settings('customers', { allowProfessionalAccounts: true });
    expect((await t.call(REGISTER, { input: pro() }, { ip: freshIp() })).errors).toBeUndefined();
  });

  it('lets an unconfirmed address sign in and refresh while verification is not required, not once it is again', async () => {
    const input = person();
    expect((await t.call(REGISTER, { input }, { ip: freshIp() })).data.register.emailVerified).toBe(false);
    const login = () => t.call(LOGIN, { email: input.email, password: PASSWORD }, { ip: freshIp() });
    expect((await login()).errors?.[0].extensions.code).toBe('EMAIL_NOT_VERIFIED');

    await settings('customers', { requireEmailVerification: false });
    const session = (await login()).data.login;
    expect(session.accessToken).toEqual(expect.any(String));
    const refreshed = (await t.call(REFRESH, { t: session.refreshToken }, { ip: freshIp() })).data.refreshSession;
    expect(refreshed.refreshToken).toEqual(expect.any(String));

    await settings('customers', { requireEmailVerification: true });
    expect((await login()).errors?.[0].extensions.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await t.call(REFRESH, { t: refreshed.refreshToken }, { ip: freshIp() })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('sends from MAIL_FROM until staff save a sender, then from theirs, at the next mail', async () => {
    const fromOf = async (email: string) => {
      const mail = await t.sink.waitFor((m) => m.to.includes(email));
      return /^From: (.*)$/im.exec(mail.raw)?.[1].trim();
    };
    const first = person();
    await t.call(REGISTER, { input: first }, { ip: freshIp() });
    expect(await fromOf(first.email)).toBe('Guide Gourmand <no-reply@guide.test>');

    await settings('emails', { senderName: 'Épicerie Fine', senderAddress: 'bonjour@epicerie.example' });
    const second = person();
    await t.call(REGISTER, { input: second }, { ip: freshIp() });
    expect(await fromOf(second.email)).toMatch(/^=\?UTF-8\?.*\?= <bonjour@epicerie\.example>$|^"?Épicerie Fine"? <bonjour@epicerie\.example>$/);

    // Only the address saved: the name stays MAIL_FROM's.
    await settings('emails', { senderAddress: 'infos@epicerie.example' });
    const third = person();
    await t.call(REGISTER, { input: third }, { ip: freshIp() });
    expect(await fromOf(third.email)).toBe('Guide Gourmand <infos@epicerie.example>');
  });
});

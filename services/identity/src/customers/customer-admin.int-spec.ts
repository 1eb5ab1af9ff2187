import { adminIdentity, customerIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, codeOf, fieldErrorsOf, freshIp } from '../testing/identity-test-app';

/**
 * Back office: staff create (the customer gets a set-password mail, through the real mailer and an SMTP
 * sink), edit, mass delete customers and edit their addresses.
 */
const FIELDS = 'id email firstName lastName phone customerType emailVerified locale group { code }';
const CREATE = `mutation($input: CustomerAdminInput!) { createCustomer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CustomerAdminInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($ids: [ID!]!) { deleteCustomers(ids: $ids) }';
const CUSTOMER = `query($id: ID!) { customer(id: $id) { ${FIELDS} addresses { id city isDefault } } }`;
const LIST = 'query($s: String) { customers(search: $s) { totalCount edges { node { id } } } }';
const RESET = 'mutation($token: String!, $p: String!, $pc: String!) { resetPassword(token: $token, password: $p, passwordConfirmation: $pc) }';
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }';
const CREATE_GROUP = 'mutation($input: CustomerGroupInput!) { createCustomerGroup(input: $input) { id code } }';
const ADD_ADDRESS = 'mutation($c: ID!, $input: AddressInput!) { createCustomerAddress(customerId: $c, input: $input) { id city isDefault } }';
const EDIT_ADDRESS = 'mutation($c: ID!, $id: ID!, $input: AddressInput!) { updateCustomerAddress(customerId: $c, id: $id, input: $input) { id city } }';
const DROP_ADDRESS = 'mutation($c: ID!, $id: ID!) { deleteCustomerAddress(customerId: $c, id: $id) }';

const STAFF = {
  identity: adminIdentity([
    'users.customers.create',
    'users.customers.update',
    'users.customers.view',
    'users.customers.list',
    'users.customers.mass-delete',
    'users.customers.addresses',
    'users.groups.create',
  ]),
};
const PASSWORD = 'Truffe2026!';
const ADDRESS = { type: 'DELIVERY', firstName: 'Anne', lastName: 'Roux', street: '3 rue des Halles', postalCode: '69001', city: 'Lyon', country: 'FR' };

let app: IdentityTestApp;
let n = 0;
const input = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return { email: `cree.${n}@example.fr`, firstName: 'Anne', lastName: 'Roux', customerType: 'INDIVIDUAL', ...overrides };
};
async function create(overrides: Record<string, unknown> = {}) {
  const result = await app.call(CREATE, { input: input(overrides) }, STAFF);
  expect(result.errors).toBeUndefined();
  return result.data.createCustomer;
}

beforeAll(async () => {
  app = await bootIdentity();
  expect((await app.call(CREATE_GROUP, { input: { code: 'pros', name: 'Professionnels' } }, STAFF)).errors).toBeUndefined();
});
afterAll(async () => {
  await app?.close();
});

describe('createCustomer', () => {
  it('creates an account without a password and mails a set-password link that works end to end', async () => {
    const customer = await create({ email: '  Paul.Bocuse@Example.FR ', phone: '06 12 34 56 78', groupCode: 'PROS' });
    expect(customer).toMatchObject({ email: 'paul.bocuse@example.fr', phone: '+33612345678', emailVerified: false, group: { code: 'pros' } });
    // No password matches yet.
    expect(codeOf(await app.call(LOGIN, { email: customer.email, password: PASSWORD }, { ip: freshIp() }))).toBe('UNAUTHENTICATED');

    const mail = await app.sink.waitFor((m) => m.to.includes(customer.email));
    expect(mail.subject).toBe('Votre compte Guide Gourmand est prêt');
    expect(mail.body).toContain('7 jours');
    const token = /http:\/\/storefront\.test\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    const [row] = await app.db.query(`SELECT token_hash, expires_at FROM customer_token WHERE customer_id = $1`, [customer.id]);
    expect(row.token_hash).not.toContain(token); // only the hash is stored
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    expect((await app.call(RESET, { token, p: PASSWORD, pc: PASSWORD })).data).toEqual({ resetPassword: true });
    const login = await app.call(LOGIN, { email: customer.email, password: PASSWORD }, { ip: freshIp() });
    expect(login.errors).toBeUndefined();
    expect(login.data.login.accessToken).toEqual(expect.any(String));
    // Single use.
    expect(fieldErrorsOf(await app.call(RESET, { token, p: PASSWORD, pc: PASSWORD }))).toEqual({ token: 'TOKEN_INVALID' });
  });

  it('writes to the customer in the language staff chose, French unless told, and keeps it on an edit that leaves it out', async () => {
    const english = await create({ firstName: 'Emma', locale: 'en' });
    expect(english.locale).toBe('en');
    const mail = await app.sink.waitFor((m) => m.to.includes(english.email));
    expect(mail.subject).toBe('Your Guide Gourmand account is ready');
    expect(mail.body).toContain('Hello Emma');
    expect((await create()).locale).toBe('fr');
    const kept = await app.call(UPDATE, { id: english.id, input: input({ email: english.email }) }, STAFF);
    expect(kept.data.updateCustomer.locale).toBe('en');
    const bad = await app.call(CREATE, { input: input({ locale: 'de' }) }, STAFF);
    expect(fieldErrorsOf(bad)).toEqual({ locale: 'INVALID_CHOICE' });
  });

  it('answers field errors: validation, a taken address, an unknown group', async () => {
    const invalid = await app.call(CREATE, { input: input({ email: 'nope', firstName: '', phone: '12' }) }, STAFF);
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(invalid)).toMatchObject({ email: 'EMAIL_INVALID', firstName: 'REQUIRED', phone: 'PHONE_INVALID' });

    const first = await create();
    const taken = await app.call(CREATE, { input: input({ email: first.email.toUpperCase() }) }, STAFF);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(fieldErrorsOf(taken)).toEqual({ email: 'EMAIL_TAKEN' });

    const unknown = await app.call(CREATE, { input: input({ groupCode: 'vip' }) }, STAFF);
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(unknown)).toEqual({ groupCode: 'NOT_FOUND' });
    const tooLong = await app.call(CREATE, { input: input({ groupCode: 'x'.repeat(500) }) }, STAFF);
    expect(fieldErrorsOf(tooLong)).toEqual({ groupCode: 'TOO_LONG' }); // the platform's input guard
  });
});

describe('updateCustomer', () => {
  it('changes the profile, the group (ending the access tokens) and refuses a taken address', async () => {
    const customer = await create();
    const other = await create();
    const [{ session_version: before }] = await app.db.query('SELECT session_version FROM customer WHERE id = $1', [customer.id]);
    const updated = await app.call(
      UPDATE,
      {
        id: customer.id,
        input: { email: customer.email, firstName: 'Annie', lastName: 'Rousseau', customerType: 'PROFESSIONAL', groupCode: 'pros', phone: null },
      },
      STAFF,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateCustomer).toMatchObject({ firstName: 'Annie', lastName: 'Rousseau', customerType: 'PROFESSIONAL', group: { code: 'pros' } });
    const [{ session_version: after }] = await app.db.query('SELECT session_version FROM customer WHERE id = $1', [customer.id]);
    expect(after).toBe(before + 1);
    const [event] = await app.db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'identity.customer.updated' AND key = $1`, [customer.id]);
    expect(event.n).toBeGreaterThanOrEqual(2); // created, updated

    const taken = await app.call(UPDATE, { id: customer.id, input: input({ email: other.email }) }, STAFF);
    expect(fieldErrorsOf(taken)).toEqual({ email: 'EMAIL_TAKEN' });
    expect(codeOf(await app.call(UPDATE, { id: '00000000-0000-4000-8000-00000000dead', input: input() }, STAFF))).toBe('NOT_FOUND');
    // A malformed id: the platform's input guard answers before the service.
    expect(fieldErrorsOf(await app.call(UPDATE, { id: 'nope', input: input() }, STAFF))).toEqual({ id: 'INVALID_ID' });
  });
});

describe('customer addresses (back office)', () => {
  it('adds, edits and deletes a customer’s address with the customer’s rules', async () => {
    const customer = await create();
    const added = await app.call(ADD_ADDRESS, { c: customer.id, input: ADDRESS }, STAFF);
    expect(added.errors).toBeUndefined();
    expect(added.data.createCustomerAddress).toMatchObject({ city: 'Lyon', isDefault: true });
    const id = added.data.createCustomerAddress.id;
    expect((await app.call(EDIT_ADDRESS, { c: customer.id, id, input: { ...ADDRESS, city: 'Villeurbanne', postalCode: '69100' } }, STAFF)).data).toEqual({
      updateCustomerAddress: { id, city: 'Villeurbanne' },
    });
    expect(fieldErrorsOf(await app.call(ADD_ADDRESS, { c: customer.id, input: { ...ADDRESS, postalCode: 'x' } }, STAFF))).toMatchObject({
      postalCode: 'POSTAL_CODE_INVALID',
    });
    // Another customer's address is not found through this one.
    const other = await create();
    expect(codeOf(await app.call(DROP_ADDRESS, { c: other.id, id }, STAFF))).toBe('NOT_FOUND');
    expect(codeOf(await app.call(ADD_ADDRESS, { c: '00000000-0000-4000-8000-00000000dead', input: ADDRESS }, STAFF))).toBe('NOT_FOUND');
    expect((await app.call(DROP_ADDRESS, { c: customer.id, id }, STAFF)).data).toEqual({ deleteCustomerAddress: true });
  });
});

describe('deleteCustomers', () => {
  it('erases each customer, counts those that existed, and validates the list', async () => {
    const a = await create();
    const b = await create();
    await app.call(ADD_ADDRESS, { c: a.id, input: ADDRESS }, STAFF);
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const deleted = await app.call(DELETE, { ids: [a.id, b.id, a.id, unknown] }, STAFF);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteCustomers).toBe(2);
    // Gone for the back office, anonymised row kept, erasure announced once each.
    expect((await app.call(CUSTOMER, { id: a.id }, STAFF)).data.customer).toBeNull();
    expect((await app.call(LIST, { s: a.email }, STAFF)).data.customers.totalCount).toBe(0);
    const [row] = await app.db.query('SELECT email, first_name, erased_at FROM customer WHERE id = $1', [a.id]);
    expect(row).toMatchObject({ email: `erased-${a.id}@erased.invalid`, first_name: '', erased_at: expect.any(Date) });
    expect(await app.db.query('SELECT 1 FROM address WHERE customer_id = $1', [a.id])).toEqual([]);
    const events = await app.db.query(`SELECT key FROM outbox WHERE type = 'identity.customer.erased' AND key = ANY($1)`, [[a.id, b.id]]);
    expect(events).toHaveLength(2);
    // Again: nothing left to delete.
    expect((await app.call(DELETE, { ids: [a.id] }, STAFF)).data.deleteCustomers).toBe(0);
    // The address is free again.
    expect((await app.call(CREATE, { input: input({ email: a.email }) }, STAFF)).errors).toBeUndefined();

    expect(fieldErrorsOf(await app.call(DELETE, { ids: ['nope'] }, STAFF))).toEqual({ ids: 'INVALID_ID' });
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(fieldErrorsOf(await app.call(DELETE, { ids: tooMany }, STAFF))).toEqual({ ids: 'TOO_MANY' });
    expect((await app.call(DELETE, { ids: [] }, STAFF)).data.deleteCustomers).toBe(0);
    // A customer cannot call it.
    expect(codeOf(await app.call(DELETE, { ids: [b.id] }, { identity: customerIdentity(b.id) }))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });
});

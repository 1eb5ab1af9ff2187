import { ALL_PERMISSIONS, Identity, isKnownPermission } from '@guide/platform';
import { adminIdentity, customerIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, codeOf } from './testing/identity-test-app';

/**
 * Permission matrix: every back-office operation of identity is refused without its permission (for
 * an administrator who has every other one), for a customer and for an anonymous caller, and allowed
 * past the guard with exactly that permission. Introspection checks the table covers the schema, so a
 * new operation cannot slip in unguarded.
 */
const ID = '00000000-0000-4000-8000-00000000abcd';
const ROLE = { name: 'Matrice', interface: 'BACK_OFFICE' };
const ADMIN = { email: 'matrix@example.com', firstName: 'M', lastName: 'X', roleId: ID };
const GROUP = { code: 'matrix', name: 'Matrix' };
const SUPPLIER = { name: 'Matrice SARL' };

const ADMIN_OPERATIONS: { field: string; permission: string; query: string; variables?: Record<string, unknown> }[] = [
  { field: 'customers', permission: 'users.customers.list', query: '{ customers { totalCount } }' },
  { field: 'customer', permission: 'users.customers.view', query: 'query($id: ID!) { customer(id: $id) { id } }', variables: { id: ID } },
  { field: 'setCustomerGroup', permission: 'users.customers.update', query: 'mutation($id: ID!) { setCustomerGroup(customerId: $id, groupId: null) { id } }', variables: { id: ID } },
  { field: 'roles', permission: 'users.roles.list', query: '{ roles { id } }' },
  { field: 'role', permission: 'users.roles.list', query: 'query($id: ID!) { role(id: $id) { id } }', variables: { id: ID } },
  { field: 'createRole', permission: 'users.roles.create', query: 'mutation($i: RoleInput!) { createRole(input: $i) { id } }', variables: { i: ROLE } },
  { field: 'updateRole', permission: 'users.roles.update', query: 'mutation($id: ID!, $i: RoleInput!) { updateRole(id: $id, input: $i) { id } }', variables: { id: ID, i: ROLE } },
  { field: 'deleteRole', permission: 'users.roles.delete', query: 'mutation($id: ID!) { deleteRole(id: $id) }', variables: { id: ID } },
  { field: 'permissionCatalog', permission: 'users.permissions.list', query: '{ permissionCatalog { area } }' },
  { field: 'setRolePermissions', permission: 'users.permissions.update', query: 'mutation($id: ID!) { setRolePermissions(roleId: $id, permissions: []) { id } }', variables: { id: ID } },
  { field: 'admins', permission: 'users.admins.list', query: '{ admins { totalCount } }' },
  { field: 'admin', permission: 'users.admins.list', query: 'query($id: ID!) { admin(id: $id) { id } }', variables: { id: ID } },
  { field: 'createAdmin', permission: 'users.admins.create', query: 'mutation($i: AdminInput!) { createAdmin(input: $i) { id } }', variables: { i: { ...ADMIN, password: 'Matrix11!', passwordConfirmation: 'Matrix11!' } } },
  { field: 'updateAdmin', permission: 'users.admins.update', query: 'mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id } }', variables: { id: ID, i: ADMIN } },
  { field: 'deleteAdmin', permission: 'users.admins.delete', query: 'mutation($id: ID!) { deleteAdmin(id: $id) }', variables: { id: ID } },
  { field: 'customerGroups', permission: 'users.groups.list', query: '{ customerGroups { id } }' },
  { field: 'createCustomerGroup', permission: 'users.groups.create', query: 'mutation($i: CustomerGroupInput!) { createCustomerGroup(input: $i) { id } }', variables: { i: GROUP } },
  { field: 'updateCustomerGroup', permission: 'users.groups.update', query: 'mutation($id: ID!, $i: CustomerGroupInput!) { updateCustomerGroup(id: $id, input: $i) { id } }', variables: { id: ID, i: GROUP } },
  { field: 'deleteCustomerGroup', permission: 'users.groups.delete', query: 'mutation($id: ID!) { deleteCustomerGroup(id: $id) }', variables: { id: ID } },
  { field: 'addCustomerNote', permission: 'users.customers.notes', query: 'mutation($id: ID!) { addCustomerNote(customerId: $id, body: "Note") { id } }', variables: { id: ID } },
  { field: 'deleteCustomerNote', permission: 'users.customers.notes', query: 'mutation($id: ID!) { deleteCustomerNote(id: $id) }', variables: { id: ID } },
  { field: 'suppliers', permission: 'users.suppliers.list', query: '{ suppliers { totalCount } }' },
  { field: 'supplier', permission: 'users.suppliers.list', query: 'query($id: ID!) { supplier(id: $id) { id } }', variables: { id: ID } },
  { field: 'createSupplier', permission: 'users.suppliers.create', query: 'mutation($i: SupplierInput!) { createSupplier(input: $i) { id } }', variables: { i: SUPPLIER } },
  { field: 'updateSupplier', permission: 'users.suppliers.update', query: 'mutation($id: ID!, $i: SupplierInput!) { updateSupplier(id: $id, input: $i) { id } }', variables: { id: ID, i: SUPPLIER } },
  { field: 'deleteSupplier', permission: 'users.suppliers.delete', query: 'mutation($id: ID!) { deleteSupplier(id: $id) }', variables: { id: ID } },
  // The platform's parked events of identity's consumers (mailer), per service.
  { field: 'identityParkedEvents', permission: 'settings.configuration.view', query: '{ identityParkedEvents { eventId } }' },
  { field: 'replayIdentityParkedEvent', permission: 'settings.configuration.update', query: 'mutation($id: ID!) { replayIdentityParkedEvent(consumer: "identity.mailer", eventId: $id) { eventId } }', variables: { id: ID } },
  { field: 'discardIdentityParkedEvent', permission: 'settings.configuration.update', query: 'mutation($id: ID!) { discardIdentityParkedEvent(consumer: "identity.mailer", eventId: $id) { eventId } }', variables: { id: ID } },
];

const ADDRESS = { type: 'BILLING', firstName: 'A', lastName: 'B', street: '1 rue', postalCode: '75001', city: 'Paris', country: 'FR' };
/** Signed-in customer only: refused to anonymous callers and to staff. */
const CUSTOMER_OPERATIONS: { field: string; query: string; variables?: Record<string, unknown> }[] = [
  { field: 'updateProfile', query: 'mutation { updateProfile(input: { firstName: "A", lastName: "B" }) { id } }' },
  { field: 'changePassword', query: 'mutation { changePassword(currentPassword: "x", password: "Matrix11!", passwordConfirmation: "Matrix11!") }' },
  { field: 'createAddress', query: 'mutation($i: AddressInput!) { createAddress(input: $i) { id } }', variables: { i: ADDRESS } },
  { field: 'updateAddress', query: 'mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { id } }', variables: { id: ID, i: ADDRESS } },
  { field: 'deleteAddress', query: 'mutation($id: ID!) { deleteAddress(id: $id) }', variables: { id: ID } },
];

/** Open to anyone: sign-up, sign-in and recovery, and "who am I" (null when signed out). */
const PUBLIC_OPERATIONS = [
  'me',
  'adminMe',
  'register',
  'verifyEmail',
  'resendVerificationEmail',
  'login',
  'logout',
  'refreshSession',
  'requestPasswordReset',
  'resetPassword',
  'adminLogin',
  'adminLogout',
  'adminRefreshSession',
];
const FEDERATION = ['_entities', '_service'];

let app: IdentityTestApp;

beforeAll(async () => {
  app = await bootIdentity();
});
afterAll(async () => {
  await app?.close();
});

it('the tables cover every query and mutation of the schema', async () => {
  const result = await app.call('{ __schema { queryType { fields { name } } mutationType { fields { name } } } }');
  const fields = [...result.data.__schema.queryType.fields, ...result.data.__schema.mutationType.fields].map((f: { name: string }) => f.name).sort();
  const covered = [...ADMIN_OPERATIONS.map((o) => o.field), ...CUSTOMER_OPERATIONS.map((o) => o.field), ...PUBLIC_OPERATIONS, ...FEDERATION].sort();
  expect(fields).toEqual(covered);
  for (const o of ADMIN_OPERATIONS) expect(isKnownPermission(o.permission)).toBe(true);
});

describe.each(ADMIN_OPERATIONS)('$field needs $permission', ({ permission, query, variables }) => {
  const refusals: [string, Identity, string[]][] = [
    ['an administrator with every other permission', adminIdentity(ALL_PERMISSIONS.filter((p) => p !== permission)), ['FORBIDDEN']],
    ['an administrator without permissions', adminIdentity([]), ['FORBIDDEN']],
    ['a customer', customerIdentity(), ['UNAUTHENTICATED', 'FORBIDDEN']],
    ['an anonymous caller', { kind: 'anonymous' }, ['UNAUTHENTICATED']],
  ];

  it.each(refusals)('refused to %s', async (_who, identity, codes) => {
    const result = await app.call(query, variables, { identity });
    expect(codes).toContain(codeOf(result));
    expect(result.data?.[Object.keys(result.data ?? {})[0]] ?? null).toBeNull();
  });

  it('passes the guard with exactly that permission', async () => {
    const result = await app.call(query, variables, { identity: adminIdentity([permission]) });
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).not.toContain(codeOf(result));
  });
});

describe.each(CUSTOMER_OPERATIONS)('$field needs a signed-in customer', ({ query, variables }) => {
  it('refused to anonymous callers and to staff', async () => {
    expect(codeOf(await app.call(query, variables))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.call(query, variables, { identity: adminIdentity(ALL_PERMISSIONS) }))).toBe('UNAUTHENTICATED');
  });
});

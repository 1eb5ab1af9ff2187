import { ALL_PERMISSIONS, Identity } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { seedIdentity, EDITOR_PERMISSIONS } from '../seed/demo-seed';
import { ThrottleService } from '../throttling/throttle.service';
import { IdentityTestApp, bootIdentity, codeOf, cookieHeader, fieldErrorsOf, freshIp } from '../testing/identity-test-app';

/** Back office: seed, staff sign-in, roles and permissions, administrators, customers and groups. */
const ADMIN_LOGIN = 'mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken refreshToken } }';
const ADMIN_ME = '{ adminMe { id email role { name } permissions } }';
const ROLES = '{ roles { id name interface permissions adminCount } }';
const CREATE_ROLE = 'mutation($i: RoleInput!) { createRole(input: $i) { id name interface permissions } }';
const SET_PERMISSIONS = 'mutation($id: ID!, $p: [String!]!) { setRolePermissions(roleId: $id, permissions: $p) { id permissions } }';
const CREATE_ADMIN = 'mutation($i: AdminInput!) { createAdmin(input: $i) { id email active role { name } } }';
const UPDATE_ADMIN = 'mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id active firstName } }';
const DELETE_ADMIN = 'mutation($id: ID!, $pw: String) { deleteAdmin(id: $id, currentPassword: $pw) }';
const ALL = adminIdentity(ALL_PERMISSIONS);

let app: IdentityTestApp;
let adminRoleId: string;
let editorRoleId: string;
let demoAdminId: string;

async function adminLogin(email: string, password: string, ip = freshIp()) {
  return app.call(ADMIN_LOGIN, { e: email, p: password }, { ip });
}

/** The identity the gateway would forward for this access token. */
async function identityOf(accessToken: string): Promise<Identity> {
  const identity = await app.verify(accessToken);
  if (!identity) throw new Error('invalid access token');
  return identity;
}

beforeAll(async () => {
  app = await bootIdentity({ SEED_DEMO_DATA: true });
  const roles = (await app.call(ROLES, {}, { identity: ALL })).data.roles;
  adminRoleId = roles.find((r: { name: string }) => r.name === 'admin').id;
  editorRoleId = roles.find((r: { name: string }) => r.name === 'editor').id;
  [{ id: demoAdminId }] = await app.db.query(`SELECT id FROM admin WHERE email = 'admin@example.com'`);
});
afterAll(async () => {
  await app?.close();
});

describe('demo seed', () => {
  it('creates the admin and editor roles, the demo administrator and a verified customer, idempotently', async () => {
    const roles = (await app.call(ROLES, {}, { identity: ALL })).data.roles;
    const admin = roles.find((r: { name: string }) => r.name === 'admin');
    const editor = roles.find((r: { name: string }) => r.name === 'editor');
    expect(admin).toMatchObject({ interface: 'BACK_OFFICE', adminCount: 1 });
    expect([...admin.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(editor.permissions).toEqual(EDITOR_PERMISSIONS);
    expect(editor.permissions.every((p: string) => p.startsWith('cms.') || p === 'dashboard.view')).toBe(true);

    await seedIdentity(app.db);
    await seedIdentity(app.db);
    const [counts] = await app.db.query(`SELECT (SELECT count(*) FROM role)::int AS roles, (SELECT count(*) FROM admin)::int AS admins,
      (SELECT count(*) FROM customer)::int AS customers, (SELECT count(*) FROM customer_group)::int AS groups`);
    expect(counts).toEqual({ roles: 2, admins: 1, customers: 1, groups: 2 });

    const customer = await app.call('mutation { login(email: "client@example.com", password: "Client123!") { accessToken } }', {}, { ip: freshIp() });
    expect(customer.errors).toBeUndefined();
  });
});

describe('staff sign-in', () => {
  it('signs in the demo administrator with every permission in the token and admin cookies', async () => {
    const result = await adminLogin('Admin@Example.com', 'Admin123!');
    expect(result.errors).toBeUndefined();
    const identity = await identityOf(result.data.adminLogin.accessToken);
    expect(identity).toMatchObject({ kind: 'admin', id: demoAdminId, email: 'admin@example.com' });
    expect(identity.kind === 'admin' && [...identity.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(result.cookies.some((c) => c.startsWith('guide_admin_at=') && /HttpOnly/.test(c))).toBe(true);
    expect(result.cookies.some((c) => c.startsWith('guide_admin_rt='))).toBe(true);
    expect(result.cookies.some((c) => c.startsWith('guide_customer_'))).toBe(false);

    const me = await app.call(ADMIN_ME, {}, { identity });
    expect(me.data.adminMe).toMatchObject({ id: demoAdminId, role: { name: 'admin' } });
    expect((await app.call(ADMIN_ME)).data).toEqual({ adminMe: null });

    const out = await app.call('mutation { adminLogout }', {}, { cookie: cookieHeader(result.cookies) });
    expect(out.data).toEqual({ adminLogout: true });
    expect(out.cookies.some((c) => c.startsWith('guide_admin_rt=;'))).toBe(true);
    expect(
      codeOf(await app.call('mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }', { t: result.data.adminLogin.refreshToken })),
    ).toBe('UNAUTHENTICATED');
  });

  it('keeps customer and staff accounts apart, with one generic error', async () => {
    const asAdmin = await adminLogin('client@example.com', 'Client123!');
    expect(codeOf(asAdmin)).toBe('UNAUTHENTICATED');
    expect(asAdmin.errors![0].message).toBe('Invalid email or password');
    const asCustomer = await app.call('mutation { login(email: "admin@example.com", password: "Admin123!") { accessToken } }', {}, { ip: freshIp() });
    expect(codeOf(asCustomer)).toBe('UNAUTHENTICATED');
  });

  it('throttles staff sign-in per (account, address), slowing the account down elsewhere instead of locking it', async () => {
    const email = 'admin@example.com';
    const attacker = freshIp();
    const delays: number[] = [];
    app.subgraph.app.get(ThrottleService).sleep = async (ms) => {
      delays.push(ms);
    };
    for (let i = 0; i < 5; i++) expect(codeOf(await adminLogin(email, 'Wrong-pass1!', attacker))).toBe('UNAUTHENTICATED');
    expect(codeOf(await adminLogin(email, 'Admin123!', attacker))).toBe('TOO_MANY_REQUESTS');
    // The administrator, from its own address, is delayed (recorded here) but not refused.
    expect((await adminLogin(email, 'Admin123!')).errors).toBeUndefined();
    expect(delays).toEqual([500]);
    await app.db.query(`DELETE FROM auth_attempt WHERE key LIKE $1`, [`${email}%`]);
  });
});

describe('roles and permissions', () => {
  it('needs a unique name (whatever its case) and an interface', async () => {
    const created = await app.call(CREATE_ROLE, { i: { name: 'Sommelier', interface: 'BACK_OFFICE' } }, { identity: ALL });
    expect(created.data.createRole).toMatchObject({ name: 'Sommelier', interface: 'BACK_OFFICE', permissions: [] });
    const duplicate = await app.call(CREATE_ROLE, { i: { name: ' sommelier ', interface: 'FRONT_OFFICE' } }, { identity: ALL });
    expect(codeOf(duplicate)).toBe('CONFLICT');
    expect(fieldErrorsOf(duplicate)).toEqual({ name: 'ROLE_EXISTS' });
    const blank = await app.call(CREATE_ROLE, { i: { name: '  ', interface: 'BACK_OFFICE' } }, { identity: ALL });
    expect(fieldErrorsOf(blank)).toEqual({ name: 'REQUIRED' });
    const renamed = await app.call(
      'mutation($id: ID!, $i: RoleInput!) { updateRole(id: $id, input: $i) { name } }',
      { id: created.data.createRole.id, i: { name: 'Editor', interface: 'BACK_OFFICE' } },
      { identity: ALL },
    );
    expect(fieldErrorsOf(renamed)).toEqual({ name: 'ROLE_EXISTS' });
  });

  it('saves permissions together, refusing unknown keys', async () => {
    const role = (await app.call(CREATE_ROLE, { i: { name: 'Vendeur', interface: 'BACK_OFFICE' } }, { identity: ALL })).data.createRole;
    const unknown = await app.call(SET_PERMISSIONS, { id: role.id, p: ['sales.orders.list', 'sales.orders.fly', 'nothing'] }, { identity: ALL });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(unknown)).toEqual({ permissions: 'PERMISSION_UNKNOWN' });
    expect(unknown.errors![0].extensions.unknownPermissions).toEqual(['sales.orders.fly', 'nothing']);
    const saved = await app.call(SET_PERMISSIONS, { id: role.id, p: ['sales.orders.view', 'sales.orders.list', 'sales.orders.list'] }, { identity: ALL });
    expect(saved.data.setRolePermissions.permissions).toEqual(['sales.orders.list', 'sales.orders.view']);
    const cleared = await app.call(SET_PERMISSIONS, { id: role.id, p: [] }, { identity: ALL });
    expect(cleared.data.setRolePermissions.permissions).toEqual([]);
  });

  it('serves the catalogue grouped by area and resource', async () => {
    const result = await app.call('{ permissionCatalog { area resources { resource actions { action key } } } }', {}, { identity: ALL });
    const keys = result.data.permissionCatalog.flatMap((g: any) => g.resources.flatMap((r: any) => r.actions.map((a: any) => a.key)));
    expect([...keys].sort()).toEqual([...ALL_PERMISSIONS].sort());
    const catalog = result.data.permissionCatalog.find((g: any) => g.area === 'catalog');
    expect(catalog.resources.find((r: any) => r.resource === 'establishments').actions.map((a: any) => a.action)).toEqual(
      expect.arrayContaining(['list', 'create', 'update', 'delete', 'mass-delete', 'duplicate', 'publish']),
    );
  });

  it('a role change reaches the administrator at the next refresh', async () => {
    const role = (await app.call(CREATE_ROLE, { i: { name: 'Caviste', interface: 'BACK_OFFICE' } }, { identity: ALL })).data.createRole;
    await app.call(SET_PERMISSIONS, { id: role.id, p: ['dashboard.view'] }, { identity: ALL });
    const created = await app.call(
      CREATE_ADMIN,
      {
        i: { email: 'caviste@example.com', firstName: 'Jean', lastName: 'Cave', password: 'Bordeaux33!', passwordConfirmation: 'Bordeaux33!', roleId: role.id },
      },
      { identity: ALL },
    );
    expect(created.errors).toBeUndefined();
    const session = (await adminLogin('caviste@example.com', 'Bordeaux33!')).data.adminLogin;
    expect(await identityOf(session.accessToken)).toMatchObject({ permissions: ['dashboard.view'] });
    await app.call(SET_PERMISSIONS, { id: role.id, p: ['dashboard.view', 'catalog.products.list'] }, { identity: ALL });
    const refreshed = await app.call('mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }', { t: session.refreshToken });
    // Tokens carry the keys as a bitmap over the catalogue: they come back in catalogue order.
    const refreshedIdentity = await identityOf(refreshed.data.adminRefreshSession.accessToken);
    expect(refreshedIdentity.kind === 'admin' && [...refreshedIdentity.permissions].sort()).toEqual(['catalog.products.list', 'dashboard.view']);
  });

  it('cannot delete a role administrators hold', async () => {
    const held = await app.call('mutation($id: ID!) { deleteRole(id: $id) }', { id: adminRoleId }, { identity: ALL });
    expect(codeOf(held)).toBe('CONFLICT');
    expect(fieldErrorsOf(held)).toEqual({ id: 'ROLE_IN_USE' });
    const free = (await app.call(CREATE_ROLE, { i: { name: 'Temporaire', interface: 'FRONT_OFFICE' } }, { identity: ALL })).data.createRole;
    expect((await app.call('mutation($id: ID!) { deleteRole(id: $id) }', { id: free.id }, { identity: ALL })).data).toEqual({ deleteRole: true });
  });
});

describe('administrators', () => {
  it('are created with a back-office role and a strong password, email unique', async () => {
    const base = {
      email: 'editrice@example.com',
      firstName: 'Anne',
      lastName: 'Sophie',
      password: 'Cuisine77!',
      passwordConfirmation: 'Cuisine77!',
      roleId: editorRoleId,
    };
    const created = await app.call(CREATE_ADMIN, { i: base }, { identity: ALL });
    expect(created.data.createAdmin).toMatchObject({ email: 'editrice@example.com', active: true, role: { name: 'editor' } });
    expect(fieldErrorsOf(await app.call(CREATE_ADMIN, { i: { ...base, email: 'EDITRICE@example.com' } }, { identity: ALL }))).toEqual({ email: 'EMAIL_TAKEN' });
    expect(
      fieldErrorsOf(
        await app.call(CREATE_ADMIN, { i: { ...base, email: 'x@example.com', password: 'weak', passwordConfirmation: 'weak' } }, { identity: ALL }),
      ),
    ).toEqual({ password: 'PASSWORD_TOO_WEAK' });
    expect(
      fieldErrorsOf(await app.call(CREATE_ADMIN, { i: { ...base, email: 'y@example.com', password: null, passwordConfirmation: null } }, { identity: ALL })),
    ).toEqual({ password: 'REQUIRED' });
    const front = (await app.call(CREATE_ROLE, { i: { name: 'Propriétaire', interface: 'FRONT_OFFICE' } }, { identity: ALL })).data.createRole;
    expect(fieldErrorsOf(await app.call(CREATE_ADMIN, { i: { ...base, email: 'z@example.com', roleId: front.id } }, { identity: ALL }))).toEqual({
      roleId: 'ROLE_NOT_BACK_OFFICE',
    });

    const editor = await identityOf((await adminLogin('editrice@example.com', 'Cuisine77!')).data.adminLogin.accessToken);
    expect(editor.kind === 'admin' && [...editor.permissions].sort()).toEqual(EDITOR_PERMISSIONS);
  });

  it('a deactivated administrator can no longer sign in', async () => {
    const created = (
      await app.call(
        CREATE_ADMIN,
        {
          i: {
            email: 'parti@example.com',
            firstName: 'Paul',
            lastName: 'Parti',
            password: 'Cuisine77!',
            passwordConfirmation: 'Cuisine77!',
            roleId: editorRoleId,
          },
        },
        { identity: ALL },
      )
    ).data.createAdmin;
    const session = (await adminLogin('parti@example.com', 'Cuisine77!')).data.adminLogin;
    const updated = await app.call(
      UPDATE_ADMIN,
      { id: created.id, i: { email: 'parti@example.com', firstName: 'Paul', lastName: 'Parti', roleId: editorRoleId, active: false } },
      { identity: ALL },
    );
    expect(updated.data.updateAdmin).toMatchObject({ active: false });
    expect(codeOf(await adminLogin('parti@example.com', 'Cuisine77!'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.call('mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }', { t: session.refreshToken }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('never deletes or deactivates the last active administrator; deleting oneself needs the permission and the password', async () => {
    const [{ id: otherId }] = await app.db.query(`SELECT id FROM admin WHERE email = 'editrice@example.com'`);
    // Leave the demo admin as the only active one.
    await app.db.query(`UPDATE admin SET active = false WHERE id <> $1`, [demoAdminId]);
    const last = await app.call(DELETE_ADMIN, { id: demoAdminId }, { identity: ALL });
    expect(codeOf(last)).toBe('CONFLICT');
    expect(fieldErrorsOf(last)).toEqual({ id: 'LAST_ADMIN' });
    const deactivate = await app.call(
      UPDATE_ADMIN,
      { id: demoAdminId, i: { email: 'admin@example.com', firstName: 'Admin', lastName: 'Guide', roleId: adminRoleId, active: false } },
      { identity: ALL },
    );
    expect(fieldErrorsOf(deactivate)).toEqual({ active: 'LAST_ADMIN' });
    await app.db.query(`UPDATE admin SET active = true`);

    const self = {
      kind: 'admin' as const,
      id: demoAdminId,
      email: 'admin@example.com',
      permissions: ALL_PERMISSIONS.filter((p) => p !== 'users.admins.delete-self'),
    };
    expect(codeOf(await app.call(DELETE_ADMIN, { id: demoAdminId, pw: 'Admin123!' }, { identity: self }))).toBe('FORBIDDEN');
    const withSelf = { ...self, permissions: ALL_PERMISSIONS };
    expect(fieldErrorsOf(await app.call(DELETE_ADMIN, { id: demoAdminId, pw: 'wrong' }, { identity: withSelf }))).toEqual({
      currentPassword: 'PASSWORD_INCORRECT',
    });

    expect((await app.call(DELETE_ADMIN, { id: otherId }, { identity: ALL })).data).toEqual({ deleteAdmin: true });
    expect(codeOf(await app.call(DELETE_ADMIN, { id: otherId }, { identity: ALL }))).toBe('NOT_FOUND');
  });

  it('are listed with search and pages', async () => {
    const page = await app.call('{ admins(first: 2) { totalCount edges { node { email } } pageInfo { hasNextPage endCursor } } }', {}, { identity: ALL });
    expect(page.data.admins.edges).toHaveLength(2);
    expect(page.data.admins.pageInfo.hasNextPage).toBe(page.data.admins.totalCount > 2);
    const found = await app.call('{ admins(search: "caviste") { totalCount edges { node { email } } } }', {}, { identity: ALL });
    expect(found.data.admins.edges.map((e: any) => e.node.email)).toEqual(['caviste@example.com']);
  });
});

describe('customers and groups in the back office', () => {
  it('lists and searches customers on name and email, with pages', async () => {
    for (const [first, last] of [
      ['Auguste', 'Escoffier'],
      ['Marie-Antoine', 'Carême'],
      ['Eugénie', 'Brazier'],
    ]) {
      const password = 'Cuisine77!';
      const r = await app.call(
        'mutation($i: RegisterInput!) { register(input: $i) { id } }',
        {
          i: {
            customerType: 'INDIVIDUAL',
            firstName: first,
            lastName: last,
            email: `${last.toLowerCase()}@example.fr`,
            password,
            passwordConfirmation: password,
          },
        },
        { ip: freshIp() },
      );
      expect(r.errors).toBeUndefined();
    }
    const all = await app.call(
      '{ customers(first: 2) { totalCount edges { cursor node { email } } pageInfo { hasNextPage endCursor } } }',
      {},
      { identity: ALL },
    );
    expect(all.data.customers.totalCount).toBe(4);
    expect(all.data.customers.pageInfo.hasNextPage).toBe(true);
    const next = await app.call(
      'query($a: String) { customers(first: 2, after: $a) { edges { node { email } } pageInfo { hasNextPage } } }',
      { a: all.data.customers.pageInfo.endCursor },
      { identity: ALL },
    );
    expect(next.data.customers.edges).toHaveLength(2);
    expect(next.data.customers.pageInfo.hasNextPage).toBe(false);

    const byName = await app.call('{ customers(search: "auguste esco") { edges { node { email firstName } } } }', {}, { identity: ALL });
    expect(byName.data.customers.edges.map((e: any) => e.node.email)).toEqual(['escoffier@example.fr']);
    const byEmail = await app.call('{ customers(search: "BRAZIER@") { totalCount } }', {}, { identity: ALL });
    expect(byEmail.data.customers.totalCount).toBe(1);
    const none = await app.call('{ customers(search: "%") { totalCount } }', {}, { identity: ALL });
    expect(none.data.customers.totalCount).toBe(0);
  });

  it('shows one customer with addresses and group, and moves customers between groups', async () => {
    const [{ id }] = await app.db.query(`SELECT id FROM customer WHERE email = 'client@example.com'`);
    const detail = await app.call('query($id: ID!) { customer(id: $id) { email addresses { id } group { code customerCount } } }', { id }, { identity: ALL });
    expect(detail.data.customer).toEqual({ email: 'client@example.com', addresses: [], group: { code: 'general', customerCount: 1 } });

    const created = await app.call(
      'mutation($i: CustomerGroupInput!) { createCustomerGroup(input: $i) { id code name customerCount } }',
      { i: { code: 'restaurateurs', name: 'Restaurateurs' } },
      { identity: ALL },
    );
    expect(created.data.createCustomerGroup).toMatchObject({ code: 'restaurateurs', customerCount: 0 });
    const duplicate = await app.call(
      'mutation($i: CustomerGroupInput!) { createCustomerGroup(input: $i) { id } }',
      { i: { code: 'Restaurateurs', name: 'Bis' } },
      { identity: ALL },
    );
    expect(fieldErrorsOf(duplicate)).toEqual({ code: 'GROUP_EXISTS' });
    expect(
      fieldErrorsOf(
        await app.call('mutation($i: CustomerGroupInput!) { createCustomerGroup(input: $i) { id } }', { i: { code: 'Pas bon', name: '' } }, { identity: ALL }),
      ),
    ).toEqual({
      code: 'CODE_INVALID',
      name: 'REQUIRED',
    });
    const groupId = created.data.createCustomerGroup.id;
    // The group travels in the customer's access token: each change of it ends the current tokens.
    const version = async () => (await app.db.query('SELECT session_version AS v FROM customer WHERE id = $1', [id]))[0].v as number;
    const before = await version();
    const moved = await app.call(
      'mutation($c: ID!, $g: ID) { setCustomerGroup(customerId: $c, groupId: $g) { group { code } } }',
      { c: id, g: groupId },
      { identity: ALL },
    );
    expect(moved.data.setCustomerGroup.group).toEqual({ code: 'restaurateurs' });
    expect(await version()).toBe(before + 1);
    await app.call('mutation($c: ID!, $g: ID) { setCustomerGroup(customerId: $c, groupId: $g) { id } }', { c: id, g: groupId }, { identity: ALL });
    expect(await version()).toBe(before + 1); // the same group again changes nothing
    const renamed = await app.call(
      'mutation($id: ID!, $i: CustomerGroupInput!) { updateCustomerGroup(id: $id, input: $i) { name customerCount } }',
      { id: groupId, i: { code: 'restaurateurs', name: 'Chefs' } },
      { identity: ALL },
    );
    expect(renamed.data.updateCustomerGroup).toEqual({ name: 'Chefs', customerCount: 1 });
    expect(await version()).toBe(before + 1); // a new name only: the code in the token still holds
    await app.call(
      'mutation($id: ID!, $i: CustomerGroupInput!) { updateCustomerGroup(id: $id, input: $i) { id } }',
      { id: groupId, i: { code: 'chefs', name: 'Chefs' } },
      { identity: ALL },
    );
    expect(await version()).toBe(before + 2);
    expect((await app.call('mutation($id: ID!) { deleteCustomerGroup(id: $id) }', { id: groupId }, { identity: ALL })).data).toEqual({
      deleteCustomerGroup: true,
    });
    expect(await version()).toBe(before + 3);
    const after = await app.call('query($id: ID!) { customer(id: $id) { group { code } } }', { id }, { identity: ALL });
    expect(after.data.customer.group).toBeNull();
    const groups = await app.call('{ customerGroups { code } }', {}, { identity: ALL });
    expect(groups.data.customerGroups.map((g: any) => g.code).sort()).toEqual(['general', 'wholesale']);
  });

  it('resolves a Customer reference only for that customer or staff', async () => {
    const [{ id }] = await app.db.query(`SELECT id FROM customer WHERE email = 'client@example.com'`);
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Customer { id email } } }';
    const representations = [{ __typename: 'Customer', id }];
    expect((await app.call(query, { r: representations }, { identity: { kind: 'customer', id } })).data._entities).toEqual([
      { id, email: 'client@example.com' },
    ]);
    expect((await app.call(query, { r: representations }, { identity: adminIdentity([]) })).data._entities).toEqual([{ id, email: 'client@example.com' }]);
    expect(
      (await app.call(query, { r: representations }, { identity: { kind: 'customer', id: '00000000-0000-4000-8000-0000000000ff' } })).data._entities,
    ).toEqual([null]);
    expect((await app.call(query, { r: representations })).data._entities).toEqual([null]);
  });
});

import { ALL_PERMISSIONS, PERMISSION_CATALOG } from '../../services/platform/src/auth/permission-catalog';
import { useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminCustomerDocument,
  AdminCustomersDocument,
  AdminLoginDocument,
  AdminLogoutDocument,
  AdminMeDocument,
  AdminRefreshSessionDocument,
  AdminsDocument,
  CreateCustomerGroupDocument,
  CreateRoleDocument,
  CustomerGroupsDocument,
  DeleteAdminDocument,
  DeleteRoleDocument,
  RolePermissionsDocument,
  RolesDocument,
  SetRolePermissionsDocument,
  type RoleFieldsFragment,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, type Stubbed } from './stubs';
import type { CustomerRow } from '../../frontends/admin/src/users/users.graphql';

/**
 * The back office's users screens (roles, permissions, customers, groups, admins) and its cookie session,
 * built, behind the real web server; GraphQL answered by a STUB gateway (see browser.ts) that plays the
 * identity subgraph per operation name. The real service is covered by the platform e2e suite.
 */
describe('admin identity screens (browser, stub gateway)', () => {
  const suite = useBrowserSuite();

  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();

  const CATALOG = PERMISSION_CATALOG.map((group) => ({
    __typename: 'PermissionGroup',
    area: group.area,
    resources: group.resources.map((resource) => ({
      __typename: 'PermissionResource',
      resource: resource.resource,
      actions: resource.actions.map((action) => ({ __typename: 'PermissionAction', ...action })),
    })),
  }));

  type Role = Stubbed<RoleFieldsFragment>;

  /** The identity subgraph as the back office sees it: a session flag, roles in memory. */
  function playIdentity({ permissions = ALL_PERMISSIONS, signedIn = false } = {}) {
    const state = {
      signedIn,
      roles: [
        { __typename: 'Role', id: 'r-admin', name: 'admin', interface: 'BACK_OFFICE', adminCount: 1, permissions: [...ALL_PERMISSIONS] },
        { __typename: 'Role', id: 'r-editor', name: 'editor', interface: 'BACK_OFFICE', adminCount: 0, permissions: ['dashboard.view', 'cms.pages.list'] },
      ] as Role[],
    };
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: state.signedIn
          ? {
              __typename: 'Admin',
              id: 'a-1',
              email: 'admin@example.com',
              firstName: 'Ada',
              lastName: 'Lovelace',
              permissions,
              role: { __typename: 'Role', id: 'r-admin', name: 'admin' },
            }
          : null,
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
    answer(suite.gateway, AdminLoginDocument, () => {
      state.signedIn = true;
      return { data: { adminLogin: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 900_000).toISOString() } } };
    });
    answer(suite.gateway, AdminLogoutDocument, () => {
      state.signedIn = false;
      return { data: { adminLogout: true } };
    });
    answer(suite.gateway, RolesDocument, () => ({ data: { roles: state.roles } }));
    answer(suite.gateway, CreateRoleDocument, ({ variables }) => {
      const { name, interface: iface } = variables.input;
      if (state.roles.some((role) => role.name.toLowerCase() === String(name).toLowerCase())) {
        return refusal('CONFLICT', 'A role with this name already exists', { fieldErrors: { name: 'ROLE_EXISTS' } });
      }
      const role: Role = { __typename: 'Role', id: `r-${state.roles.length + 1}`, name, interface: iface, adminCount: 0, permissions: [] };
      state.roles.push(role);
      return { data: { createRole: role } };
    });
    answer(suite.gateway, RolePermissionsDocument, ({ variables }) => ({
      data: { role: state.roles.find((r) => r.id === variables.id) ?? null, permissionCatalog: CATALOG },
    }));
    answer(suite.gateway, SetRolePermissionsDocument, ({ variables }) => {
      const role = state.roles.find((r) => r.id === variables.roleId)!;
      role.permissions = [...variables.permissions].sort();
      return { data: { setRolePermissions: role } };
    });
    return state;
  }

  async function signIn(path = '/admin/dashboard') {
    await suite.page.goto(`${suite.stack.baseUrl}${path}`);
    await suite.page.waitForURL(`${suite.stack.baseUrl}/admin/login`);
    await suite.page.getByTestId('admin-login-email').fill('admin@example.com');
    await suite.page.getByTestId('admin-login-password').fill('Admin123!');
    await suite.page.getByTestId('admin-login-submit').click();
    await suite.page.waitForURL(`${suite.stack.baseUrl}${path}`);
  }

  /** Opens the sidebar's "Utilisateurs" group and lets antd's expand animation finish. */
  async function openUsersMenu() {
    const sider = suite.page.locator('.ant-layout-sider');
    await sider.getByText('Utilisateurs', { exact: true }).click();
    await sider.getByRole('link', { name: 'Rôles et permissions' }).waitFor();
    await suite.page.waitForTimeout(500);
  }

  it('keeps the session in cookies: no token is sent, a 401 gets one refresh and a retry', async () => {
    const { page, gateway, stack, context } = suite;
    const identity = playIdentity({ signedIn: true });
    let rolesCalls = 0;
    answer(gateway, RolesDocument, () => (++rolesCalls === 1 ? refusal('UNAUTHENTICATED', 'Access token expired') : { data: { roles: [identity.roles[1]] } }));
    answer(gateway, AdminRefreshSessionDocument, () => ({ data: { adminRefreshSession: { __typename: 'AuthSession', expiresAt: new Date().toISOString() } } }));
    await page.goto(`${stack.baseUrl}/admin/users/roles`);
    await page.getByTestId('roles-table').getByText('editor', { exact: true }).waitFor();
    expect(sent('Roles')).toHaveLength(2);
    expect(sent('AdminRefreshSession')).toHaveLength(1);
    expect(await page.getByTestId('admin-identity').textContent()).toContain('Ada Lovelace · admin');
    for (const request of gateway.requests) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['x-guide-client']).toBe('admin');
    }
    expect(await page.evaluate<number>('window.sessionStorage.length + window.localStorage.length')).toBeLessThanOrEqual(1); // at most the language

    // Mutations echo the gateway's readable CSRF cookie; a refused token shows the 419 page.
    await context.addCookies([{ name: 'guide_csrf', value: 'csrf-admin', url: stack.baseUrl }]);
    answer(gateway, DeleteRoleDocument, () => refusal('FORBIDDEN', 'Page expired: reload the page and try again', { reason: 'CSRF_TOKEN_INVALID' }));
    await page.getByTestId('role-delete-editor').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await page.waitForURL(`${stack.baseUrl}/admin/419`);
    await page.getByText('Page expirée').first().waitFor();
    expect(sent('DeleteRole')[0].headers['x-csrf-token']).toBe('csrf-admin');
    await page.goto(`${stack.baseUrl}/admin/users/roles`);
    await page.getByTestId('roles-table').getByText('editor', { exact: true }).waitFor();

    // A refresh that fails ends the session: back to the login page.
    answer(gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'Refresh token revoked'));
    answer(gateway, RolesDocument, () => refusal('UNAUTHENTICATED', 'Access token expired'));
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await page.waitForURL(`${stack.baseUrl}/admin/login`);
  });

  it('creates a role, refuses a duplicate name on the field, and validates before calling the API', async () => {
    const { page, stack } = suite;
    playIdentity();
    await signIn();
    await openUsersMenu();
    await page.locator('.ant-layout-sider').getByRole('link', { name: 'Rôles et permissions' }).click();
    await page.waitForURL(`${stack.baseUrl}/admin/users/roles`);
    await page.getByRole('heading', { name: 'Rôles', level: 2 }).waitFor();
    const table = page.getByTestId('roles-table');
    await table.getByText('editor', { exact: true }).waitFor();
    const adminRow = table.locator('tr[data-row-key="r-admin"]');
    expect(await adminRow.textContent()).toContain('Back office');
    expect(await adminRow.textContent()).toContain(String(ALL_PERMISSIONS.length));
    expect(await page.title()).toBe('Rôles · Guide Gourmand');

    await page.getByTestId('role-new').click();
    await page.getByRole('dialog', { name: 'Nouveau rôle' }).waitFor();
    await page.getByTestId('role-save').click();
    await page.getByTestId('field-error-name').waitFor();
    expect(await page.getByTestId('field-error-name').textContent()).toBe('Ce champ est obligatoire');
    expect(sent('CreateRole')).toHaveLength(0);

    await page.getByTestId('role-name').fill('Editor');
    await page.getByTestId('role-save').click();
    await page.getByText('Ce rôle existe déjà : choisissez un autre nom').waitFor();
    expect(await page.getByTestId('field-error-name').textContent()).toBe('Ce rôle existe déjà : choisissez un autre nom');

    await page.getByTestId('role-name').fill('Rédacteur');
    await page.getByTestId('role-interface').click();
    await page.locator('.ant-select-item-option', { hasText: 'Front office' }).click();
    await page.getByTestId('role-save').click();
    await notice('Le rôle « Rédacteur » a été créé.');
    await table.getByText('Rédacteur', { exact: true }).waitFor();
    expect(sent('CreateRole').map((r) => r.variables.input)).toEqual([
      { name: 'Editor', interface: 'BACK_OFFICE' },
      { name: 'Rédacteur', interface: 'FRONT_OFFICE' },
    ]);
    expect(await table.locator('tr[data-row-key="r-3"]').textContent()).toContain('Front office');
  });

  it('grants every permission with select-all and saves them together', async () => {
    const { page, stack } = suite;
    const identity = playIdentity();
    await signIn('/admin/users/roles');
    await page.getByTestId('role-permissions-editor').click();
    await page.waitForURL(`${stack.baseUrl}/admin/users/roles/r-editor/permissions`);
    await page.getByRole('heading', { name: 'Permissions du rôle « editor »' }).waitFor();
    expect(await page.getByTestId('permissions-count').textContent()).toBe(`2 permissions sélectionnées sur ${ALL_PERMISSIONS.length}`);
    expect(await page.getByTestId('permission-cms.pages.list').isChecked()).toBe(true);
    expect(await page.getByTestId('permission-sales.orders.cancel').isChecked()).toBe(false);
    expect(await page.getByTestId('permissions-group-sales').textContent()).toContain('Commandes');
    expect(await page.getByTestId('permissions-save').isDisabled()).toBe(true); // nothing changed yet

    // One area at a time: the sales group's select-all.
    await page.getByTestId('permissions-area-sales').check();
    expect(await page.getByTestId('permission-sales.orders.cancel').isChecked()).toBe(true);
    const salesCount = PERMISSION_CATALOG.find((g) => g.area === 'sales')!.resources.flatMap((r) => r.actions).length;
    expect(await page.getByTestId('permissions-count').textContent()).toBe(`${2 + salesCount} permissions sélectionnées sur ${ALL_PERMISSIONS.length}`);
    await page.getByTestId('permissions-area-sales').uncheck();
    expect(await page.getByTestId('permission-sales.orders.cancel').isChecked()).toBe(false);

    await page.getByTestId('permissions-select-all').check();
    expect(await page.getByTestId('permissions-count').textContent()).toBe(`${ALL_PERMISSIONS.length} permissions sélectionnées sur ${ALL_PERMISSIONS.length}`);
    await page.getByTestId('permissions-save').click();
    await notice('Permissions mises à jour');
    const save = sent('SetRolePermissions');
    expect(save).toHaveLength(1);
    expect(save[0].variables.roleId).toBe('r-editor');
    expect([...save[0].variables.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(identity.roles[1].permissions).toHaveLength(ALL_PERMISSIONS.length);

    // Clearing everything also saves (an empty list).
    await page.getByTestId('permissions-select-all').uncheck();
    await page.getByTestId('permissions-save').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Permissions mises à jour' }).nth(1).waitFor();
    expect(sent('SetRolePermissions')[1].variables.permissions).toEqual([]);
  });

  it('hides the menu entries and actions the role lacks, and shows 403 on their screens', async () => {
    const { page, stack } = suite;
    playIdentity({ permissions: ['dashboard.view', 'users.roles.list'] });
    await signIn();
    const sider = page.locator('.ant-layout-sider');
    await sider.getByText('Utilisateurs', { exact: true }).waitFor();
    for (const group of ['Contenu', 'Catalogue', 'Ventes', 'Marketing', 'Paramètres', 'Tickets']) {
      expect(await sider.getByText(group, { exact: true }).count()).toBe(0);
    }
    await openUsersMenu();
    expect(await sider.getByText('Clients', { exact: true }).count()).toBe(0);
    expect(await sider.getByText('Administrateurs', { exact: true }).count()).toBe(0);

    await sider.getByRole('link', { name: 'Rôles et permissions' }).click();
    await page.getByTestId('roles-table').getByText('editor', { exact: true }).waitFor();
    expect(await page.getByTestId('role-new').count()).toBe(0);
    expect(await page.getByTestId('role-delete-editor').count()).toBe(0);
    expect(await page.getByTestId('role-permissions-editor').count()).toBe(0);

    await page.goto(`${stack.baseUrl}/admin/users/customers`);
    await page.getByText('Accès refusé').waitFor();
    expect(await page.getByTestId('error-page').getAttribute('data-code')).toBe('403');
    expect(sent('AdminCustomers')).toHaveLength(0);
  });

  it('lists customers with search and pages, and shows one with its addresses', async () => {
    const { page, gateway, stack } = suite;
    playIdentity({ signedIn: true });
    const customer = (n: number): Stubbed<CustomerRow> => ({
      __typename: 'Customer',
      id: `c-${n}`,
      email: `client${n}@example.fr`,
      customerType: n === 1 ? 'PROFESSIONAL' : 'INDIVIDUAL',
      firstName: `Prénom${n}`,
      lastName: `Nom${n}`,
      emailVerified: n !== 2,
      corporateName: n === 1 ? 'Auberge du Pont SARL' : null,
      group: null,
      createdAt: '2025-11-21T10:00:00.000Z',
    });
    answer(gateway, AdminCustomersDocument, ({ variables }) => {
      const first = !variables.after;
      const nodes = first ? [customer(1), customer(2)] : [customer(3)];
      return {
        data: {
          customers: {
            __typename: 'CustomerConnection',
            totalCount: variables.search ? 1 : 21,
            pageInfo: { __typename: 'PageInfo', hasNextPage: first && !variables.search, endCursor: first ? 'cur-20' : 'cur-21' },
            edges: (variables.search ? [customer(1)] : nodes).map((node) => ({ __typename: 'CustomerEdge', cursor: `cur-${node.id}`, node })),
          },
        },
      };
    });
    answer(gateway, CustomerGroupsDocument, () => ({ data: { customerGroups: [] } }));
    answer(gateway, AdminCustomerDocument, ({ variables }) => ({
      data: {
        customer: {
          ...customer(1),
          id: variables.id,
          gender: 'FEMALE' as const,
          birthDate: '1985-07-14',
          company: null,
          phone: '+33612345678',
          tradeName: 'Le Pont',
          siret: '73282932000074',
          website: 'https://auberge-du-pont.fr/',
          locale: 'fr',
          updatedAt: '2025-11-21T10:00:00.000Z',
          addresses: [
            {
              __typename: 'Address',
              id: 'ad-1',
              type: 'BILLING' as const,
              firstName: 'Claire',
              lastName: 'Martin',
              company: null,
              street: '1 place Bellecour',
              additionalAddress: null,
              postalCode: '69002',
              city: 'Lyon',
              country: 'FR',
              phone: null,
              isDefault: true,
            },
          ],
          notes: [],
        },
      },
    }));
    await page.goto(`${stack.baseUrl}/admin/users/customers`);
    await page.getByTestId('customers-table').getByText('client2@example.fr').waitFor();
    expect(await page.getByTestId('customers-page-info').textContent()).toBe('Page 1 sur 2 · 21 clients');
    expect(await page.getByTestId('customers-table').textContent()).toContain('Non confirmé');
    await page.getByTestId('customers-next').click();
    await page.getByTestId('customers-table').getByText('client3@example.fr').waitFor();
    expect(sent('AdminCustomers').pop()?.variables).toMatchObject({ first: 20, after: 'cur-20' });

    await page.getByPlaceholder('Nom, prénom ou e-mail').fill('pont');
    await page.getByPlaceholder('Nom, prénom ou e-mail').press('Enter');
    await page.getByTestId('customers-page-info').getByText('Page 1 sur 1 · 1 client').waitFor();
    expect(sent('AdminCustomers').pop()?.variables).toEqual({ search: 'pont', first: 20, after: null });
    // A new search starts from the first page at once: no request pairs it with page 2's cursor.
    const afters = sent('AdminCustomers')
      .filter((r) => r.variables.search === 'pont')
      .map((r) => r.variables.after);
    expect(afters.length).toBeGreaterThan(0);
    expect(afters.filter((after) => after !== null)).toEqual([]);

    await page.getByTestId('customer-view-client1@example.fr').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('1 place Bellecour').waitFor();
    expect(await drawer.textContent()).toContain('73282932000074');
    expect(await drawer.textContent()).toContain('06.12.34.56.78');
    expect(await drawer.getByTestId('customer-address').textContent()).toContain('Par défaut');
  });

  it('reports the server refusing to delete the last administrator', async () => {
    const { page, gateway, stack } = suite;
    playIdentity({ signedIn: true });
    const other = {
      __typename: 'Admin',
      id: 'a-2',
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'Martin',
      active: true,
      role: { __typename: 'Role', id: 'r-admin', name: 'admin' },
      createdAt: '2025-11-01T09:00:00.000Z',
    };
    answer(gateway, AdminsDocument, () => ({
      data: {
        admins: {
          __typename: 'AdminConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: [{ __typename: 'AdminEdge', cursor: 'x', node: other }],
        },
      },
    }));
    answer(gateway, DeleteAdminDocument, () => refusal('CONFLICT', 'The last administrator cannot be deleted', { fieldErrors: { id: 'LAST_ADMIN' } }));
    await page.goto(`${stack.baseUrl}/admin/users/admins`);
    await page.getByTestId('admin-delete-bob@example.com').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await notice("Impossible : c'est le dernier administrateur actif");
    expect(sent('DeleteAdmin').map((r) => r.variables)).toEqual([{ id: 'a-2', currentPassword: null }]);
  });

  it('creates a customer group and shows GROUP_EXISTS on the code', async () => {
    const { page, gateway, stack } = suite;
    playIdentity({ signedIn: true });
    answer(gateway, CustomerGroupsDocument, () => ({ data: { customerGroups: [] } }));
    answer(gateway, CreateCustomerGroupDocument, () =>
      refusal('CONFLICT', 'A customer group with this code already exists', { fieldErrors: { code: 'GROUP_EXISTS' } }),
    );
    await page.goto(`${stack.baseUrl}/admin/users/groups`);
    await page.getByText('Aucun groupe pour le moment').waitFor();
    await page.getByTestId('group-new').click();
    await page.getByTestId('group-name').fill('Grossistes');
    await page.getByTestId('group-code').fill('Gros Sistes');
    await page.getByTestId('group-save').click();
    expect(await page.getByTestId('field-error-code').textContent()).toContain('Utilisez uniquement des minuscules');
    await page.getByTestId('group-code').fill('grossistes');
    await page.getByTestId('group-save').click();
    await page.getByText('Un groupe utilise déjà ce code : choisissez-en un autre').waitFor();
    expect(sent('CreateCustomerGroup').map((r) => r.variables.input)).toEqual([{ name: 'Grossistes', code: 'grossistes' }]);
  });

  it('speaks English on the roles and permissions screens', async () => {
    const { page, stack } = suite;
    playIdentity();
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.getByTestId('admin-language-switch').getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByTestId('admin-login-email').fill('admin@example.com');
    await page.getByTestId('admin-login-password').fill('Admin123!');
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(`${stack.baseUrl}/admin/dashboard`);
    await page.goto(`${stack.baseUrl}/admin/users/roles`);
    await page.getByRole('heading', { name: 'Roles', level: 2 }).waitFor();
    await page.getByTestId('role-new').click();
    await page.getByTestId('role-name').fill('admin');
    await page.getByTestId('role-save').click();
    await page.getByText('This role already exists: choose another name').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByTestId('role-permissions-editor').click();
    await page.getByRole('heading', { name: 'Permissions of the role "editor"' }).waitFor();
    expect(await page.getByTestId('permissions-group-sales').textContent()).toContain('Orders');
    await page.getByTestId('permissions-select-all').check();
    await page.getByTestId('permissions-save').click();
    await notice('Permissions updated');
  });
});

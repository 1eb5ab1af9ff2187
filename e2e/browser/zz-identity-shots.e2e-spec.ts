import { ALL_PERMISSIONS, PERMISSION_CATALOG } from '../../services/platform/src/auth/permission-catalog';
import { startStubGateway, startWebStack, type StubGateway, type WebStack } from './browser';

// Temporary: screenshots of the identity screens for a visual check (not part of the suite).
describe('identity screenshots', () => {
  let gateway: StubGateway;
  let stack: WebStack;
  beforeAll(async () => {
    gateway = await startStubGateway();
    stack = await startWebStack(gateway.url);
  });
  afterAll(async () => {
    await stack?.close();
    await gateway?.close();
  });
  it('takes screenshots', async () => {
    const C = { __typename: 'Customer', id: 'c-1', email: 'claire@example.fr', customerType: 'PROFESSIONAL', firstName: 'Claire', lastName: 'Martin', gender: 'FEMALE', birthDate: '1985-07-14', company: 'Auberge du Pont', phone: '+33612345678', corporateName: 'Auberge du Pont SARL', tradeName: 'Le Pont', siret: '73282932000074', website: 'https://auberge-du-pont.fr/' };
    let signedIn = false;
    gateway.on('Me', () => ({ data: { me: signedIn ? C : null } }));
    gateway.on('RefreshSession', () => ({ data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }));
    gateway.on('MyProfile', () => ({ data: { me: C } }));
    const addr = (id: string, type: string, isDefault: boolean, street: string) => ({ __typename: 'Address', id, type, firstName: 'Claire', lastName: 'Martin', company: null, street, additionalAddress: null, postalCode: '69002', city: 'Lyon', country: 'FR', phone: '+33612345678', isDefault });
    gateway.on('MyAddresses', () => ({ data: { me: { __typename: 'Customer', id: 'c-1', addresses: [addr('a1', 'BILLING', true, '1 place Bellecour'), addr('a2', 'DELIVERY', true, '12 rue de la République'), addr('a3', 'DELIVERY', false, '5 quai Saint-Antoine')] } } }));
    gateway.on('MyEstablishments', () => ({ data: { myEstablishments: [{ __typename: 'Establishment', id: 'e1' }] } }));
    const ctx = await stack.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${stack.baseUrl}/register`);
    await page.getByTestId('register-customer-type-PROFESSIONAL').check();
    await page.getByTestId('register-email').fill('claire@exemple');
    await page.getByTestId('register-password').fill('Gourmand-20');
    await page.getByTestId('register-first-name').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/register.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/login`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/login.png', fullPage: true });
    signedIn = true;
    await page.goto(`${stack.baseUrl}/account/profile`);
    await page.getByTestId('profile-page').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/account-profile.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/account/addresses`);
    await page.getByTestId('address-card').first().waitFor();
    await page.screenshot({ path: '/tmp/shots/account-addresses.png', fullPage: true });
    await page.getByTestId('address-delete').first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/account-delete.png' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${stack.baseUrl}/account/password`);
    await page.getByTestId('password-page').waitFor();
    await page.getByTestId('password-new').fill('abc');
    await page.screenshot({ path: '/tmp/shots/account-password-mobile.png', fullPage: true });
    await ctx.close();

    const catalog = PERMISSION_CATALOG.map((g) => ({ __typename: 'PermissionGroup', area: g.area, resources: g.resources.map((r) => ({ __typename: 'PermissionResource', resource: r.resource, actions: r.actions.map((a) => ({ __typename: 'PermissionAction', ...a })) })) }));
    const editor = { __typename: 'Role', id: 'r-editor', name: 'editor', interface: 'BACK_OFFICE', adminCount: 2, permissions: ALL_PERMISSIONS.filter((k) => k.startsWith('cms.') || k === 'dashboard.view') };
    gateway.on('AdminMe', () => ({ data: { adminMe: { __typename: 'Admin', id: 'a-1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Lovelace', permissions: ALL_PERMISSIONS, role: { __typename: 'Role', id: 'r-admin', name: 'admin' } } } }));
    gateway.on('Roles', () => ({ data: { roles: [{ __typename: 'Role', id: 'r-admin', name: 'admin', interface: 'BACK_OFFICE', adminCount: 1, permissions: ALL_PERMISSIONS }, editor, { __typename: 'Role', id: 'r-3', name: 'Partenaires', interface: 'FRONT_OFFICE', adminCount: 0, permissions: [] }] } }));
    gateway.on('RolePermissions', () => ({ data: { role: editor, permissionCatalog: catalog } }));
    const a = await (await stack.browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } })).newPage();
    await a.goto(`${stack.baseUrl}/admin/users/roles`);
    await a.getByTestId('roles-table').getByText('editor', { exact: true }).waitFor();
    await a.waitForTimeout(500);
    await a.screenshot({ path: '/tmp/shots/admin-roles.png', fullPage: true });
    await a.getByTestId('role-new').click();
    await a.getByTestId('role-save').click();
    await a.waitForTimeout(500);
    await a.screenshot({ path: '/tmp/shots/admin-role-modal.png' });
    await a.goto(`${stack.baseUrl}/admin/users/roles/r-editor/permissions`);
    await a.getByTestId('permissions-select-all').waitFor();
    await a.waitForTimeout(300);
    await a.screenshot({ path: '/tmp/shots/admin-permissions-first.png' });
    await a.getByTestId('permissions-area-sales').check();
    await a.waitForTimeout(500);
    await a.screenshot({ path: '/tmp/shots/admin-permissions.png', fullPage: true });
    await a.screenshot({ path: '/tmp/shots/admin-permissions-top.png' });
  });
});

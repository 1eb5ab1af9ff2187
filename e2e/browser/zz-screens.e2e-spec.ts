import { startStubGateway, startWebStack, type StubGateway, type WebStack } from './browser';
import { card, detail, fakeMediaAndTiles, RESTAURANTS, useGuideDefaults } from './guide-fixtures';

describe('screens', () => {
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
    useGuideDefaults(gateway);
    gateway.on('EstablishmentDetail', () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
    const context = await stack.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await fakeMediaAndTiles(page);
    await page.goto(`${stack.baseUrl}/hotels-restaurants/resultats-de-la-recherche?view=map`);
    await page.locator('.guide-marker, .guide-cluster').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/guide-fe-shots/list-map.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/hotels-restaurants/resultats-de-la-recherche`);
    await page.getByTestId('establishment-card').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/guide-fe-shots/list.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/hotels-restaurants/21/beaune/auberge-du-pont`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: '/tmp/guide-fe-shots/detail.png', fullPage: true });
    console.log(JSON.stringify(gateway.requests.slice(-5).map((r) => [r.operationName, r.variables])));
    await page.goto(`${stack.baseUrl}/hotels-restaurants`);
    await page.getByTestId('department-list').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/guide-fe-shots/section.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${stack.baseUrl}/hotels-restaurants/tables-gastronomiques`);
    await page.getByTestId('establishment-card').first().waitFor();
    await page.screenshot({ path: '/tmp/guide-fe-shots/mobile-list.png', fullPage: true });
    await context.close();

    gateway.on('AdminMe', () => ({ data: { adminMe: { __typename: 'Admin', id: 'a1', email: 'a@x.fr', firstName: 'Ada', lastName: 'Admin', permissions: ['dashboard.view', ...['list','create','update','delete','mass-delete','duplicate','publish'].map((a) => `catalog.establishments.${a}`)], role: { __typename: 'Role', id: 'r', name: 'admin' } } } }));
    const est = { ...detail(RESTAURANTS[0]), city: { __typename: 'City', code: '21054', name: 'Beaune', postalCodes: ['21200'], department: { __typename: 'Department', code: '21', name: "Côte-d'Or" } }, ownerId: null, published: true };
    gateway.on('AdminEstablishment', () => ({ data: { adminEstablishment: est } }));
    gateway.on('AdminEstablishments', () => ({ data: { adminEstablishments: { __typename: 'EstablishmentConnection', totalCount: 8, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: RESTAURANTS.map((r, i) => ({ __typename: 'EstablishmentEdge', cursor: r.id, node: { ...card(r), published: i % 3 !== 1, updatedAt: '2025-11-20T09:30:00.000Z' } })) } } }));
    const admin = await stack.browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const a = await admin.newPage();
    await fakeMediaAndTiles(a);
    await a.goto(`${stack.baseUrl}/admin/catalog/establishments`);
    await a.getByText('Auberge du Pont').waitFor();
    await a.getByTestId('establishments-table').locator('tbody tr.ant-table-row').nth(1).locator('.ant-checkbox-input').check();
    await a.waitForTimeout(500);
    await a.screenshot({ path: '/tmp/guide-fe-shots/admin-list.png', fullPage: true });
    await a.goto(`${stack.baseUrl}/admin/catalog/establishments/e1/edit`);
    await a.getByTestId('image-item').first().waitFor();
    await a.waitForTimeout(800);
    await a.screenshot({ path: '/tmp/guide-fe-shots/admin-edit.png', fullPage: true });
    await a.getByTestId('hours-editor').screenshot({ path: '/tmp/guide-fe-shots/admin-hours.png' });
    await a.getByTestId('image-manager').screenshot({ path: '/tmp/guide-fe-shots/admin-images.png' });
    await a.goto(`${stack.baseUrl}/admin/catalog/establishments/new`);
    await a.getByTestId('establishment-submit').click();
    await a.waitForTimeout(500);
    await a.screenshot({ path: '/tmp/guide-fe-shots/admin-new.png', fullPage: true });
    await admin.close();
  });
});

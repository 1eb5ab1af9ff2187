import { startStubGateway, startWebStack, type StubGateway, type WebStack } from './browser';
import { detail, fakeMediaAndTiles, RESTAURANTS, useGuideDefaults } from './guide-fixtures';

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
    page.on('console', (m) => console.log('console', m.type(), m.text()));
    await fakeMediaAndTiles(page);
    await page.goto(`${stack.baseUrl}/hotels-restaurants/resultats-de-la-recherche?view=map`);
    await page.locator('.guide-marker, .guide-cluster').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/shots/list-map.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/hotels-restaurants/resultats-de-la-recherche`);
    await page.getByTestId('establishment-card').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/list.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/hotels-restaurants/21/beaune/auberge-du-pont`);
    await page.locator('.leaflet-container').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/shots/detail.png', fullPage: true });
    await page.goto(`${stack.baseUrl}/hotels-restaurants`);
    await page.getByTestId('department-list').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/section.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${stack.baseUrl}/hotels-restaurants/tables-gastronomiques`);
    await page.getByTestId('establishment-card').first().waitFor();
    await page.screenshot({ path: '/tmp/shots/mobile-list.png', fullPage: true });
    await context.close();
  });
});

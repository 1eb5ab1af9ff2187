import { EstablishmentDetailDocument } from '../../frontends/storefront/src/gql/graphql';
import { useBrowserSuite } from './browser';
import { detail, fakeMediaAndTiles, RESTAURANTS, useGuideDefaults } from './guide-fixtures';
import { answer } from './stubs';

/**
 * Server-rendered pages come alive in the browser without a second fetch of their data and without a
 * hydration error (a mismatch is a `pageerror`, which the suite refuses after each test). The stub
 * gateway answers both the web server's render (`x-guide-render: server`) and the browser.
 */
describe('hydration of server-rendered pages (browser)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 390, height: 844 }, isMobile: true },
    beforeEach: ({ gateway }) => {
      useGuideDefaults(gateway);
      answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
    },
    preparePage: (page) => fakeMediaAndTiles(page),
  });

  // The web server's reads: its render (`server`) and its status check (`status`, page-status.ts).
  const byServer = (r: { headers: Record<string, unknown> }) => Boolean(r.headers['x-guide-render']);
  /** Opens a page with JavaScript on, waits for the app to be live, and lists the operations each side asked. */
  async function visit(path: string) {
    suite.gateway.requests.length = 0;
    const { page } = suite;
    await page.goto(`${suite.stack.baseUrl}${path}`);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const names = (fromServer: boolean) => [...new Set(suite.gateway.requests.filter((r) => byServer(r) === fromServer).map((r) => r.operationName))].sort();
    return { server: names(true), browser: names(false) };
  }

  it.each([
    ['home', '/', 'Trouvez une bonne table', []],
    ['a section', '/hotels-restaurants', 'Hôtels-restaurants', ['Departments', 'EstablishmentVocabularies', 'SectionOverview']],
    ['a list', '/hotels-restaurants/tables-gastronomiques', 'Tables gastronomiques', ['EstablishmentList', 'EstablishmentVocabularies']],
    ['a detail page', '/hotels-restaurants/21/beaune/auberge-du-pont', 'Auberge du Pont', ['EstablishmentDetail', 'EstablishmentVocabularies']],
    ['an English page', '/en/hotels-restaurants/21/beaune/auberge-du-pont', 'Auberge du Pont', ['EstablishmentDetail', 'EstablishmentVocabularies']],
  ])('%s: the server asks for its data, the browser only for who is signed in', async (_name, path, heading, pageData) => {
    const asked = await visit(path);
    expect(await suite.page.getByRole('heading', { level: 1 }).first().textContent()).toContain(heading);
    for (const operation of pageData) expect(asked.server).toContain(operation);
    // The visitor's session is the browser's alone; the page's own data is never fetched twice.
    expect(asked.browser.filter((name) => !['Me', 'RefreshSession'].includes(name ?? ''))).toEqual([]);
    expect(asked.server).not.toContain('Me');
  });

  it('the app works after hydration: a link navigates in the page, fetching only the new page', async () => {
    await visit('/hotels-restaurants/21/beaune/auberge-du-pont');
    suite.gateway.requests.length = 0;
    // On a phone the sections are behind the menu button.
    await suite.page.getByRole('button', { name: 'Menu' }).click();
    await suite.page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Producteurs locaux' }).click();
    await suite.page.getByRole('heading', { level: 1, name: 'Producteurs locaux' }).waitFor();
    // The new page's own query, from the browser (the stub records a request once its body has arrived).
    const deadline = Date.now() + 5000;
    while (!suite.gateway.requests.some((r) => r.operationName === 'SectionOverview') && Date.now() < deadline) await suite.page.waitForTimeout(50);
    expect(suite.gateway.requests.map((r) => r.operationName)).toContain('SectionOverview');
    expect(suite.gateway.requests.filter(byServer)).toEqual([]); // no full page load
  });
});

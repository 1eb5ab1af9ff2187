import { SearchDocument, type EstablishmentType, type SearchQuery } from '../../frontends/storefront/src/gql/graphql';
import { useBrowserSuite } from './browser';
import { answer, type Stubbed } from './stubs';

/** The storefront, built, behind the real web server; GraphQL answered by a STUB gateway (see browser.ts). */
describe('storefront (browser)', () => {
  const suite = useBrowserSuite();

  /** Waits for the page's main heading, so checks never read the previous page. */
  const heading = (name: string | RegExp) => suite.page.getByRole('heading', { level: 1, name }).waitFor();

  it('renders the home page in French with the search box', async () => {
    const { page, stack } = suite;
    await page.goto(`${stack.baseUrl}/`);
    await heading(/Trouvez une bonne table/);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const input = page.getByTestId('home-search-input');
    expect(await input.getAttribute('placeholder')).toBe('Ville, établissement, produit, recette, spécialité…');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const label of ['Hôtels-restaurants', 'Producteurs locaux', 'Le monde du vin', 'Boutique', 'Concours']) {
      expect(await nav.getByRole('link', { name: label }).count()).toBe(1);
    }
    expect(await page.locator('header .logo').textContent()).toBe('Guide Gourmand');
    expect(await page.title()).toBe('Guide Gourmand');
  });

  it('renders English under /en, and the switch goes back to French on the same page', async () => {
    const { page, stack } = suite;
    await page.goto(`${stack.baseUrl}/en`);
    await heading(/Find a great table/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByTestId('home-search-input').getAttribute('placeholder')).toBe('Town, establishment, product, recipe, speciality…');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Hotels & restaurants' }).click();
    await page.waitForURL(`${stack.baseUrl}/en/hotels-restaurants`);
    await heading('Hotels & restaurants');

    await page.getByTestId('lang-fr').click();
    await page.waitForURL(`${stack.baseUrl}/hotels-restaurants`);
    await heading('Hôtels-restaurants');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
  });

  it('serves the partners’ guide and a schema reference that filters, from the footer, in both languages', async () => {
    const { page, stack } = suite;
    // Server-rendered: a partner's tool (or a search engine) reads the guide without running the app.
    const html = await (await fetch(`${stack.baseUrl}/developers`)).text();
    expect(html).toContain('Authorization: Bearer gk_');
    expect(html).toContain('X-Guide-Signature');
    expect(html).toContain('order.placed');

    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Développeurs' }).click();
    await heading('Développeurs');
    await page.getByRole('link', { name: 'Ouvrir la référence complète du schéma' }).click();
    await heading('Référence du schéma GraphQL');
    // Generated from the composed schema: partner operations are there, and the filter narrows to them.
    await page.getByLabel('Filtrer par nom ou description').fill('apikey');
    await page.locator('#mutations-createApiKey').waitFor();
    await page.locator('#queries-apiKeys').waitFor();
    await page.locator('#type-ApiKey').waitFor();
    await page.locator('#queries-establishments').waitFor({ state: 'detached' });
    await page.getByLabel('Filtrer par nom ou description').fill('zzzz-nothing');
    await page.getByRole('status').getByText('Rien ne correspond à ce filtre.').waitFor();

    await page.goto(`${stack.baseUrl}/en/developers`);
    await heading('Developers');
    expect(await page.getByRole('heading', { level: 2, name: 'Checking a signature' }).count()).toBe(1);
  });

  it('searches through /graphql, keeps the query in the URL and says when nothing matches', async () => {
    const { page, gateway, stack } = suite;
    await page.goto(`${stack.baseUrl}/`);
    await page.getByTestId('home-search-input').fill('Lyon');
    await page.getByTestId('home-search-submit').click();
    await page.waitForURL(`${stack.baseUrl}/?q=Lyon`);
    await page.getByText('Aucun résultat', { exact: true }).waitFor();

    const search = gateway.requests.find((r) => r.operationName === 'Search');
    expect(search?.variables).toMatchObject({ filter: { text: 'Lyon' }, first: expect.any(Number) });
    expect(search?.headers['x-guide-client']).toBe('storefront');

    // Reloading the URL runs the same search again.
    await page.reload();
    expect(await page.getByTestId('home-search-input').inputValue()).toBe('Lyon');
    await page.getByText('Aucun résultat', { exact: true }).waitFor();
  });

  it('shows results with translated types and loads more with the cursor', async () => {
    const { page, gateway, stack } = suite;
    const node = (id: string, name: string, type: EstablishmentType, city: string): Stubbed<SearchQuery['establishments']['edges'][number]['node']> => ({
      __typename: 'Establishment',
      id,
      slug: id,
      name,
      type,
      path: `/hotels-restaurants/tables-de-villages/${id}`,
      priceFrom: 2450,
      city: { __typename: 'City', name: city },
      department: { __typename: 'Department', code: '69', name: 'Rhône' },
    });
    answer(gateway, SearchDocument, ({ variables }) => {
      const first = !variables.after;
      const edges = first
        ? [node('auberge-du-pont', 'Auberge du Pont', 'HOTEL_RESTAURANT', 'Collonges'), node('la-ferme', 'La Ferme', 'LOCAL_PRODUCER', 'Lyon')]
        : [node('le-bouchon', 'Le Bouchon', 'RESTAURANT', 'Lyon')];
      return {
        data: {
          establishments: {
            __typename: 'EstablishmentConnection',
            totalCount: 3,
            pageInfo: { __typename: 'PageInfo', hasNextPage: first, endCursor: first ? 'cursor-2' : 'cursor-3' },
            edges: edges.map((n) => ({ __typename: 'EstablishmentEdge', cursor: `cursor-${n.id}`, distanceKm: null, node: n })),
          },
        },
      };
    });
    await page.goto(`${stack.baseUrl}/?q=auberge`);
    await page.getByTestId('search-result').nth(1).waitFor();
    expect(await page.getByTestId('search-result').count()).toBe(2);
    const firstCard = await page.getByTestId('search-result').first().textContent();
    expect(firstCard).toContain('Hôtel-restaurant');
    expect(firstCard).toContain('Auberge du Pont');
    expect(firstCard).toMatch(/24,50\s€/);
    expect(await page.getByText('3 établissements trouvés').count()).toBe(1);

    await page.getByRole('button', { name: 'Charger plus' }).click();
    await page.getByTestId('search-result').nth(2).waitFor();
    expect(await page.getByTestId('search-result').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Charger plus' }).count()).toBe(0);
    const loadMore = gateway.requests.filter((r) => r.operationName === 'Search').pop();
    expect(loadMore?.variables).toMatchObject({ filter: { text: 'auberge' }, after: 'cursor-2' });
  });

  it('searches near the visitor when location is allowed', async () => {
    await suite.open({ geolocation: { latitude: 45.764, longitude: 4.8357 }, permissions: ['geolocation'] });
    const { page, gateway, stack } = suite;
    await page.goto(`${stack.baseUrl}/`);
    await page.getByText('Autour de moi').click();
    await page.waitForURL(`${stack.baseUrl}/?near=1`);
    await page.getByText('Aucun résultat', { exact: true }).waitFor();
    const search = gateway.requests.find((r) => r.operationName === 'Search');
    expect(search?.variables.near).toEqual({ lat: 45.764, lon: 4.8357 });
  });

  it('explains when the location is refused and turns "near me" back off', async () => {
    const { page, gateway, stack } = suite;
    await page.goto(`${stack.baseUrl}/`);
    await page.getByText('Autour de moi').click();
    await page.getByText(/Vous avez refusé l'accès à votre position|Votre position n'a pas pu être déterminée/).waitFor();
    // The toggle turns off in the same update as the message, or just after it: wait for it (fails after 5 s).
    await page.waitForFunction(
      () => {
        const toggle = document.querySelector<HTMLInputElement>('[data-testid="home-near-me"]');
        return toggle !== null && !toggle.checked;
      },
      undefined,
      { timeout: 5000 },
    );
    expect(gateway.requests.filter((r) => r.operationName === 'Search')).toHaveLength(0);
  });

  it('shows the 404 page with a link home for an unknown path, in both languages', async () => {
    const { page, stack } = suite;
    const response = await page.goto(`${stack.baseUrl}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404); // the web server knows the app's routes (infra/src/web/storefront-routes.ts)
    await heading('Page introuvable');
    expect(await page.title()).toBe('Page introuvable · Guide Gourmand');
    const home = page.getByTestId('error-home-link');
    expect(await home.textContent()).toBe("Retour à l'accueil");
    await home.click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await heading(/Trouvez une bonne table/);

    expect((await page.goto(`${stack.baseUrl}/en/no-such-page`))?.status()).toBe(404);
    await heading('Page not found');
    expect(await page.getByTestId('error-home-link').getAttribute('href')).toBe('/en');
    // Chromium logs the two documents' own 404 as console errors: expected here, and only those.
    const documentNotFound = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(suite.problems.filter((p) => p === documentNotFound)).toHaveLength(2);
    suite.problems.splice(0, suite.problems.length, ...suite.problems.filter((p) => p !== documentNotFound));
  });

  it('serves every error page at its own path', async () => {
    const { page, stack } = suite;
    const titles: Record<string, string> = {
      '401': 'Connexion requise',
      '403': 'Accès refusé',
      '404': 'Page introuvable',
      '419': 'Page expirée',
      '429': 'Trop de requêtes',
      '500': 'Erreur du serveur',
      '503': 'Service indisponible',
    };
    for (const [code, title] of Object.entries(titles)) {
      expect((await page.goto(`${stack.baseUrl}/${code}`))?.status()).toBe(Number(code));
      await heading(title);
      expect(await page.getByTestId('error-home-link').getAttribute('href')).toBe('/');
    }
    // Chromium logs each document's own error status as a console error: expected here, one per page, and only those.
    const documents = suite.problems.filter((p) => /^console\.error: Failed to load resource: the server responded with a status of (\d{3})/.test(p));
    expect(documents.map((p) => p.match(/status of (\d{3})/)![1])).toEqual(Object.keys(titles));
    suite.problems.splice(0, suite.problems.length, ...suite.problems.filter((p) => !documents.includes(p)));
  });

  /** Polls the page's scroll position (CDP evaluation: the CSP forbids the page-side eval of waitForFunction). */
  async function scrollYBecomes(check: (y: number) => boolean): Promise<number> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const y = await suite.page.evaluate<number>('window.scrollY');
      if (check(y)) return y;
      if (Date.now() > deadline) throw new Error(`scroll position stayed at ${y}`);
      await suite.page.waitForTimeout(50);
    }
  }

  it('shows the progress bar on navigation, scrolls to the top after it, and to the #hash element', async () => {
    const { page, stack } = suite;
    await page.setViewportSize({ width: 1000, height: 400 });
    await page.goto(`${stack.baseUrl}/`);
    await heading(/Trouvez une bonne table/);
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await scrollYBecomes((y) => y > 100);
    // The bar may run and finish before a poll sees it on a busy machine, so the page records its phases itself.
    await page.evaluate(`(() => {
      const bar = document.querySelector('[data-testid="nav-progress"]');
      window.navPhases = [];
      new MutationObserver(() => window.navPhases.push(bar.dataset.phase)).observe(bar, { attributeFilter: ['data-phase'] });
    })()`);
    await page.locator('footer').getByRole('link', { name: 'Boutique' }).click();
    await page.waitForURL(`${stack.baseUrl}/guide-et-goodies`);
    await heading('Boutique');
    expect(await page.evaluate<string[]>('window.navPhases')).toEqual(expect.arrayContaining(['finishing'])); // the progress bar showed
    await scrollYBecomes((y) => y === 0);

    await page.goto(`${stack.baseUrl}/#explore-title`);
    await heading(/Trouvez une bonne table/);
    await scrollYBecomes((y) => y > 100);
  });

  it('serves hashed assets with long cache headers and security headers on pages', async () => {
    const { page, stack } = suite;
    const response = await page.goto(`${stack.baseUrl}/`);
    const headers = response!.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    const asset = await page.request.get(`${stack.baseUrl}${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await page.request.get(`${stack.baseUrl}/assets/missing-0000.js`);
    expect(missing.status()).toBe(404);
  });
});

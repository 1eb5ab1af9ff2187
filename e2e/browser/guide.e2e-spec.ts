import {
  EstablishmentDetailDocument,
  EstablishmentListDocument,
  MeDocument,
  MyEstablishmentsDocument,
  OwnerDeleteEstablishmentImageDocument,
  OwnerEstablishmentsDocument,
  SearchDocument,
  type MeQuery,
} from '../../frontends/storefront/src/gql/graphql';
import { CSRF_REFUSAL, setCsrfCookie, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  card,
  connection,
  detail,
  fakeMediaAndTiles,
  FACETS,
  filterNodes,
  PRODUCERS,
  RESTAURANTS,
  useGuideDefaults,
  WINES,
  type Facets,
} from './guide-fixtures';
import { answer, type Stubbed } from './stubs';

const ALL_SPECS = [...RESTAURANTS, ...PRODUCERS, ...WINES];

/**
 * The guide on the storefront (lists, map, filters, detail, redirects, English), built and served by the real
 * web server; GraphQL answered by a STUB gateway (browser.ts) with the guide fixtures (guide-fixtures.ts).
 */
describe('storefront guide (browser)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1280, height: 900 } },
    beforeEach: ({ gateway }) => useGuideDefaults(gateway),
    preparePage: (page) => fakeMediaAndTiles(page),
  });

  const heading = (name: string | RegExp) => suite.page.getByRole('heading', { level: 1, name }).waitFor();
  const requests = (operation: string) => suite.gateway.requests.filter((r) => r.operationName === operation);
  const lastList = () => requests('EstablishmentList').pop() as GraphQLRequest;
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  /** Waits until the stub has received an EstablishmentList request matching `check`. */
  async function listRequest(check: (r: GraphQLRequest) => boolean): Promise<GraphQLRequest> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = requests('EstablishmentList').find(check);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching EstablishmentList request in ${JSON.stringify(requests('EstablishmentList').map((r) => r.variables))}`);
      await suite.page.waitForTimeout(50);
    }
  }

  it('goes from the home search to the section results page with the words', async () => {
    const { page, gateway } = suite;
    answer(gateway, SearchDocument, () => ({ data: { establishments: connection([card(RESTAURANTS[0])]) } }));
    await page.goto(url('/'));
    await page.getByTestId('home-search-input').fill('beaune');
    await page.getByTestId('home-search-submit').click();
    await page.waitForURL(url('/?q=beaune'));
    const links = page.getByTestId('home-section-links');
    await links.getByRole('link', { name: 'Hôtels-restaurants' }).click();
    await page.waitForURL(url('/hotels-restaurants/resultats-de-la-recherche?q=beaune'));
    await heading('Résultats pour « beaune »');
    const request = await listRequest((r) => r.variables.filter?.text === 'beaune');
    expect(request.variables.filter).toEqual({ text: 'beaune', types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'] });
    await page.getByTestId('establishment-card').first().waitFor();
    expect(await page.getByTestId('list-search-input').inputValue()).toBe('beaune');
    expect(await page.getByTestId('establishment-card').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Auberge du Pont'), expect.stringContaining('Le Bistrot des Halles')]),
    );
  });

  it('shows a category in list view, then in map view with clustered markers, and keeps the view on reload', async () => {
    const { page } = suite;
    await page.goto(url('/hotels-restaurants/tables-gastronomiques'));
    await heading('Tables gastronomiques');
    const request = await listRequest(() => true);
    expect(request.variables.filter).toEqual({ types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'], mealCategories: ['GASTRONOMIC'] });
    await page.getByTestId('establishment-card').nth(1).waitFor();
    expect(await page.getByTestId('establishment-card').count()).toBe(2);
    expect(await page.getByTestId('list-count').textContent()).toBe('2 établissements trouvés');
    expect(await page.title()).toBe('Tables gastronomiques · Guide Gourmand');
    // The page fixes the category, so that filter is not offered; the others come with their counts.
    expect(await page.getByTestId('filter-mealCategories').count()).toBe(0);
    expect(await page.getByTestId('filter-equipment').textContent()).toContain('Parking3');

    await page.getByTestId('view-map').click();
    await page.waitForURL(url('/hotels-restaurants/tables-gastronomiques?view=map'));
    await page.locator('.leaflet-container').waitFor();
    await page.locator('.guide-marker, .guide-cluster').first().waitFor();
    expect(await page.getByTestId('map-list').locator('li').count()).toBe(2);
    expect(await page.getByTestId('view-map').getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await page.locator('.leaflet-container').waitFor();
    expect(await page.getByTestId('view-map').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the map usable without tiles (offline)', async () => {
    await suite.open({}, (page) => fakeMediaAndTiles(page, 'offline'));
    const { page, problems } = suite;
    const offline = new Set<string>();
    page.on('console', (m) => m.type() === 'error' && /Failed to load resource/.test(m.text()) && offline.add(m.text()));
    await page.goto(url('/hotels-restaurants/tables-gastronomiques?view=map'));
    await page.getByTestId('map-tiles-failed').waitFor();
    expect(await page.getByTestId('map-tiles-failed').textContent()).toContain("Le fond de carte n'a pas pu être chargé");
    await page.locator('.guide-marker, .guide-cluster').first().waitFor();
    // The refused tile requests are reported by the browser; nothing else may go wrong. Leave the page
    // first: Leaflet keeps retrying tiles, and a failure reported after the filter would fail the suite.
    await page.goto('about:blank');
    problems.splice(0, problems.length, ...problems.filter((p) => !/Failed to load resource/.test(p)));
  });

  it('puts filters, budget and sort in the URL and the query variables, and restores them on reload', async () => {
    const { page, gateway } = suite;
    await page.goto(url('/hotels-restaurants/resultats-de-la-recherche'));
    await heading('Résultats de la recherche');
    await page.getByTestId('establishment-card').first().waitFor();

    await page.getByTestId('filter-equipment').getByLabel('Parking').click();
    await page.waitForURL(/equipment=parking/);
    await listRequest((r) => JSON.stringify(r.variables.filter?.equipment) === '["parking"]');

    await page.getByTestId('filter-budget-select').selectOption('30');
    await page.waitForURL(/budget=30/);
    await listRequest((r) => r.variables.filter?.budgetMax === 3000);

    await page.getByTestId('list-sort').selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/);
    const sorted = await listRequest((r) => r.variables.sort === 'PRICE_ASC');
    expect(sorted.variables.filter).toEqual({ types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'], budgetMax: 3000, equipment: ['parking'] });
    expect(new URL(page.url()).search).toBe('?equipment=parking&budget=30&sort=price-asc');

    gateway.requests.length = 0;
    await page.reload();
    await heading('Résultats de la recherche');
    const again = await listRequest(() => true);
    expect(again.variables).toMatchObject({ filter: sorted.variables.filter, sort: 'PRICE_ASC' });
    expect(await page.getByTestId('filter-equipment').getByLabel('Parking').isChecked()).toBe(true);
    expect(await page.getByTestId('list-sort').inputValue()).toBe('price-asc');

    await page.getByTestId('filters-clear').first().click();
    await page.waitForURL(url('/hotels-restaurants/resultats-de-la-recherche?sort=price-asc'));
  });

  it("offers only the section's own types as facets: other sections' types neither show nor filter", async () => {
    const { page, gateway } = suite;
    // The catalog counts the type facet without the type filter (disjunctive), so every type comes back.
    const count = (value: string, n: number) => ({ __typename: 'FacetCount', value, count: n });
    const facets: Facets = {
      ...FACETS,
      types: [count('RESTAURANT', 5), count('LOCAL_PRODUCER', 4), count('HOTEL_RESTAURANT', 2), count('WINE', 2), count('HOTEL', 1)],
    };
    answer(gateway, EstablishmentListDocument, ({ variables }) => ({
      data: { establishments: connection(filterNodes(ALL_SPECS, variables.filter ?? undefined), { facets }) },
    }));
    await page.goto(url('/hotels-restaurants/resultats-de-la-recherche?type=LOCAL_PRODUCER'));
    await page.getByTestId('establishment-card').first().waitFor();
    const types = page.getByTestId('filter-types');
    expect(await types.locator('.filter-option__label').allTextContents()).toEqual(['Restaurant', 'Hôtel-restaurant', 'Hôtel']);
    // A type of another section in the URL cannot narrow this list: it is not shown as ticked nor counted.
    expect(await types.locator('input:checked').count()).toBe(0);
    expect(await page.locator('.filters__badge').count()).toBe(0);
    expect(lastList().variables.filter).toEqual({ types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'] });

    // A type the section offers filters the list, and the count it showed is what the list holds.
    await types.locator('input[value="HOTEL"]').click();
    await page.waitForURL(/type=HOTEL(&|$)/);
    await listRequest((r) => JSON.stringify(r.variables.filter?.types) === '["HOTEL"]');
    await page.getByTestId('list-count').filter({ hasText: '1 établissement trouvé' }).waitFor();
    expect(await page.getByTestId('establishment-card').allTextContents()).toEqual([expect.stringContaining('Hôtel des Ducs')]);
  });

  it('loads more results with the cursor ("Charger plus")', async () => {
    const { page, gateway } = suite;
    const all = filterNodes(RESTAURANTS);
    answer(gateway, EstablishmentListDocument, ({ variables }) => {
      const start = variables.after ? 4 : 0;
      const nodes = all.slice(start, start + 4);
      return { data: { establishments: connection(nodes, { totalCount: 6, hasNextPage: start === 0, endCursor: `cursor-${start + 4}` }) } };
    });
    await page.goto(url('/hotels-restaurants/resultats-de-la-recherche'));
    await page.getByTestId('establishment-card').nth(3).waitFor();
    expect(await page.getByTestId('establishment-card').count()).toBe(4);
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await page.getByTestId('establishment-card').nth(7).waitFor();
    expect(await page.getByTestId('establishment-card').count()).toBe(8);
    expect(lastList().variables).toMatchObject({ after: 'cursor-4', first: 12 });
    expect(await page.getByRole('button', { name: 'Charger plus' }).count()).toBe(0);
  });

  it('says "Aucun résultat" and offers to clear the filters', async () => {
    const { page } = suite;
    await page.goto(url('/hotels-restaurants/resultats-de-la-recherche?q=introuvable&type=HOTEL'));
    await page.getByTestId('list-empty').waitFor();
    expect(await page.getByTestId('list-empty').textContent()).toContain('Aucun résultat');
    expect(lastList().variables.filter).toEqual({ text: 'introuvable', types: ['HOTEL'] });
  });

  it('shows an establishment: title, meta, Open Graph, JSON-LD, hours Monday first, menus, cups and nearby', async () => {
    const { page, gateway } = suite;
    answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
    await page.goto(url('/hotels-restaurants/21/beaune/auberge-du-pont'));
    await heading('Auberge du Pont');
    expect(await page.title()).toBe('Auberge du Pont à Beaune · Guide Gourmand');
    expect(requests('EstablishmentDetail')[0].variables).toEqual({ slug: 'auberge-du-pont', type: null });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Au bord de la Bouzaise/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Auberge du Pont');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(url('/media/files/e1-1.svg'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url('/hotels-restaurants/21/beaune/auberge-du-pont'));

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Hotel', 'Restaurant'],
      name: 'Auberge du Pont',
      telephone: '03 80 22 35 48',
      address: { '@type': 'PostalAddress', addressLocality: 'Beaune', postalCode: '21200', addressCountry: 'FR' },
      geo: { latitude: 47.026, longitude: 4.84 },
      numberOfRooms: 12,
    });
    expect(jsonLd.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '12:00',
      closes: '14:00',
    });

    const rows = await page.getByTestId('opening-hours').locator('tr').allTextContents();
    expect(rows).toEqual([
      'Lundi12:00–14:00, 19:00–22:00',
      'MardiFermé',
      'Mercredi19:00–22:00',
      'JeudiFermé',
      'Vendredi19:00–23:30',
      'SamediFermé',
      'Dimanche12:00–14:00',
    ]);
    expect(await page.getByTestId('closure-note').textContent()).toBe('Fermé en janvier');
    const menus = await page.getByTestId('menus').textContent();
    expect(menus).toMatch(/Menu du terroir.*32,00\s€/);
    expect(menus).toMatch(/Menu dégustation.*58,50\s€/);
    expect(await page.getByTestId('classification-cups').first().getAttribute('aria-label')).toBe('3 tasses sur 3 (petit-déjeuner)');
    expect(await page.getByTestId('classification-toques').first().getAttribute('aria-label')).toBe('2 toques sur 3 (éco-responsabilité)');
    for (const label of ['Terrasse', 'Wi-Fi gratuit', 'Carte bancaire', 'Anglais', '12 chambres', '48 couverts', 'Hospices de Beaune (1 km)']) {
      expect(await page.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByTestId('nearby').textContent()).toContain('à 0,6 km');
    await page.getByTestId('gallery').locator('img').first().waitFor();
    await page.locator('.leaflet-container').waitFor();
  });

  it('redirects the category path of an establishment to its canonical path (replacing the history entry)', async () => {
    const { page, gateway } = suite;
    answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
    await page.goto(url('/hotels-restaurants'));
    await heading('Hôtels-restaurants');
    await page.goto(url('/hotels-restaurants/auberges-village/auberge-du-pont?ref=mail'));
    await page.waitForURL(url('/hotels-restaurants/21/beaune/auberge-du-pont?ref=mail'));
    await heading('Auberge du Pont');
    await page.goBack();
    await page.waitForURL(url('/hotels-restaurants'));

    // A producer under the English alias of its section goes to its canonical French-slug path, in English.
    answer(gateway, EstablishmentDetailDocument, ({ variables }) => ({
      data: {
        establishment:
          variables.type === 'LOCAL_PRODUCER'
            ? detail({ id: 'p1', name: 'Fromagerie Gaugry', type: 'LOCAL_PRODUCER', town: 'nuits', producerCategory: 'fromages' })
            : null,
      },
    }));
    await page.goto(url('/en/local-producers/fromages/fromagerie-gaugry'));
    await page.waitForURL(url('/en/producteurs-locaux/21/nuits-saint-georges/fromagerie-gaugry'));
    await heading('Fromagerie Gaugry');
  });

  it('shows the 404 page for an unknown category or establishment', async () => {
    const { page, gateway } = suite;
    answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: null } }));
    await page.goto(url('/hotels-restaurants/tables-inconnues'));
    await heading('Page introuvable');
    await page.goto(url('/hotels-restaurants/21/beaune/nulle-part'));
    await heading('Page introuvable');
    // The web server answers these paths with HTTP 404, which the browser reports; nothing else may go wrong.
    suite.problems.splice(0, suite.problems.length, ...suite.problems.filter((p) => !/status of 404/.test(p)));
  });

  it('serves the English pages under /en', async () => {
    const { page, gateway } = suite;
    answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
    await page.goto(url('/en/hotels-restaurants'));
    await heading('Hotels & restaurants');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page
      .getByTestId('category-list')
      .getByRole('link', { name: /Gastronomic tables/ })
      .click();
    await page.waitForURL(url('/en/hotels-restaurants/tables-gastronomiques'));
    await heading('Gastronomic tables');
    await page.getByTestId('establishment-card').first().waitFor();
    expect(await page.getByTestId('list-count').textContent()).toBe('2 establishments found');
    expect(await page.getByTestId('list-sort').locator('option:checked').textContent()).toBe('Name (A to Z)');

    await page.goto(url('/en/hotels-restaurants/21/beaune/auberge-du-pont'));
    await heading('Auberge du Pont');
    expect(await page.title()).toBe('Auberge du Pont in Beaune · Guide Gourmand');
    expect(await page.getByText(/^A village inn on the banks of the Bouzaise/).count()).toBe(1);
    expect(await page.getByTestId('opening-hours').locator('th').first().textContent()).toBe('Monday');
    expect(await page.getByText('Free Wi-Fi', { exact: true }).count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url('/en/hotels-restaurants/21/beaune/auberge-du-pont'));
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_GB');
  });

  it('titles a detail page in its language (the SEO title is French) and names the map zoom buttons in it', async () => {
    const { page, gateway } = suite;
    // As the demo data has them: a French SEO title and description on every establishment.
    const seo = { seoTitle: 'Auberge du Pont à Beaune', seoDescription: 'Auberge de village au bord de la Bouzaise, cuisine bourguignonne.' };
    answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0], seo) } }));
    const zoomTitles = () =>
      page.locator('.leaflet-control-zoom a').evaluateAll((links) => links.map((a) => [a.getAttribute('title'), a.getAttribute('aria-label')]));

    await page.goto(url('/en/hotels-restaurants/21/beaune/auberge-du-pont'));
    await heading('Auberge du Pont');
    expect(await page.title()).toBe('Auberge du Pont in Beaune · Guide Gourmand');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^A village inn on the banks of the Bouzaise/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Auberge du Pont');
    await page.locator('.leaflet-control-zoom').waitFor();
    expect(await zoomTitles()).toEqual([
      ['Zoom in', 'Zoom in'],
      ['Zoom out', 'Zoom out'],
    ]);

    await page.goto(url('/hotels-restaurants/21/beaune/auberge-du-pont'));
    await heading('Auberge du Pont');
    expect(await page.title()).toBe('Auberge du Pont à Beaune · Guide Gourmand');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(seo.seoDescription);
    await page.locator('.leaflet-control-zoom').waitFor();
    expect(await zoomTitles()).toEqual([
      ['Zoom avant', 'Zoom avant'],
      ['Zoom arrière', 'Zoom arrière'],
    ]);

    // The list map too.
    await page.goto(url('/hotels-restaurants/tables-gastronomiques?view=map'));
    await page.locator('.leaflet-control-zoom').waitFor();
    expect(await zoomTitles()).toEqual([
      ['Zoom avant', 'Zoom avant'],
      ['Zoom arrière', 'Zoom arrière'],
    ]);
  });

  it('lists producer categories from the vocabularies and a category page with its filter', async () => {
    const { page } = suite;
    await page.goto(url('/producteurs-locaux'));
    await heading('Producteurs locaux');
    await page
      .getByTestId('category-list')
      .getByRole('link', { name: /Fromages/ })
      .click();
    await page.waitForURL(url('/producteurs-locaux/fromages'));
    await heading('Fromages');
    const request = await listRequest((r) => Boolean(r.variables.filter?.producerCategories));
    expect(request.variables.filter).toEqual({ types: ['LOCAL_PRODUCER'], producerCategories: ['fromages'] });
    await page.getByTestId('establishment-card').first().waitFor();
    expect(await page.getByTestId('establishment-card').count()).toBe(1);

    await page.goto(url('/local-producers/resultats-de-la-recherche?q=chocolat'));
    await heading('Résultats pour « chocolat »');
    await listRequest((r) => r.variables.filter?.text === 'chocolat' && r.variables.filter?.types?.[0] === 'LOCAL_PRODUCER');
  });

  it('lists the wine world, a department with its towns, and a town', async () => {
    const { page } = suite;
    await page.goto(url('/le-monde-du-vin'));
    await heading('Le monde du vin');
    await page.getByTestId('establishment-card').nth(1).waitFor();
    expect((await listRequest(() => true)).variables.filter).toEqual({ types: ['WINE'] });

    await page.goto(url('/hotels-restaurants'));
    await page
      .getByTestId('department-list')
      .getByRole('link', { name: /Côte-d'Or/ })
      .click();
    await page.waitForURL(url('/hotels-restaurants/21'));
    await heading("Hôtels-restaurants : Côte-d'Or (21)");
    // The towns come from guideCities, for the section's types in the department, with the catalog's counts and order.
    const towns = page.getByTestId('town-list');
    await towns.getByRole('link', { name: 'Beaune' }).waitFor();
    expect(await towns.locator('li').allTextContents()).toEqual(['Beaune2', 'Dijon1', 'Meursault1', 'Nuits-Saint-Georges1']);
    expect(requests('GuideCities').map((r) => r.variables)).toEqual([{ types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'], departmentCode: '21' }]);
    expect(await towns.getByRole('link', { name: 'Nuits-Saint-Georges' }).getAttribute('href')).toBe('/hotels-restaurants/21/nuits-saint-georges');
    await towns.getByRole('link', { name: 'Beaune' }).click();
    await page.waitForURL(url('/hotels-restaurants/21/beaune'));
    await heading('Hôtels-restaurants à Beaune');
    expect(requests('GuideCity').pop()!.variables).toEqual({ departmentCode: '21', slug: 'beaune' });
    const town = await listRequest((r) => JSON.stringify(r.variables.filter?.cityCodes) === '["21054"]');
    expect(town.variables.filter).toEqual({ types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'], departmentCodes: ['21'], cityCodes: ['21054'] });

    // Loaded directly, the catalog resolves the town's slug (accents and hyphens folded); in English too.
    await page.goto(url('/hotels-restaurants/21/nuits-saint-georges'));
    await heading('Hôtels-restaurants à Nuits-Saint-Georges');
    await listRequest((r) => JSON.stringify(r.variables.filter?.cityCodes) === '["21464"]');
    await page.goto(url('/en/le-monde-du-vin/33/saint-emilion'));
    await heading('The world of wine in Saint-Émilion');
    await listRequest((r) => JSON.stringify(r.variables.filter?.cityCodes) === '["33394"]');
  });

  it('shows the 404 page for an unknown town or department of a town path', async () => {
    const { page } = suite;
    await page.goto(url('/hotels-restaurants/21/atlantis'));
    await heading('Page introuvable');
    expect(requests('GuideCity').pop()!.variables).toEqual({ departmentCode: '21', slug: 'atlantis' });
    // A town of another department is not in this one.
    await page.goto(url('/hotels-restaurants/21/lyon'));
    await heading('Page introuvable');
    // The catalog refuses an unknown department (BAD_USER_INPUT): the same 404.
    await page.goto(url('/en/hotels-restaurants/99/beaune'));
    await heading('Page not found');
    expect(requests('EstablishmentList').filter((r) => r.variables.filter?.cityCodes)).toEqual([]);
  });

  it('searches near the visitor on a list, sorted by distance with distances shown', async () => {
    await suite.open({ geolocation: { latitude: 47.03, longitude: 4.84 }, permissions: ['geolocation'] });
    const { page, gateway } = suite;
    answer(gateway, EstablishmentListDocument, ({ variables }) => ({
      data: {
        establishments: connection(filterNodes(RESTAURANTS, variables.filter ?? undefined).slice(0, 2), { distances: variables.near ? [0.4, 1.3] : undefined }),
      },
    }));
    await page.goto(url('/hotels-restaurants/resultats-de-la-recherche'));
    await page.getByTestId('establishment-card').first().waitFor();
    await page.getByText('Autour de moi').click();
    await page.waitForURL(/near=1/);
    const near = await listRequest((r) => Boolean(r.variables.near));
    expect(near.variables.near).toEqual({ lat: 47.03, lon: 4.84 });
    await page.getByText('à 0,4 km').waitFor();
    expect(await page.getByTestId('list-sort').locator('option:checked').textContent()).toBe('Distance');
  });

  it('lets an owner add and remove the photos of their establishment (account area)', async () => {
    const { page, gateway, stack, context, problems } = suite;
    const customer: Stubbed<NonNullable<MeQuery['me']>> = {
      __typename: 'Customer',
      id: 'c1',
      email: 'owner@example.com',
      firstName: 'Odile',
      lastName: 'Martin',
      customerType: 'INDIVIDUAL',
    };
    answer(gateway, MeDocument, () => ({ data: { me: customer } }));
    answer(gateway, MyEstablishmentsDocument, () => ({ data: { myEstablishments: [{ __typename: 'Establishment', id: 'e1' }] } }));
    let images = card(RESTAURANTS[0]).images.slice(0, 1);
    answer(gateway, OwnerEstablishmentsDocument, () => ({ data: { myEstablishments: [{ ...card(RESTAURANTS[0]), images }] } }));
    answer(gateway, OwnerDeleteEstablishmentImageDocument, ({ variables }) => {
      images = images.filter((i) => i.id !== variables.id);
      return { data: { deleteEstablishmentImage: true } };
    });
    // The owner's session is a cookie: the upload echoes the CSRF cookie like a mutation.
    await setCsrfCookie(context, stack.baseUrl, 'csrf-owner');
    const uploads: Record<string, string>[] = [];
    await page.route('**/media/establishments/e1/images', async (route) => {
      uploads.push(route.request().headers());
      if (uploads.length > 1) return route.fulfill({ status: 419, contentType: 'application/json', body: JSON.stringify(CSRF_REFUSAL) });
      const image = {
        __typename: 'EstablishmentImage',
        id: 'img-new',
        url: '/media/files/new.svg',
        thumbnailUrl: '/media/files/new-thumb.svg',
        alt: 'La terrasse',
        position: 2,
      };
      images = [...images, image];
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(image) });
    });

    await page.goto(url('/account/establishment'));
    await heading('Mon établissement (images)');
    const owned = page.getByTestId('owner-establishment');
    await owned.getByRole('heading', { name: 'Auberge du Pont' }).waitFor();
    expect(await owned.getByTestId('owner-images').locator('img').count()).toBe(1);

    await owned.getByTestId('owner-image-file').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await owned.getByTestId('owner-image-upload').click();
    expect(await owned.getByTestId('owner-image-error').textContent()).toBe("Ce type de fichier n'est pas accepté (JPEG, PNG ou WebP uniquement)");
    expect(uploads).toHaveLength(0);

    await owned
      .getByTestId('owner-image-file')
      .setInputFiles({ name: 'terrasse.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ffd8ffe000104a464946', 'hex') });
    await owned.getByLabel('Description de la photo (texte alternatif)').fill('La terrasse');
    await owned.getByTestId('owner-image-upload').click();
    await page.getByText('La photo a été ajoutée.').waitFor();
    expect(uploads[0]['content-type']).toMatch(/^multipart\/form-data/);
    expect(uploads[0]['x-csrf-token']).toBe('csrf-owner');
    expect(uploads[0]['x-guide-client']).toBe('storefront');
    await owned.getByRole('img', { name: 'La terrasse' }).waitFor();

    await owned.getByTestId('owner-image-delete').first().click();
    await owned.getByTestId('owner-image-delete-confirm').click();
    await page.getByText('La photo a été supprimée.').waitFor();
    expect(requests('OwnerDeleteEstablishmentImage')[0].variables).toEqual({ id: 'e1-img-1' });

    // A refused CSRF token (HTTP 419) shows the 419 page, as for a refused mutation.
    await setCsrfCookie(context, stack.baseUrl, 'csrf-stale');
    await owned
      .getByTestId('owner-image-file')
      .setInputFiles({ name: 'salle.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ffd8ffe000104a464946', 'hex') });
    await owned.getByTestId('owner-image-upload').click();
    await page.waitForURL(url('/419'));
    await heading('Page expirée');
    expect(uploads[1]['x-csrf-token']).toBe('csrf-stale');
    // The browser reports the refused request itself; nothing else may go wrong.
    problems.splice(0, problems.length, ...problems.filter((p) => !/status of 419/.test(p)));
  });

  it('explains a refused location on a list and turns "near me" off', async () => {
    const { page } = suite;
    await page.goto(url('/hotels-restaurants/resultats-de-la-recherche?near=1'));
    await page.getByText(/Vous avez refusé l'accès à votre position|Votre position n'a pas pu être déterminée/).waitFor();
    await page.waitForURL(url('/hotels-restaurants/resultats-de-la-recherche'));
    // The address bar changes before React renders the new state: wait for the switch (bounded), then assert.
    await page
      .waitForFunction(() => !(document.querySelector('[data-testid="list-near-me"]') as HTMLInputElement | null)?.checked, undefined, { timeout: 5000 })
      .catch(() => undefined);
    expect(await page.getByTestId('list-near-me').isChecked()).toBe(false);
  });
});

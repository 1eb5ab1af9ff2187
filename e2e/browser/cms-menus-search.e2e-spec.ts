import { SiteMenuDocument, SiteSearchDocument, type SiteMenuQuery, type SiteSearchQuery } from '../../frontends/storefront/src/gql/graphql';
import { useBrowserSuite } from './browser';
import { answer, type Stubbed } from './stubs';

/**
 * The cms menus in the storefront's header and footer, and the site search page
 * (frontends/storefront/src/site-search), server-rendered by the real web server; GraphQL answered by a
 * STUB gateway playing services/cms.
 */
type Item = Stubbed<NonNullable<SiteMenuQuery['menu']>['items'][number]>;
const leaf = (label: string, labelEn: string | null, url: string, openInNewTab = false) => ({
  __typename: 'MenuItem',
  label,
  labelEn,
  url,
  openInNewTab,
  children: [],
});
const HEADER: Item[] = [
  { ...leaf('Hôtels & restaurants', 'Hotels & restaurants', '/hotels-restaurants'), children: [] },
  {
    ...leaf('Inspirations', 'Inspiration', '/blog'),
    children: [
      { ...leaf('Recettes', 'Recipes', '/recettes'), children: [] },
      { ...leaf('Agenda', null, '/agenda'), children: [] },
    ],
  },
  { ...leaf('Partenaire', null, 'https://partenaire.example', true), children: [] },
];
const FOOTER: Item[] = [{ ...leaf('Qui sommes-nous', 'About us', '/qui-sommes-nous'), children: [] }];

type Hit = Stubbed<SiteSearchQuery['searchSite']['edges'][number]['node']>;
const hit = (i: number, overrides: Partial<Hit> = {}): Hit => ({
  __typename: 'SiteSearchHit',
  kind: 'CONTENT',
  title: `Tarte numéro ${i}`,
  path: `/recettes/desserts/tarte-${i}`,
  excerpt: `Une tarte de saison, la numéro ${i}.`,
  imageUrl: null,
  contentType: 'recettes',
  ...overrides,
});

describe('storefront cms menus and site search (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { viewport: { width: 1600, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const menus = () =>
    answer(suite.gateway, SiteMenuDocument, ({ variables }) => ({
      data: { menu: { __typename: 'Menu', code: variables.code, items: variables.code === 'header' ? HEADER : FOOTER } },
    }));

  it('renders the header menu from the API in French, nested items in a dropdown', async () => {
    menus();
    const { page } = suite;
    await page.goto(url('/'));
    const nav = page.getByTestId('header-menu');
    await nav.waitFor();
    // Server-rendered: the links are in the HTML the server sent.
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain('data-testid="header-menu"');
    expect(html).toContain('Inspirations');
    expect(await nav.getByRole('link', { name: 'Hôtels & restaurants' }).getAttribute('href')).toBe('/hotels-restaurants');
    const recipes = nav.getByRole('link', { name: 'Recettes', includeHidden: true });
    expect(await recipes.isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Inspirations' }).hover();
    await recipes.waitFor({ state: 'visible' });
    expect(await recipes.getAttribute('href')).toBe('/recettes');
    const outside = nav.getByRole('link', { name: 'Partenaire' });
    expect(await outside.getAttribute('href')).toBe('https://partenaire.example');
    expect(await outside.getAttribute('target')).toBe('_blank');
    const footer = page.getByTestId('footer-menu');
    expect(await footer.getByRole('link', { name: 'Qui sommes-nous' }).getAttribute('href')).toBe('/qui-sommes-nous');
    await page.getByTestId('newsletter-signup').waitFor();
  });

  it('renders English labels under /en (French when there is none), and the static sections when the menu fails', async () => {
    menus();
    const { page } = suite;
    await page.goto(url('/en'));
    const nav = page.getByTestId('header-menu');
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Hotels & restaurants' }).getAttribute('href')).toBe('/en/hotels-restaurants');
    // Dropdown links are hidden until hovered.
    expect(await nav.getByRole('link', { name: 'Recipes', includeHidden: true }).getAttribute('href')).toBe('/en/recettes');
    expect(await nav.getByRole('link', { name: 'Agenda', includeHidden: true }).getAttribute('href')).toBe('/en/agenda');
    expect(await page.getByTestId('footer-menu').getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/en/qui-sommes-nous');

    suite.gateway.reset(); // SiteMenu answered by the stub's default: no menu
    await page.goto(url('/'));
    await page.getByTestId('header-menu-fallback').waitFor();
    expect(await page.getByTestId('header-menu-fallback').getByRole('link', { name: 'Producteurs locaux' }).count()).toBe(1);
  });

  it('searches from the header box, shows badges and loads more', async () => {
    menus();
    answer(suite.gateway, SiteSearchDocument, ({ variables }) => {
      const start = variables.after ? 10 : 0;
      const count = variables.after ? 2 : 10;
      const nodes = Array.from({ length: count }, (_, i) =>
        hit(
          start + i + 1,
          start + i === 0 ? { kind: 'ESTABLISHMENT', title: 'Auberge de la Tarte', path: '/hotels-restaurants/21/beaune/auberge', contentType: null } : {},
        ),
      );
      return {
        data: {
          searchSite: {
            __typename: 'SiteSearchConnection',
            totalCount: 12,
            pageInfo: { __typename: 'PageInfo', hasNextPage: !variables.after, endCursor: variables.after ? 'c2' : 'c1' },
            edges: nodes.map((node, i) => ({ __typename: 'SiteSearchEdge', cursor: `e${start + i}`, node })),
          },
        },
      };
    });
    const { page } = suite;
    await page.goto(url('/'));
    await page.getByTestId('site-search-input').fill('tarte');
    await page.getByTestId('site-search-submit').click();
    await page.waitForURL(/\/search-results\?q=tarte$/);
    await page.getByTestId('site-search-count').waitFor();
    expect(await page.getByTestId('site-search-count').textContent()).toBe('12 résultats');
    expect(await page.getByTestId('site-search-hit').count()).toBe(10);
    const first = page.getByTestId('site-search-hit').first();
    expect(await first.locator('.site-search-hit__badge').textContent()).toBe('Établissement');
    expect(await page.getByTestId('site-search-hit').nth(1).locator('.site-search-hit__badge').textContent()).toBe('Recette');
    expect(await first.getByRole('link').getAttribute('href')).toBe('/hotels-restaurants/21/beaune/auberge');
    await page.getByTestId('site-search-load-more').click();
    await page.getByTestId('site-search-hit').nth(11).waitFor();
    expect(await page.getByTestId('site-search-load-more').count()).toBe(0);
    const searches = suite.gateway.requests.filter((r) => r.operationName === 'SiteSearch');
    expect(searches.at(-1)!.variables).toEqual({ text: 'tarte', first: 10, after: 'c1' });

    // Server-rendered, in English too.
    const html = await (await fetch(url('/en/search-results?q=tarte'))).text();
    expect(html).toContain('Results for “tarte”');
    expect(html).toContain('Auberge de la Tarte');
    expect(html).toContain('href="/en/recettes/desserts/tarte-2"');
  });

  it('asks for other keywords when nothing matches', async () => {
    menus();
    answer(suite.gateway, SiteSearchDocument, () => ({
      data: {
        searchSite: { __typename: 'SiteSearchConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] },
      },
    }));
    const { page } = suite;
    await page.goto(url('/search-results?q=introuvable'));
    await page.getByTestId('site-search-empty').waitFor();
    expect((await page.getByTestId('site-search-empty').textContent())?.trim()).toBe("Aucun résultat : essayez d'autres mots-clés");
    expect(await page.title()).toBe('Résultats pour « introuvable » · Guide Gourmand');
    await page.goto(url('/en/search-results?q=nothing'));
    await page.getByTestId('site-search-empty').waitFor();
    expect((await page.getByTestId('site-search-empty').textContent())?.trim()).toBe('No results: try other keywords');
    // At laptop widths the header shows only the button, which opens the page with its own box.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/'));
    expect(await page.getByTestId('site-search-input').first().isVisible()).toBe(false);
    await page.getByTestId('site-search-submit').first().click();
    await page.waitForURL(/\/search-results$/);
    await page.getByTestId('site-search-page').waitFor();
  });
});

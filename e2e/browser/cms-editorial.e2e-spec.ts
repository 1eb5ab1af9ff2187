import {
  EditorialCategoriesDocument,
  EditorialContentDetailDocument,
  EditorialContentListDocument,
  type EditorialContentCardFragment,
  type EditorialContentDetailQuery,
} from '../../frontends/storefront/src/gql/graphql';
import { until, useBrowserSuite, type StubGateway } from './browser';
import { answer, type Stubbed } from './stubs';

/**
 * The editorial site (frontends/storefront/src/editorial), built and served by the real web server (server
 * rendering, page status, redirects); GraphQL answered by a STUB gateway playing the cms subgraph.
 */
type Card = Stubbed<EditorialContentCardFragment>;
type Detail = Stubbed<NonNullable<EditorialContentDetailQuery['content']>>;

const VOYAGES = { __typename: 'ContentCategory', id: 'cat-1', slug: 'voyages', title: 'Voyages', titleEn: 'Travels' };
const field = (id: string, code: string, kind: Card['customFields'][number]['field']['kind'], label: string) => ({
  __typename: 'ContentCustomField',
  id,
  code,
  kind,
  label,
  labelEn: null,
});

function card(i: number, overrides: Partial<Card> = {}): Card {
  return {
    __typename: 'Content',
    id: `post-${i}`,
    contentType: 'blog',
    slug: `article-${i}`,
    path: `/blog/voyages/article-${i}`,
    title: `Article numéro ${i}`,
    titleEn: null,
    shortDescription: `Résumé de l'article ${i}.`,
    shortDescriptionEn: null,
    thumbnailUrl: null,
    mainImageUrl: null,
    publishedAt: '2026-02-01T09:00:00.000Z',
    categories: [VOYAGES],
    customFields: [],
    ...overrides,
  };
}

function detail(base: Card, overrides: Partial<Detail> = {}): Detail {
  return {
    ...base,
    body: '<p>Le corps en français.</p>',
    bodyEn: null,
    renderedBlocksJson: null,
    tags: ['week-end'],
    updatedAt: '2026-02-02T09:00:00.000Z',
    seo: { __typename: 'Seo', metaTitle: null, metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
    ...overrides,
  };
}

const WEEKEND = detail(
  card(1, {
    slug: 'un-week-end',
    path: '/blog/voyages/un-week-end',
    title: 'Un week-end en Bourgogne',
    titleEn: 'A weekend in Burgundy',
    shortDescriptionEn: 'Two days of food.',
  }),
  {
    bodyEn: '<p>The body in English.</p>',
  },
);
const RECIPE = detail(
  card(2, {
    contentType: 'recettes',
    slug: 'tarte-aux-pommes',
    path: '/recettes/desserts/tarte-aux-pommes',
    title: 'Tarte aux pommes',
    categories: [{ __typename: 'ContentCategory', id: 'cat-2', slug: 'desserts', title: 'Desserts', titleEn: null }],
    customFields: [
      { __typename: 'ContentFieldValue', value: '30', field: field('f1', 'preparation-time', 'NUMBER', 'Temps de préparation (min)') },
      { __typename: 'ContentFieldValue', value: '45', field: field('f2', 'cooking-time', 'NUMBER', 'Temps de cuisson (min)') },
      { __typename: 'ContentFieldValue', value: '6', field: field('f3', 'servings', 'NUMBER', 'Nombre de personnes') },
      { __typename: 'ContentFieldValue', value: 'Facile', field: field('f4', 'difficulty', 'CHOICE', 'Difficulté') },
      { __typename: 'ContentFieldValue', value: '6 pommes\n200 g de farine\n1 œuf', field: field('f5', 'ingredients', 'TEXT', 'Ingrédients (un par ligne)') },
    ],
  }),
);
const DETAILS: Detail[] = [WEEKEND, RECIPE];

/** The cms as the app and the web server's status checks ask it. */
function playCms(gateway: StubGateway, options: { redirects?: Record<string, string> } = {}) {
  const page1 = Array.from({ length: 12 }, (_, i) => card(i + 1));
  const page2 = [card(13), card(14)];
  answer(gateway, EditorialContentListDocument, ({ variables }) => {
    const edges = (variables.after === 'cursor-12' ? page2 : page1).map((node) => ({ __typename: 'ContentEdge', cursor: `cursor-${node.id.slice(5)}`, node }));
    return {
      data: {
        contents: {
          __typename: 'ContentConnection',
          totalCount: 14,
          pageInfo: { __typename: 'PageInfo', hasNextPage: variables.after !== 'cursor-12', endCursor: edges[edges.length - 1].cursor },
          edges,
        },
      },
    };
  });
  answer(gateway, EditorialCategoriesDocument, ({ variables }) => ({ data: { contentCategories: variables.contentType === 'blog' ? [VOYAGES] : [] } }));
  const find = (contentType: string, slug: string) => DETAILS.find((d) => d.contentType === contentType && d.slug === slug) ?? null;
  answer(gateway, EditorialContentDetailDocument, ({ variables }) => ({ data: { content: find(variables.contentType, variables.slug) } }));
  // The web server's status checks (infra/src/web/page-status.ts).
  gateway.on('PageStatusContent', ({ variables }) => ({ data: { content: find(variables.contentType, variables.slug) } }));
  gateway.on('PageStatusContentSegment', ({ variables }) => ({
    data: { contentCategories: variables.contentType === 'blog' ? [VOYAGES] : [], content: find(variables.contentType, variables.slug) },
  }));
  gateway.on('PageStatusContentRedirect', ({ variables }) => ({ data: { contentRedirect: options.redirects?.[variables.path] ?? null } }));
  gateway.on('EditorialRedirect', ({ variables }) => ({ data: { contentRedirect: options.redirects?.[variables.path] ?? null } }));
}

describe('storefront editorial site (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { viewport: { width: 1280, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const fromServer = async (path: string) => {
    const response = await suite.page.request.get(url(path), { maxRedirects: 0 });
    return { status: response.status(), location: response.headers().location ?? null, html: await response.text() };
  };
  const jsonLd = async () => JSON.parse((await suite.page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');

  it('lists a type server-rendered in French, and "Charger plus" appends the next page', async () => {
    playCms(suite.gateway);
    const server = await fromServer('/blog');
    expect(server.status).toBe(200);
    expect(server.html).toContain('Article numéro 12');
    expect(server.html).toContain('<title>Blog · Guide Gourmand</title>');

    const { page } = suite;
    await page.goto(url('/blog'));
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.getByTestId('content-card').count()).toBe(12);
    expect(await page.getByTestId('category-chips').getByRole('link', { name: 'Voyages' }).getAttribute('href')).toBe('/blog/voyages');
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await until(async () => (await page.getByTestId('content-card').count()) === 14, 'the second page');
    expect(await page.getByTestId('content-load-more').count()).toBe(0);
    const asked = suite.gateway.requests.filter((r) => r.operationName === 'EditorialContentList' && !r.headers['x-guide-render']);
    expect(asked.map((r) => r.variables.after ?? null)).toEqual(['cursor-12']); // the first page came from the server
    expect(asked[0].variables).toMatchObject({ contentType: 'blog', order: 'PUBLISHED_DESC', first: 12 });
  });

  it('shows a recipe with its times, ingredients and schema.org Recipe', async () => {
    playCms(suite.gateway);
    const server = await fromServer('/recettes/desserts/tarte-aux-pommes');
    expect(server.status).toBe(200);
    expect(server.html).toContain('"@type":"Recipe"');

    const { page } = suite;
    await page.goto(url('/recettes/desserts/tarte-aux-pommes'));
    await page.getByRole('heading', { level: 1, name: 'Tarte aux pommes' }).waitFor();
    expect(await page.getByTestId('ingredients').getByRole('listitem').allTextContents()).toEqual(['6 pommes', '200 g de farine', '1 œuf']);
    const facts = page.getByTestId('content-facts');
    expect(await facts.locator('[data-field="cooking-time"] dd').textContent()).toBe('45 min');
    expect(await facts.locator('[data-field="servings"] dd').textContent()).toBe('6 personnes');
    expect(await jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tarte aux pommes',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      totalTime: 'PT1H15M',
      recipeYield: '6',
      recipeIngredient: ['6 pommes', '200 g de farine', '1 œuf'],
      datePublished: '2026-02-01T09:00:00.000Z',
    });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url('/recettes/desserts/tarte-aux-pommes'));
  });

  it('serves the English version of a post under /en, and the French text with a note when there is none', async () => {
    playCms(suite.gateway);
    const { page } = suite;
    await page.goto(url('/en/blog/voyages/un-week-end'));
    await page.getByRole('heading', { level: 1, name: 'A weekend in Burgundy' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('content-body').textContent()).toBe('The body in English.');
    expect(await page.getByTestId('only-in-french').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url('/en/blog/voyages/un-week-end'));
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href')).toBe(url('/blog/voyages/un-week-end'));
    expect(await page.title()).toBe('A weekend in Burgundy · Guide Gourmand');

    await page.goto(url('/en/recettes/desserts/tarte-aux-pommes'));
    await page.getByRole('heading', { level: 1, name: 'Tarte aux pommes' }).waitFor();
    expect(await page.getByTestId('only-in-french').textContent()).toBe('This text is only available in French.');
    expect(await page.getByTestId('content-body').getAttribute('lang')).toBe('fr');
  });

  it('answers an old path with a 301 to where the content lives now, and unknown paths with 404', async () => {
    playCms(suite.gateway, { redirects: { '/blog/ancien-article': '/blog/voyages/un-week-end' } });
    expect(await fromServer('/blog/ancien-article?utm_source=x')).toMatchObject({ status: 301, location: '/blog/voyages/un-week-end?utm_source=x' });
    expect(await fromServer('/en/blog/ancien-article')).toMatchObject({ status: 301, location: '/en/blog/voyages/un-week-end' });
    // A content reached by another category: its own path.
    expect(await fromServer('/blog/autre/un-week-end')).toMatchObject({ status: 301, location: '/blog/voyages/un-week-end' });
    expect((await fromServer('/blog/inconnu')).status).toBe(404);
    expect((await fromServer('/recettes/desserts/inconnue')).status).toBe(404);

    const { page } = suite;
    await page.goto(url('/blog/ancien-article'));
    await page.getByRole('heading', { level: 1, name: 'Un week-end en Bourgogne' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog/voyages/un-week-end');
  });

  it('shows the cookie banner until a choice is saved: "Tout refuser" stores it and reloads, with no script added', async () => {
    playCms(suite.gateway);
    const { page, context } = suite;
    await context.clearCookies(); // no choice saved yet
    expect((await fromServer('/blog')).html).toContain('data-testid="cookie-banner"'); // rendered by the server too
    await page.goto(url('/blog'));
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await banner.getByRole('heading').textContent()).toBe('Vos choix en matière de cookies');
    const scriptsBefore = await page.locator('script').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).src || s.getAttribute('type')));

    await page.getByTestId('cookie-customise').click();
    expect(await page.getByTestId('cookie-choice-audience').isChecked()).toBe(false); // audience off by default
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Tout refuser' }).click()]);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect((await context.cookies()).find((c) => c.name === 'guide_consent')?.value).toBe('v1%3A');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    const scriptsAfter = await page.locator('script').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).src || s.getAttribute('type')));
    expect(scriptsAfter.sort()).toEqual(scriptsBefore.sort());
    expect(scriptsAfter.every((src) => !src || !src.startsWith('http') || src.startsWith(suite.stack.baseUrl))).toBe(true);
    // The server leaves the banner out once a choice is saved.
    expect((await fromServer('/blog')).html).not.toContain('data-testid="cookie-banner"');

    // "Gestion des cookies" reopens it with the saved choice.
    await page.evaluate(() => window.dispatchEvent(new Event('guide:open-cookie-settings')));
    await page.getByTestId('cookie-banner').waitFor();
    expect(await page.getByTestId('cookie-choice-audience').isChecked()).toBe(false);
  });

  it('speaks English under /en: "Customise", then saving audience measurement stores it and reloads', async () => {
    playCms(suite.gateway);
    const { page, context } = suite;
    await context.clearCookies();
    expect((await fromServer('/en/blog')).html).toContain('Your cookie choices');
    await page.goto(url('/en/blog'));
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await banner.getByRole('heading').textContent()).toBe('Your cookie choices');
    for (const name of ['Accept all', 'Refuse all', 'Customise']) await banner.getByRole('button', { name, exact: true }).waitFor();

    await page.getByTestId('cookie-customise').click();
    await page.getByTestId('cookie-choice-audience').check();
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Save my choices' }).click()]);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect((await context.cookies()).find((c) => c.name === 'guide_consent')?.value).toBe('v1%3Aaudience');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(page.url()).toBe(url('/en/blog'));
  });
});

import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  CmsAdminPageDocument,
  CmsAdminPagesDocument,
  CmsCreatePageCategoryDocument,
  CmsDuplicatePageDocument,
  CmsPageCategoriesDocument,
  CmsUpdatePageDocument,
  type CmsAdminPageQuery,
} from '../../frontends/admin/src/gql/graphql';
import { EditorialPageDocument, PageBlockContentsDocument } from '../../frontends/storefront/src/gql/graphql';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';

/**
 * The page builder (cms pages): the back office's Puck editor (add a component from the picker, move it,
 * publish: the mutation gets the blocks in the new order; a refused empty element shown in French), the
 * pages list, and the storefront rendering a built page with its own components, server-side. GraphQL
 * answered by the STUB gateway with answers typed by the apps' generated documents.
 */
type AdminPage = Stubbed<NonNullable<CmsAdminPageQuery['adminPage']>>;

const PAGE_ID = '5a9e0000-0000-4000-8000-000000000001';
const ABOUT = { __typename: 'PageCategory', id: 'pc-about', slug: 'a-propos', title: 'À propos', titleEn: 'About' } as const;
const BLOCKS = [
  { type: 'Hero', props: { title: 'Un guide indépendant', subtitle: 'Depuis 1985', imageUrl: null, buttonLabel: null, buttonLink: null } },
  { type: 'Text', props: { text: '<p>Nos engagements envers les lecteurs.</p>' } },
];
const PAGE: AdminPage = {
  __typename: 'Page',
  id: PAGE_ID,
  slug: 'qui-sommes-nous',
  title: 'Qui sommes-nous ?',
  status: 'DRAFT',
  body: '<h2>Un guide indépendant</h2>',
  blocksJson: JSON.stringify(BLOCKS),
  metaTitle: null,
  metaDescription: null,
  shortDescription: null,
  tags: [],
  thumbnailUrl: null,
  mainImageUrl: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
  updatedAt: '2026-03-01T08:00:00.000Z',
  categories: [{ __typename: 'PageCategory', id: ABOUT.id, title: ABOUT.title }],
};

describe('cms page builder (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1600, height: 1000 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);

  function signedIn() {
    signInStaff(suite.gateway);
    answer(suite.gateway, CmsPageCategoriesDocument, () => ({ data: { pageCategories: [ABOUT] } }));
  }

  it('adds a component from the picker, moves it up, and publishes the blocks in the new order (in French)', async () => {
    const { page, gateway } = suite;
    signedIn();
    answer(gateway, CmsAdminPageDocument, () => ({ data: { adminPage: PAGE } }));
    let refuseFirst = true;
    answer(gateway, CmsUpdatePageDocument, ({ variables }) => {
      if (refuseFirst) {
        refuseFirst = false;
        return refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { 'blocks.1.text': 'ELEMENT_EMPTY' } });
      }
      return { data: { updatePage: { ...PAGE, status: variables.input.status ?? 'DRAFT', blocksJson: variables.input.blocksJson ?? null } } };
    });

    await page.goto(url(`/admin/cms/pages/edit/${PAGE_ID}?category=${ABOUT.id}`));
    await page.getByTestId('page-builder').waitFor();
    expect(await page.getByTestId('page-title').inputValue()).toBe('Qui sommes-nous ?');
    const order = page.getByTestId('pb-block-order');
    await until(async () => (await order.textContent()) === 'Bandeau · Texte', 'the stored blocks');
    // The picker: each component with its thumbnail, in French.
    // (Puck renders each picker entry twice: the entry and its drag preview.)
    const faq = page.getByTestId('pb-component-FAQ').last();
    expect(await faq.textContent()).toContain('Questions fréquentes');
    expect(await faq.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await page.getByRole('button', { name: 'Ajouter « Questions fréquentes » en fin de page' }).last().click();
    await until(async () => (await order.textContent()) === 'Bandeau · Texte · Questions fréquentes', 'the added FAQ');
    // Select the new block on the canvas, then move it above the text.
    await page.getByText('Votre question ?', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Monter' }).click();
    await until(async () => (await order.textContent()) === 'Bandeau · Questions fréquentes · Texte', 'the FAQ moved up');

    // The service refuses an empty element: the editor says which one, in French.
    await page.getByTestId('page-publish').click();
    const errors = page.getByTestId('page-block-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toContain('Élément 2 (Questions fréquentes) : Cet élément est vide : remplissez-le ou retirez-le');

    await page.getByTestId('page-publish').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Page publiée' }).first().waitFor();
    const published = sent('CmsUpdatePage');
    expect(published).toHaveLength(2);
    const { variables } = published[1];
    expect(variables).toMatchObject({
      id: PAGE_ID,
      categoryId: ABOUT.id,
      input: { title: 'Qui sommes-nous ?', slug: 'qui-sommes-nous', status: 'PUBLISHED', categoryIds: [ABOUT.id] },
    });
    const blocks = JSON.parse(String((variables.input as { blocksJson: string }).blocksJson));
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['Hero', 'FAQ', 'Text']);
    expect(blocks[1]).toEqual({ type: 'FAQ', props: { title: '', items: [{ question: 'Votre question ?', answer: 'La réponse.' }] } });
    expect(blocks[0].props).not.toHaveProperty('id');
    expect(await page.getByTestId('page-status').textContent()).toBe('Publiée');
  });

  it('speaks English: the picker, the block bar and the publication, with the blocks in the new order', async () => {
    const { page, gateway } = suite;
    signedIn();
    answer(gateway, CmsAdminPageDocument, () => ({ data: { adminPage: PAGE } }));
    answer(gateway, CmsUpdatePageDocument, ({ variables }) => ({
      data: { updatePage: { ...PAGE, status: variables.input.status ?? 'DRAFT', blocksJson: variables.input.blocksJson ?? null } },
    }));

    await page.goto(url(`/admin/cms/pages/edit/${PAGE_ID}?category=${ABOUT.id}`));
    await page.getByTestId('page-builder').waitFor();
    await page.getByTestId('admin-language-switch').getByText('EN', { exact: true }).click();
    const order = page.getByTestId('pb-block-order');
    await until(async () => (await order.textContent()) === 'Hero banner · Text', 'the stored blocks in English');

    await page.getByRole('button', { name: 'Add “Call to action” at the end of the page' }).last().click();
    await until(async () => (await order.textContent()) === 'Hero banner · Text · Call to action', 'the added call to action');
    await page.getByText('Want to know more?', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Move up' }).click();
    await until(async () => (await order.textContent()) === 'Hero banner · Call to action · Text', 'the call to action moved up');

    await page.getByTestId('page-publish').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Page published' }).first().waitFor();
    const [published] = sent('CmsUpdatePage');
    const blocks = JSON.parse(String((published.variables.input as { blocksJson: string }).blocksJson));
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['Hero', 'CallToAction', 'Text']);
    expect(blocks[1].props).toMatchObject({ buttonLink: '/contact' });
    expect(await page.getByTestId('page-status').textContent()).toBe('Published');
  });

  it('folds the side panels away (remembered) and saves the page settings from their drawer', async () => {
    const { page, gateway } = suite;
    await page.setViewportSize({ width: 1366, height: 900 });
    signedIn();
    answer(gateway, CmsAdminPageDocument, () => ({ data: { adminPage: PAGE } }));
    answer(gateway, CmsUpdatePageDocument, () => ({ data: { updatePage: PAGE } }));

    await page.goto(url(`/admin/cms/pages/edit/${PAGE_ID}`));
    await page.getByTestId('page-builder').waitFor();
    const canvasWidth = () =>
      page
        .getByText('Nos engagements envers les lecteurs.')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
    // The builder has the page's width, no column of fields beside it, once the canvas is laid out (on a busy
    // machine the block's text can be in the page a moment before it has a width).
    const before = await until(async () => {
      const width = await canvasWidth();
      return width > 300 && width;
    }, 'the canvas laid out wider than 300 px');
    await page.getByTestId('pb-toggle-blocks').click();
    await page.getByTestId('pb-toggle-properties').click();
    await until(async () => (await canvasWidth()) > before + 400, 'the canvas widened');
    await page.reload();
    await page.getByTestId('page-builder').waitFor();
    expect(await page.getByTestId('pb-toggle-blocks').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('pb-toggle-properties').textContent()).toBe('Afficher les propriétés');

    // The settings drawer: a bad image address is refused before the round trip, and opens the drawer.
    await page.getByTestId('page-settings-open').click();
    const drawer = page.getByTestId('page-settings');
    await drawer.getByTestId('page-shortDescription').fill('Un guide indépendant depuis 1985.');
    await drawer.getByTestId('page-tags').locator('input').fill('terroir,');
    await drawer.getByTestId('page-ogTitle').fill('Le Guide Gourmand');
    await drawer.getByTestId('page-mainImageUrl').fill('image.jpg');
    await page.keyboard.press('Escape');
    await page.getByTestId('page-save-draft').click();
    await drawer.getByTestId('field-error-mainImageUrl').waitFor();
    expect(sent('CmsUpdatePage')).toHaveLength(0);
    await drawer.getByTestId('page-mainImageUrl').fill('/favicon.svg');
    await page.keyboard.press('Escape');
    await page.getByTestId('page-save-draft').click();
    await until(async () => sent('CmsUpdatePage').length === 1, 'the saved settings');
    expect(sent('CmsUpdatePage')[0].variables.input).toMatchObject({
      shortDescription: 'Un guide indépendant depuis 1985.',
      tags: ['terroir'],
      mainImageUrl: '/favicon.svg',
      ogTitle: 'Le Guide Gourmand',
      ogDescription: null,
      categoryIds: [ABOUT.id],
    });
  });

  it('lists pages filtered by category and duplicates one with -copie', async () => {
    const { page, gateway } = suite;
    signedIn();
    answer(gateway, CmsAdminPagesDocument, ({ variables }) => ({
      data: {
        pages: {
          __typename: 'PageConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          edges: [
            {
              __typename: 'PageEdge',
              cursor: 'c1',
              node: {
                __typename: 'Page',
                id: PAGE_ID,
                slug: 'qui-sommes-nous',
                title: variables.categoryId ? 'Qui sommes-nous ?' : 'Toutes',
                status: 'PUBLISHED' as const,
                updatedAt: PAGE.updatedAt,
                categories: PAGE.categories,
              },
            },
          ],
        },
      },
    }));
    answer(gateway, CmsDuplicatePageDocument, () => ({ data: { duplicatePage: { __typename: 'Page', id: 'copy-1', slug: 'qui-sommes-nous-copie' } } }));
    answer(gateway, CmsAdminPageDocument, () => ({ data: { adminPage: { ...PAGE, id: 'copy-1', slug: 'qui-sommes-nous-copie' } } }));

    await page.goto(url(`/admin/cms/pages?category=${ABOUT.id}`));
    await page.getByRole('link', { name: 'Qui sommes-nous ?' }).waitFor();
    expect(sent('CmsAdminPages').at(-1)!.variables).toMatchObject({ categoryId: ABOUT.id, first: 20 });
    expect(await page.getByTestId(`page-state-${PAGE_ID}`).textContent()).toBe('Publiée');
    // The page categories: add one (its slug follows the title).
    answer(gateway, CmsCreatePageCategoryDocument, ({ variables }) => ({
      data: { createPageCategory: { __typename: 'PageCategory', id: 'pc-new', titleEn: null, ...variables.input } },
    }));
    await page.getByTestId('pages-manage-categories').click();
    await page.getByTestId('page-categories-modal').getByText('À propos').waitFor();
    await page.getByTestId('page-category-title').fill('Mentions légales');
    expect(await page.getByTestId('page-category-slug').inputValue()).toBe('mentions-legales');
    await page.getByTestId('page-category-add').click();
    await until(async () => sent('CmsCreatePageCategory').length === 1, 'the new category');
    expect(sent('CmsCreatePageCategory')[0].variables).toEqual({ input: { title: 'Mentions légales', slug: 'mentions-legales' } });
    await page.keyboard.press('Escape');

    await page.getByTestId(`page-duplicate-${PAGE_ID}`).click();
    await page.waitForURL(/\/admin\/cms\/pages\/edit\/copy-1\?category=pc-about$/);
    expect(sent('CmsDuplicatePage')[0].variables).toEqual({ id: PAGE_ID, locale: 'fr' });
  });

  it('renders a built page on the storefront, server-side, with its own components', async () => {
    const { gateway } = suite;
    const blocks = [
      {
        type: 'Hero',
        props: {
          title: 'Un guide indépendant des terroirs',
          subtitle: 'Depuis trente ans',
          imageUrl: null,
          buttonLabel: 'Nous rejoindre',
          buttonLink: '/rejoindre-le-mouvement',
        },
      },
      { type: 'Text', props: { text: '<h2>Nos engagements</h2><p>Aucune adresse ne paie.</p>' } },
      { type: 'CardGrid', props: { title: 'Nos dernières recettes', source: 'contents', contentType: 'recettes', count: 2 } },
      { type: 'FAQ', props: { title: 'Questions fréquentes', items: [{ question: 'Qui inspecte ?', answer: 'Des inspecteurs anonymes.' }] } },
      { type: 'Unknown', props: {} },
    ];
    gateway.on('PageStatusCmsPage', () => ({ data: { page: { id: 'pg' } } }));
    answer(gateway, EditorialPageDocument, () => ({
      data: {
        page: {
          __typename: 'Page',
          id: 'pg',
          slug: 'qui-sommes-nous',
          title: 'Qui sommes-nous ?',
          body: '<h2>Résumé</h2>',
          blocksJson: JSON.stringify(blocks),
          metaTitle: null,
          metaDescription: null,
          shortDescription: 'Un guide indépendant.',
          tags: ['terroir'],
          mainImageUrl: '/favicon.svg',
          ogTitle: 'Le Guide Gourmand, qui sommes-nous',
          ogDescription: null,
          ogImageUrl: null,
          updatedAt: PAGE.updatedAt,
        },
      },
    }));
    answer(gateway, PageBlockContentsDocument, ({ variables }) => ({
      data: {
        blockContents: {
          __typename: 'ContentConnection',
          edges: Array.from({ length: variables.first ?? 0 }, (_, i) => ({
            __typename: 'ContentEdge',
            node: {
              __typename: 'Content',
              id: `r-${i}`,
              contentType: 'recettes',
              slug: `recette-${i}`,
              path: `/recettes/recette-${i}`,
              title: `Recette du terroir ${i + 1}`,
              titleEn: null,
              shortDescription: null,
              shortDescriptionEn: null,
              thumbnailUrl: null,
              mainImageUrl: null,
              publishedAt: '2026-02-01T09:00:00.000Z',
              categories: [],
              customFields: [],
            },
          })),
        },
      },
    }));

    const response = await suite.page.request.get(url('/qui-sommes-nous'));
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of ['Un guide indépendant des terroirs', 'Aucune adresse ne paie.', 'Recette du terroir 2', 'Qui inspecte ?']) expect(html).toContain(text);
    expect(html).not.toContain('<h2>Résumé</h2>'); // the body is for search; a built page shows its blocks
    // Blank SEO texts fall back: the description to the short description, the social card to the page's own.
    expect(html).toMatch(/<meta[^>]*name="description"[^>]*content="Un guide indépendant\."/);
    expect(html).toMatch(/property="og:title"[^>]*content="Le Guide Gourmand, qui sommes-nous"/);
    expect(html).toMatch(/property="og:description"[^>]*content="Un guide indépendant\."/);
    expect(html).toMatch(/property="og:image"[^>]*content="[^"]*\/favicon\.svg"/);
    expect(html).toMatch(/name="twitter:card"[^>]*content="summary_large_image"/);
    expect(html).toMatch(/<img src="\/favicon\.svg"[^>]*data-testid="cms-page-image"/);
    expect(html).toMatch(/#(<!-- -->)?terroir/);

    const { page } = suite;
    await page.goto(url('/qui-sommes-nous'));
    const blocksOnPage = page.getByTestId('page-blocks');
    await blocksOnPage.waitFor();
    expect(await blocksOnPage.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))).toEqual([
      'Hero',
      'Text',
      'CardGrid',
      'FAQ',
    ]);
    expect(await page.getByRole('link', { name: 'Nous rejoindre' }).getAttribute('href')).toBe('/rejoindre-le-mouvement');
    expect(sent('PageBlockContents')[0].variables).toEqual({ contentType: 'recettes', first: 2 });
    await page.getByText('Qui inspecte ?').click();
    await page.getByText('Des inspecteurs anonymes.').waitFor();
  });
});

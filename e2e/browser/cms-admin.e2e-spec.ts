import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { until, untilStill, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  CmsAdminContentDocument,
  CmsAdminContentsDocument,
  CmsContentCategoriesDocument,
  CmsContentTypesDocument,
  CmsCreateContentDocument,
  CmsDeleteContentsDocument,
  type CmsAdminContentQuery,
  type CmsAdminContentsQuery,
  type CmsContentTypesQuery,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';

/**
 * The back office's editorial screens (a content type's list with load-more and mass delete; the content
 * form's client and server errors in French and English, then a save), built, behind the real web server;
 * GraphQL answered by the STUB gateway with answers typed by the admin's generated documents.
 */
type TypeRow = Stubbed<CmsContentTypesQuery['contentTypes'][number]>;
type Row = Stubbed<CmsAdminContentsQuery['adminContents']['edges'][number]['node']>;

const RECIPES: TypeRow = {
  __typename: 'ContentType',
  slug: 'recettes',
  label: 'Recettes',
  singularLabel: 'Recette',
  labelEn: 'Recipes',
  singularLabelEn: 'Recipe',
  // Written in rich text (the form journey below types its body); BLOG has the block editor.
  blockEditorDisabled: true,
  contentCount: 25,
  customFields: [
    {
      __typename: 'ContentCustomField',
      id: 'f-prep',
      code: 'preparation-time',
      label: 'Temps de préparation (min)',
      labelEn: 'Preparation time (min)',
      kind: 'NUMBER',
      required: true,
      options: [],
      position: 0,
    },
    {
      __typename: 'ContentCustomField',
      id: 'f-level',
      code: 'difficulty',
      label: 'Difficulté',
      labelEn: 'Difficulty',
      kind: 'CHOICE',
      required: false,
      options: ['Facile', 'Moyenne', 'Difficile'],
      position: 1,
    },
  ],
};
const NEWS: TypeRow = {
  ...RECIPES,
  slug: 'actualites',
  label: 'Actualités',
  singularLabel: 'Actualité',
  labelEn: 'News',
  singularLabelEn: 'News item',
  contentCount: 0,
  customFields: [],
};
const BLOG: TypeRow = { ...NEWS, slug: 'blog', label: 'Blog', singularLabel: 'Article', labelEn: 'Blog', singularLabelEn: 'Post', blockEditorDisabled: false };
const DESSERTS = {
  __typename: 'ContentCategory',
  id: 'cat-desserts',
  slug: 'desserts',
  title: 'Desserts',
  titleEn: null,
  contentType: 'recettes',
  contentCount: 3,
};

const id = (i: number) => `7d1e6f00-0000-4000-8000-${String(i).padStart(12, '0')}`;
const row = (i: number): Row => ({
  __typename: 'Content',
  id: id(i),
  slug: `recette-${i}`,
  title: `Recette n° ${i}`,
  status: i % 3 === 0 ? 'DRAFT' : 'PUBLISHED',
  path: `/recettes/recette-${i}`,
  publishedAt: i % 3 === 0 ? null : '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  categories: i === 1 ? [{ __typename: 'ContentCategory', id: DESSERTS.id, title: DESSERTS.title }] : [],
});

describe('admin CMS screens (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();

  function signedIn(permissions: readonly string[] = ALL_PERMISSIONS) {
    signInStaff(suite.gateway, { permissions });
    answer(suite.gateway, CmsContentTypesDocument, () => ({ data: { contentTypes: [NEWS, RECIPES, BLOG] } }));
    answer(suite.gateway, CmsContentCategoriesDocument, () => ({ data: { contentCategories: [DESSERTS] } }));
  }

  it('lists a type’s contents 20 at a time, loads more, and deletes a selection after a confirmation', async () => {
    const { page, gateway } = suite;
    signedIn();
    let rows = Array.from({ length: 25 }, (_, i) => row(i + 1));
    answer(gateway, CmsAdminContentsDocument, ({ variables }) => {
      const start = variables.after ? Number(variables.after.slice(1)) : 0;
      const found = rows.filter((r) => !variables.search || r.title.includes(variables.search));
      const pageRows = found.slice(start, start + (variables.first ?? 20));
      return {
        data: {
          adminContents: {
            __typename: 'ContentConnection',
            totalCount: found.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: start + pageRows.length < found.length, endCursor: `c${start + pageRows.length}` },
            edges: pageRows.map((node, i) => ({ __typename: 'ContentEdge', cursor: `c${start + i + 1}`, node })),
          },
        },
      };
    });
    answer(gateway, CmsDeleteContentsDocument, ({ variables }) => {
      rows = rows.filter((r) => !variables.ids.includes(r.id));
      return { data: { deleteContents: variables.ids.length } };
    });

    await page.goto(url('/cms/contents'));
    await page.getByTestId('cms-contents-type-recettes').click();
    const table = page.getByTestId('contents-table');
    await table.getByText('Recette n° 20', { exact: true }).waitFor();
    expect(await page.title()).toBe('Recettes · Guide Gourmand');
    expect(await page.getByTestId('contents-count').textContent()).toBe('20 sur 25 contenus affichés');
    expect(sent('CmsAdminContents')[0].variables).toEqual({
      contentType: 'recettes',
      search: null,
      status: null,
      scheduled: null,
      categoryId: null,
      sort: null,
      first: 20,
      after: null,
    });
    expect(await page.getByTestId(`content-state-${id(3)}`).textContent()).toBe('Brouillon');
    expect(await page.getByTestId(`content-state-${id(1)}`).textContent()).toBe('Publié');

    await page.getByTestId('contents-more').getByText('Charger plus').click();
    await table.getByText('Recette n° 25', { exact: true }).waitFor();
    expect(await page.getByTestId('contents-count').textContent()).toBe('25 sur 25 contenus affichés');
    expect(sent('CmsAdminContents').pop()?.variables).toMatchObject({ after: 'c20' });
    expect(await page.getByTestId('contents-more').count()).toBe(0);

    // Two rows selected, deleted once confirmed; the list starts over from its first page.
    await table.locator(`tr[data-row-key="${id(2)}"] .ant-checkbox-input`).check();
    await table.locator(`tr[data-row-key="${id(4)}"] .ant-checkbox-input`).check();
    await page.getByTestId('contents-selection').getByText('2 contenus sélectionnés').waitFor();
    await page.getByTestId('contents-bulk-delete').click();
    await page.locator('.ant-modal-confirm-title').getByText('Supprimer ces 2 contenus ?').waitFor();
    await untilStill(page.locator('.ant-modal-confirm'));
    await page.getByTestId('contents-delete-confirm').click();
    await notice('2 contenus supprimés.');
    expect(sent('CmsDeleteContents').map((r) => r.variables)).toEqual([{ ids: [id(2), id(4)] }]);
    await page.getByTestId('contents-count').getByText('20 sur 23 contenus affichés').waitFor();
    expect(await table.getByText('Recette n° 2', { exact: true }).count()).toBe(0);
  });

  it('creates a content: French errors on their fields (title, meta title, then the server’s slug), in English too, then saves', async () => {
    const { page, gateway } = suite;
    signedIn();
    let creations = 0;
    answer(gateway, CmsCreateContentDocument, () => {
      creations += 1;
      // The first try hits a slug another recipe already has.
      if (creations === 1) return refusal('CONFLICT', 'taken', { fieldErrors: { slug: 'SLUG_TAKEN' } });
      return { data: { createContent: { __typename: 'Content', id: id(99), title: 'Tarte aux pommes' } } };
    });
    const created: Stubbed<NonNullable<CmsAdminContentQuery['adminContent']>> = {
      __typename: 'Content',
      id: id(99),
      contentType: 'recettes',
      slug: 'tarte-aux-pommes-de-mamie',
      title: 'Tarte aux pommes',
      status: 'DRAFT',
      shortDescription: null,
      body: '<p>Étalez la pâte.</p>',
      blocksJson: null,
      titleEn: null,
      shortDescriptionEn: null,
      bodyEn: null,
      thumbnailUrl: null,
      mainImageUrl: null,
      tags: [],
      path: '/recettes/desserts/tarte-aux-pommes-de-mamie',
      publishedAt: null,
      updatedAt: '2026-03-02T08:00:00.000Z',
      categories: [{ __typename: 'ContentCategory', id: DESSERTS.id, title: DESSERTS.title }],
      seo: { __typename: 'Seo', metaTitle: 'Tarte aux pommes de mamie', metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
      customFields: [{ __typename: 'ContentFieldValue', field: { __typename: 'ContentCustomField', id: 'f-prep' }, value: '45' }],
    };
    answer(gateway, CmsAdminContentDocument, () => ({ data: { adminContent: created } }));

    await page.goto(url('/cms/contents/recettes/create'));
    await page.getByTestId('content-heading').getByText('Nouveau : Recette').waitFor();

    // Nothing typed: the title and the required custom field are asked for, nothing is sent.
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-error-title').getByText('Ce champ est obligatoire').waitFor();
    await page.getByTestId('field-error-customFields-f-prep').getByText('Ce champ est obligatoire').waitFor();

    // The slug follows the title; a meta title over 70 characters is refused before the round trip.
    await page.getByTestId('content-title').fill('Tarte aux pommes');
    expect(await page.getByTestId('content-slug').inputValue()).toBe('tarte-aux-pommes');
    await page.getByTestId('content-seo-metaTitle').fill('Tarte aux pommes de mamie, la recette facile et inratable pour tous les dimanches');
    await page.getByTestId('content-custom-preparation-time').fill('45');
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-error-seo-metaTitle').getByText('Le titre pour les moteurs de recherche compte 70 caractères au plus').waitFor();
    expect(await page.getByTestId('field-error-title').count()).toBe(0);
    expect(sent('CmsCreateContent')).toHaveLength(0);

    // One check in English: the same error, re-translated.
    await page.getByTestId('admin-language-switch').getByText('EN', { exact: true }).click();
    await page.getByTestId('field-error-seo-metaTitle').getByText('The search-engine title has 70 characters at most').waitFor();
    await page.getByText('Search engines and sharing').waitFor();
    await page.getByTestId('admin-language-switch').getByText('FR', { exact: true }).click();

    // Fixed; the server then refuses the slug, shown under the slug.
    await page.getByTestId('content-seo-metaTitle').fill('Tarte aux pommes de mamie');
    await page.locator('[data-testid="content-body"] .ProseMirror').fill('Étalez la pâte.');
    await page.getByTestId('content-categoryIds').click();
    await page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: /^Desserts$/ })
      .click();
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-error-slug').getByText('Cette adresse est déjà prise (par un autre contenu ou une page du site)').waitFor();

    // A slug typed by hand stays when the title changes.
    await page.getByTestId('content-slug').fill('tarte-aux-pommes-de-mamie');
    await page.getByTestId('content-title').fill('Tarte aux pommes ');
    expect(await page.getByTestId('content-slug').inputValue()).toBe('tarte-aux-pommes-de-mamie');
    await page.getByTestId('content-save').click();
    await notice('« Tarte aux pommes » est créé.');
    await page.waitForURL(url(`/cms/contents/recettes/edit/${id(99)}`));
    await page.getByTestId('content-heading').getByText('Tarte aux pommes').waitFor();

    const last = sent('CmsCreateContent').pop();
    expect(last?.variables).toEqual({
      contentType: 'recettes',
      input: {
        title: 'Tarte aux pommes',
        slug: 'tarte-aux-pommes-de-mamie',
        status: 'DRAFT',
        publishedAt: null,
        shortDescription: null,
        body: '<p>Étalez la pâte.</p>',
        blocksJson: null,
        titleEn: null,
        shortDescriptionEn: null,
        bodyEn: null,
        categoryIds: [DESSERTS.id],
        tags: [],
        thumbnailUrl: null,
        mainImageUrl: null,
        seo: { metaTitle: 'Tarte aux pommes de mamie', metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
        customFields: [
          { fieldId: 'f-prep', value: '45' },
          { fieldId: 'f-level', value: null },
        ],
      },
    });
    await until(() => sent('CmsAdminContent').find((r) => r.variables.id === id(99)), 'the saved content');
    expect(await page.getByTestId('content-custom-preparation-time').inputValue()).toBe('45');
  });

  it('builds a content with the page builder when its type allows it: blocks sent, the server’s block errors by element', async () => {
    const { page, gateway } = suite;
    signedIn();
    let creations = 0;
    answer(gateway, CmsCreateContentDocument, () => {
      creations += 1;
      if (creations === 1) return refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { 'blocks.0.title': 'ELEMENT_EMPTY' } });
      return { data: { createContent: { __typename: 'Content', id: id(98), title: 'Les halles de Lyon' } } };
    });

    await page.goto(url('/cms/contents/blog/create'));
    await page.getByTestId('content-blocks').getByTestId('page-builder').waitFor();
    // No rich-text body in French: the blocks are the body.
    expect(await page.getByTestId('content-body').count()).toBe(0);
    await page.getByTestId('content-title').fill('Les halles de Lyon');
    await page.getByRole('button', { name: 'Ajouter « Bandeau » en fin de page' }).last().click();
    await until(async () => (await page.getByTestId('pb-block-order').textContent()) === 'Bandeau', 'the added hero');

    await page.getByTestId('content-save').click();
    const errors = page.getByTestId('content-block-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toContain('Élément 1 (Bandeau) : ');
    expect(await page.getByTestId('content-failure').count()).toBe(0);

    await page.getByTestId('content-save').click();
    await notice('« Les halles de Lyon » est créé.');
    const [, saved] = sent('CmsCreateContent');
    const input = saved.variables.input as { body: unknown; blocksJson: string };
    expect(saved.variables.contentType).toBe('blog');
    expect(input.body).toBeNull();
    const blocks = JSON.parse(input.blocksJson);
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['Hero']);
    expect(blocks[0].props).not.toHaveProperty('id');
  });

  it('shows only what the role allows: no new, delete or selection for a reader', async () => {
    const { page, gateway } = suite;
    signedIn(['cms.posts.list']);
    answer(gateway, CmsAdminContentsDocument, () => ({
      data: {
        adminContents: {
          __typename: 'ContentConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          edges: [{ __typename: 'ContentEdge', cursor: 'c1', node: row(1) }],
        },
      },
    }));
    await page.goto(url('/cms/contents/recettes'));
    await page.getByTestId('contents-table').getByText('Recette n° 1', { exact: true }).waitFor();
    for (const testId of ['content-new', `content-delete-${id(1)}`, `content-duplicate-${id(1)}`, `content-edit-${id(1)}`])
      expect(await page.getByTestId(testId).count()).toBe(0);
    expect(await page.getByTestId('contents-table').locator('.ant-checkbox-input').count()).toBe(0);
  });
});

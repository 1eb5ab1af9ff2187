import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const FIELDS = 'id title slug status body blocksJson metaTitle categories { id slug title }';
const CREATE = `mutation($input: PageInput!, $categoryId: ID) { createPage(input: $input, categoryId: $categoryId) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PageInput!, $categoryId: ID) { updatePage(id: $id, input: $input, categoryId: $categoryId) { ${FIELDS} } }`;
const DELETE = `mutation($ids: [ID!]!) { deletePages(ids: $ids) }`;
const SET_CATEGORIES = `mutation($id: ID!, $ids: [ID!]!, $categoryId: ID) { setPageCategories(id: $id, categoryIds: $ids, categoryId: $categoryId) { categories { slug } } }`;
const CREATE_CATEGORY = `mutation($input: PageCategoryInput!) { createPageCategory(input: $input) { id slug title titleEn } }`;
const LIST = `query($search: String, $status: PageStatus, $categoryId: ID, $first: Int, $after: String) {
  pages(search: $search, status: $status, categoryId: $categoryId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { slug categories { slug } } } } }`;

const editor = adminIdentity([
  'cms.pages.list',
  'cms.pages.create',
  'cms.pages.update',
  'cms.pages.delete',
  'cms.pages.mass-delete',
  'cms.pages.duplicate',
  'cms.pages.sync-categories',
  'cms.categories.list',
  'cms.categories.create',
  'cms.categories.update',
  'cms.categories.delete',
  'cms.categories.mass-delete',
]);
const writer = adminIdentity(['cms.pages.list', 'cms.pages.create', 'cms.pages.delete']);

const BLOCKS = [
  { type: 'Hero', props: { id: 'Hero-1', title: 'Qui sommes-nous', subtitle: 'Un guide indépendant' } },
  { type: 'Text', props: { id: 'Text-2', text: '<p>Depuis 1985<script>x()</script></p>' } },
  { type: 'FAQ', props: { id: 'FAQ-3', items: [{ question: 'Qui inspecte ?', answer: 'Des inspecteurs anonymes.' }] } },
];

describe('cms page builder', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => t?.close());

  const gql = (query: string, variables: Record<string, unknown>, identity = editor) => t.gql(query, variables, identity);
  const category = async (slug: string) => (await gql(CREATE_CATEGORY, { input: { title: slug, slug } })).data.createPageCategory.id as string;

  it('creates a page with blocks: props cleaned, rich text sanitized, body written from their text, public once published', async () => {
    const res = await gql(CREATE, {
      input: { title: 'Équipe', slug: 'equipe', status: 'PUBLISHED', body: '<p>ignored</p>', blocksJson: JSON.stringify(BLOCKS) },
    });
    expect(res.errors).toBeUndefined();
    const page = res.data.createPage;
    expect(JSON.parse(page.blocksJson)).toEqual([
      { type: 'Hero', props: { title: 'Qui sommes-nous', subtitle: 'Un guide indépendant', imageUrl: null, buttonLabel: null, buttonLink: null } },
      { type: 'Text', props: { text: '<p>Depuis 1985</p>' } },
      { type: 'FAQ', props: { title: null, items: [{ question: 'Qui inspecte ?', answer: 'Des inspecteurs anonymes.' }] } },
    ]);
    expect(page.body).toBe('<h2>Qui sommes-nous</h2><p>Un guide indépendant</p><p>Depuis 1985</p><h3>Qui inspecte ?</h3><p>Des inspecteurs anonymes.</p>');
    const anon = await t.gql('{ page(slug: "equipe") { blocksJson body } }');
    expect(JSON.parse(anon.data.page.blocksJson)).toEqual(JSON.parse(page.blocksJson));
    expect(anon.data.page.body).toBe(page.body);
    // A rich-text page has no blocks.
    const legacy = await gql(CREATE, { input: { title: 'Légal', slug: 'legal', body: '<p>Texte</p>' } });
    expect(legacy.data.createPage).toMatchObject({ blocksJson: null, body: '<p>Texte</p>' });
  });

  it('refuses an element with empty content and bad props with per-block keys, together with the page fields', async () => {
    const blocks = [
      { type: 'Hero', props: { title: 'Ok' } },
      { type: 'Image', props: { url: 'ftp://x' } },
      { type: 'Nope', props: {} },
      { type: 'Text', props: { text: '<p></p>' } },
    ];
    const res = await gql(CREATE, { input: { title: '', slug: 'vide', blocksJson: JSON.stringify(blocks) } });
    expect(res.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: 'REQUIRED', 'blocks.1.url': 'URL_INVALID', 'blocks.2.type': 'INVALID_CHOICE', 'blocks.3.text': 'ELEMENT_EMPTY' },
    });
    expect((await gql(CREATE, { input: { title: 'x', slug: 'x', blocksJson: 'not json' } })).errors![0].extensions.fieldErrors).toEqual({
      blocksJson: 'BLOCKS_INVALID',
    });
    const many = JSON.stringify(Array.from({ length: 101 }, () => ({ type: 'Form', props: { form: 'contact' } })));
    expect((await gql(CREATE, { input: { title: 'x', slug: 'x', blocksJson: many } })).errors![0].extensions.fieldErrors).toEqual({ blocks: 'TOO_MANY' });
    // The input guard bounds the JSON itself.
    const huge = await gql(CREATE, { input: { title: 'x', slug: 'x', blocksJson: 'x'.repeat(60_001) } });
    expect(huge.errors![0].extensions.fieldErrors).toEqual({ blocksJson: 'TOO_LONG' });
  });

  it('updates (reordered blocks, publish, unpublish) and reads any page by id', async () => {
    const page = (await gql(CREATE, { input: { title: 'Brouillon', slug: 'brouillon-blocs', blocksJson: JSON.stringify(BLOCKS) } })).data.createPage;
    const reordered = [BLOCKS[2], BLOCKS[0]];
    const res = await gql(UPDATE, { id: page.id, input: { title: 'Publiée', slug: 'publiee', status: 'PUBLISHED', blocksJson: JSON.stringify(reordered) } });
    expect(res.errors).toBeUndefined();
    expect(JSON.parse(res.data.updatePage.blocksJson).map((b: { type: string }) => b.type)).toEqual(['FAQ', 'Hero']);
    expect((await t.gql('{ page(slug: "publiee") { title } }')).data.page).toEqual({ title: 'Publiée' });
    await gql(UPDATE, { id: page.id, input: { title: 'Publiée', slug: 'publiee', status: 'DRAFT', blocksJson: JSON.stringify(reordered) } });
    expect((await t.gql('{ page(slug: "publiee") { title } }')).data.page).toBeNull();
    expect((await gql(`query($id: ID!) { adminPage(id: $id) { status slug } }`, { id: page.id })).data.adminPage).toEqual({ status: 'DRAFT', slug: 'publiee' });
    expect((await gql(`query($id: ID!) { adminPage(id: $id) { id } }`, { id: '00000000-0000-4000-8000-000000000404' })).data.adminPage).toBeNull();
    const taken = await gql(UPDATE, { id: page.id, input: { title: 'x', slug: 'equipe' } });
    expect(taken.errors![0].extensions.fieldErrors).toEqual({ slug: 'SLUG_TAKEN' });
    expect((await gql(UPDATE, { id: '00000000-0000-4000-8000-000000000404', input: { title: 'x', slug: 'y' } })).errors![0].extensions.code).toBe('NOT_FOUND');
  });

  it('files pages in categories; a page must belong to the category the editor works in', async () => {
    const about = await category('a-propos');
    const legal = await category('legal');
    const inAbout = await gql(CREATE, { input: { title: 'Histoire', slug: 'histoire', categoryIds: [about] }, categoryId: about });
    expect(inAbout.data.createPage.categories).toEqual([{ id: about, slug: 'a-propos', title: 'a-propos' }]);
    const outside = await gql(CREATE, { input: { title: 'Ailleurs', slug: 'ailleurs', categoryIds: [legal] }, categoryId: about });
    expect(outside.errors![0].extensions.fieldErrors).toEqual({ categoryIds: 'PAGE_CATEGORY_REQUIRED' });
    const unknown = await gql(CREATE, { input: { title: 'Ailleurs', slug: 'ailleurs', categoryIds: ['00000000-0000-4000-8000-000000000404'] } });
    expect(unknown.errors![0].extensions.fieldErrors).toEqual({ categoryIds: 'NOT_FOUND' });
    const id = inAbout.data.createPage.id;
    // Saving without categoryIds keeps them, so the rule still holds; dropping the category is refused.
    expect((await gql(UPDATE, { id, input: { title: 'Histoire', slug: 'histoire' }, categoryId: about })).errors).toBeUndefined();
    expect(
      (await gql(UPDATE, { id, input: { title: 'Histoire', slug: 'histoire', categoryIds: [] }, categoryId: about })).errors![0].extensions.fieldErrors,
    ).toEqual({ categoryIds: 'PAGE_CATEGORY_REQUIRED' });
    expect((await gql(SET_CATEGORIES, { id, ids: [legal], categoryId: about })).errors![0].extensions.fieldErrors).toEqual({
      categoryIds: 'PAGE_CATEGORY_REQUIRED',
    });
    expect((await gql(SET_CATEGORIES, { id, ids: [legal, about] })).data.setPageCategories.categories).toEqual([{ slug: 'a-propos' }, { slug: 'legal' }]);
    const filtered = await gql(LIST, { categoryId: legal });
    expect(filtered.data.pages.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['histoire']);
    // Deleting a category takes it off its pages.
    expect((await gql(`mutation($ids: [ID!]!) { deletePageCategories(ids: $ids) }`, { ids: [legal] })).data.deletePageCategories).toBe(1);
    expect((await gql(`query($id: ID!) { adminPage(id: $id) { categories { slug } } }`, { id })).data.adminPage.categories).toEqual([{ slug: 'a-propos' }]);
  });

  it('page categories: rules, unique slug, update, list by title', async () => {
    const bad = await gql(CREATE_CATEGORY, { input: { title: ' ', slug: 'Pas bon' } });
    expect(bad.errors![0].extensions.fieldErrors).toEqual({ title: 'REQUIRED', slug: 'SLUG_INVALID' });
    const id = await category('zeta');
    const dup = await gql(CREATE_CATEGORY, { input: { title: 'Zeta', slug: 'zeta' } });
    expect(dup.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'SLUG_TAKEN' } });
    const upd = await gql(`mutation($id: ID!, $input: PageCategoryInput!) { updatePageCategory(id: $id, input: $input) { slug title titleEn } }`, {
      id,
      input: { title: 'Éditorial', slug: 'editorial', titleEn: 'Editorial' },
    });
    expect(upd.data.updatePageCategory).toEqual({ slug: 'editorial', title: 'Éditorial', titleEn: 'Editorial' });
    const list = (await gql('{ pageCategories { slug } }', {})).data.pageCategories.map((c: { slug: string }) => c.slug);
    expect(list.indexOf('editorial')).toBeLessThan(list.indexOf('legal') === -1 ? Infinity : list.length);
  });

  it('lists by status and search, duplicates with blocks and categories, deletes one or (with mass-delete) many', async () => {
    const drafts = await gql(LIST, { status: 'DRAFT', search: 'histoire' });
    expect(drafts.data.pages.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['histoire']);
    const source = (await gql(CREATE, { input: { title: 'Copie', slug: 'a-copier', blocksJson: JSON.stringify(BLOCKS) } })).data.createPage;
    const copy = (await gql(`mutation($id: ID!) { duplicatePage(id: $id, locale: "en") { id slug status blocksJson } }`, { id: source.id })).data.duplicatePage;
    expect(copy).toMatchObject({ slug: 'a-copier-copy', status: 'DRAFT' });
    expect(JSON.parse(copy.blocksJson)).toEqual(JSON.parse(source.blocksJson));

    const forbidden = await gql(DELETE, { ids: [source.id, copy.id] }, writer);
    expect(forbidden.errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(DELETE, { ids: [copy.id] }, writer)).data.deletePages).toBe(1);
    expect((await gql(DELETE, { ids: [source.id, copy.id, source.id] })).data.deletePages).toBe(1);
    expect((await gql(`query($id: ID!) { adminPage(id: $id) { id } }`, { id: source.id })).data.adminPage).toBeNull();
  });

  it('checks each operation permission', async () => {
    const reader = adminIdentity(['cms.pages.list']);
    const page = (await gql(CREATE, { input: { title: 'Perm', slug: 'perm' } })).data.createPage;
    for (const [query, variables] of [
      [UPDATE, { id: page.id, input: { title: 'x', slug: 'perm' } }],
      [DELETE, { ids: [page.id] }],
      [SET_CATEGORIES, { id: page.id, ids: [] }],
      [CREATE_CATEGORY, { input: { title: 'x', slug: 'x' } }],
      ['{ pageCategories { id } }', {}],
    ] as const) {
      expect((await t.gql(query, variables, reader)).errors![0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await t.gql(`query($id: ID!) { adminPage(id: $id) { id } }`, { id: page.id })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

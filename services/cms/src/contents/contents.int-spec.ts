import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { CONTENT_FIELD_IDS } from '../migrations/1700000003100-contents';

const FIELDS =
  'id contentType slug title status body bodyEn tags path publishedAt shortDescription thumbnailUrl seo { metaTitle metaDescription ogImageUrl } categories { id slug } customFields { field { code kind } value }';
const CREATE = `mutation($t: String!, $input: ContentInput!) { createContent(contentType: $t, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { ${FIELDS} } }`;
const CATEGORY = `mutation($t: String!, $input: ContentCategoryInput!) { createContentCategory(contentType: $t, input: $input) { id slug title contentType contentCount } }`;
const PUBLIC = `query($t: String!, $cat: String, $tag: String, $order: ContentOrder, $upcoming: Boolean, $first: Int, $after: String) {
  contents(contentType: $t, categorySlug: $cat, tag: $tag, order: $order, upcoming: $upcoming, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { slug path } } } }`;
const ALL = [
  'cms.posts.list',
  'cms.posts.create',
  'cms.posts.update',
  'cms.posts.delete',
  'cms.posts.mass-delete',
  'cms.posts.duplicate',
  'cms.posts.sync-categories',
  'cms.posts.update-details',
  'cms.categories.create',
  'cms.categories.update',
  'cms.categories.delete',
  'cms.categories.mass-delete',
  'cms.permalinks.list',
  'cms.permalinks.create',
  'cms.permalinks.update',
  'cms.permalinks.delete',
] as const;
const editor = adminIdentity([...ALL]);
const START = CONTENT_FIELD_IDS['evenements/start-date'];
const PRICE = CONTENT_FIELD_IDS['bons-plans/price'];
// Days as the service counts them: the calendar date in Paris (between 22:00 and midnight UTC it is already tomorrow there).
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

describe('cms contents', () => {
  let t: TestSubgraph;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) }));
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const create = async (type: string, input: Record<string, unknown>, identity = editor) => t.gql(CREATE, { t: type, input }, identity);
  const ok = async (type: string, input: Record<string, unknown>) => {
    const res = await create(type, input);
    expect(res.errors).toBeUndefined();
    return res.data.createContent;
  };
  const category = async (type: string, slug: string, title = slug) => {
    const res = await t.gql(CATEGORY, { t: type, input: { title, slug } }, editor);
    expect(res.errors).toBeUndefined();
    return res.data.createContentCategory;
  };
  const events = async (type: string, key: string): Promise<number> =>
    (await db.query('SELECT count(*)::int AS n FROM outbox WHERE type = $1 AND key = $2', [type, key]))[0].n;

  it('creates a draft with sanitized HTML, categories, tags, SEO and custom fields', async () => {
    const cat = await category('recettes', 'desserts', 'Desserts');
    const content = await ok('recettes', {
      title: ' Tarte aux pommes ',
      slug: 'Tarte-Aux-Pommes',
      body: '<p onclick="x()">Bon<script>alert(1)</script></p>',
      categoryIds: [cat.id],
      tags: [' dessert ', 'dessert', 'automne'],
      seo: { metaTitle: 'Tarte', ogImageUrl: '/media/tarte.jpg' },
      customFields: [
        { fieldId: CONTENT_FIELD_IDS['recettes/cooking-time'], value: '45' },
        { fieldId: CONTENT_FIELD_IDS['recettes/difficulty'], value: 'Facile' },
        { fieldId: CONTENT_FIELD_IDS['recettes/preparation-time'], value: '20,5' },
      ],
    });
    expect(content).toMatchObject({
      title: 'Tarte aux pommes',
      slug: 'tarte-aux-pommes',
      status: 'DRAFT',
      publishedAt: null,
      body: '<p>Bon</p>',
      tags: ['dessert', 'automne'],
      path: '/recettes/desserts/tarte-aux-pommes',
      seo: { metaTitle: 'Tarte', metaDescription: null, ogImageUrl: '/media/tarte.jpg' },
      categories: [{ id: cat.id, slug: 'desserts' }],
    });
    expect(content.customFields).toEqual([
      { field: { code: 'preparation-time', kind: 'NUMBER' }, value: '20.5' },
      { field: { code: 'cooking-time', kind: 'NUMBER' }, value: '45' },
      { field: { code: 'difficulty', kind: 'CHOICE' }, value: 'Facile' },
    ]);
    // A draft is not public.
    expect((await t.gql('{ content(contentType: "recettes", slug: "tarte-aux-pommes") { id } }')).data.content).toBeNull();
    expect((await t.gql(`{ adminContent(id: "${content.id}") { slug } }`, {}, editor)).data.adminContent).toEqual({ slug: 'tarte-aux-pommes' });
  });

  it('names every faulty field: schema, dotted SEO paths, custom fields and categories', async () => {
    const blog = await category('blog', 'cuisine');
    const other = await category('recettes', 'entrees');
    const res = await create('evenements', {
      title: '',
      slug: 'Pas un slug!',
      thumbnailUrl: 'javascript:alert(1)',
      seo: { metaTitle: 'x'.repeat(70), metaDescription: 'ok', ogImageUrl: 'ftp://x' },
      categoryIds: [blog.id],
      customFields: [{ fieldId: CONTENT_FIELD_IDS['bons-plans/link'], value: 'x' }],
    });
    expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.errors[0].extensions.fieldErrors).toEqual({
      title: 'REQUIRED',
      slug: 'SLUG_INVALID',
      thumbnailUrl: 'URL_INVALID',
      'seo.ogImageUrl': 'URL_INVALID',
      [`customFields.${CONTENT_FIELD_IDS['bons-plans/link']}`]: 'NOT_FOUND',
      [`customFields.${START}`]: 'REQUIRED',
    });
    const values = await create('evenements', {
      title: 'Salon',
      slug: 'salon',
      categoryIds: [other.id],
      customFields: [
        { fieldId: START, value: '2024-02-30' },
        { fieldId: CONTENT_FIELD_IDS['evenements/link'], value: 'mailto:x@y.fr' },
      ],
    });
    expect(values.errors[0].extensions.fieldErrors).toEqual({
      categoryIds: 'NOT_FOUND',
      [`customFields.${START}`]: 'DATE_INVALID',
      [`customFields.${CONTENT_FIELD_IDS['evenements/link']}`]: 'URL_INVALID',
    });
    const number = await create('bons-plans', { title: 'Deal', slug: 'deal', customFields: [{ fieldId: PRICE, value: 'douze' }] });
    expect(number.errors[0].extensions.fieldErrors).toEqual({ [`customFields.${PRICE}`]: 'NUMBER_INVALID' });
    const choice = await create('recettes', { title: 'R', slug: 'r', customFields: [{ fieldId: CONTENT_FIELD_IDS['recettes/difficulty'], value: 'Extrême' }] });
    expect(choice.errors[0].extensions.fieldErrors).toEqual({ [`customFields.${CONTENT_FIELD_IDS['recettes/difficulty']}`]: 'CHOICE_INVALID' });
    // Beyond the SDL bounds, the input guard answers with the same dotted key.
    const long = await create('blog', { title: 'x', slug: 'x', seo: { metaDescription: 'x'.repeat(161) } });
    expect(long.errors[0].extensions.fieldErrors).toEqual({ 'seo.metaDescription': 'TOO_LONG' });
    expect((await create('inconnu', { title: 'x', slug: 'x' })).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a slug taken within the type (CONFLICT) but not in another type', async () => {
    await ok('blog', { title: 'Un', slug: 'meme-slug' });
    const taken = await create('blog', { title: 'Deux', slug: 'meme-slug' });
    expect(taken.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'SLUG_TAKEN' } });
    await ok('actualites', { title: 'Trois', slug: 'meme-slug' });
  });

  it('keeps required custom fields on update and refuses clearing them', async () => {
    const event = await ok('evenements', {
      title: 'Fête',
      slug: 'fete',
      customFields: [
        { fieldId: START, value: day(3) },
        { fieldId: CONTENT_FIELD_IDS['evenements/city'], value: 'Dijon' },
      ],
    });
    const kept = await t.gql(UPDATE, { id: event.id, input: { title: 'Fête du vin', slug: 'fete' } }, editor);
    expect(kept.errors).toBeUndefined();
    expect(kept.data.updateContent.customFields.map((v: { value: string }) => v.value)).toEqual([day(3), 'Dijon']);
    const cleared = await t.gql(UPDATE, { id: event.id, input: { title: 'Fête', slug: 'fete', customFields: [{ fieldId: START, value: '' }] } }, editor);
    expect(cleared.errors[0].extensions.fieldErrors).toEqual({ [`customFields.${START}`]: 'REQUIRED' });
    const unknown = await t.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000404', input: { title: 'x', slug: 'x' } }, editor);
    expect(unknown.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('publishes now by default, schedules a future date, and emits published/unpublished events', async () => {
    const now = await ok('blog', { title: 'Publié', slug: 'publie', status: 'PUBLISHED', tags: ['vin'] });
    expect(Math.abs(new Date(now.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await events('cms.content.published', now.id)).toBe(1);
    const later = await ok('blog', {
      title: 'Plus tard',
      slug: 'plus-tard',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await t.gql('{ content(contentType: "blog", slug: "publie") { title path } }')).data.content).toEqual({ title: 'Publié', path: '/blog/publie' });
    expect((await t.gql('{ content(contentType: "blog", slug: "plus-tard") { id } }')).data.content).toBeNull();
    const list = await t.gql(PUBLIC, { t: 'blog' });
    expect(list.data.contents.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['publie']);
    const scheduled = await t.gql('{ adminContents(contentType: "blog", scheduled: true) { totalCount edges { node { slug } } } }', {}, editor);
    expect(scheduled.data.adminContents).toEqual({ totalCount: 1, edges: [{ node: { slug: 'plus-tard' } }] });
    expect((await t.gql(PUBLIC, { t: 'blog', tag: 'vin' })).data.contents.totalCount).toBe(1);

    const back = await t.gql(UPDATE, { id: now.id, input: { title: 'Publié', slug: 'publie', status: 'DRAFT' } }, editor);
    expect(back.data.updateContent.status).toBe('DRAFT');
    expect(await events('cms.content.unpublished', now.id)).toBe(1);
    expect(later.status).toBe('PUBLISHED');
  });

  it('orders by start date and price, keeps upcoming events, pages with cursors', async () => {
    for (const [slug, offset] of [
      ['passe', -5],
      ['demain', 1],
      ['bientot', 10],
      ['aujourdhui', 0],
    ] as const) {
      await ok('evenements', { title: slug, slug, status: 'PUBLISHED', customFields: [{ fieldId: START, value: day(offset) }] });
    }
    const upcoming = await t.gql(PUBLIC, { t: 'evenements', upcoming: true, order: 'START_DATE_ASC' });
    expect(upcoming.data.contents.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['aujourdhui', 'demain', 'bientot']);
    const desc = await t.gql(PUBLIC, { t: 'evenements', order: 'START_DATE_DESC', first: 2 });
    expect(desc.data.contents.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['bientot', 'demain']);
    expect(desc.data.contents.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(PUBLIC, { t: 'evenements', order: 'START_DATE_DESC', first: 2, after: desc.data.contents.pageInfo.endCursor });
    expect(next.data.contents.edges.map((e: { node: { slug: string } }) => e.node.slug).slice(0, 2)).toEqual(['aujourdhui', 'passe']);

    for (const [slug, price] of [
      ['cher', '120'],
      ['gratuit', null],
      ['moyen', '35.5'],
      ['petit', '9'],
    ] as const) {
      await ok('bons-plans', { title: slug, slug, status: 'PUBLISHED', customFields: price ? [{ fieldId: PRICE, value: price }] : [] });
    }
    const asc = await t.gql(PUBLIC, { t: 'bons-plans', order: 'PRICE_ASC' });
    expect(asc.data.contents.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['petit', 'moyen', 'cher', 'gratuit']);
    const priceDesc = await t.gql(PUBLIC, { t: 'bons-plans', order: 'PRICE_DESC' });
    expect(priceDesc.data.contents.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['cher', 'moyen', 'petit', 'gratuit']);
    expect((await t.gql(PUBLIC, { t: 'bons-plans', first: 51 })).errors[0].extensions.fieldErrors).toEqual({ first: 'PAGE_SIZE_OUT_OF_RANGE' });
  });

  it('writes redirects when a published content moves, without chains or self-redirects', async () => {
    const a = await category('actualites', 'region');
    const b = await category('actualites', 'vins');
    const c = await ok('actualites', { title: 'Vendanges', slug: 'vendanges', status: 'PUBLISHED', categoryIds: [a.id] });
    expect(c.path).toBe('/actualites/region/vendanges');
    const moved = await t.gql(UPDATE, { id: c.id, input: { title: 'Vendanges', slug: 'vendanges-2025', categoryIds: [a.id] } }, editor);
    expect(moved.data.updateContent.path).toBe('/actualites/region/vendanges-2025');
    const target = (path: string) => t.gql('query($p: String!) { contentRedirect(path: $p) }', { p: path }).then((r) => r.data.contentRedirect);
    expect(await target('/actualites/region/vendanges')).toBe('/actualites/region/vendanges-2025');
    // First category change: both older paths now lead to the newest.
    const recat = await t.gql(
      'mutation($id: ID!, $c: [ID!]!) { setContentCategories(id: $id, categoryIds: $c) { path } }',
      { id: c.id, c: [b.id, a.id] },
      editor,
    );
    expect(recat.data.setContentCategories.path).toBe('/actualites/vins/vendanges-2025');
    expect(await target('/actualites/region/vendanges')).toBe('/actualites/vins/vendanges-2025');
    expect(await target('/en/actualites/region/vendanges-2025/')).toBe('/actualites/vins/vendanges-2025');
    // Category slug change moves its contents too.
    const renamed = await t.gql(
      'mutation($id: ID!) { updateContentCategory(id: $id, input: { title: "Vins", slug: "vins-et-vignes" }) { slug } }',
      { id: b.id },
      editor,
    );
    expect(renamed.errors).toBeUndefined();
    expect(await target('/actualites/vins/vendanges-2025')).toBe('/actualites/vins-et-vignes/vendanges-2025');
    expect(await target('/actualites/region/vendanges')).toBe('/actualites/vins-et-vignes/vendanges-2025');
    // Moving back to an old path drops the redirect that started there.
    await t.gql(UPDATE, { id: c.id, input: { title: 'Vendanges', slug: 'vendanges', categoryIds: [a.id] } }, editor);
    expect(await target('/actualites/region/vendanges')).toBeNull();
    expect(await target('/actualites/vins-et-vignes/vendanges-2025')).toBe('/actualites/region/vendanges');
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM content_redirect WHERE from_path = to_path');
    expect(n).toBe(0);
    // A draft never published moves without redirects.
    const draft = await ok('actualites', { title: 'Brouillon', slug: 'brouillon-a' });
    await t.gql(UPDATE, { id: draft.id, input: { title: 'Brouillon', slug: 'brouillon-b' } }, editor);
    expect(await target('/actualites/brouillon-a')).toBeNull();
  });

  it('lets staff manage redirects: PATH_INVALID, URL_INVALID, REDIRECT_LOOP, PATH_TAKEN', async () => {
    const CREATE_R = 'mutation($input: ContentRedirectInput!) { createContentRedirect(input: $input) { id fromPath toPath automatic } }';
    const made = await t.gql(CREATE_R, { input: { fromPath: '/Ancien-Blog/', toPath: '/blog' } }, editor);
    expect(made.data.createContentRedirect).toMatchObject({ fromPath: '/ancien-blog', toPath: '/blog', automatic: false });
    expect((await t.gql(CREATE_R, { input: { fromPath: '/ancien-blog', toPath: '/x' } }, editor)).errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { fromPath: 'PATH_TAKEN' },
    });
    expect((await t.gql(CREATE_R, { input: { fromPath: 'blog', toPath: 'javascript:x' } }, editor)).errors[0].extensions.fieldErrors).toEqual({
      fromPath: 'PATH_INVALID',
      toPath: 'URL_INVALID',
    });
    expect((await t.gql(CREATE_R, { input: { fromPath: '/a', toPath: '/a/' } }, editor)).errors[0].extensions.fieldErrors).toEqual({ toPath: 'REDIRECT_LOOP' });
    expect((await t.gql(CREATE_R, { input: { fromPath: '/blog', toPath: '/ancien-blog' } }, editor)).errors[0].extensions.fieldErrors).toEqual({
      toPath: 'REDIRECT_LOOP',
    });
    const external = await t.gql(CREATE_R, { input: { fromPath: '/presse', toPath: 'https://presse.example.fr/guide' } }, editor);
    expect(external.errors).toBeUndefined();
    const list = await t.gql('{ contentRedirects(search: "ancien") { totalCount edges { node { fromPath } } } }', {}, editor);
    expect(list.data.contentRedirects.totalCount).toBe(1);
    const updated = await t.gql(
      'mutation($id: ID!) { updateContentRedirect(id: $id, input: { fromPath: "/ancien-blog", toPath: "/actualites" }) { toPath } }',
      { id: made.data.createContentRedirect.id },
      editor,
    );
    expect(updated.data.updateContentRedirect.toPath).toBe('/actualites');
    const removed = await t.gql(
      'mutation($ids: [ID!]!) { deleteContentRedirects(ids: $ids) }',
      { ids: [made.data.createContentRedirect.id, external.data.createContentRedirect.id] },
      editor,
    );
    expect(removed.data.deleteContentRedirects).toBe(2);
  });

  it('duplicates as a draft with categories, tags, SEO and custom fields', async () => {
    const cat = await category('recettes', 'plats');
    const source = await ok('recettes', {
      title: 'Bœuf bourguignon',
      slug: 'boeuf-bourguignon',
      status: 'PUBLISHED',
      categoryIds: [cat.id],
      tags: ['plat'],
      seo: { metaTitle: 'Bœuf' },
      customFields: [{ fieldId: CONTENT_FIELD_IDS['recettes/servings'], value: '6' }],
    });
    const DUP = 'mutation($id: ID!, $l: String) { duplicateContent(id: $id, locale: $l) { ' + FIELDS + ' } }';
    const copies = [];
    for (const l of [undefined, 'fr', 'en']) copies.push((await t.gql(DUP, { id: source.id, l }, editor)).data.duplicateContent);
    expect(copies.map((c) => c.slug)).toEqual(['boeuf-bourguignon-copie', 'boeuf-bourguignon-copie-2', 'boeuf-bourguignon-copy']);
    expect(copies[0]).toMatchObject({
      status: 'DRAFT',
      publishedAt: null,
      tags: ['plat'],
      seo: { metaTitle: 'Bœuf' },
      categories: [{ id: cat.id }],
      customFields: [{ value: '6' }],
    });
    expect((await t.gql(DUP, { id: source.id, l: 'de' }, editor)).errors[0].extensions.fieldErrors).toEqual({ locale: 'INVALID_CHOICE' });
  });

  it('mass operations: delete needs mass-delete for several ids; status changes each on its own', async () => {
    const x = await ok('partenaires', { title: 'X', slug: 'x', status: 'PUBLISHED' });
    const y = await ok('partenaires', { title: 'Y', slug: 'y' });
    const missing = '00000000-0000-4000-8000-000000000404';
    const STATUS =
      'mutation($ids: [ID!]!, $s: ContentStatus!, $at: DateTime) { setContentsStatus(ids: $ids, status: $s, publishedAt: $at) { count failed { id code } } }';
    const published = await t.gql(STATUS, { ids: [x.id, y.id, missing], s: 'PUBLISHED' }, editor);
    expect(published.data.setContentsStatus).toEqual({ count: 1, failed: [{ id: missing, code: 'NOT_FOUND' }] });
    expect((await t.gql(PUBLIC, { t: 'partenaires' })).data.contents.totalCount).toBe(2);
    const unpublished = await t.gql(STATUS, { ids: [x.id], s: 'DRAFT' }, editor);
    expect(unpublished.data.setContentsStatus.count).toBe(1);
    expect(await events('cms.content.unpublished', x.id)).toBe(1);

    const DELETE = 'mutation($ids: [ID!]!) { deleteContents(ids: $ids) }';
    const single = adminIdentity(['cms.posts.delete']);
    expect((await t.gql(DELETE, { ids: [x.id, y.id] }, single)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { ids: [x.id] }, single)).data.deleteContents).toBe(1);
    expect((await t.gql(DELETE, { ids: [y.id, missing] }, editor)).data.deleteContents).toBe(1);
    expect(await events('cms.content.deleted', x.id)).toBe(1);
    expect(await events('cms.content.deleted', y.id)).toBe(1);
  });

  it('counts contents of categories and deletes categories (mass-delete for several)', async () => {
    const k1 = await category('routes-gourmandes', 'bourgogne');
    const k2 = await category('routes-gourmandes', 'jura');
    await ok('routes-gourmandes', { title: 'Route', slug: 'route', categoryIds: [k1.id, k2.id] });
    const cats = await t.gql('{ contentCategories(contentType: "routes-gourmandes") { slug contentCount } }');
    expect(cats.data.contentCategories).toEqual([
      { slug: 'bourgogne', contentCount: 1 },
      { slug: 'jura', contentCount: 1 },
    ]);
    const taken = await t.gql(CATEGORY, { t: 'routes-gourmandes', input: { title: 'B', slug: 'bourgogne' } }, editor);
    expect(taken.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'SLUG_TAKEN' } });
    const DEL = 'mutation($ids: [ID!]!) { deleteContentCategories(ids: $ids) }';
    expect((await t.gql(DEL, { ids: [k1.id, k2.id] }, adminIdentity(['cms.categories.delete']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(DEL, { ids: [k1.id, k2.id] }, editor)).data.deleteContentCategories).toBe(2);
  });

  it('refuses back-office operations without permission, signed out or as a customer', async () => {
    expect((await create('blog', { title: 'x', slug: 'x' }, adminIdentity(['cms.posts.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { t: 'blog', input: { title: 'x', slug: 'x' } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ adminContents(contentType: "blog") { totalCount } }', {}, customerIdentity())).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('{ contentRedirects { totalCount } }', {}, adminIdentity(['cms.posts.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('searches and sorts the back-office list', async () => {
    const res = await t.gql('{ adminContents(contentType: "blog", search: "PUBLI", sort: TITLE_ASC) { totalCount edges { node { slug } } } }', {}, editor);
    expect(res.data.adminContents.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual(['publie']);
    const drafts = await t.gql('{ adminContents(contentType: "blog", status: DRAFT) { totalCount } }', {}, editor);
    expect(drafts.data.adminContents.totalCount).toBeGreaterThanOrEqual(1);
    expect((await t.gql('{ adminContents(contentType: "blog", categoryId: "nope") { totalCount } }', {}, editor)).errors[0].extensions.fieldErrors).toEqual({
      categoryId: 'INVALID_ID',
    });
  });
});

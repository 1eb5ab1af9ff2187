import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { EventBus } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { Events, ProductChangedSchema, StockChangedSchema } from '@guide/proto-schemas';
import { AppModule } from '../app.module';
import { PRODUCT_STOCK } from './stock.consumer';

const FIELDS =
  'id sku slug name nameEn description priceCents currency taxCategory weightGrams published path createdAt updatedAt categories { slug } images { url alt }';
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const CREATE_CATEGORY = `mutation($input: ProductCategoryInput!) { createProductCategory(input: $input) { id slug name nameEn position parent { id slug } } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $input: ProductCategoryInput!) { updateProductCategory(id: $id, input: $input) { id slug name parent { slug } } }`;
const LIST = `query($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { sku name priceCents } } } }`;

const editor = adminIdentity([
  'catalog.products.list',
  'catalog.products.create',
  'catalog.products.update',
  'catalog.products.delete',
  'catalog.categories.create',
  'catalog.categories.update',
  'catalog.categories.delete',
]);

describe('shop catalogue through the catalog-guide subgraph', () => {
  let sg: TestSubgraph;
  let db: DataSource;
  const cat: Record<string, string> = {};

  const ok = <T = any>(res: { data: any; errors: any }, field: string): T => {
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data[field];
  };
  const product = async (input: Record<string, unknown>) =>
    ok(await sg.gql(CREATE, { input: { taxCategory: 'STANDARD', priceCents: 1000, ...input } }, editor), 'createProduct');
  const skus = (res: any) => res.data.products.edges.map((e: any) => e.node.sku);
  const events = (key: string) =>
    db.query('SELECT type, payload FROM outbox WHERE key = $1 ORDER BY occurred_at, id', [key]) as Promise<{ type: string; payload: Buffer }[]>;

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    db = sg.app.get(DataSource);
    // A small tree: guides (with regional sub-category), boxes, goodies.
    for (const [key, input] of [
      ['guides', { name: 'Guides imprimés', nameEn: 'Printed guides', position: 1 }],
      ['boxes', { name: 'Coffrets cadeaux', position: 2 }],
      ['goodies', { name: 'Goodies', position: 3 }],
    ] as const) {
      cat[key] = ok<any>(await sg.gql(CREATE_CATEGORY, { input }, editor), 'createProductCategory').id;
    }
    cat.regional = ok<any>(
      await sg.gql(CREATE_CATEGORY, { input: { name: 'Guides régionaux', parentId: cat.guides, position: 1 } }, editor),
      'createProductCategory',
    ).id;
  }, 120_000);
  afterAll(() => sg?.close());

  describe('products: create, read, update, delete', () => {
    it('creates a product with a slug from its name, categories and images, and records catalog.product.created', async () => {
      const p = await product({
        sku: 'GUIDE-TT-2026',
        name: 'Guide des tables de terroir 2026',
        nameEn: 'Country tables guide 2026',
        description: 'Trois cents adresses.\r\n\r\nDeuxième paragraphe.',
        priceCents: 2490,
        taxCategory: 'REDUCED',
        weightGrams: 650,
        categoryIds: [cat.regional],
        images: [{ url: '/media/files/x.webp', alt: 'Couverture' }, { url: 'https://cdn.example.com/a.webp' }],
      });
      expect(p).toMatchObject({
        sku: 'GUIDE-TT-2026',
        slug: 'guide-des-tables-de-terroir-2026',
        path: '/guide-et-goodies/guide-des-tables-de-terroir-2026',
        currency: 'EUR',
        published: true,
        description: 'Trois cents adresses.\n\nDeuxième paragraphe.',
        categories: [{ slug: 'guides-regionaux' }],
        images: [
          { url: '/media/files/x.webp', alt: 'Couverture' },
          { url: 'https://cdn.example.com/a.webp', alt: null },
        ],
      });
      const [event] = await events(p.id);
      expect(event.type).toBe('catalog.product.created');
      expect(fromBinary(ProductChangedSchema, new Uint8Array(event.payload))).toMatchObject({
        id: p.id,
        sku: 'GUIDE-TT-2026',
        priceCents: 2490,
        taxCategory: 'REDUCED',
        weightGrams: 650,
        hasWeight: true,
        published: true,
        categorySlugs: ['guides-regionaux'],
        path: p.path,
        imageUrl: '/media/files/x.webp',
        updatedAt: p.updatedAt,
      });
      const bySlug = await sg.gql(`{ product(slug: "guide-des-tables-de-terroir-2026") { id nameEn categories { name parent { slug name } } } }`);
      expect(bySlug.data.product).toEqual({
        id: p.id,
        nameEn: 'Country tables guide 2026',
        categories: [{ name: 'Guides régionaux', parent: { slug: 'guides-imprimes', name: 'Guides imprimés' } }],
      });
    });

    it('refuses a taken SKU (CONFLICT SKU_TAKEN) and a taken given slug (SLUG_TAKEN); a made slug gets a suffix', async () => {
      const taken = await sg.gql(CREATE, { input: { sku: 'GUIDE-TT-2026', name: 'Autre', priceCents: 1, taxCategory: 'STANDARD' } }, editor);
      expect(taken.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { sku: 'SKU_TAKEN' } });
      const slug = await sg.gql(
        CREATE,
        { input: { sku: 'OTHER-1', name: 'Autre', slug: 'guide-des-tables-de-terroir-2026', priceCents: 1, taxCategory: 'STANDARD' } },
        editor,
      );
      expect(slug.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'SLUG_TAKEN' } });
      const same = await product({ sku: 'GUIDE-TT-2026-B', name: 'Guide des tables de terroir 2026', published: false });
      expect(same.slug).toBe('guide-des-tables-de-terroir-2026-guide-tt-2026-b');
      expect((await events(same.id)).length).toBe(1);
    });

    it('refuses bad input with a key per field, writes nothing and records no event', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM outbox');
      const res = await sg.gql(
        CREATE,
        {
          input: {
            sku: 'bad sku!',
            name: '  ',
            slug: 'Pas Un Slug',
            priceCents: -1,
            taxCategory: 'STANDARD',
            weightGrams: -5,
            images: [{ url: 'javascript:alert(1)' }],
          },
        },
        editor,
      );
      expect(res.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          sku: 'INVALID_FORMAT',
          name: 'REQUIRED',
          slug: 'SLUG_INVALID',
          priceCents: 'OUT_OF_RANGE',
          weightGrams: 'OUT_OF_RANGE',
          images: 'URL_INVALID',
        },
      });
      const tooDear = await sg.gql(CREATE, { input: { sku: 'DEAR', name: 'Cher', priceCents: 100_000_001, taxCategory: 'STANDARD' } }, editor);
      expect(tooDear.errors[0].extensions.fieldErrors).toEqual({ priceCents: 'OUT_OF_RANGE' });
      const unknownCategory = await sg.gql(
        CREATE,
        { input: { sku: 'NOCAT', name: 'Sans', priceCents: 1, taxCategory: 'STANDARD', categoryIds: [randomUUID()] } },
        editor,
      );
      expect(unknownCategory.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { categoryIds: 'NOT_FOUND' } });
      const protocolRelative = await sg.gql(
        CREATE,
        { input: { sku: 'IMG', name: 'Img', priceCents: 1, taxCategory: 'STANDARD', images: [{ url: '//evil.example/x.png' }] } },
        editor,
      );
      expect(protocolRelative.errors[0].extensions.fieldErrors).toEqual({ images: 'URL_INVALID' });
      expect(await db.query(`SELECT count(*)::int AS n FROM product WHERE sku IN ('DEAR', 'NOCAT', 'IMG')`)).toEqual([{ n: 0 }]);
      expect(await db.query('SELECT count(*)::int AS n FROM outbox')).toEqual(before);
    });

    it('refuses what the input guard refuses (NUL, lone surrogates, huge strings, bad ids, too many items): never INTERNAL_SERVER_ERROR', async () => {
      const nul = await sg.gql(
        CREATE,
        { input: { sku: 'A\u0000', name: '\uD800', priceCents: 1, taxCategory: 'STANDARD', description: 'x'.repeat(5001) } },
        editor,
      );
      expect(nul.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { sku: 'INVALID_TEXT', name: 'INVALID_TEXT', description: 'TOO_LONG' },
      });
      const ids = await sg.gql(
        CREATE,
        { input: { sku: 'A', name: 'A', priceCents: 1, taxCategory: 'STANDARD', categoryIds: ['nope'], images: Array(13).fill({ url: '/a.png' }) } },
        editor,
      );
      expect(ids.errors[0].extensions.fieldErrors).toMatchObject({ categoryIds: 'INVALID_ID', images: 'TOO_MANY' });
      const badId = await sg.gql(`{ adminProduct(id: "not-a-uuid") { id } }`, {}, editor);
      expect(badId.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { id: 'INVALID_ID' } });
      const text = await sg.gql(LIST, { filter: { text: 'x'.repeat(121) } });
      expect(text.errors[0].extensions.fieldErrors).toEqual({ 'filter.text': 'TOO_LONG' });
      const slug = await sg.gql(`query($s: String!) { product(slug: $s) { id } }`, { s: 'é'.repeat(161) });
      expect(slug.errors[0].extensions.fieldErrors).toEqual({ slug: 'TOO_LONG' });
      const cursor = await sg.gql(LIST, { after: '!!' });
      expect(cursor.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const symbols = await sg.gql(LIST, { filter: { text: `'&|!():*<> \\ "` } });
      expect(symbols.errors).toBeUndefined();
    });

    it('updates: left-out optional fields stay, null clears, the slug stays unless given; catalog.product.updated', async () => {
      const p = await product({
        sku: 'MUG-1',
        name: 'Mug émaillé',
        description: 'Un mug.',
        weightGrams: 350,
        categoryIds: [cat.goodies],
        images: [{ url: '/m.png' }],
      });
      const res = await sg.gql(
        UPDATE,
        { id: p.id, input: { sku: 'MUG-1', name: 'Mug émaillé bleu', priceCents: 1500, taxCategory: 'STANDARD', weightGrams: null } },
        editor,
      );
      const u = ok<any>(res, 'updateProduct');
      expect(u).toMatchObject({
        slug: 'mug-emaille',
        name: 'Mug émaillé bleu',
        priceCents: 1500,
        description: 'Un mug.',
        weightGrams: null,
        categories: [{ slug: 'goodies' }],
        images: [{ url: '/m.png' }],
      });
      expect(new Date(u.updatedAt).getTime()).toBeGreaterThan(new Date(p.updatedAt).getTime());
      const cleared = ok<any>(
        await sg.gql(
          UPDATE,
          {
            id: p.id,
            input: { sku: 'MUG-1', name: 'Mug', priceCents: 1500, taxCategory: 'STANDARD', categoryIds: [], images: null, slug: 'mug-bleu', published: false },
          },
          editor,
        ),
        'updateProduct',
      );
      expect(cleared).toMatchObject({ slug: 'mug-bleu', categories: [], images: [], published: false });
      const types = (await events(p.id)).map((e) => e.type);
      expect(types).toEqual(['catalog.product.created', 'catalog.product.updated', 'catalog.product.updated']);
      const last = fromBinary(ProductChangedSchema, new Uint8Array((await events(p.id))[2].payload));
      expect(last).toMatchObject({ slug: 'mug-bleu', published: false, categorySlugs: [], imageUrl: '', hasWeight: false });
      const skuClash = await sg.gql(UPDATE, { id: p.id, input: { sku: 'GUIDE-TT-2026', name: 'Mug', priceCents: 1, taxCategory: 'STANDARD' } }, editor);
      expect(skuClash.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { sku: 'SKU_TAKEN' } });
      expect((await events(p.id)).length).toBe(3); // the failed write recorded nothing
      const missing = await sg.gql(UPDATE, { id: randomUUID(), input: { sku: 'X', name: 'X', priceCents: 1, taxCategory: 'STANDARD' } }, editor);
      expect(missing.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('deletes with catalog.product.deleted; an unknown id is NOT_FOUND', async () => {
      const p = await product({ sku: 'TMP-DEL', name: 'Éphémère' });
      expect(ok(await sg.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: p.id }, editor), 'deleteProduct')).toBe(true);
      expect((await events(p.id)).map((e) => e.type)).toEqual(['catalog.product.created', 'catalog.product.deleted']);
      const again = await sg.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: p.id }, editor);
      expect(again.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('writes the event in the transaction of the change: a failing write leaves neither row nor event', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM outbox');
      // A race past the service's checks: the unique index refuses the second insert, the event goes with it.
      const input = { sku: 'RACE-1', name: 'Course', priceCents: 1, taxCategory: 'STANDARD' };
      const results = await Promise.all([sg.gql(CREATE, { input }, editor), sg.gql(CREATE, { input: { ...input, name: 'Course bis' } }, editor)]);
      const failed = results.filter((r) => r.errors);
      expect(failed.length).toBe(1);
      expect(failed[0].errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { sku: 'SKU_TAKEN' } });
      expect(await db.query('SELECT count(*)::int AS n FROM outbox')).toEqual([{ n: before[0].n + 1 }]);
    });
  });

  describe('permissions', () => {
    it('refuses back-office operations without the key (FORBIDDEN) and anonymously (UNAUTHENTICATED)', async () => {
      const input = { sku: 'NOPE', name: 'Non', priceCents: 1, taxCategory: 'STANDARD' };
      const wrongKey = await sg.gql(CREATE, { input }, adminIdentity(['catalog.products.update']));
      expect(wrongKey.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await sg.gql(CREATE, { input }, customerIdentity())).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await sg.gql(CREATE, { input })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await sg.gql(`{ adminProducts { totalCount } }`, {}, adminIdentity(['catalog.products.create']))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(
        (await sg.gql(`mutation { importProducts(csv: "sku") { created } }`, {}, adminIdentity(['catalog.products.create']))).errors[0].extensions.code,
      ).toBe('FORBIDDEN');
      expect((await sg.gql(CREATE_CATEGORY, { input: { name: 'X' } }, adminIdentity(['catalog.products.create']))).errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('storefront list', () => {
    beforeAll(async () => {
      await product({
        sku: 'BOX-PDJ',
        name: 'Coffret petit-déjeuner gourmand',
        description: 'Confitures, miel et brioche.',
        priceCents: 4900,
        taxCategory: 'REDUCED',
        categoryIds: [cat.boxes],
      });
      await product({
        sku: 'BOX-VIN',
        name: 'Coffret vins de Bourgogne',
        nameEn: 'Burgundy wine box',
        description: 'Trois bouteilles choisies.',
        priceCents: 8900,
        categoryIds: [cat.boxes],
      });
      await product({ sku: 'TABLIER', name: 'Tablier brodé', description: 'Lin lavé, brodé au logo.', priceCents: 3200, categoryIds: [cat.goodies] });
      await product({ sku: 'CARNET', name: 'Carnet de dégustation', priceCents: 1200, categoryIds: [cat.goodies] });
      await product({ sku: 'HIDDEN', name: 'Coffret secret', priceCents: 100, categoryIds: [cat.boxes], published: false });
    });

    it('lists published products only, with totalCount and stable pages', async () => {
      const all = await sg.gql(LIST, { sort: 'PRICE_ASC', first: 100 });
      expect(skus(all)).not.toContain('HIDDEN');
      expect(skus(all)).not.toContain('GUIDE-TT-2026-B');
      const total = all.data.products.totalCount;
      expect(total).toBe(all.data.products.edges.length);
      const prices = all.data.products.edges.map((e: any) => e.node.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const first = await sg.gql(LIST, { sort: 'NAME_ASC', first: 2 });
      expect(first.data.products.pageInfo.hasNextPage).toBe(true);
      const second = await sg.gql(LIST, { sort: 'NAME_ASC', first: 2, after: first.data.products.pageInfo.endCursor });
      const names = (await sg.gql(LIST, { sort: 'NAME_ASC', first: 4 })).data.products.edges.map((e: any) => e.node.sku);
      expect([...skus(first), ...skus(second)]).toEqual(names);
      expect(second.data.products.totalCount).toBe(total);
    });

    it('searches accent-insensitively with French stemming, over names, English names, descriptions and skus, ranked', async () => {
      expect(skus(await sg.gql(LIST, { filter: { text: 'dejeuner' } }))).toEqual(['BOX-PDJ']);
      expect(skus(await sg.gql(LIST, { filter: { text: 'coffrets' } })).sort()).toEqual(['BOX-PDJ', 'BOX-VIN']);
      expect(skus(await sg.gql(LIST, { filter: { text: 'brodés' } }))).toEqual(['TABLIER']);
      expect(skus(await sg.gql(LIST, { filter: { text: 'burgundy' } }))).toEqual(['BOX-VIN']);
      expect(skus(await sg.gql(LIST, { filter: { text: 'bouteilles' } }))).toEqual(['BOX-VIN']);
      expect(skus(await sg.gql(LIST, { filter: { text: 'dégust' } }))).toEqual(['CARNET']); // a word being typed
      expect(skus(await sg.gql(LIST, { filter: { text: 'guide-tt-2026' } }))).toEqual(['GUIDE-TT-2026']);
      expect(skus(await sg.gql(LIST, { filter: { text: 'coffret secret' } }))).toEqual([]);
      // Name matches (weight A) outrank description matches (C).
      await product({ sku: 'BRIOCHE', name: 'Brioche vendéenne', priceCents: 900 });
      expect(skus(await sg.gql(LIST, { filter: { text: 'brioche' } }))).toEqual(['BRIOCHE', 'BOX-PDJ']);
    });

    it('filters by category (descendants included), price range and stock; sorts newest and by the shop order', async () => {
      expect(skus(await sg.gql(LIST, { filter: { categorySlugs: ['guides-imprimes'] } }))).toEqual(['GUIDE-TT-2026']);
      expect(skus(await sg.gql(LIST, { filter: { categorySlugs: ['goodies', 'nope'] }, sort: 'PRICE_DESC' }))).toEqual(['TABLIER', 'CARNET']);
      expect(skus(await sg.gql(LIST, { filter: { priceMinCents: 3000, priceMaxCents: 5000 }, sort: 'PRICE_ASC' }))).toEqual(['TABLIER', 'BOX-PDJ']);
      expect(skus(await sg.gql(LIST, { filter: { inStockOnly: true } }))).toEqual([]);
      const newest = skus(await sg.gql(LIST, { sort: 'NEWEST', first: 1 }));
      expect(newest).toEqual(['BRIOCHE']);
      // No text: categories in tree order (guides 1 > boxes 2 > goodies 3), then name; uncategorised last.
      const shop = skus(await sg.gql(LIST, { first: 100 }));
      expect(shop.slice(0, 5)).toEqual(['GUIDE-TT-2026', 'BOX-PDJ', 'BOX-VIN', 'CARNET', 'TABLIER']);
      expect(shop.slice(5)).toContain('BRIOCHE');
    });

    it('counts published products per category (descendants included) and serves the tree parents first', async () => {
      const res = await sg.gql(`{ productCategories { slug position productCount parent { slug } } }`);
      expect(res.data.productCategories).toEqual([
        { slug: 'guides-imprimes', position: 1, productCount: 1, parent: null },
        { slug: 'guides-regionaux', position: 1, productCount: 1, parent: { slug: 'guides-imprimes' } },
        { slug: 'coffrets-cadeaux', position: 2, productCount: 2, parent: null },
        { slug: 'goodies', position: 3, productCount: 2, parent: null },
      ]);
    });

    it('lists every product for the back office, with search and filters', async () => {
      const all = ok<any>(await sg.gql(`{ adminProducts(first: 100) { totalCount edges { node { sku published } } } }`, {}, editor), 'adminProducts');
      expect(all.edges.map((e: any) => e.node.sku)).toEqual(expect.arrayContaining(['HIDDEN', 'GUIDE-TT-2026-B']));
      const search = ok<any>(await sg.gql(`{ adminProducts(search: "coffret SECR") { edges { node { sku } } } }`, {}, editor), 'adminProducts');
      expect(search.edges.map((e: any) => e.node.sku)).toEqual(['HIDDEN']);
      const unpublished = ok<any>(
        await sg.gql(`query($c: ID) { adminProducts(published: false, categoryId: $c) { edges { node { sku } } } }`, { c: cat.boxes }, editor),
        'adminProducts',
      );
      expect(unpublished.edges.map((e: any) => e.node.sku)).toEqual(['HIDDEN']);
      const underGuides = ok<any>(await sg.gql(`query($c: ID) { adminProducts(categoryId: $c) { totalCount } }`, { c: cat.guides }, editor), 'adminProducts');
      expect(underGuides.totalCount).toBe(1);
    });

    it('hides unpublished products from product(slug) but resolves any product as a federation reference', async () => {
      const hidden = ok<any>(await sg.gql(`{ adminProducts(search: "HIDDEN") { edges { node { id slug } } } }`, {}, editor), 'adminProducts').edges[0].node;
      expect((await sg.gql(`query($s: String!) { product(slug: $s) { id } }`, { s: hidden.slug })).data.product).toBeNull();
      const refs = await sg.gql(
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id sku published categories { slug } images { url } } } }`,
        {
          r: [
            { __typename: 'Product', id: hidden.id },
            { __typename: 'Product', id: randomUUID() },
            { __typename: 'Product', id: 'garbage' },
          ],
        },
      );
      expect(refs.errors).toBeUndefined();
      expect(refs.data._entities).toEqual([
        { id: hidden.id, sku: 'HIDDEN', published: false, categories: [{ slug: 'coffrets-cadeaux' }], images: [] },
        null,
        null,
      ]);
    });
  });

  describe('categories', () => {
    it('refuses cycles, unknown parents and deleting a parent; renaming a slug re-announces its products', async () => {
      const self = await sg.gql(UPDATE_CATEGORY, { id: cat.guides, input: { name: 'Guides imprimés', parentId: cat.guides } }, editor);
      expect(self.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { parentId: 'CYCLE' } });
      const loop = await sg.gql(UPDATE_CATEGORY, { id: cat.guides, input: { name: 'Guides imprimés', parentId: cat.regional } }, editor);
      expect(loop.errors[0].extensions.fieldErrors).toEqual({ parentId: 'CYCLE' });
      const unknown = await sg.gql(CREATE_CATEGORY, { input: { name: 'Orphelin', parentId: randomUUID() } }, editor);
      expect(unknown.errors[0].extensions.fieldErrors).toEqual({ parentId: 'NOT_FOUND' });
      const taken = await sg.gql(CREATE_CATEGORY, { input: { name: 'Autre', slug: 'goodies' } }, editor);
      expect(taken.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'SLUG_TAKEN' } });
      const parent = await sg.gql(`mutation($id: ID!) { deleteProductCategory(id: $id) }`, { id: cat.guides }, editor);
      expect(parent.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { id: 'HAS_CHILDREN' } });

      const guide = ok<any>(await sg.gql(`{ product(slug: "guide-des-tables-de-terroir-2026") { id } }`), 'product');
      const before = (await events(guide.id)).length;
      const renamed = ok<any>(
        await sg.gql(UPDATE_CATEGORY, { id: cat.regional, input: { name: 'Guides des régions', slug: 'guides-des-regions' } }, editor),
        'updateProductCategory',
      );
      expect(renamed).toMatchObject({ slug: 'guides-des-regions', parent: { slug: 'guides-imprimes' } }); // parent left out: kept
      const after = await events(guide.id);
      expect(after.length).toBe(before + 1);
      expect(fromBinary(ProductChangedSchema, new Uint8Array(after[after.length - 1].payload)).categorySlugs).toEqual(['guides-des-regions']);
      // Moving a root under another root is fine.
      const moved = ok<any>(
        await sg.gql(UPDATE_CATEGORY, { id: cat.regional, input: { name: 'Guides des régions', parentId: null } }, editor),
        'updateProductCategory',
      );
      expect(moved.parent).toBeNull();
      const leaf = ok<any>(await sg.gql(CREATE_CATEGORY, { input: { name: 'Éphémère' } }, editor), 'createProductCategory');
      expect(leaf.slug).toBe('ephemere');
      expect(ok(await sg.gql(`mutation($id: ID!) { deleteProductCategory(id: $id) }`, { id: leaf.id }, editor), 'deleteProductCategory')).toBe(true);
    });
  });

  describe('stock from commerce.stock.changed', () => {
    const deliver = (productId: string, inStock: boolean, changedAt: string, id = randomUUID()) =>
      sg.app
        .get(EventBus)
        .consumer(PRODUCT_STOCK)!
        .deliver({
          id,
          type: Events.stockChanged.type,
          key: productId,
          occurredAt: new Date().toISOString(),
          payload: toBinary(StockChangedSchema, create(StockChangedSchema, { productId, sku: 'x', totalQuantity: inStock ? 5 : 0, inStock, changedAt })),
        });
    const stock = async (id: string) => (await db.query('SELECT in_stock, stock_changed_at, updated_at FROM product WHERE id = $1', [id]))[0];

    it('sets the flag, ignores a redelivery and an older event, and leaves updated_at alone', async () => {
      const p = ok<any>(await sg.gql(`{ product(slug: "tablier-brode") { id } }`), 'product');
      const before = await stock(p.id);
      const first = randomUUID();
      expect(await deliver(p.id, true, '2026-01-02T10:00:00.000Z', first)).toBe('applied');
      expect((await stock(p.id)).in_stock).toBe(true);
      expect(skus(await sg.gql(LIST, { filter: { inStockOnly: true } }))).toEqual(['TABLIER']);
      expect(await deliver(p.id, false, '2026-01-02T10:00:00.000Z', first)).toBe('duplicate');
      expect((await stock(p.id)).in_stock).toBe(true);
      await deliver(p.id, false, '2026-01-01T09:00:00.000Z'); // stale: older than the last applied
      expect((await stock(p.id)).in_stock).toBe(true);
      await deliver(p.id, false, '2026-01-03T09:00:00.000Z');
      const now = await stock(p.id);
      expect(now.in_stock).toBe(false);
      expect(now.stock_changed_at.toISOString()).toBe('2026-01-03T09:00:00.000Z');
      expect(now.updated_at.getTime()).toBe(before.updated_at.getTime());
      expect(await deliver(randomUUID(), true, '2026-01-03T09:00:00.000Z')).toBe('applied'); // unknown product: nothing to do
      expect(await deliver('not-a-uuid', true, '2026-01-03T09:00:00.000Z')).toBe('applied');
    });
  });
});

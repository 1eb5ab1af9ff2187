import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule } from '../app.module';

const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id slug } }`;
const DELETE = 'mutation($id: ID!) { deleteProduct(id: $id) }';
const CREATE_CATEGORY = `mutation($input: ProductCategoryInput!) { createProductCategory(input: $input) { id slug } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $input: ProductCategoryInput!) { updateProductCategory(id: $id, input: $input) { id slug } }`;
const IMPORT = 'mutation($csv: String!) { importProducts(csv: $csv) { created updated errors { row field code } } }';
const PRODUCT_REDIRECT = 'query($slug: String!) { productSlugRedirect(slug: $slug) }';
const CATEGORY_REDIRECT = 'query($slug: String!) { productCategorySlugRedirect(slug: $slug) }';
const editor = adminIdentity([
  'catalog.products.create',
  'catalog.products.update',
  'catalog.products.delete',
  'catalog.categories.create',
  'catalog.categories.update',
  'catalog.bulk-upload.create',
]);

/** Catalogue permalinks: a changed slug keeps answering, with the current one (the storefront's 301). */
describe('catalogue permalinks', () => {
  let sg: TestSubgraph;
  const ok = (res: { data: any; errors?: any }, field: string) => {
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data[field];
  };
  const productRedirect = async (slug: string) => ok(await sg.gql(PRODUCT_REDIRECT, { slug }), 'productSlugRedirect');
  const categoryRedirect = async (slug: string) => ok(await sg.gql(CATEGORY_REDIRECT, { slug }), 'productCategorySlugRedirect');

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
  }, 120_000);
  afterAll(() => sg?.close());

  it("records a product's former slugs, each leading to the current one; a slug in use again stops redirecting", async () => {
    const p = ok(
      await sg.gql(
        CREATE,
        { input: { sku: 'PERMA-1', name: 'Coffret Bourgogne', slug: 'coffret-bourgogne', taxCategory: 'STANDARD', priceCents: 3900 } },
        editor,
      ),
      'createProduct',
    );
    expect(await productRedirect('coffret-bourgogne')).toBeNull(); // live, not moved
    ok(
      await sg.gql(
        UPDATE,
        { id: p.id, input: { sku: 'PERMA-1', name: 'Coffret Bourgogne', slug: 'coffret-bourgogne-2025', taxCategory: 'STANDARD', priceCents: 3900 } },
        editor,
      ),
      'updateProduct',
    );
    expect(await productRedirect(' Coffret-Bourgogne ')).toBe('coffret-bourgogne-2025');
    ok(
      await sg.gql(
        UPDATE,
        { id: p.id, input: { sku: 'PERMA-1', name: 'Coffret Bourgogne', slug: 'coffret-bourgogne-2026', taxCategory: 'STANDARD', priceCents: 3900 } },
        editor,
      ),
      'updateProduct',
    );
    // No chain: every former slug names the product, so each leads straight to today's slug.
    expect(await productRedirect('coffret-bourgogne')).toBe('coffret-bourgogne-2026');
    expect(await productRedirect('coffret-bourgogne-2025')).toBe('coffret-bourgogne-2026');
    expect(await productRedirect('coffret-bourgogne-2026')).toBeNull();

    // Another product takes a former slug: it is its page now.
    const other = ok(
      await sg.gql(CREATE, { input: { sku: 'PERMA-2', name: 'Autre', slug: 'coffret-bourgogne', taxCategory: 'STANDARD', priceCents: 100 } }, editor),
      'createProduct',
    );
    expect(await productRedirect('coffret-bourgogne')).toBeNull();
    expect(await productRedirect('coffret-bourgogne-2025')).toBe('coffret-bourgogne-2026');

    // An unpublished product is no destination; a deleted one takes its former slugs with it.
    ok(
      await sg.gql(
        UPDATE,
        { id: p.id, input: { sku: 'PERMA-1', name: 'Coffret Bourgogne', published: false, taxCategory: 'STANDARD', priceCents: 3900 } },
        editor,
      ),
      'updateProduct',
    );
    expect(await productRedirect('coffret-bourgogne-2025')).toBeNull();
    ok(
      await sg.gql(
        UPDATE,
        { id: p.id, input: { sku: 'PERMA-1', name: 'Coffret Bourgogne', published: true, taxCategory: 'STANDARD', priceCents: 3900 } },
        editor,
      ),
      'updateProduct',
    );
    expect(await productRedirect('coffret-bourgogne-2025')).toBe('coffret-bourgogne-2026');
    ok(await sg.gql(DELETE, { id: p.id }, editor), 'deleteProduct');
    expect(await productRedirect('coffret-bourgogne-2025')).toBeNull();
    ok(await sg.gql(DELETE, { id: other.id }, editor), 'deleteProduct');

    for (const slug of ['', 'x'.repeat(161), "a'; --", 'inconnu']) expect(await productRedirect(slug)).toBeNull();
  });

  it('records slugs the CSV import changes too', async () => {
    ok(await sg.gql(IMPORT, { csv: 'sku,name,price,tax_category,slug\nPERMA-3,Guide 2025,12.00,REDUCED,guide-2025\n' }, editor), 'importProducts');
    const report = ok(
      await sg.gql(IMPORT, { csv: 'sku,name,price,tax_category,slug\nPERMA-3,Guide 2026,12.00,REDUCED,guide-2026\n' }, editor),
      'importProducts',
    );
    expect(report).toMatchObject({ updated: 1, errors: [] });
    expect(await productRedirect('guide-2025')).toBe('guide-2026');
  });

  it("records a category's former slugs", async () => {
    const c = ok(await sg.gql(CREATE_CATEGORY, { input: { name: 'Épicerie', slug: 'epicerie' } }, editor), 'createProductCategory');
    expect(await categoryRedirect('epicerie')).toBeNull();
    ok(await sg.gql(UPDATE_CATEGORY, { id: c.id, input: { name: 'Épicerie fine', slug: 'epicerie-fine' } }, editor), 'updateProductCategory');
    expect(await categoryRedirect('epicerie')).toBe('epicerie-fine');
    expect(await categoryRedirect('epicerie-fine')).toBeNull();
    expect(await categoryRedirect('x'.repeat(161))).toBeNull();
  });
});

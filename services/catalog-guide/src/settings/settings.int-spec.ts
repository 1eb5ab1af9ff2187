import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromBinary } from '@bufbuild/protobuf';
import { SettingsReader } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity, deliverSettings } from '@guide/platform/testing';
import { Events, ReviewApprovedSchema } from '@guide/proto-schemas';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';

/**
 * Settings reach catalog-guide without a restart (`cms.settings.changed` into the copy, reloaded on its
 * NOTIFY): the default page size of the product list, out-of-stock products hidden from the lists, and
 * reviews published at once when they need no approval.
 */
const staff = adminIdentity(['catalog.products.create']);
const PRODUCTS = `query($filter: ProductFilter, $first: Int) { products(filter: $filter, first: $first) { totalCount edges { node { sku } } } }`;
const PRODUCT = `query($slug: String!) { product(slug: $slug) { sku rating { count } } }`;
const SUBMIT = `mutation($input: ReviewInput!) { submitReview(input: $input) { status } }`;

describe('catalog-guide reads the settings (cms.settings.changed)', () => {
  let sg: TestSubgraph;
  const media = mkdtempSync(join(tmpdir(), 'guide-settings-'));
  const slugs: string[] = [];
  const settings = (values: Record<string, unknown>) => deliverSettings(sg.app, 'catalog-guide.settings', 'catalog', values);
  const list = async (variables: Record<string, unknown> = {}) => {
    const res = await sg.gql(PRODUCTS, { filter: { text: 'Moutarde' }, ...variables });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return { total: res.data.products.totalCount, skus: res.data.products.edges.map((e: any) => e.node.sku) };
  };

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    for (const sku of ['SET-1', 'SET-2', 'SET-3']) {
      const res = await sg.gql(
        `mutation($input: ProductInput!) { createProduct(input: $input) { slug } }`,
        { input: { sku, name: `Moutarde de Dijon ${sku}`, priceCents: 450, taxCategory: 'REDUCED', published: true } },
        staff,
      );
      slugs.push(res.data.createProduct.slug);
    }
    // Commerce's stock for SET-1 only (what commerce.stock.changed would set).
    await sg.app.get(DataSource).query(`UPDATE product SET in_stock = (sku = 'SET-1') WHERE sku LIKE 'SET-%'`);
  }, 60_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(media, { recursive: true, force: true });
  });

  it('starts with the registry defaults', async () => {
    expect(sg.app.get(SettingsReader).group('catalog')).toEqual({ productsPerPage: 24, showOutOfStock: true, reviewsRequireApproval: true });
    expect(await list()).toEqual({ total: 3, skus: expect.arrayContaining(['SET-1', 'SET-2', 'SET-3']) });
  });

  it('pages the product list by catalog.productsPerPage when the storefront asks for no size', async () => {
    await settings({ productsPerPage: 2 });
    expect((await list()).skus).toHaveLength(2);
    expect((await list({ first: 3 })).skus).toHaveLength(3);
    await settings({});
    expect((await list()).skus).toHaveLength(3);
  });

  it('hides products out of stock from the lists while catalog.showOutOfStock is off; their page stays', async () => {
    await settings({ showOutOfStock: false });
    expect(await list()).toEqual({ total: 1, skus: ['SET-1'] });
    expect((await sg.gql(PRODUCT, { slug: slugs[1] })).data.product.sku).toBe('SET-2');
    await settings({ showOutOfStock: true });
    expect((await list()).total).toBe(3);
  });

  it('publishes a review at once, counted in the rating and told to partners (catalog.review.approved), while catalog.reviewsRequireApproval is off', async () => {
    const submit = (productId: string, n: number) =>
      sg.gql(
        SUBMIT,
        { input: { productId, rating: 5, body: 'Une moutarde forte comme il faut.' } },
        customerIdentity(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
      );
    const id = async (slug: string) => (await sg.gql(`query($slug: String!) { product(slug: $slug) { id } }`, { slug })).data.product.id;
    const first = await id(slugs[0]);
    // Partners hear of a review published at once as of a moderated one (catalog.review.approved → webhooks).
    const approvedEvents = async () =>
      (await sg.app.get(DataSource).query(`SELECT payload FROM outbox WHERE type = $1`, [Events.reviewApproved.type])).map(
        (row: { payload: Buffer }) => fromBinary(ReviewApprovedSchema, new Uint8Array(row.payload)).productId,
      );
    expect((await submit(first, 901)).data.submitReview.status).toBe('PENDING');
    await settings({ reviewsRequireApproval: false });
    expect((await submit(first, 902)).data.submitReview.status).toBe('APPROVED');
    expect((await sg.gql(PRODUCT, { slug: slugs[0] })).data.product.rating.count).toBe(1);
    expect(await approvedEvents()).toEqual([first]);
    await settings({});
    expect((await submit(first, 903)).data.submitReview.status).toBe('PENDING');
    expect(await approvedEvents()).toHaveLength(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { GATEWAY_SECRET_HEADER } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule } from '../app.module';
import { SHOP_ATTRIBUTES, SHOP_CATEGORIES, SHOP_PRODUCTS, SHOP_PRODUCT_TYPES, seedId } from './shop-catalogue';
import { ShopDemoSeed } from './shop-seed';

describe('demo shop seed', () => {
  let sg: TestSubgraph;
  let db: DataSource;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'guide-shop-media-'));
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: mediaDir }));
    db = sg.app.get(DataSource);
    await sg.app.get(ShopDemoSeed).seed();
  }, 120_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('seeds every product once, with stable ids and a catalog.product.created each', async () => {
    expect(SHOP_PRODUCTS.length).toBeGreaterThanOrEqual(20);
    await sg.app.get(ShopDemoSeed).seed(); // a restart
    expect(await db.query('SELECT count(*)::int AS n FROM product')).toEqual([{ n: SHOP_PRODUCTS.length }]);
    const [{ id }] = await db.query(`SELECT id FROM product WHERE sku = 'GUIDE-TABLES-TERROIR-2026'`);
    expect(id).toBe(seedId('product', 'GUIDE-TABLES-TERROIR-2026'));
    expect(seedId('product', 'GUIDE-TABLES-TERROIR-2026')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'catalog.product.created'`)).toEqual([{ n: SHOP_PRODUCTS.length }]);
  });

  it('fills every category, in French and English, with VAT by kind', async () => {
    const res = await sg.gql(`{ productCategories { slug name nameEn productCount } }`);
    expect(res.data.productCategories.map((c: any) => c.slug)).toEqual([
      'guides-imprimes',
      'guides-regionaux',
      'coffrets-cadeaux',
      'goodies',
      'arts-de-la-table',
      'cartes-cadeaux',
    ]);
    expect(res.data.productCategories.length).toBe(SHOP_CATEGORIES.length);
    for (const c of res.data.productCategories) expect(c.productCount).toBeGreaterThan(0);
    const taxes = await db.query(
      `SELECT sku, tax_category FROM product WHERE sku IN ('GUIDE-BOURGOGNE', 'COFFRET-FROMAGES', 'COFFRET-VINS-BOURGOGNE', 'MUG-EMAILLE') ORDER BY sku`,
    );
    expect(taxes).toEqual([
      { sku: 'COFFRET-FROMAGES', tax_category: 'REDUCED' },
      { sku: 'COFFRET-VINS-BOURGOGNE', tax_category: 'STANDARD' },
      { sku: 'GUIDE-BOURGOGNE', tax_category: 'REDUCED' },
      { sku: 'MUG-EMAILLE', tax_category: 'STANDARD' },
    ]);
    const missing = await db.query('SELECT sku FROM product WHERE name_en IS NULL OR description IS NULL OR description_en IS NULL OR weight_grams IS NULL');
    expect(missing).toEqual([]);
  });

  it('gives each product an illustration with alt text that this service serves', async () => {
    const res = await sg.gql(`{ products(first: 100) { totalCount edges { node { sku images { url alt } } } } }`);
    expect(res.data.products.totalCount).toBe(SHOP_PRODUCTS.length);
    for (const { node } of res.data.products.edges) {
      expect(node.images).toHaveLength(1);
      expect(node.images[0].alt).toMatch(/^Illustration : /);
    }
    const url = res.data.products.edges[0].node.images[0].url;
    const headers = { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET };
    const file = await fetch(new URL(url, sg.url), { headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    expect((await fetch(new URL(url.replace(/[0-9a-f]{8}-/, '00000000-'), sg.url), { headers })).status).toBe(404);
    expect((await fetch(new URL('/media/files/products/x/y.webp', sg.url), { headers })).status).toBe(404);
  });

  it('seeds product types, attributes and families once, and gives each product its type, family and values', async () => {
    await sg.app.get(ShopDemoSeed).seed(); // a rerun changes nothing
    expect(await db.query('SELECT code FROM product_type ORDER BY code')).toEqual(
      SHOP_PRODUCT_TYPES.map((t) => ({ code: t.code })).sort((a, b) => a.code.localeCompare(b.code)),
    );
    expect(await db.query('SELECT count(*)::int AS n FROM product_attribute')).toEqual([{ n: SHOP_ATTRIBUTES.length }]);
    expect(await db.query('SELECT id FROM attribute_family WHERE code = $1', ['livre'])).toEqual([{ id: seedId('attribute-family', 'livre') }]);
    expect(await db.query('SELECT count(*)::int AS n FROM product WHERE product_type_id IS NULL')).toEqual([{ n: 0 }]);
    const updated = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'catalog.product.updated'`);
    expect(updated).toEqual([{ n: SHOP_PRODUCTS.length }]); // one setProductDetails each, not again on rerun
    const res = await sg.gql(
      `{ product(slug: "guide-des-tables-de-terroir-2026") { productType { name } family { name } attributeValues { attribute { code } value } } }`,
    );
    expect(res.data.product).toEqual({
      productType: { name: 'Guide imprimé' },
      family: { name: 'Livre' },
      attributeValues: [
        { attribute: { code: 'millesime' }, value: '2026' },
        { attribute: { code: 'nombre_pages' }, value: expect.stringMatching(/^\d+$/) },
        { attribute: { code: 'format' }, value: 'broche' },
      ],
    });
    const card = await sg.gql(`{ product(slug: "carte-cadeau-50") { family { code } attributeValues { value } } }`);
    expect(card.data.product).toEqual({ family: { code: 'carte_cadeau' }, attributeValues: [] }); // valable_jusqu_au: back office only
  });
});

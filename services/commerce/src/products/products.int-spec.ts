import { DemoSeedRunner } from '@guide/platform';
import { CommerceTestApp, bootCommerce } from '../testing/commerce-test-app';
import { demoSeedProductId, demoStockFor } from './demo-stock';

describe('demo data (SEED_DEMO_DATA)', () => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await bootCommerce({ SEED_DEMO_DATA: true });
  });
  afterAll(() => t?.close());

  it('gives a newly projected product of the demo seed its deterministic demo stock, once', async () => {
    const id = await t.product({ id: demoSeedProductId('DEMO-42'), sku: 'DEMO-42' });
    expect(demoStockFor('DEMO-42')).toBeGreaterThan(0);
    expect(await t.stockOf(id)).toBe(demoStockFor('DEMO-42'));
    await t.stock(id, 3);
    await t.product({ id, sku: 'DEMO-42', priceCents: 1234 }); // an update keeps the stock as set
    expect(await t.stockOf(id)).toBe(3);
  });

  it('gives no demo stock to a product staff create after start: it starts at 0 (issue 21)', async () => {
    for (const sku of ['NOUVEAU-1', 'DEMO-42-BIS']) {
      expect(demoStockFor(sku)).toBeGreaterThan(0); // what the demo rule would have given it
      const id = await t.product({ sku }); // a random id, as catalog gives every product staff create
      expect(await t.stockOf(id)).toBe(0);
      expect(
        (
          await t.gql('query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { inStock stockQuantity } } }', {
            r: [{ __typename: 'Product', id }],
          })
        ).data._entities,
      ).toEqual([{ inStock: false, stockQuantity: 0 }]);
    }
  });

  it('seeds the welcome coupon, idempotently', async () => {
    await t.app.get(DemoSeedRunner).run();
    expect(await t.db.query(`SELECT code, percent_off FROM coupons WHERE code = 'BIENVENUE10'`)).toEqual([{ code: 'BIENVENUE10', percent_off: 10 }]);
  });

  it('keeps demo stock between 0 and 60, some products out of stock', () => {
    const values = Array.from({ length: 200 }, (_, i) => demoStockFor(`SKU-${i}`));
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(60);
    expect(values.filter((v) => v > 0).every((v) => v >= 5)).toBe(true);
  });
});

describe('without demo data', () => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await bootCommerce();
  });
  afterAll(() => t?.close());

  it('projects products without stock', async () => {
    const id = await t.product({ sku: 'PLAIN-1' });
    expect(await t.stockOf(id)).toBe(0);
  });
});

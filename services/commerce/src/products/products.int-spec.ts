import { DemoSeedRunner } from '@guide/platform';
import { CommerceTestApp, bootCommerce } from '../testing/commerce-test-app';
import { demoStockFor } from './demo-stock';

describe('demo data (SEED_DEMO_DATA)', () => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await bootCommerce({ SEED_DEMO_DATA: true });
  });
  afterAll(() => t?.close());

  it('gives a newly projected product its deterministic demo stock, once', async () => {
    const id = await t.product({ sku: 'DEMO-42' });
    expect(await t.stockOf(id)).toBe(demoStockFor('DEMO-42'));
    await t.stock(id, 3);
    await t.product({ id, sku: 'DEMO-42', priceCents: 1234 }); // an update keeps the stock as set
    expect(await t.stockOf(id)).toBe(3);
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

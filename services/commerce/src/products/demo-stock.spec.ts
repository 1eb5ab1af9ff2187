import { randomUUID } from 'node:crypto';
// The seed's own derivation, read from catalog-guide: the two must agree (commerce never imports it at run time).
import { SHOP_PRODUCTS, seedId } from '../../../catalog-guide/src/seed/shop-catalogue';
import { demoSeedProductId, isDemoSeedProduct } from './demo-stock';

describe('demo seed products (demo stock goes to them only)', () => {
  it("recognises every product of catalog-guide's demo seed by its stable id", () => {
    expect(SHOP_PRODUCTS.length).toBeGreaterThan(0);
    for (const p of SHOP_PRODUCTS) {
      expect(demoSeedProductId(p.sku)).toBe(seedId('product', p.sku));
      expect(isDemoSeedProduct(seedId('product', p.sku).toUpperCase(), p.sku)).toBe(true);
    }
  });

  it('does not take a product created later for a seeded one, even with a seeded sku', () => {
    expect(isDemoSeedProduct(randomUUID(), 'NOUVEAU-PRODUIT')).toBe(false);
    expect(isDemoSeedProduct(randomUUID(), SHOP_PRODUCTS[0].sku)).toBe(false);
    expect(isDemoSeedProduct(seedId('product', SHOP_PRODUCTS[0].sku), SHOP_PRODUCTS[1].sku)).toBe(false);
  });
});

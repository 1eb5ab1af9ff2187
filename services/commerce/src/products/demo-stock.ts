import { createHash } from 'node:crypto';

/**
 * DEMO BEHAVIOUR ONLY (SEED_DEMO_DATA): the stock a demo product gets when commerce first sees it.
 * Deterministic from the sku (same data on every machine): 5 to 60 units, and 0 for about one sku in
 * twelve so the storefront shows "out of stock" somewhere.
 */
export function demoStockFor(sku: string): number {
  const hash = createHash('sha256').update(sku).digest();
  const n = hash.readUInt32BE(0);
  if (n % 12 === 0) return 0;
  return 5 + (n % 56);
}

/**
 * The id catalog-guide's demo seed gives the product of this sku: its `seedId('product', sku)`
 * (catalog-guide/src/seed/shop-catalogue.ts, a version-5-layout UUID of `guide-gourmand:product:<sku>`).
 * Products staff create get random ids, so only the seed's products match (demo-stock.spec.ts checks the
 * two derivations agree on every seeded sku).
 */
export function demoSeedProductId(sku: string): string {
  const h = createHash('sha1').update(`guide-gourmand:product:${sku}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A product of the demo seed (not one created afterwards, whatever its sku): only these get demo stock. */
export const isDemoSeedProduct = (id: string, sku: string): boolean => id.toLowerCase() === demoSeedProductId(sku);

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

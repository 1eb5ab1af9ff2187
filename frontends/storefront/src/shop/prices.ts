/** Price and VAT arithmetic of the shop's pages, without React or styles (unit-tested in prices.spec.ts). */

/**
 * What a product costs now: its sale price when an automatic promotion lowers it (below the regular price),
 * and the regular price to strike out beside it; otherwise the price alone.
 */
export function productPrice(product: { priceCents: number; salePriceCents?: number | null }): { currentCents: number; regularCents: number | null } {
  const sale = product.salePriceCents;
  return sale != null && sale >= 0 && sale < product.priceCents
    ? { currentCents: sale, regularCents: product.priceCents }
    : { currentCents: product.priceCents, regularCents: null };
}

/** The VAT lines summed by rate (a rate listed twice counts once), lowest rate first, as both apps show them. */
export function vatByRate(lines: readonly { ratePercent: number; vatCents: number }[]): { ratePercent: number; vatCents: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.ratePercent, (byRate.get(line.ratePercent) ?? 0) + line.vatCents);
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, vatCents]) => ({ ratePercent: rate, vatCents }));
}

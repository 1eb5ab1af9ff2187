/**
 * Shop arithmetic, in integer cents only (no float ever touches an amount). Prices are VAT included,
 * so the VAT of an amount is the part of it that is tax: total × rate / (100 + rate).
 *
 * Rounding: per line, half up (…,5 cent goes up), on integers: rates are kept in tenths of a percent
 * (200, 100, 55, 21) so 5.5 % needs no float. The order's VAT is the sum of its lines' rounded VAT
 * (what a French invoice prints line by line), plus the shipping's VAT at the standard rate.
 */
export const TAX_CATEGORIES = ['STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/**
 * French VAT rates in tenths of a percent: 20 %, 10 %, 5.5 %, 2.1 %. The rates in force are data
 * (taxes/tax-rates.service.ts, table tax_rates); these are the fallback for rows older than it.
 */
export const VAT_RATE_TENTHS: Record<TaxCategory, number> = { STANDARD: 200, INTERMEDIATE: 100, REDUCED: 55, SUPER_REDUCED: 21 };

/** Shipping is taxed at the standard rate. */
export const SHIPPING_TAX_CATEGORY: TaxCategory = 'STANDARD';

export const isTaxCategory = (value: unknown): value is TaxCategory => typeof value === 'string' && (TAX_CATEGORIES as readonly string[]).includes(value);

/** a / b rounded half up, for a ≥ 0 and b > 0 (integers). */
export function divRoundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) throw new RangeError(`divRoundHalfUp(${a}, ${b})`);
  return Math.floor((2 * a + b) / (2 * b));
}

/** France's rate of a category (an unknown category of an old row: the standard rate), in tenths. */
export const defaultRateTenths = (category: string): number => VAT_RATE_TENTHS[isTaxCategory(category) ? category : 'STANDARD'];

/** The VAT included in a VAT-inclusive amount at a rate in tenths of a percent: round(amount × rate / (1000 + rate)), half up. */
export function vatIncluded(amountCents: number, rateTenths: number): number {
  return divRoundHalfUp(amountCents * rateTenths, 1000 + rateTenths);
}

/** A coupon as the arithmetic sees it: exactly one of the two is set. */
export interface Discount {
  percentOff?: number | null;
  amountOffCents?: number | null;
}

/** The discount on a subtotal: percent rounded half up, or a fixed amount capped at the subtotal. */
export function discountOn(subTotalCents: number, discount: Discount | null | undefined): number {
  if (!discount) return 0;
  if (discount.percentOff != null) return Math.min(subTotalCents, divRoundHalfUp(subTotalCents * discount.percentOff, 100));
  if (discount.amountOffCents != null) return Math.min(subTotalCents, discount.amountOffCents);
  return 0;
}

/**
 * Spreads `amount` over `weights` in proportion, in whole cents that add up exactly: each share is
 * floored, then the cents left go to the largest remainders (earlier lines first on ties).
 */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  const remainders = weights.map((w, i) => ({ i, r: (amount * w) % total }));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i]++;
    left--;
  }
  return shares;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  taxCategory: TaxCategory;
  /** The rate the line is taxed at (tenths); absent: France's rate of its category. */
  vatRateTenths?: number;
}

export interface Totals {
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  /** Per line, in input order: total, share of the discount, VAT of what is paid for it. */
  lines: { totalCents: number; discountCents: number; vatCents: number }[];
}

/**
 * The totals of a cart or an order. The discount is spread over the lines in proportion to their totals
 * (so each line's VAT is on what is really paid for it); shipping's VAT at `shippingRateTenths` (the standard rate).
 * total = subTotal − discount + shipping.
 */
export function computeTotals(
  lines: PricedLine[],
  discount: Discount | null | undefined,
  shippingCents: number,
  shippingRateTenths = VAT_RATE_TENTHS[SHIPPING_TAX_CATEGORY],
): Totals {
  const lineTotals = lines.map((l) => l.unitPriceCents * l.quantity);
  const subTotalCents = lineTotals.reduce((a, b) => a + b, 0);
  const discountCents = discountOn(subTotalCents, discount);
  const shares = spread(discountCents, lineTotals);
  const priced = lines.map((l, i) => ({
    totalCents: lineTotals[i],
    discountCents: shares[i],
    vatCents: vatIncluded(lineTotals[i] - shares[i], l.vatRateTenths ?? VAT_RATE_TENTHS[l.taxCategory]),
  }));
  const vatCents = priced.reduce((a, l) => a + l.vatCents, 0) + vatIncluded(shippingCents, shippingRateTenths);
  return { subTotalCents, discountCents, shippingCents, vatCents, totalCents: subTotalCents - discountCents + shippingCents, lines: priced };
}

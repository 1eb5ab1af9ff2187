import { SHIPPING_TAX_CATEGORY, TaxCategory, VAT_RATE_TENTHS, divRoundHalfUp, spread, vatIncluded } from '../money/money';
import { ACTIONS, CONDITIONS, StoredOperation } from './strategies/registry';
import type { ConditionContext, CustomerFacts, EngineLine } from './strategies/strategy';

export type { CustomerFacts, EngineLine };

/** A promotion the engine may apply: already active now, its code applied when it has one, its limits not reached. */
export interface EnginePromotion {
  id: string;
  name: string;
  priority: number;
  exclusive: boolean;
  conditions: readonly StoredOperation[];
  actions: readonly StoredOperation[];
}

/** A plain coupon of the back office (no promotion): exactly one of the two reductions. */
export interface PlainCoupon {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface PricingInput {
  lines: readonly EngineLine[];
  customer: CustomerFacts;
  shippingCents: number;
  /** Shipping's VAT rate (tenths): the standard rate of the delivery country; absent: France's. */
  shippingVatRateTenths?: number;
  promotions: readonly EnginePromotion[];
  coupon?: PlainCoupon | null;
}

/** A discount as the cart lists it and the order keeps it. */
export interface AppliedDiscount {
  promotionId: string | null;
  name: string;
  amountCents: number;
}

export interface PricedLineResult {
  totalCents: number;
  discountCents: number;
  /** VAT included in what is paid for the line (its total less its discount). */
  vatCents: number;
}

export interface Pricing {
  subTotalCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  /** Lines' discounts + shipping's: the sum of `discounts`. */
  discountCents: number;
  vatCents: number;
  totalCents: number;
  lines: PricedLineResult[];
  discounts: AppliedDiscount[];
  /** The promotions that took something off (their uses are counted when the order is placed). */
  appliedPromotionIds: string[];
}

/** Higher priority first; equal priorities in the order given (the service sorts by creation). */
export const byPriority = (promotions: readonly EnginePromotion[]) =>
  promotions
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.priority - a.p.priority || a.i - b.i)
    .map(({ p }) => p);

/** Whether every condition of the promotion holds (no condition: always). Unknown codes never hold. */
export function conditionsHold(promotion: Pick<EnginePromotion, 'conditions'>, ctx: ConditionContext): boolean {
  return promotion.conditions.every((c) => CONDITIONS.get(c.code)?.check(ctx, c.args) ?? false);
}

/**
 * The shop's pricing, pure: given the cart's lines, the customer, the shipping price, the promotions that
 * may apply and a plain coupon, what each line and shipping are discounted and the totals.
 *
 * - Promotions in priority order (higher first); one applies when all its conditions hold, read on the
 *   cart before any discount. Its actions take off what is still to pay (after higher-priority ones),
 *   never more: no line and no shipping goes below zero. An exclusive promotion that applies stops the
 *   lower ones. A plain coupon comes last, on what is left, computed as before promotions existed.
 * - Rounding: integer cents, half up, per line (per unit for product discounts); see README.md.
 * - VAT after discounts: per line on what is paid for it, at its rate; shipping's at the standard rate.
 */
export function price(input: PricingInput): Pricing {
  const { lines } = input;
  const totals = lines.map((l) => l.unitPriceCents * l.quantity);
  const subTotalCents = totals.reduce((a, b) => a + b, 0);
  const remaining = [...totals];
  let shippingRemaining = input.shippingCents;
  const discounts: AppliedDiscount[] = [];
  const appliedPromotionIds: string[] = [];
  const ctx: ConditionContext = { lines, subTotalCents, customer: input.customer };

  for (const promotion of byPriority(input.promotions)) {
    if (!conditionsHold(promotion, ctx)) continue;
    let amount = 0;
    for (const action of promotion.actions) {
      const strategy = ACTIONS.get(action.code);
      if (!strategy) continue;
      const effect = strategy.apply({ lines, remaining, shippingRemaining }, action.args);
      for (const [i, d] of effect.lineDiscounts.entries()) {
        const taken = Math.max(0, Math.min(remaining[i], Math.trunc(d) || 0));
        remaining[i] -= taken;
        amount += taken;
      }
      const shipping = Math.max(0, Math.min(shippingRemaining, Math.trunc(effect.shippingDiscount) || 0));
      shippingRemaining -= shipping;
      amount += shipping;
    }
    if (amount > 0) {
      discounts.push({ promotionId: promotion.id, name: promotion.name, amountCents: amount });
      appliedPromotionIds.push(promotion.id);
    }
    if (promotion.exclusive) break;
  }

  // The plain coupon, as computed before promotions: on the subtotal left, spread in proportion.
  if (input.coupon) {
    const left = remaining.reduce((a, b) => a + b, 0);
    const c = input.coupon;
    const amount =
      c.percentOff != null ? Math.min(left, divRoundHalfUp(left * c.percentOff, 100)) : c.amountOffCents != null ? Math.min(left, c.amountOffCents) : 0;
    const shares = spread(amount, [...remaining]);
    shares.forEach((s, i) => (remaining[i] -= s));
    if (amount > 0) discounts.push({ promotionId: null, name: c.code, amountCents: amount });
  }

  const priced = lines.map((l, i) => ({
    totalCents: totals[i],
    discountCents: totals[i] - remaining[i],
    vatCents: vatIncluded(remaining[i], l.vatRateTenths ?? VAT_RATE_TENTHS[l.taxCategory]),
  }));
  const shippingDiscountCents = input.shippingCents - shippingRemaining;
  const discountCents = discounts.reduce((a, d) => a + d.amountCents, 0);
  const vatCents =
    priced.reduce((a, l) => a + l.vatCents, 0) + vatIncluded(shippingRemaining, input.shippingVatRateTenths ?? VAT_RATE_TENTHS[SHIPPING_TAX_CATEGORY]);
  return {
    subTotalCents,
    shippingCents: input.shippingCents,
    shippingDiscountCents,
    discountCents,
    vatCents,
    totalCents: subTotalCents + input.shippingCents - discountCents,
    lines: priced,
    discounts,
    appliedPromotionIds,
  };
}

/**
 * A product's price after the automatic promotions that need nothing of the cart or the customer (no
 * condition) and discount it by a percentage: one unit through the engine, their product actions only.
 * Null when nothing lowers it.
 */
export function salePrice(
  product: { productId: string; unitPriceCents: number; taxCategory: TaxCategory },
  promotions: readonly EnginePromotion[],
): number | null {
  const unconditional = promotions
    .filter((p) => p.conditions.length === 0)
    .map((p) => ({ ...p, actions: p.actions.filter((a) => a.code === 'product_percentage_discount') }));
  const line = { ...product, quantity: 1, categoryIds: [] };
  const result = price({ lines: [line], customer: { customerId: null, groupCode: null, hasOrdered: null }, shippingCents: 0, promotions: unconditional });
  const discount = result.lines[0].discountCents;
  return discount > 0 ? product.unitPriceCents - discount : null;
}

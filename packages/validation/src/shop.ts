import type { FieldErrors } from './errors';
import { MessageKey as K, ServerMessageKey as S, type AnyMessageKey } from './messages';
import { NOTE_MAX_LENGTH } from './rules';

/**
 * The shop catalogue's bounds that the back office's product form and catalog-guide both check
 * (services/catalog-guide/src/products/product.rules.ts builds its full rule set on these).
 */

/** Letters, digits, dot, dash, underscore; 1 to 64 characters. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** 1,000,000.00 €: a typo guard more than a business rule. */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
/** Pictures a product may have. */
export const MAX_PRODUCT_IMAGES = 12;

/**
 * The shop's own rules (commerce, the back office's coupon form, the storefront's cart and checkout),
 * and their limits. The order address is `orderAddressSchema` (schemas.ts), the schema of identity's
 * saved addresses too.
 */
export const SHOP_LIMITS = {
  /** Coupon codes: upper-case letters, digits and dashes, 3 to 40 (commerce's table checks the same): 1 or 2 are guessed at once. */
  couponCodeMin: 3,
  couponCodeMax: 40,
  percentOffMin: 1,
  percentOffMax: 100,
  /** 1,000,000.00 €, like a product's price. */
  amountOffCentsMax: MAX_PRODUCT_PRICE_CENTS,
  usageLimitMax: 1_000_000_000,
  /** Units of one product in a cart line. */
  lineQuantityMax: 999,
  /** 10,000,000.00 €: what one order may total (lines and delivery). */
  cartTotalCentsMax: 1_000_000_000,
  /** A customer's comment on an order or a quote request. */
  customerCommentMax: NOTE_MAX_LENGTH,
  /** Staff's answer to a quote. */
  staffCommentMax: 5000,
} as const;

/** A coupon code as stored: upper-case letters, digits and dashes, 3 to 40 of them. */
export const COUPON_CODE_PATTERN = new RegExp(`^[A-Z0-9-]{${SHOP_LIMITS.couponCodeMin},${SHOP_LIMITS.couponCodeMax}}$`);

/** Codes are stored upper-case, spaces around trimmed: what a customer types is compared so. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The API's CouponInput. */
export interface CouponRulesInput {
  code: string;
  percentOff?: number | null;
  amountOffCents?: number | null;
  validUntil?: Date | string | null;
  usageLimit?: number | null;
}

/**
 * The back office's coupon rules (commerce's createCoupon/updateCoupon and the admin's form): the code
 * (REQUIRED, COUPON_CODE_INVALID), exactly one reduction (ONE_DISCOUNT_ONLY: on `amountOffCents` when
 * both are given, on `percentOff` when neither is), PERCENT_OUT_OF_RANGE (1–100), AMOUNT_OUT_OF_RANGE (1 cent to
 * 1,000,000 €), USAGE_LIMIT_OUT_OF_RANGE (≥ 1). Returns the field errors, empty when valid.
 */
export function validateCouponInput(input: CouponRulesInput): FieldErrors {
  const errors: FieldErrors = {};
  const L = SHOP_LIMITS;
  const code = normalizeCouponCode(input.code ?? '');
  if (!code) errors.code = K.REQUIRED;
  else if (!COUPON_CODE_PATTERN.test(code)) errors.code = K.COUPON_CODE_INVALID;
  const hasPercent = input.percentOff != null;
  const hasAmount = input.amountOffCents != null;
  // Exactly one reduction: both is refused on the amount, neither on the percentage.
  if (hasPercent && hasAmount) errors.amountOffCents = K.ONE_DISCOUNT_ONLY;
  else if (!hasPercent && !hasAmount) errors.percentOff = K.ONE_DISCOUNT_ONLY;
  const inRange = (n: number | null | undefined, min: number, max: number) => Number.isInteger(n) && n! >= min && n! <= max;
  if (hasPercent && !inRange(input.percentOff, L.percentOffMin, L.percentOffMax)) errors.percentOff = K.PERCENT_OUT_OF_RANGE;
  if (hasAmount && !inRange(input.amountOffCents, 1, L.amountOffCentsMax)) errors.amountOffCents = K.AMOUNT_OUT_OF_RANGE;
  if (input.usageLimit != null && !inRange(input.usageLimit, 1, L.usageLimitMax)) errors.usageLimit = K.USAGE_LIMIT_OUT_OF_RANGE;
  if (input.validUntil != null && Number.isNaN(new Date(input.validUntil).getTime())) errors.validUntil = K.DATE_INVALID;
  return errors;
}

/** The code a customer types in the cart: REQUIRED when empty, COUPON_UNKNOWN when no coupon can look like it. */
export function couponCodeError(code: string): AnyMessageKey | null {
  const normal = normalizeCouponCode(code);
  if (!normal) return K.REQUIRED;
  return COUPON_CODE_PATTERN.test(normal) ? null : S.COUPON_UNKNOWN;
}

/** Why a coupon cannot be used now, or null when it can: the keys of applyCoupon and of placing an order. */
export function couponRefusal(
  coupon: { validUntil: Date | string | null; usageLimit: number | null; timesUsed: number } | null | undefined,
  now: Date = new Date(),
): typeof S.COUPON_UNKNOWN | typeof S.COUPON_EXPIRED | typeof S.COUPON_USED_UP | null {
  if (!coupon) return S.COUPON_UNKNOWN;
  if (coupon.validUntil && new Date(coupon.validUntil).getTime() <= now.getTime()) return S.COUPON_EXPIRED;
  if (coupon.usageLimit != null && coupon.timesUsed >= coupon.usageLimit) return S.COUPON_USED_UP;
  return null;
}

/** A cart line's quantity: 1 to 999 to add (`allowZero` for a change, where 0 removes the line). */
export function lineQuantityError(quantity: number, { allowZero = false } = {}): AnyMessageKey | null {
  return Number.isInteger(quantity) && quantity >= (allowZero ? 0 : 1) && quantity <= SHOP_LIMITS.lineQuantityMax ? null : K.QUANTITY_OUT_OF_RANGE;
}

/** A customer's comment (order, quote request): trimmed, '' is none; TOO_LONG beyond 2,000 characters. */
export function customerCommentError(comment: string | null | undefined): AnyMessageKey | null {
  return [...(comment?.trim() ?? '')].length > SHOP_LIMITS.customerCommentMax ? K.TOO_LONG : null;
}

/** Staff's answer to a quote: REQUIRED, TOO_LONG beyond 5,000 characters. */
export function staffCommentError(comment: string | null | undefined): AnyMessageKey | null {
  const text = comment?.trim() ?? '';
  if (!text) return K.REQUIRED;
  return [...text].length > SHOP_LIMITS.staffCommentMax ? K.TOO_LONG : null;
}

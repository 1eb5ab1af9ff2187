import { FieldErrors } from '@guide/platform';

export const COUPON_CODE = /^[A-Z0-9-]{3,40}$/;
export const MAX_AMOUNT_OFF_CENTS = 100_000_000;
export const MAX_USAGE_LIMIT = 1_000_000_000;

export interface CouponRow {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  validUntil: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  createdAt: Date;
}

export interface CouponInput {
  code: string;
  percentOff?: number | null;
  amountOffCents?: number | null;
  validUntil?: Date | string | null;
  usageLimit?: number | null;
}

/** Codes are stored upper-case, spaces around trimmed. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The back office's input rules; returns the field errors (empty when valid). */
export function validateCouponInput(input: CouponInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!COUPON_CODE.test(normalizeCouponCode(input.code))) errors.code = input.code.trim() ? 'COUPON_CODE_INVALID' : 'REQUIRED';
  const hasPercent = input.percentOff != null;
  const hasAmount = input.amountOffCents != null;
  if (hasPercent === hasAmount) errors[hasPercent ? 'amountOffCents' : 'percentOff'] = hasPercent ? 'ONE_DISCOUNT_ONLY' : 'REQUIRED';
  if (hasPercent && (!Number.isInteger(input.percentOff) || input.percentOff! < 1 || input.percentOff! > 100)) errors.percentOff = 'PERCENT_OUT_OF_RANGE';
  if (hasAmount && (!Number.isInteger(input.amountOffCents) || input.amountOffCents! < 1 || input.amountOffCents! > MAX_AMOUNT_OFF_CENTS))
    errors.amountOffCents = 'AMOUNT_OUT_OF_RANGE';
  if (input.usageLimit != null && (!Number.isInteger(input.usageLimit) || input.usageLimit < 1 || input.usageLimit > MAX_USAGE_LIMIT))
    errors.usageLimit = 'USAGE_LIMIT_OUT_OF_RANGE';
  return errors;
}

/** Why a coupon cannot be used now, or null when it can: the message keys of applyCoupon and placement. */
export function couponRefusal(
  coupon: Pick<CouponRow, 'validUntil' | 'usageLimit' | 'timesUsed'> | null | undefined,
  now: Date = new Date(),
): 'COUPON_UNKNOWN' | 'COUPON_EXPIRED' | 'COUPON_USED_UP' | null {
  if (!coupon) return 'COUPON_UNKNOWN';
  if (coupon.validUntil && new Date(coupon.validUntil).getTime() <= now.getTime()) return 'COUPON_EXPIRED';
  if (coupon.usageLimit != null && coupon.timesUsed >= coupon.usageLimit) return 'COUPON_USED_UP';
  return null;
}

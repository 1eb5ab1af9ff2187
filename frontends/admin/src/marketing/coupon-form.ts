import { inParis, parisDayBounds } from '@guide/ui/dates';
import { MessageKey, normalizeCouponCode, validateCouponInput, type AnyMessageKey } from '@guide/validation';
import type { Dayjs } from 'dayjs';
import type { CouponInput, CouponRow } from './coupons.graphql';

/** The coupon form: a reduction in percent or in euros (exactly one), an optional last day and usage limit. */
export interface CouponFormValues {
  code: string;
  percentOff: number | null;
  amountOff: string;
  validUntil: Dayjs | null;
  usageLimit: number | null;
}
export type CouponFormErrors = Partial<Record<keyof CouponFormValues, AnyMessageKey>>;

export const EMPTY_COUPON: CouponFormValues = { code: '', percentOff: null, amountOff: '', validUntil: null, usageLimit: null };

/** "5,50" → 550; null when not a positive amount with at most two decimals. */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/**
 * The shared coupon rules (@guide/validation's `validateCouponInput`, which commerce runs too) on the
 * form's values; an amount that is not a number of euros is INVALID_AMOUNT.
 */
export function validateCoupon(values: CouponFormValues, options: { voucher?: boolean } = {}): CouponFormErrors {
  const errors: CouponFormErrors = {};
  const hasAmount = values.amountOff.trim() !== '';
  const cents = hasAmount ? amountToCents(values.amountOff) : null;
  if (hasAmount && cents === null) errors.amountOff = MessageKey.INVALID_AMOUNT;
  const shared = validateCouponInput({
    code: values.code,
    percentOff: values.percentOff,
    // An unreadable amount is still "an amount" for the one-reduction rule.
    amountOffCents: hasAmount ? (cents ?? 1) : null,
    usageLimit: values.usageLimit,
  });
  for (const [name, key] of Object.entries(shared)) {
    const field = couponFormField(name);
    if (field && !errors[field]) errors[field] = key;
  }
  // A voucher's reductions are its promotion's actions: commerce ignores any of its own, so none is asked for.
  if (options.voucher) {
    delete errors.percentOff;
    delete errors.amountOff;
  }
  return errors;
}

/** 2490 → "24,90". */
const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** The form's values of a stored coupon (its last day in Paris). */
export function fromCoupon(coupon: Pick<CouponRow, 'code' | 'percentOff' | 'amountOffCents' | 'validUntil' | 'usageLimit'>): CouponFormValues {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOffCents !== null ? centsToEuros(coupon.amountOffCents) : '',
    validUntil: coupon.validUntil ? inParis(coupon.validUntil).startOf('day') : null,
    usageLimit: coupon.usageLimit,
  };
}

/** The input of validated values; the code is sent upper-case (the API stores it so), the last day until its end in Paris. */
export function toCouponInput(values: CouponFormValues): CouponInput {
  const percent = values.percentOff;
  return {
    code: normalizeCouponCode(values.code),
    percentOff: percent,
    amountOffCents: percent === null ? amountToCents(values.amountOff) : null,
    validUntil: values.validUntil ? parisDayBounds(values.validUntil.format('YYYY-MM-DD')).end : null,
    usageLimit: values.usageLimit,
  };
}

/** The form field of a server `fieldErrors` entry. */
export const couponFormField = (name: string): keyof CouponFormValues | null =>
  (
    ({ code: 'code', percentOff: 'percentOff', amountOffCents: 'amountOff', validUntil: 'validUntil', usageLimit: 'usageLimit' }) as Record<
      string,
      keyof CouponFormValues
    >
  )[name] ?? null;

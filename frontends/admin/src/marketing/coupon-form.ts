import { parisDayBounds } from '@guide/ui/dates';
import type { Dayjs } from 'dayjs';
import type { CouponInput } from './coupons.graphql';

/** The coupon form: a reduction in percent or in euros (exactly one), an optional last day and usage limit. */
export interface CouponFormValues {
  code: string;
  percentOff: number | null;
  amountOff: string;
  validUntil: Dayjs | null;
  usageLimit: number | null;
}
export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

export const EMPTY_COUPON: CouponFormValues = { code: '', percentOff: null, amountOff: '', validUntil: null, usageLimit: null };

/** "5,50" → 550; null when not a positive amount with at most two decimals. */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

export function validateCoupon(values: CouponFormValues): CouponFormErrors {
  const errors: CouponFormErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = 'REQUIRED';
  else if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) errors.code = 'CODE_INVALID';
  const hasPercent = values.percentOff !== null;
  const hasAmount = values.amountOff.trim() !== '';
  if (hasPercent === hasAmount) {
    // Neither or both: the API takes exactly one.
    errors.percentOff = 'ONE_REDUCTION';
    errors.amountOff = 'ONE_REDUCTION';
  } else if (hasPercent && !(Number.isInteger(values.percentOff) && values.percentOff! >= 1 && values.percentOff! <= 100))
    errors.percentOff = 'PERCENT_INVALID';
  else if (hasAmount && amountToCents(values.amountOff) === null) errors.amountOff = 'AMOUNT_INVALID';
  if (values.usageLimit !== null && !(Number.isInteger(values.usageLimit) && values.usageLimit >= 1)) errors.usageLimit = 'USAGE_LIMIT_INVALID';
  return errors;
}

/** The input of validated values; the code is sent upper-case (the API stores it so), the last day until its end in Paris. */
export function toCouponInput(values: CouponFormValues): CouponInput {
  const percent = values.percentOff;
  return {
    code: values.code.trim().toUpperCase(),
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

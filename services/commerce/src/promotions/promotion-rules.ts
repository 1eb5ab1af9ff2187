import type { FieldErrors } from '@guide/platform';
import { COUPON_CODE_PATTERN, SHOP_LIMITS, normalizeCouponCode } from '@guide/validation';
import { StoredOperation, parseOperations } from './strategies/registry';

export const PROMOTION_LIMITS = {
  nameMax: 120,
  /** Priorities are small integers: higher first. */
  priorityMin: -10_000,
  priorityMax: 10_000,
  usageLimitMax: SHOP_LIMITS.usageLimitMax,
  /** Vouchers one generateCoupons call makes. */
  vouchersMax: 1000,
  prefixMax: 20,
  searchMax: 120,
} as const;

export const VOUCHER_PREFIX = /^[A-Z0-9-]{1,20}$/;

/** The API's PromotionInput. */
export interface PromotionInputLike {
  name: string;
  enabled: boolean;
  startsAt?: Date | string | null;
  endsAt?: Date | string | null;
  couponCode?: string | null;
  perCustomerUsageLimit?: number | null;
  usageLimit?: number | null;
  priority?: number | null;
  exclusive?: boolean | null;
  conditions: readonly { code: string; args: readonly { name: string; value: string }[] }[];
  actions: readonly { code: string; args: readonly { name: string; value: string }[] }[];
}

/** A promotion ready to store. */
export interface PromotionValues {
  name: string;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  couponCode: string | null;
  perCustomerUsageLimit: number | null;
  usageLimit: number | null;
  priority: number;
  exclusive: boolean;
  conditions: StoredOperation[];
  actions: StoredOperation[];
}

const date = (v: Date | string | null | undefined): Date | null | 'invalid' => {
  if (v == null) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? 'invalid' : d;
};

/**
 * Checks a PromotionInput: field errors (API-CONTRACT keys) and sentences for the message, or the values
 * to store (name trimmed, code upper-cased, arguments parsed and normalised).
 */
export function validatePromotionInput(
  input: PromotionInputLike,
): { ok: true; values: PromotionValues } | { ok: false; errors: FieldErrors; problems: string[] } {
  const errors: FieldErrors = {};
  const problems: string[] = [];
  const L = PROMOTION_LIMITS;
  const name = (input.name ?? '').trim();
  if (!name) errors.name = 'REQUIRED';
  else if ([...name].length > L.nameMax) errors.name = 'TOO_LONG';
  const startsAt = date(input.startsAt);
  const endsAt = date(input.endsAt);
  if (startsAt === 'invalid') errors.startsAt = 'DATE_INVALID';
  if (endsAt === 'invalid') errors.endsAt = 'DATE_INVALID';
  else if (endsAt && startsAt && startsAt !== 'invalid' && endsAt.getTime() <= startsAt.getTime()) {
    errors.endsAt = 'BEFORE_START';
    problems.push('The end must come after the start');
  }
  const code = input.couponCode == null ? null : normalizeCouponCode(input.couponCode) || null;
  if (code && !COUPON_CODE_PATTERN.test(code)) errors.couponCode = 'COUPON_CODE_INVALID';
  const limit = (v: number | null | undefined) => v == null || (Number.isInteger(v) && v >= 1 && v <= L.usageLimitMax);
  if (!limit(input.usageLimit)) errors.usageLimit = 'USAGE_LIMIT_OUT_OF_RANGE';
  if (!limit(input.perCustomerUsageLimit)) errors.perCustomerUsageLimit = 'USAGE_LIMIT_OUT_OF_RANGE';
  const priority = input.priority ?? 0;
  if (!Number.isInteger(priority) || priority < L.priorityMin || priority > L.priorityMax) errors.priority = 'OUT_OF_RANGE';
  const conditions = parseOperations('conditions', input.conditions ?? [], errors, problems);
  const actions = parseOperations('actions', input.actions ?? [], errors, problems);
  if (!errors.actions && !actions.length) {
    errors.actions = 'REQUIRED';
    problems.push('A promotion needs at least one action');
  }
  if (Object.keys(errors).length) return { ok: false, errors, problems };
  return {
    ok: true,
    values: {
      name,
      enabled: !!input.enabled,
      startsAt: startsAt as Date | null,
      endsAt: endsAt as Date | null,
      couponCode: code,
      perCustomerUsageLimit: input.perCustomerUsageLimit ?? null,
      usageLimit: input.usageLimit ?? null,
      priority,
      exclusive: !!input.exclusive,
      conditions,
      actions,
    },
  };
}

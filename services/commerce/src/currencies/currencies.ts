import type { FieldErrors } from '@guide/platform';

/** The shop's currency: what is charged, what every price is stored in. */
export const SHOP_CURRENCY = 'EUR';
export const RATE_MAX = 1_000_000;
/** Below this a rate would round to 0 in numeric(18, 8). */
export const RATE_MIN = 0.000001;

/**
 * Checks a currency change: EUR always on without a rate; another enabled needs a positive rate (a
 * disabled one may keep its rate, or none). At most 8 decimals are kept (numeric(18, 8)).
 */
export function currencyChangeErrors(code: string, enabled: boolean, rateFromEur: number | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (code === SHOP_CURRENCY) {
    if (!enabled) errors.enabled = 'INVALID_CHOICE';
    if (rateFromEur != null) errors.rateFromEur = 'INVALID_CHOICE';
    return errors;
  }
  if (rateFromEur == null) {
    if (enabled) errors.rateFromEur = 'REQUIRED';
  } else if (typeof rateFromEur !== 'number' || !Number.isFinite(rateFromEur) || rateFromEur < RATE_MIN || rateFromEur > RATE_MAX)
    errors.rateFromEur = 'OUT_OF_RANGE';
  return errors;
}

/** An amount in EUR cents shown in another currency (its minor units), rounded half up; indicative only. */
export function convertCents(eurCents: number, rateFromEur: number, decimals = 2): number {
  return Math.round((eurCents / 100) * rateFromEur * 10 ** decimals);
}

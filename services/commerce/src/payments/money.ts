import { createHmac, timingSafeEqual } from 'node:crypto';

/** 1234 → "12.34": providers that take decimals get an exact string, never a float. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.34" / "12.3" / "12" → 1234; undefined when not a plain non-negative decimal with at most 2 places. */
export function decimalToCents(value: unknown): number | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function hmacSha256(key: string, data: string | Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** Constant-time comparison of two strings (different lengths are unequal without leaking where). */
export function sameString(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads a JSON object, or undefined for anything else (garbage never throws past here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read field by field
export function parseJsonObject(raw: string): Record<string, any> | undefined {
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What an order number may look like when a provider echoes it (YYYY-NNNNNN today): anything else is not ours. */
export const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/**
 * The rules of PRODUCT-SPEC §5 as pure functions: the forms (through the Yup schemas) and the services
 * call these, so the storefront, the admin and the API never disagree. Browser-safe: no Node imports.
 */

export const NAME_MAX_LENGTH = 35;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 copes with any length; the bound keeps one request from costing too much. */
export const PASSWORD_MAX_LENGTH = 128;
export const TEXT_MAX_LENGTH = 120;
/** Staff notes on a customer. */
export const NOTE_MAX_LENGTH = 2000;

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:.]{2,}$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX_LENGTH && EMAIL.test(v) && !v.includes('..');
}

/** Emails compare without regard to case or surrounding spaces (a duplicate is a duplicate). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isNameWithinLimit(value: string): boolean {
  return value.trim().length <= NAME_MAX_LENGTH;
}

/**
 * French phone numbers: `06 12 34 56 78`, `06.12.34.56.78`, `0612345678`, `06-12-34-56-78`,
 * `+33 6 12 34 56 78`, `+33 (0)6 12 34 56 78` or `0033 6 12 34 56 78`.
 */
export function normalizeFrenchPhone(value: string): string | null {
  const compact = value
    .trim()
    .replace(/[\s.-]/g, '')
    .replace(/^\+33\(0\)/, '+33');
  const match = /^(?:\+33|0033|0)([1-9]\d{8})$/.exec(compact);
  return match ? `+33${match[1]}` : null;
}

export function isFrenchPhone(value: string): boolean {
  return normalizeFrenchPhone(value) !== null;
}

/** `+33612345678` -> `06.12.34.56.78`, the way the spec writes phone numbers. */
export function formatFrenchPhone(value: string): string {
  const normalized = normalizeFrenchPhone(value);
  if (!normalized) return value;
  return `0${normalized.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1.');
}

export function isFrenchPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** Luhn checksum over a string of digits (SIREN, SIRET, card numbers). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Digits only: `803 147 442 00017` and `80314744200017` are the same SIRET. */
export function normalizeSiret(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** SIRET: 14 digits with a valid Luhn key. */
export function isSiret(value: string): boolean {
  const digits = normalizeSiret(value);
  return /^\d{14}$/.test(digits) && luhnValid(digits);
}

/** A website: http(s) with a dotted host name; the scheme may be left out (`www.example.fr`). */
export function normalizeWebsite(value: string): string | null {
  const v = value.trim();
  if (!v || /\s/.test(v)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

export function isWebsiteUrl(value: string): boolean {
  return normalizeWebsite(value) !== null;
}

/** ISO 3166-1 alpha-2 country code, upper case ("FR"). */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value.trim());
}

/** A calendar date `YYYY-MM-DD` that exists, after 1900 and not in the future (birth dates). */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= 1900 && date.getTime() <= today.getTime();
}

/** Lower-case code of letters, digits, `-` and `_` (customer group codes). */
export function isCode(value: string): boolean {
  return /^[a-z0-9][a-z0-9_-]{0,49}$/.test(value.trim());
}

/**
 * Free text shown as plain text (staff notes): line breaks become `\n`, other control characters go,
 * surrounding blanks are trimmed. Nothing is interpreted as HTML; the apps print it escaped.
 */
export function normalizePlainText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
}

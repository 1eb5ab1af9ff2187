import { languageTag, type Language } from './i18n';

/**
 * Formatters by language and options, made once: building an Intl.NumberFormat costs about a hundred
 * times what formatting with it does (23 against 0.6 µs), and a list of orders or products formats
 * hundreds of numbers.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Language, options: { style: 'currency'; currency: string } | { maximumFractionDigits: number }): Intl.NumberFormat {
  const id = 'currency' in options ? `${lang} ${options.currency}` : `${lang} ${options.maximumFractionDigits}`;
  let made = formatters.get(id);
  if (!made) {
    made = new Intl.NumberFormat(languageTag(lang), options);
    formatters.set(id, made);
  }
  return made;
}

/**
 * Numbers in euros and plain decimals are written here, without Intl, in the very text Intl gives for the
 * two languages (money.spec compares them over a wide range): the first Intl.NumberFormat a page builds
 * loads the browser's number data, ≈ 25 ms on a desktop and ≈ 170 ms of a phone's hydration under
 * Lighthouse's 4× slowdown, for "25,50 €". Other currencies, and numbers too large or small for a plain
 * decimal text, still go through Intl.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Digits grouped by three from the right: "1234567" → "1 234 567". */
function grouped(digits: string, group: string): string {
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += group + digits.slice(i, i + 3);
  return out;
}

/**
 * |value| rounded to `digits` decimals as Intl does: from the shortest decimal text of the number (which
 * is what Intl rounds), half away from zero. Null when that text is in exponent form (Intl then).
 */
function decimalParts(value: number, digits: number): { whole: string; fraction: string } | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole: whole!, fraction };
  let scaled = BigInt(whole! + fraction.slice(0, digits));
  if (fraction[digits]! >= '5') scaled += 1n;
  const all = scaled.toString().padStart(digits + 1, '0');
  return { whole: all.slice(0, all.length - digits), fraction: all.slice(all.length - digits) };
}

/** Money travels as an integer number of cents (API contract); this turns it into "25,50 €". */
export function formatCents(cents: number, lang: Language, currency = 'EUR'): string {
  if (currency === 'EUR' && Number.isSafeInteger(cents)) {
    const { group, decimal } = SEPARATORS[lang];
    const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
    const abs = Math.abs(cents);
    const amount = `${grouped(String(Math.floor(abs / 100)), group)}${decimal}${String(abs % 100).padStart(2, '0')}`;
    return lang === 'fr' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`;
  }
  return formatter(lang, { style: 'currency', currency }).format(cents / 100);
}

/** A number with at most `maximumFractionDigits` decimals, none when whole: "4,5" in French, "4.5" in English. */
export function formatDecimal(value: number, lang: Language, maximumFractionDigits: number): string {
  const parts = Number.isFinite(value) && Math.abs(value) < 1e15 ? decimalParts(value, maximumFractionDigits) : null;
  if (!parts) return formatter(lang, { maximumFractionDigits }).format(value);
  const { group, decimal } = SEPARATORS[lang];
  const fraction = parts.fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(parts.whole, group)}${fraction ? decimal + fraction : ''}`;
}

/** A VAT rate in percent, as every page and screen prints it: "5,5", "20". */
export function formatVatRate(ratePercent: number, lang: Language): string {
  return formatDecimal(ratePercent, lang, 2);
}

export function formatKm(km: number, lang: Language): string {
  return formatDecimal(km, lang, km < 10 ? 1 : 0);
}

import { languageTag, type Language } from './i18n';

/**
 * Formatters by language and options, made once: building an Intl.NumberFormat costs about a hundred
 * times what formatting with it does, and a list of orders or products formats hundreds of amounts.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Language, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${lang} ${key}`;
  let made = formatters.get(id);
  if (!made) {
    made = new Intl.NumberFormat(languageTag(lang), options);
    formatters.set(id, made);
  }
  return made;
}

/** Money travels as an integer number of cents (API contract); this turns it into "25,50 €". */
export function formatCents(cents: number, lang: Language, currency = 'EUR'): string {
  return formatter(lang, currency, { style: 'currency', currency }).format(cents / 100);
}

export function formatKm(km: number, lang: Language): string {
  return formatter(lang, km < 10 ? 'km1' : 'km0', { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

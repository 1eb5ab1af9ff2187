import { languageTag, type Language } from './i18n';

/** Money travels as an integer number of cents (API contract); this turns it into "25,50 €". */
export function formatCents(cents: number, lang: Language, currency = 'EUR'): string {
  return new Intl.NumberFormat(languageTag(lang), { style: 'currency', currency }).format(cents / 100);
}

export function formatKm(km: number, lang: Language): string {
  return new Intl.NumberFormat(languageTag(lang), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

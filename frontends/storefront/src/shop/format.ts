import { formatCents, type Language } from '@guide/ui';

/** Names are French in `name`; English pages show `nameEn` when the catalogue has one. */
export function localName(item: { name: string; nameEn?: string | null }, lang: Language): string {
  return lang === 'en' ? item.nameEn || item.name : item.name;
}

export function localDescription(item: { description?: string | null; descriptionEn?: string | null }, lang: Language): string | null {
  return (lang === 'en' ? item.descriptionEn || item.description : item.description) ?? null;
}

/** Money travels in integer cents (API contract). */
export function money(cents: number, lang: Language, currency = 'EUR'): string {
  return formatCents(cents, lang, currency);
}

/** French VAT rate of each tax category, in percent (product.graphql). */
export const VAT_RATES: Record<string, number> = { STANDARD: 20, INTERMEDIATE: 10, REDUCED: 5.5, SUPER_REDUCED: 2.1 };

export function vatRate(category: string, lang: Language): string {
  const rate = VAT_RATES[category];
  return rate == null ? '' : new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(rate);
}

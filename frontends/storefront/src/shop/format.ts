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

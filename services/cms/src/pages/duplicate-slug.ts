import { badInput } from '@guide/platform';

/** Spec §9: a duplicate's slug gets "-copie" in French, "-copy" in English. */
export const DUPLICATE_SUFFIX = { fr: 'copie', en: 'copy' } as const;
export type DuplicateLocale = keyof typeof DUPLICATE_SUFFIX;

/** Accepts the app locales ("fr", "en") and the spec's spellings ("gb", "fr_FR", "en_GB"); French by default. */
export function duplicateLocale(locale: string | null | undefined): DuplicateLocale {
  const value = (locale ?? 'fr').trim().toLowerCase().replace('-', '_');
  if (['fr', 'fr_fr'].includes(value)) return 'fr';
  if (['en', 'gb', 'en_gb'].includes(value)) return 'en';
  throw badInput({ locale: 'INVALID_CHOICE' });
}

/** Candidates in order: about-copie, about-copie-2, about-copie-3... */
export function duplicateSlugCandidates(slug: string, locale: DuplicateLocale, count = 50): string[] {
  const base = `${slug}-${DUPLICATE_SUFFIX[locale]}`;
  return [base, ...Array.from({ length: count - 1 }, (_, i) => `${base}-${i + 2}`)];
}

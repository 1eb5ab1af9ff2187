import type { Language } from '@guide/ui';

/** Countries offered for addresses (ISO 3166-1 alpha-2), France first; names come from Intl. */
export const ADDRESS_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'ES', 'IT', 'GB', 'NL', 'PT', 'AT', 'IE', 'US', 'CA'] as const;

export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang === 'fr' ? 'fr-FR' : 'en-GB'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** fr unless the request's Accept-Language prefers English (the shop's two languages). */
export type Locale = 'fr' | 'en';

export function localeOf(context: { req?: { headers?: Record<string, string | string[] | undefined> } } | undefined): Locale {
  const header = context?.req?.headers?.['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export const asLocale = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'fr');

/** The shop's two languages: fr unless the request's Accept-Language prefers English (as the contest reads it). */
export type Locale = 'fr' | 'en';

export interface RequestContext {
  req?: { headers?: Record<string, string | string[] | undefined> };
}

export function localeOf(context: RequestContext | undefined): Locale {
  const header = context?.req?.headers?.['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

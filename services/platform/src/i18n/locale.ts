/**
 * The site's two languages, once for every service: French by default, English when asked. A stored or
 * received language (an event field, a column, a header) goes through `asLocale` or `localeOf`, so
 * anything else (empty, 'de', 'en-GB' in a column) reads as French, the way every mail and page did.
 */
export type Locale = 'fr' | 'en';

export const LOCALES: readonly Locale[] = ['fr', 'en'];

/** A stored language: 'en' is English, anything else (null, '', unknown) French. */
export const asLocale = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'fr');

/** What a GraphQL context carries of the request (the gateway forwards Accept-Language). */
export interface LocaleContext {
  req?: { headers?: Record<string, string | string[] | undefined> };
}

/** The request's language: English when Accept-Language starts with `en` (`en`, `en-US,fr;q=0.5`), else French. */
export function localeOf(context: LocaleContext | undefined): Locale {
  const header = context?.req?.headers?.['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

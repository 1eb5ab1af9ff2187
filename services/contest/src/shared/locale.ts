/** The contest's two languages: fr unless the request's Accept-Language prefers English. */
export type Locale = 'fr' | 'en';

export interface RequestContext {
  req?: { headers?: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } };
}

export function localeOf(context: RequestContext | undefined): Locale {
  const header = context?.req?.headers?.['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export const asLocale = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'fr');

/**
 * The client's address for throttling: the gateway (the only caller a subgraph accepts) appends the
 * address it saw to `x-forwarded-for`, so the last entry is the trusted one (as identity does).
 */
export function clientAddress(context: RequestContext | undefined): string {
  const forwarded = context?.req?.headers?.['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded[forwarded.length - 1] : forwarded;
  const last = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return (last || context?.req?.socket?.remoteAddress || 'unknown').slice(0, 100);
}

import type { Locale } from '@guide/platform';

/** What the forms read from the HTTP exchange behind a GraphQL operation. */
export interface RequestContext {
  req?: { headers?: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } };
}

/** fr unless the value (the input's `locale`, else Accept-Language) starts with "en". */
export function formLocale(locale: string | null | undefined, context?: RequestContext): Locale {
  const header = context?.req?.headers?.['accept-language'];
  const value = locale?.trim() || (Array.isArray(header) ? header[0] : header) || '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/**
 * The client's address for throttling: the gateway (the only caller a subgraph accepts) appends the
 * address it saw to `x-forwarded-for`, so the last entry is the trusted one (as identity and contest do);
 * earlier entries are whatever the client sent and are ignored.
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

/** What the resolvers read of the HTTP exchange (the language itself: `localeOf` of @guide/platform). */
export interface RequestContext {
  req?: { headers?: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } };
}

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

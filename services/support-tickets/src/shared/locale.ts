/** What the resolvers read of the HTTP exchange (the language itself: `localeOf` of @guide/platform). */
export interface RequestContext {
  req?: { headers?: Record<string, string | string[] | undefined> };
}

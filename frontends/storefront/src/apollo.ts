import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { SetContextLink } from '@apollo/client/link/context';
import { relayStylePagination } from '@apollo/client/utilities';
import { connectSession, sessionLink } from './auth/session';
import { i18n } from './i18n';

/**
 * JSON with object keys sorted, so equal arguments give one cache key whatever their order. Apollo asks
 * for it on every read of a list field: keys are compared by code point (`localeCompare` consults the
 * locale's collation each time, a visible share of a list page's hydration on a phone).
 */
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(byKey)) : v));
}

/** The storefront's cache rules, the same in the browser and on the server (whose cache the browser restores). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // "Charger plus" appends the next page to the same list (cursor pagination, API contract). A read
          // under an alias (the section overview's one-result count) is stored apart: it is not that list.
          establishments: relayStylePagination((args, { field }) => {
            const key = canonicalJson({ filter: args?.filter, near: args?.near, sort: args?.sort });
            return field?.alias ? `${field.alias.value}:${key}` : key;
          }),
          // The shop's lists: "Charger plus" the same way; the shop home's `featured` read is kept apart.
          products: relayStylePagination((args, { field }) => {
            const key = canonicalJson({ filter: args?.filter, sort: args?.sort });
            return field?.alias ? `${field.alias.value}:${key}` : key;
          }),
          // The editorial lists (editorial/): "Charger plus" too; short lists (home, press space) are read under an alias.
          contents: relayStylePagination((args, { field }) => {
            const key = canonicalJson({
              contentType: args?.contentType,
              categorySlug: args?.categorySlug,
              tag: args?.tag,
              order: args?.order,
              upcoming: args?.upcoming,
              first: field?.alias ? args?.first : undefined,
            });
            return field?.alias ? `${field.alias.value}:${key}` : key;
          }),
          myOrders: relayStylePagination(false),
          myQuotes: relayStylePagination(false),
          // The customer's support requests (account/support): "Charger plus" too.
          myTickets: relayStylePagination(false),
        },
      },
    },
  });
}

/**
 * The gateway is served on the same origin (`/graphql`). The `x-guide-client` header names the app and,
 * being a custom header, also satisfies the gateway's CSRF prevention. Cookies carry the customer session;
 * `sessionLink` refreshes it once on UNAUTHENTICATED (auth/session.ts).
 */
function createBrowserClient(): ApolloClient {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'include',
    headers: { 'x-guide-client': 'storefront' },
  });
  const language = new SetContextLink(({ headers }) => ({
    headers: { ...headers, 'accept-language': i18n.language === 'en' ? 'en-GB,en;q=0.9' : 'fr-FR,fr;q=0.9' },
  }));
  const cache = createCache();
  // The server's answers for this page (entry-server.tsx): hydration reads them instead of asking again.
  const state = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (state?.textContent) cache.restore((JSON.parse(state.textContent) as { apollo: NormalizedCacheObject }).apollo);
  const client = new ApolloClient({ link: ApolloLink.from([sessionLink, language, http]), cache });
  connectSession(client);
  return client;
}

/** The `<script type="application/json">` holding the server's state (JSON, not run: the CSP allows no inline script). */
export const SSR_STATE_ID = 'guide-ssr-state';

/** Created on first use, so the server bundle, which imports this module too, never builds a browser client. */
let browserClient: ApolloClient | null = null;
export function apolloClient(): ApolloClient {
  browserClient ??= createBrowserClient();
  return browserClient;
}

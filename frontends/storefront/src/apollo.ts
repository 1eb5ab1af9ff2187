import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { relayStylePagination } from '@apollo/client/utilities';
import { connectSession, sessionLink } from './auth/session';
import { i18n } from './i18n';

/**
 * The gateway is served on the same origin (`/graphql`). The `x-guide-client` header names the app and,
 * being a custom header, also satisfies the gateway's CSRF prevention. Cookies carry the customer session;
 * `sessionLink` refreshes it once on UNAUTHENTICATED (auth/session.ts).
 */
const http = new HttpLink({
  uri: '/graphql',
  credentials: 'include',
  headers: { 'x-guide-client': 'storefront' },
});

const language = new SetContextLink(({ headers }) => ({
  headers: { ...headers, 'accept-language': i18n.language === 'en' ? 'en-GB,en;q=0.9' : 'fr-FR,fr;q=0.9' },
}));

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionLink, language, http]),
  cache: new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // "Charger plus" appends the next page to the same list (cursor pagination, API contract).
          establishments: relayStylePagination(['filter', 'near', 'sort']),
        },
      },
    },
  }),
});

connectSession(apolloClient);

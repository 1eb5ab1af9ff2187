import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { connectSession, sessionLink } from './auth/session';
import { i18n } from './i18n';

/**
 * Same-origin gateway. `x-guide-client: admin` names the app: the gateway then reads the admin session
 * cookie (never the customer's), and the custom header satisfies its CSRF prevention. The session is
 * HttpOnly cookies only; `sessionLink` refreshes it once on UNAUTHENTICATED (auth/session.ts).
 */
const http = new HttpLink({
  uri: '/graphql',
  credentials: 'include',
  headers: { 'x-guide-client': 'admin' },
});

const language = new SetContextLink(({ headers }) => ({
  headers: { ...headers, 'accept-language': i18n.language === 'en' ? 'en-GB,en;q=0.9' : 'fr-FR,fr;q=0.9' },
}));

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionLink, language, http]),
  cache: new InMemoryCache(),
});

connectSession(apolloClient);

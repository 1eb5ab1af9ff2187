import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { clearSession, getSession } from './auth/session';
import { i18n } from './i18n';

/**
 * Same-origin gateway. `x-guide-client` names the app (and satisfies the gateway's CSRF prevention);
 * the admin session travels as a Bearer token, so it never mixes with a customer's cookie session.
 */
const http = new HttpLink({
  uri: '/graphql',
  credentials: 'include',
  headers: { 'x-guide-client': 'admin' },
});

const auth = setContext((_, { headers }) => {
  const session = getSession();
  return {
    headers: {
      ...headers,
      'accept-language': i18n.language === 'en' ? 'en-GB,en;q=0.9' : 'fr-FR,fr;q=0.9',
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
    },
  };
});

// A token the gateway no longer accepts ends the session; RequireAuth then shows the login page.
const sessionEnded = onError(({ graphQLErrors, operation }) => {
  if (operation.operationName === 'AdminLogin') return;
  if (graphQLErrors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) clearSession();
});

export const apolloClient = new ApolloClient({
  link: from([sessionEnded, auth, http]),
  cache: new InMemoryCache(),
});

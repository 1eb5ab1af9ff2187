import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { createSession } from '@guide/ui';
import { ME, REFRESH_SESSION_QUERY, type CurrentCustomer } from './auth.graphql';

/**
 * The customer's session lives in HttpOnly cookies set by identity through the gateway
 * (`guide_customer_at`, 15 minutes, and `guide_customer_rt`); the app never sees a token. The gateway picks
 * the cookie from the `x-guide-client: storefront` header (apollo.ts). When the access cookie has expired,
 * `me` answers null and authenticated operations answer UNAUTHENTICATED: the app then tries
 * `refreshSession` once, and only if that fails does the customer count as signed out. The mechanism
 * (CSRF header, refresh-and-retry link, single-flight refresh) is shared (@guide/ui session).
 */
const session = createSession({
  client: 'storefront',
  refresh: { operationName: 'RefreshSession', query: REFRESH_SESSION_QUERY, field: 'refreshSession' },
  currentUserField: 'me',
  /** Operations that must never trigger a refresh (they are the session's own life cycle). */
  noRefresh: ['Login', 'Logout', 'RefreshSession', 'Register', 'VerifyEmail', 'ResendVerificationEmail', 'RequestPasswordReset', 'ResetPassword'],
});

export { onSessionEvent } from '@guide/ui';
export const { sessionLink, refreshSession, markSignedIn, markSignedOut } = session;

/** Wires the session's end into the cache: `me` becomes null, so every guard reacts at once. */
export function connectSession(client: ApolloClient): void {
  session.onEnded(() => client.writeQuery({ query: ME, data: { me: null } }));
}

export interface CustomerState {
  customer: CurrentCustomer | null;
  /** True until we know whether someone is signed in (including one refresh attempt). */
  loading: boolean;
}

/** The signed-in customer, or null; a null `me` is confirmed by one refresh attempt first. */
export function useCustomer(): CustomerState {
  // ssr: false: the server renders for every visitor (no cookie), so who is signed in is the browser's to ask.
  const { data, loading, refetch } = useQuery(ME, { fetchPolicy: 'cache-first', errorPolicy: 'all', ssr: false });
  const customer = data?.me ?? null;
  const needsCheck = !loading && !customer && !session.isSignedOutConfirmed();
  session.useSessionCheck(needsCheck, refetch);
  return { customer, loading: loading || needsCheck };
}

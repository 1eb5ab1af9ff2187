import { ApolloLink, Observable, useQuery, type ApolloClient, type FetchResult, type NormalizedCacheObject } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { useEffect, useReducer } from 'react';
import { ME, REFRESH_SESSION_QUERY, type CurrentCustomer, type MeData } from './auth.graphql';

/**
 * The customer's session lives in HttpOnly cookies set by identity through the gateway
 * (`guide_customer_at`, 15 minutes, and `guide_customer_rt`); the app never sees a token. The gateway picks
 * the cookie from the `x-guide-client: storefront` header (apollo.ts). When the access cookie has expired,
 * `me` answers null and authenticated operations answer UNAUTHENTICATED: the app then tries
 * `refreshSession` once, and only if that fails does the customer count as signed out.
 */

/** Operations that must never trigger a refresh (they are the session's own life cycle). */
const NO_REFRESH = new Set(['Login', 'Logout', 'RefreshSession', 'Register', 'VerifyEmail', 'ResendVerificationEmail', 'RequestPasswordReset', 'ResetPassword']);

type SessionEvent = 'ended' | 'page-expired';
const events = new EventTarget();

export function onSessionEvent(type: SessionEvent, listener: () => void): () => void {
  events.addEventListener(type, listener);
  return () => events.removeEventListener(type, listener);
}
function emit(type: SessionEvent): void {
  events.dispatchEvent(new Event(type));
}

/**
 * Double-submit CSRF token: the gateway sets the readable `guide_csrf` cookie, and every mutation made
 * with a session cookie must echo it in `x-csrf-token` (otherwise HTTP 419, the "page expired" page).
 */
export const CSRF_COOKIE = 'guide_csrf';
export function csrfHeaders(): Record<string, string> {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? { 'x-csrf-token': decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) } : {};
}

let refreshing: Promise<boolean> | null = null;
/** Whether a null `me` has already been confirmed by a failed refresh (no need to ask again). */
let signedOutConfirmed = false;

/** Rotates the refresh cookie; concurrent callers share one request. Resolves whether a session exists. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-guide-client': 'storefront', ...csrfHeaders() },
    body: JSON.stringify({ operationName: 'RefreshSession', query: REFRESH_SESSION_QUERY, variables: {} }),
  })
    .then(async (response) => {
      if (response.status === 419) emit('page-expired');
      const body = (await response.json()) as { data?: { refreshSession?: unknown } | null };
      return Boolean(body.data?.refreshSession);
    })
    .catch(() => false)
    .then((ok) => {
      signedOutConfirmed = !ok;
      refreshing = null;
      return ok;
    });
  return refreshing;
}

/** After a sign-in: `me` is asked again. After a sign-out: a null `me` is final until the next sign-in. */
export function markSignedIn(): void {
  signedOutConfirmed = false;
}
export function markSignedOut(): void {
  signedOutConfirmed = true;
}

function hasCode(errors: readonly GraphQLFormattedError[] | undefined, code: string): boolean {
  return Boolean(errors?.some((e) => e.extensions?.code === code));
}

/** An expired page: HTTP 419, or the gateway's CSRF refusal (the page must be reloaded). */
function isPageExpired(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { statusCode, result } = error as { statusCode?: number; result?: { errors?: GraphQLFormattedError[] } | string };
  if (statusCode === 419) return true;
  const errors = typeof result === 'object' && result?.errors ? result.errors : [];
  return hasCsrfRefusal(errors) || errors.some((e) => /csrf/i.test(e.message ?? ''));
}

/** The gateway's refusal of a mutation whose CSRF token is missing or stale. */
function hasCsrfRefusal(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return Boolean(errors?.some((e) => e.extensions?.reason === 'CSRF_TOKEN_INVALID'));
}

/**
 * Apollo link: an UNAUTHENTICATED answer gets one `refreshSession` and one retry; if the refresh fails the
 * session has ended (guards then send the customer to the login page). A CSRF/419 failure shows the 419 page.
 */
export const sessionLink = new ApolloLink((operation, forward) => {
  const withToken = () => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...csrfHeaders() } }));
    return operation;
  };
  if (NO_REFRESH.has(operation.operationName)) return forward(withToken());
  return new Observable<FetchResult>((observer) => {
    let inner: { unsubscribe(): void } | undefined;
    let waiting = false;
    let closed = false;
    const fail = (error: unknown) => {
      if (isPageExpired(error)) emit('page-expired');
      observer.error(error);
    };
    inner = forward(withToken()).subscribe({
      next(result) {
        if (hasCsrfRefusal(result.errors)) emit('page-expired');
        if (!hasCode(result.errors, 'UNAUTHENTICATED')) return observer.next(result);
        waiting = true;
        void refreshSession().then((ok) => {
          if (closed) return;
          if (!ok) {
            emit('ended');
            observer.next(result);
            observer.complete();
            return;
          }
          inner = forward(withToken()).subscribe({
            next(retried) {
              if (hasCode(retried.errors, 'UNAUTHENTICATED')) emit('ended');
              observer.next(retried);
            },
            error: fail,
            complete: () => observer.complete(),
          });
        });
      },
      error: fail,
      complete() {
        if (!waiting) observer.complete();
      },
    });
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
});

/** Wires the session's end into the cache: `me` becomes null, so every guard reacts at once. */
export function connectSession(client: ApolloClient<NormalizedCacheObject>): void {
  onSessionEvent('ended', () => {
    markSignedOut();
    client.writeQuery<MeData>({ query: ME, data: { me: null } });
  });
}

export interface CustomerState {
  customer: CurrentCustomer | null;
  /** True until we know whether someone is signed in (including one refresh attempt). */
  loading: boolean;
}

/** The signed-in customer, or null; a null `me` is confirmed by one refresh attempt first. */
export function useCustomer(): CustomerState {
  const { data, loading, refetch } = useQuery<MeData>(ME, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const customer = data?.me ?? null;
  const needsCheck = !loading && !customer && !signedOutConfirmed;
  // Re-render once the refresh has settled (the module's flag changed, not React state).
  const [, settled] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!needsCheck) return;
    let live = true;
    void refreshSession()
      .then(async (ok) => {
        if (!ok) return;
        const again = await refetch();
        if (!again.data?.me) markSignedOut();
      })
      .catch(() => markSignedOut())
      .finally(() => {
        if (live) settled();
      });
    return () => {
      live = false;
    };
  }, [needsCheck, refetch]);
  return { customer, loading: loading || needsCheck };
}

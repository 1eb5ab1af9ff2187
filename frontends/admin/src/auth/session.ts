import { ApolloLink, Observable, type ApolloClient, type FetchResult } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { ADMIN_ME, ADMIN_REFRESH_SESSION_QUERY, type AdminMeData } from './auth.graphql';

/**
 * The administrator's session lives in HttpOnly cookies (`guide_admin_at`, 15 minutes, and
 * `guide_admin_rt`) set by identity through the gateway; the gateway reads them because every request says
 * `x-guide-client: admin` (apollo.ts). The app keeps no token. When the access cookie has expired, `adminMe`
 * answers null and admin operations answer UNAUTHENTICATED: the app tries `adminRefreshSession` once, and
 * only if that fails is the administrator sent to the login page.
 */

const NO_REFRESH = new Set(['AdminLogin', 'AdminLogout', 'AdminRefreshSession']);

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
/** Whether a null `adminMe` has been confirmed by a failed refresh (no need to ask again). */
let signedOutConfirmed = false;

export function isSignedOutConfirmed(): boolean {
  return signedOutConfirmed;
}
export function markSignedIn(): void {
  signedOutConfirmed = false;
}
export function markSignedOut(): void {
  signedOutConfirmed = true;
}

/** Rotates the refresh cookie; concurrent callers share one request. Resolves whether a session exists. */
export function refreshAdminSession(): Promise<boolean> {
  refreshing ??= fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-guide-client': 'admin', ...csrfHeaders() },
    body: JSON.stringify({ operationName: 'AdminRefreshSession', query: ADMIN_REFRESH_SESSION_QUERY, variables: {} }),
  })
    .then(async (response) => {
      if (response.status === 419) emit('page-expired');
      const body = (await response.json()) as { data?: { adminRefreshSession?: unknown } | null };
      return Boolean(body.data?.adminRefreshSession);
    })
    .catch(() => false)
    .then((ok) => {
      signedOutConfirmed = !ok;
      refreshing = null;
      return ok;
    });
  return refreshing;
}

function hasCode(errors: readonly GraphQLFormattedError[] | undefined, code: string): boolean {
  return Boolean(errors?.some((e) => e.extensions?.code === code));
}

/** An expired page: HTTP 419, or the gateway's CSRF refusal. */
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

/** UNAUTHENTICATED: one `adminRefreshSession` and one retry; if the refresh fails the session has ended. */
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
        void refreshAdminSession().then((ok) => {
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

/** The session's end empties `adminMe`, so RequireAuth sends the administrator to the login page. */
export function connectSession(client: ApolloClient<object>): void {
  onSessionEvent('ended', () => {
    markSignedOut();
    client.writeQuery<AdminMeData>({ query: ADMIN_ME, data: { adminMe: null } });
  });
}

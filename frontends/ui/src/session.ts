import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { useEffect, useReducer } from 'react';
import { Observable } from 'rxjs';
import { errorsInBody } from './graphql-errors';

/**
 * The cookie session both apps keep through the gateway. The session lives in HttpOnly cookies set by
 * identity (the app never sees a token); the gateway picks the app's cookie from `x-guide-client`. When the
 * access cookie has expired, the current-user query answers null and authenticated operations answer
 * UNAUTHENTICATED: the app then tries its refresh mutation once, and only if that fails has the session
 * ended. Each app makes one session with `createSession` (its auth/session.ts) and keeps its own documents
 * and hooks; one app bundle holds one session, so the events below are the app's.
 */

export type SessionEvent = 'ended' | 'page-expired';
const events = new EventTarget();

/** `ended`: the refresh failed, the user is signed out. `page-expired`: HTTP 419 or a CSRF refusal. */
export function onSessionEvent(type: SessionEvent, listener: () => void): () => void {
  events.addEventListener(type, listener);
  return () => events.removeEventListener(type, listener);
}
function emit(type: SessionEvent): void {
  events.dispatchEvent(new Event(type));
}
/** Sends the app to its 419 page (the listeners of `page-expired`), e.g. after a refused upload. */
export function signalPageExpired(): void {
  emit('page-expired');
}

/**
 * CSRF token: the gateway keeps a readable cookie holding the token of the browser's session(s), and
 * every mutation (or upload) made with a session cookie must echo it in `x-csrf-token` (otherwise HTTP
 * 419, the "page expired" page). In production the cookie is `__Host-guide_csrf`, elsewhere `guide_csrf`.
 */
export const CSRF_COOKIES = ['__Host-guide_csrf', 'guide_csrf'] as const;
export function csrfHeaders(): Record<string, string> {
  const parts = document.cookie.split('; ');
  for (const name of CSRF_COOKIES) {
    const match = parts.find((part) => part.startsWith(`${name}=`));
    if (match) return { 'x-csrf-token': decodeURIComponent(match.slice(name.length + 1)) };
  }
  return {};
}

/** The gateway's refusal of a request whose CSRF token is missing or stale. */
export function hasCsrfRefusal(errors: readonly { extensions?: Record<string, unknown> | null }[] | undefined): boolean {
  return Boolean(errors?.some((e) => e.extensions?.reason === 'CSRF_TOKEN_INVALID'));
}

function hasCode(errors: readonly GraphQLFormattedError[] | undefined, code: string): boolean {
  return Boolean(errors?.some((e) => e.extensions?.code === code));
}

/**
 * An expired page: HTTP 419, or the gateway's CSRF refusal (the page must be reloaded). A non-2xx answer
 * reaches the link as Apollo's `ServerError`, which keeps the body as text.
 */
function isPageExpired(error: unknown): boolean {
  if (!ServerError.is(error)) return false;
  if (error.statusCode === 419) return true;
  const errors = errorsInBody(error.bodyText);
  return hasCsrfRefusal(errors) || errors.some((e) => /csrf/i.test(e.message ?? ''));
}

export interface SessionOptions {
  /** The app, sent as `x-guide-client` (the gateway reads that app's cookies). */
  client: 'admin' | 'storefront';
  /** The refresh mutation: its operation name, query text and the result field that is set on success. */
  refresh: { operationName: string; query: string; field: string };
  /** The field of the app's current-user query (`me`, `adminMe`), read after a successful refresh. */
  currentUserField: string;
  /** Operations that must never trigger a refresh (they are the session's own life cycle). */
  noRefresh: readonly string[];
}

export interface Session {
  /** Apollo link: CSRF header; on UNAUTHENTICATED one refresh and one retry; a CSRF/419 failure shows the 419 page. */
  sessionLink: ApolloLink;
  /** Rotates the refresh cookie; concurrent callers share one request. Resolves whether a session exists. */
  refreshSession(): Promise<boolean>;
  /** Whether a null current user has been confirmed by a failed refresh (no need to ask again). */
  isSignedOutConfirmed(): boolean;
  /** After a sign-in: the current user is asked again. After a sign-out: a null one is final until the next sign-in. */
  markSignedIn(): void;
  markSignedOut(): void;
  /** When the session ends: the signed-out bookkeeping, then `clearCurrentUser` (e.g. write a null current user). */
  onEnded(clearCurrentUser: () => void): () => void;
  /**
   * For the app's current-user hook: while `needsCheck` (no user yet, not confirmed signed out), one refresh
   * then `refetch`; re-renders once settled (the module's flag changed, not React state).
   */
  useSessionCheck(needsCheck: boolean, refetch: () => Promise<{ data?: unknown }>): void;
}

export function createSession(options: SessionOptions): Session {
  const noRefresh = new Set(options.noRefresh);
  let refreshing: Promise<boolean> | null = null;
  let signedOutConfirmed = false;
  const markSignedIn = () => {
    signedOutConfirmed = false;
  };
  const markSignedOut = () => {
    signedOutConfirmed = true;
  };

  function refreshSession(): Promise<boolean> {
    refreshing ??= fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-guide-client': options.client, ...csrfHeaders() },
      body: JSON.stringify({ operationName: options.refresh.operationName, query: options.refresh.query, variables: {} }),
    })
      .then(async (response) => {
        if (response.status === 419) emit('page-expired');
        const body = (await response.json()) as { data?: Record<string, unknown> | null };
        return Boolean(body.data?.[options.refresh.field]);
      })
      .catch(() => false)
      .then((ok) => {
        signedOutConfirmed = !ok;
        refreshing = null;
        return ok;
      });
    return refreshing;
  }

  const sessionLink = new ApolloLink((operation, forward) => {
    const withToken = () => {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...csrfHeaders() } }));
      return operation;
    };
    if (noRefresh.has(operation.operationName ?? '')) return forward(withToken());
    return new Observable<ApolloLink.Result>((observer) => {
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

  function useSessionCheck(needsCheck: boolean, refetch: () => Promise<{ data?: unknown }>): void {
    const [, settled] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!needsCheck) return;
      let live = true;
      void refreshSession()
        .then(async (ok) => {
          if (!ok) return;
          const again = await refetch();
          if (!(again.data as Record<string, unknown> | undefined)?.[options.currentUserField]) markSignedOut();
        })
        .catch(() => markSignedOut())
        .finally(() => {
          if (live) settled();
        });
      return () => {
        live = false;
      };
    }, [needsCheck, refetch]);
  }

  return {
    sessionLink,
    refreshSession,
    isSignedOutConfirmed: () => signedOutConfirmed,
    markSignedIn,
    markSignedOut,
    onEnded: (clearCurrentUser) =>
      onSessionEvent('ended', () => {
        markSignedOut();
        clearCurrentUser();
      }),
    useSessionCheck,
  };
}

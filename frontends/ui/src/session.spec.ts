import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { Observable, of, throwError } from 'rxjs';
import { errorCode } from './graphql-errors';
import { createSession, onSessionEvent, type SessionEvent } from './session';

/**
 * The session link inside a real Apollo Client 4: the answers come from a terminating link standing for
 * the gateway; the browser pieces it reads (the CSRF cookie, `fetch` for the refresh) are set per test.
 */
const QUERY = gql`
  query Roles {
    roles {
      id
    }
  }
`;
type Answer = ApolloLink.Result | Error;
const listeners: (() => void)[] = [];
afterEach(() => listeners.splice(0).forEach((off) => off()));

function setUp(answers: Answer[], refreshAnswer: { status: number; body: unknown }) {
  const seen: { operationName?: string; csrf?: string }[] = [];
  const refreshes: RequestInit[] = [];
  (globalThis as { document?: unknown }).document = { cookie: 'other=1; guide_csrf=tok%2B1' };
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    refreshes.push(init);
    return new Response(JSON.stringify(refreshAnswer.body), { status: refreshAnswer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const session = createSession({
    client: 'admin',
    refresh: {
      operationName: 'AdminRefreshSession',
      query: 'mutation AdminRefreshSession { adminRefreshSession { expiresAt } }',
      field: 'adminRefreshSession',
    },
    currentUserField: 'adminMe',
    noRefresh: ['AdminLogin'],
  });
  const gateway = new ApolloLink((operation) => {
    seen.push({ operationName: operation.operationName, csrf: (operation.getContext().headers as Record<string, string> | undefined)?.['x-csrf-token'] });
    const next = answers.shift();
    if (!next) return new Observable((observer) => observer.error(new Error('no answer left')));
    return next instanceof Error ? throwError(() => next) : of(next);
  });
  const client = new ApolloClient({ link: ApolloLink.from([session.sessionLink, gateway]), cache: new InMemoryCache() });
  const events: SessionEvent[] = [];
  listeners.push(
    onSessionEvent('ended', () => events.push('ended')),
    onSessionEvent('page-expired', () => events.push('page-expired')),
  );
  return { client, seen, refreshes, events, session };
}

const unauthenticated: ApolloLink.Result = { data: null, errors: [{ message: 'Access token expired', extensions: { code: 'UNAUTHENTICATED' } }] };
const roles: ApolloLink.Result = { data: { roles: [{ __typename: 'Role', id: 'r-1' }] } };
const refreshed = { status: 200, body: { data: { adminRefreshSession: { expiresAt: '2026-11-24T12:00:00Z' } } } };

describe('session link (Apollo Client 4)', () => {
  it('sends the CSRF cookie as x-csrf-token', async () => {
    const { client, seen } = setUp([roles], refreshed);
    await client.query({ query: QUERY });
    expect(seen).toEqual([{ operationName: 'Roles', csrf: 'tok+1' }]);
  });

  it('on UNAUTHENTICATED refreshes once and retries the operation', async () => {
    const { client, seen, refreshes, events } = setUp([unauthenticated, roles], refreshed);
    const { data } = await client.query({ query: QUERY });
    expect(data).toEqual({ roles: [{ __typename: 'Role', id: 'r-1' }] });
    expect(seen.map((s) => s.operationName)).toEqual(['Roles', 'Roles']);
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(String(refreshes[0].body))).toMatchObject({ operationName: 'AdminRefreshSession' });
    expect(refreshes[0].headers).toMatchObject({ 'x-guide-client': 'admin', 'x-csrf-token': 'tok+1' });
    expect(events).toEqual([]);
  });

  it('ends the session when the refresh fails, and hands the UNAUTHENTICATED error to the caller', async () => {
    const { client, seen, events, session } = setUp([unauthenticated], {
      status: 200,
      body: { data: null, errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    const error = await client.query({ query: QUERY }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(errorCode(error)).toBe('UNAUTHENTICATED');
    expect(seen).toHaveLength(1);
    expect(events).toEqual(['ended']);
    expect(session.isSignedOutConfirmed()).toBe(true);
  });

  it('shows the 419 page for an HTTP 419 and for the CSRF refusal in a GraphQL answer', async () => {
    const bodyText = JSON.stringify({ errors: [{ message: 'Page expired', extensions: { code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' } }] });
    const expired = new ServerError('Response not successful: Received status code 419', { response: new Response(bodyText, { status: 419 }), bodyText });
    const csrfRefusal: ApolloLink.Result = {
      data: null,
      errors: [{ message: 'Page expired', extensions: { code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' } }],
    };
    const { client, events } = setUp([expired, csrfRefusal], refreshed);
    await expect(client.query({ query: QUERY })).rejects.toBeInstanceOf(ServerError);
    await expect(client.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(events).toEqual(['page-expired', 'page-expired']);
  });

  it('never refreshes around the operations of the session itself', async () => {
    const LOGIN = gql`
      mutation AdminLogin {
        adminLogin {
          expiresAt
        }
      }
    `;
    const { client, refreshes } = setUp([unauthenticated], refreshed);
    await expect(client.mutate({ mutation: LOGIN })).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(refreshes).toHaveLength(0);
  });
});

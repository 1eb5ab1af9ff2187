import type { ApolloClient } from '@apollo/client';
import { createSession } from '@guide/ui';
import { ADMIN_ME, ADMIN_REFRESH_SESSION_QUERY } from './auth.graphql';

/**
 * The administrator's session lives in HttpOnly cookies (`guide_admin_at`, 15 minutes, and
 * `guide_admin_rt`) set by identity through the gateway; the gateway reads them because every request says
 * `x-guide-client: admin` (apollo.ts). The app keeps no token. When the access cookie has expired, `adminMe`
 * answers null and admin operations answer UNAUTHENTICATED: the app tries `adminRefreshSession` once, and
 * only if that fails is the administrator sent to the login page. The mechanism is shared (@guide/ui session).
 */
const session = createSession({
  client: 'admin',
  refresh: { operationName: 'AdminRefreshSession', query: ADMIN_REFRESH_SESSION_QUERY, field: 'adminRefreshSession' },
  currentUserField: 'adminMe',
  noRefresh: ['AdminLogin', 'AdminLogout', 'AdminRefreshSession'],
});

export { onSessionEvent } from '@guide/ui';
export const { sessionLink, isSignedOutConfirmed, markSignedIn, markSignedOut, useSessionCheck } = session;
export const refreshAdminSession = session.refreshSession;

/** The session's end empties `adminMe`, so RequireAuth sends the administrator to the login page. */
export function connectSession(client: ApolloClient): void {
  session.onEnded(() => client.writeQuery({ query: ADMIN_ME, data: { adminMe: null } }));
}

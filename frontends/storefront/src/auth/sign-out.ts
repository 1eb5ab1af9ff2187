import type { ApolloClient } from '@apollo/client';
import { LOGOUT, ME } from './auth.graphql';
import { markSignedOut } from './session';

/**
 * Ends the customer's session: `logout` revokes it and clears the cookies; whatever happens on the
 * network, the app then forgets the customer's cached data and counts them as signed out.
 */
export async function signOut(client: ApolloClient): Promise<void> {
  try {
    await client.mutate({ mutation: LOGOUT });
  } catch {
    // Already signed out, or offline: the cookies then expire on their own.
  }
  markSignedOut();
  // resetStore (not clearStore, which drops the watchers): the header's `me` follows at once.
  await client.resetStore().catch(() => undefined);
  client.writeQuery({ query: ME, data: { me: null } });
}

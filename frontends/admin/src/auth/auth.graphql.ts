import { print } from 'graphql';
import { graphql } from '../gql';
import type { AdminMeQuery } from '../gql/graphql';

/** Back-office session operations (identity subgraph). Types come from the generated `../gql`. */

export const ADMIN_LOGIN = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      expiresAt
    }
  }
`);

export const ADMIN_LOGOUT = graphql(`
  mutation AdminLogout {
    adminLogout
  }
`);

/** The signed-in administrator, null otherwise (the session is an HttpOnly cookie). */
export const ADMIN_ME = graphql(`
  query AdminMe {
    adminMe {
      id
      email
      firstName
      lastName
      permissions
      role {
        id
        name
      }
    }
  }
`);
/** Permission keys of the admin's role (`area.resource.action`) say what the menu and screens allow. */
export type CurrentAdmin = NonNullable<AdminMeQuery['adminMe']>;

const ADMIN_REFRESH_SESSION = graphql(`
  mutation AdminRefreshSession {
    adminRefreshSession {
      expiresAt
    }
  }
`);
/** Sent with fetch by session.ts (outside the link chain, so it never refreshes itself); checked by codegen like the others. */
export const ADMIN_REFRESH_SESSION_QUERY = print(ADMIN_REFRESH_SESSION);

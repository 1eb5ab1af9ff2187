import { gql } from '@apollo/client';

/** Back-office session operations (identity subgraph). */

export const ADMIN_LOGIN = gql`
  mutation AdminLogin($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      expiresAt
    }
  }
`;
export interface AdminLoginData {
  adminLogin: { expiresAt: string };
}
export interface AdminLoginVariables {
  email: string;
  password: string;
}

export const ADMIN_LOGOUT = gql`
  mutation AdminLogout {
    adminLogout
  }
`;

export interface CurrentAdmin {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Permission keys of the admin's role (`area.resource.action`): what the menu and screens allow. */
  permissions: string[];
  role: { id: string; name: string };
}

/** The signed-in administrator, null otherwise (the session is an HttpOnly cookie). */
export const ADMIN_ME = gql`
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
`;
export interface AdminMeData {
  adminMe: CurrentAdmin | null;
}

/** Sent with fetch by session.ts (outside the link chain, so it never refreshes itself). */
export const ADMIN_REFRESH_SESSION_QUERY = 'mutation AdminRefreshSession { adminRefreshSession { expiresAt } }';

import { print } from 'graphql';
import { graphql } from '../gql';
import type { MeQuery } from '../gql/graphql';

/**
 * Operations of the identity subgraph used by the auth pages (names from API-CONTRACT.md, identity).
 * Result, variable, input and enum types come from the generated `../gql` (frontends/README.md).
 */

export type { RegisterInput } from '../gql/graphql';

/** Who is signed in: `me` is null for a visitor (cookie session, see session.ts). */
export const ME = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      customerType
    }
  }
`);
export type CurrentCustomer = NonNullable<MeQuery['me']>;

/** Whether the registration form offers professional accounts (Settings › Configuration › customers). */
export const REGISTRATION_OPTIONS = graphql(`
  query RegistrationOptions {
    registrationOptions {
      professionalAccounts
    }
  }
`);

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      email
    }
  }
`);

export const VERIFY_EMAIL = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

export const RESEND_VERIFICATION_EMAIL = graphql(`
  mutation ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`);

export const LOGIN = graphql(`
  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe) {
      expiresAt
    }
  }
`);

export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`);

const REFRESH_SESSION = graphql(`
  mutation RefreshSession {
    refreshSession {
      expiresAt
    }
  }
`);
/** Sent with fetch by session.ts (outside the link chain, so it never refreshes itself); checked by codegen like the others. */
export const REFRESH_SESSION_QUERY = print(REFRESH_SESSION);

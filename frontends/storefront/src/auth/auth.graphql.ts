import { gql } from '@apollo/client';

/** Operations of the identity subgraph used by the auth pages (names from API-CONTRACT.md, identity). */

export type CustomerType = 'INDIVIDUAL' | 'PROFESSIONAL';
export type Gender = 'MALE' | 'FEMALE' | 'OTHER';

export interface CurrentCustomer {
  __typename?: 'Customer';
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  customerType: CustomerType;
}

/** Who is signed in: `me` is null for a visitor (cookie session, see session.ts). */
export const ME = gql`
  query Me {
    me {
      id
      email
      firstName
      lastName
      customerType
    }
  }
`;
export interface MeData {
  me: CurrentCustomer | null;
}

export interface RegisterInput {
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  password: string;
  passwordConfirmation: string;
  corporateName: string | null;
  tradeName: string | null;
  siret: string | null;
  website: string | null;
  locale: 'fr' | 'en';
}

export const REGISTER = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      email
    }
  }
`;

export const VERIFY_EMAIL = gql`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`;

export const RESEND_VERIFICATION_EMAIL = gql`
  mutation ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`;

export const LOGIN = gql`
  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe) {
      expiresAt
    }
  }
`;

export const LOGOUT = gql`
  mutation Logout {
    logout
  }
`;

export const REQUEST_PASSWORD_RESET = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`;

export const RESET_PASSWORD = gql`
  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`;

/** Sent with fetch by session.ts (outside the link chain, so it never refreshes itself). */
export const REFRESH_SESSION_QUERY = 'mutation RefreshSession { refreshSession { expiresAt } }';

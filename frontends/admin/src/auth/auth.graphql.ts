import { gql } from '@apollo/client';

export const ADMIN_LOGIN = gql`
  mutation AdminLogin($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
      expiresAt
    }
  }
`;

export interface AdminLoginData {
  adminLogin: { accessToken: string; expiresAt: string };
}
export interface AdminLoginVariables {
  email: string;
  password: string;
}

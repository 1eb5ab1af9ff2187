import { gql } from '@apollo/client';
import { ADDRESS_FIELDS, CUSTOMER_PROFILE_FIELDS, type Address } from '@guide/ui/fragments';
import type { CustomerType, Gender } from '../auth/auth.graphql';

/** Operations of the account area (identity subgraph; names from API-CONTRACT.md). */

export type { Address, AddressType } from '@guide/ui/fragments';

export interface Profile {
  id: string;
  email: string;
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  gender: Gender | null;
  birthDate: string | null;
  company: string | null;
  phone: string | null;
  corporateName: string | null;
  tradeName: string | null;
  siret: string | null;
  website: string | null;
}

export const MY_PROFILE = gql`
  ${CUSTOMER_PROFILE_FIELDS}
  query MyProfile {
    me {
      ...CustomerProfileFields
    }
  }
`;
export interface MyProfileData {
  me: Profile | null;
}

export type ProfileInput = Pick<Profile, 'firstName' | 'lastName' | 'gender' | 'birthDate' | 'company' | 'phone'>;

export const UPDATE_PROFILE = gql`
  ${CUSTOMER_PROFILE_FIELDS}
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...CustomerProfileFields
    }
  }
`;

export type AddressInput = Omit<Address, 'id'>;

export const MY_ADDRESSES = gql`
  ${ADDRESS_FIELDS}
  query MyAddresses {
    me {
      id
      addresses {
        ...AddressFields
      }
    }
  }
`;
export interface MyAddressesData {
  me: { id: string; addresses: Address[] } | null;
}

export const CREATE_ADDRESS = gql`
  ${ADDRESS_FIELDS}
  mutation CreateAddress($input: AddressInput!) {
    createAddress(input: $input) {
      ...AddressFields
    }
  }
`;

export const UPDATE_ADDRESS = gql`
  ${ADDRESS_FIELDS}
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...AddressFields
    }
  }
`;

export const DELETE_ADDRESS = gql`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`;

export const CHANGE_PASSWORD = gql`
  mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`;

/**
 * Owners' establishments (catalog-guide, owner feature). Asked with errorPolicy "all": while the field is
 * not in the supergraph the answer is an error and the owner entries simply stay hidden.
 */
export const MY_ESTABLISHMENTS = gql`
  query MyEstablishments {
    myEstablishments {
      id
    }
  }
`;
export interface MyEstablishmentsData {
  myEstablishments: { id: string }[] | null;
}

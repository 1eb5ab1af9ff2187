import { gql } from '@apollo/client';
import type { CustomerType, Gender } from '../auth/auth.graphql';

/** Operations of the account area (identity subgraph; names from API-CONTRACT.md). */

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

const PROFILE_FIELDS = gql`
  fragment ProfileFields on Customer {
    id
    email
    customerType
    firstName
    lastName
    gender
    birthDate
    company
    phone
    corporateName
    tradeName
    siret
    website
  }
`;

export const MY_PROFILE = gql`
  ${PROFILE_FIELDS}
  query MyProfile {
    me {
      ...ProfileFields
    }
  }
`;
export interface MyProfileData {
  me: Profile | null;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  gender: Gender | null;
  birthDate: string | null;
  company: string | null;
  phone: string | null;
}

export const UPDATE_PROFILE = gql`
  ${PROFILE_FIELDS}
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
`;

export type AddressType = 'BILLING' | 'DELIVERY';
export interface Address {
  id: string;
  type: AddressType;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  additionalAddress: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
}
export type AddressInput = Omit<Address, 'id'>;

const ADDRESS_FIELDS = gql`
  fragment AddressFields on Address {
    id
    type
    firstName
    lastName
    company
    street
    additionalAddress
    postalCode
    city
    country
    phone
    isDefault
  }
`;

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

import { graphql } from '../gql';
import type { CustomerProfileFieldsFragment } from '../gql/graphql';

/**
 * Operations of the account area (identity subgraph; names from API-CONTRACT.md). Result, variable and
 * input types come from the generated `../gql`; the shared fragments of @guide/ui are spread by name.
 */

export type { Address, AddressType } from '@guide/ui/fragments';
export type { AddressInput, ProfileInput } from '../gql/graphql';

export const MY_PROFILE = graphql(`
  query MyProfile {
    me {
      ...CustomerProfileFields
    }
  }
`);
export type Profile = CustomerProfileFieldsFragment;

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...CustomerProfileFields
    }
  }
`);

export const MY_ADDRESSES = graphql(`
  query MyAddresses {
    me {
      id
      addresses {
        ...AddressFields
      }
    }
  }
`);

export const CREATE_ADDRESS = graphql(`
  mutation CreateAddress($input: AddressInput!) {
    createAddress(input: $input) {
      ...AddressFields
    }
  }
`);

export const UPDATE_ADDRESS = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...AddressFields
    }
  }
`);

export const DELETE_ADDRESS = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`);

/**
 * Owners' establishments (catalog-guide, owner feature). Asked with errorPolicy "all": should the field
 * answer an error, the owner entries simply stay hidden.
 */
export const MY_ESTABLISHMENTS = graphql(`
  query MyEstablishments {
    myEstablishments {
      id
    }
  }
`);

import { graphql } from '../../gql';

/** The customer's RGPD rights (identity): their data as JSON text, and the deletion of their account. */
export const EXPORT_MY_DATA = graphql(`
  query ExportMyData {
    exportMyData
  }
`);

export const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($currentPassword: String!) {
    deleteMyAccount(currentPassword: $currentPassword)
  }
`);

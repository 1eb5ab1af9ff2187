import { graphql } from '../../gql';
import type { AttributeFamiliesQuery, AttributeFamilyInput as GeneratedInput } from '../../gql/graphql';

/** Back-office operations on attribute families (catalog-guide; permissions catalog.attribute-families.*). */
export const ATTRIBUTE_FAMILIES = graphql(`
  query AttributeFamilies {
    attributeFamilies {
      id
      code
      name
      productCount
      attributes {
        ...AdminAttributeFields
      }
    }
  }
`);
export type FamilyRow = AttributeFamiliesQuery['attributeFamilies'][number];

export const CREATE_ATTRIBUTE_FAMILY = graphql(`
  mutation CreateAttributeFamily($input: AttributeFamilyInput!) {
    createAttributeFamily(input: $input) {
      id
      code
      name
    }
  }
`);
export const UPDATE_ATTRIBUTE_FAMILY = graphql(`
  mutation UpdateAttributeFamily($id: ID!, $input: AttributeFamilyInput!) {
    updateAttributeFamily(id: $id, input: $input) {
      id
      code
      name
    }
  }
`);
export const DELETE_ATTRIBUTE_FAMILY = graphql(`
  mutation DeleteAttributeFamily($id: ID!) {
    deleteAttributeFamily(id: $id)
  }
`);
export type AttributeFamilyInput = GeneratedInput;

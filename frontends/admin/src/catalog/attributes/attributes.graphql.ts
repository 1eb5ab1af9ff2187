import { graphql } from '../../gql';
import type { AttributeType as GeneratedAttributeType, ProductAttributeInput as GeneratedInput, ProductAttributesQuery } from '../../gql/graphql';

/** Back-office operations on product attributes (catalog-guide; permissions catalog.attributes.*). */
export const ATTRIBUTE_FIELDS = graphql(`
  fragment AdminAttributeFields on ProductAttribute {
    id
    code
    name
    nameEn
    type
    required
    visibleOnFront
    position
    options {
      code
      label
      labelEn
    }
  }
`);

export const PRODUCT_ATTRIBUTES = graphql(`
  query ProductAttributes {
    productAttributes {
      ...AdminAttributeFields
    }
  }
`);
export type AttributeRow = ProductAttributesQuery['productAttributes'][number];

export const CREATE_PRODUCT_ATTRIBUTE = graphql(`
  mutation CreateProductAttribute($input: ProductAttributeInput!) {
    createProductAttribute(input: $input) {
      ...AdminAttributeFields
    }
  }
`);
export const UPDATE_PRODUCT_ATTRIBUTE = graphql(`
  mutation UpdateProductAttribute($id: ID!, $input: ProductAttributeInput!) {
    updateProductAttribute(id: $id, input: $input) {
      ...AdminAttributeFields
    }
  }
`);
export const DELETE_PRODUCT_ATTRIBUTE = graphql(`
  mutation DeleteProductAttribute($id: ID!) {
    deleteProductAttribute(id: $id)
  }
`);

export type ProductAttributeInput = GeneratedInput;
export type AttributeType = GeneratedAttributeType;
export const ATTRIBUTE_TYPES: readonly AttributeType[] = ['TEXT', 'TEXTAREA', 'INTEGER', 'DECIMAL', 'BOOLEAN', 'DATE', 'SELECT', 'MULTISELECT'];
/** The types whose values are picked from the attribute's options. */
export const hasOptions = (type: AttributeType): boolean => type === 'SELECT' || type === 'MULTISELECT';

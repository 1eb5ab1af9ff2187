import { graphql } from '../../gql';
import type { ProductTypeInput as GeneratedInput, ProductTypesQuery } from '../../gql/graphql';

/** Back-office operations on product types (catalog-guide; permissions catalog.product-types.*). */
export const PRODUCT_TYPES = graphql(`
  query ProductTypes {
    productTypes {
      id
      code
      name
      nameEn
      productCount
      family {
        id
        code
        name
      }
    }
  }
`);
export type ProductTypeRow = ProductTypesQuery['productTypes'][number];

export const CREATE_PRODUCT_TYPE = graphql(`
  mutation CreateProductType($input: ProductTypeInput!) {
    createProductType(input: $input) {
      id
      name
    }
  }
`);
export const UPDATE_PRODUCT_TYPE = graphql(`
  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {
    updateProductType(id: $id, input: $input) {
      id
      name
    }
  }
`);
export const DELETE_PRODUCT_TYPE = graphql(`
  mutation DeleteProductType($id: ID!) {
    deleteProductType(id: $id)
  }
`);
export type ProductTypeInput = GeneratedInput;

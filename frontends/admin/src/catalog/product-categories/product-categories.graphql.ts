import { graphql } from '../../gql';
import type { ProductCategoryInput as GeneratedInput } from '../../gql/graphql';

/** Back-office operations on the shop's category tree (catalog-guide; permissions catalog.categories.*). */
export { PRODUCT_CATEGORIES, type ProductCategoryRow } from '../products/products.graphql';

export const CREATE_PRODUCT_CATEGORY = graphql(`
  mutation CreateProductCategory($input: ProductCategoryInput!) {
    createProductCategory(input: $input) {
      id
      name
    }
  }
`);
export const UPDATE_PRODUCT_CATEGORY = graphql(`
  mutation UpdateProductCategory($id: ID!, $input: ProductCategoryInput!) {
    updateProductCategory(id: $id, input: $input) {
      id
      name
    }
  }
`);
export const DELETE_PRODUCT_CATEGORY = graphql(`
  mutation DeleteProductCategory($id: ID!) {
    deleteProductCategory(id: $id)
  }
`);
export type ProductCategoryInput = GeneratedInput;

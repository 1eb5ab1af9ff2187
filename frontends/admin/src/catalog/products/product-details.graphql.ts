import { graphql } from '../../gql';
import type { AdminProductDetailsQuery, ProductDetailsInput as GeneratedInput, ProductMediaType as GeneratedMediaType } from '../../gql/graphql';

/**
 * A product's details beyond ProductInput (catalog-guide, catalog.products.update): type, family, typed
 * attribute values, media, customer groups. Loaded when the "Détails" tab opens, saved by setProductDetails.
 */
export const PRODUCT_DETAILS_FIELDS = graphql(`
  fragment AdminProductDetailsFields on Product {
    id
    productType {
      id
    }
    family {
      id
    }
    attributeValues {
      attribute {
        id
        code
      }
      value
    }
    media {
      url
      type
      title
      category {
        id
      }
    }
    customerGroupCodes
  }
`);

export const PRODUCT_DETAILS = graphql(`
  query AdminProductDetails($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductDetailsFields
    }
  }
`);
export type ProductDetails = NonNullable<AdminProductDetailsQuery['adminProduct']>;

export const SET_PRODUCT_DETAILS = graphql(`
  mutation SetProductDetails($id: ID!, $input: ProductDetailsInput!) {
    setProductDetails(id: $id, input: $input) {
      ...AdminProductDetailsFields
    }
  }
`);

export type ProductDetailsInput = GeneratedInput;
export type ProductMediaType = GeneratedMediaType;
export const MEDIA_TYPES: readonly ProductMediaType[] = ['IMAGE', 'VIDEO', 'PDF', 'DOCUMENT'];

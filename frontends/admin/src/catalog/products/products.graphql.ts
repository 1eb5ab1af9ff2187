import { graphql } from '../../gql';
import type { AdminProductsQuery, ProductCategoriesQuery, ProductInput as GeneratedProductInput, TaxCategory as GeneratedTaxCategory } from '../../gql/graphql';

/**
 * Back-office operations on the shop's products (catalog-guide; permissions catalog.products.*), stock
 * per source from commerce (`stockQuantity`, `stockLevels`, `setStock`, joined by the gateway).
 */

/** Every field the edit form needs: the list rows carry them so editing needs no second request. */
export const PRODUCT_FIELDS = graphql(`
  fragment AdminProductFields on Product {
    id
    sku
    slug
    name
    nameEn
    description
    descriptionEn
    priceCents
    currency
    taxCategory
    weightGrams
    published
    path
    updatedAt
    stockQuantity
    categories {
      id
      name
    }
    images {
      url
      alt
    }
  }
`);

export const ADMIN_PRODUCTS = graphql(`
  query AdminProducts($search: String, $published: Boolean, $categoryId: ID, $first: Int, $after: String) {
    adminProducts(search: $search, published: $published, categoryId: $categoryId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminProductFields
        }
      }
    }
  }
`);
export type ProductRow = AdminProductsQuery['adminProducts']['edges'][number]['node'];

export const CREATE_PRODUCT = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);
export const UPDATE_PRODUCT = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`);
export const DELETE_PRODUCT = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

/** Stock per inventory source (commerce), loaded when the stock dialog opens. */
export const PRODUCT_STOCK = graphql(`
  query AdminProductStock($id: ID!) {
    adminProduct(id: $id) {
      id
      sku
      name
      stockQuantity
      stockLevels {
        sourceCode
        sourceName
        sourceEnabled
        quantity
      }
    }
  }
`);
export const SET_STOCK = graphql(`
  mutation SetStock($productId: ID!, $quantity: Int!, $sourceCode: String) {
    setStock(productId: $productId, quantity: $quantity, sourceCode: $sourceCode) {
      id
      stockQuantity
      stockLevels {
        sourceCode
        sourceName
        sourceEnabled
        quantity
      }
    }
  }
`);

/** The category tree (public, parents before children, by position). */
export const PRODUCT_CATEGORIES = graphql(`
  query ProductCategories {
    productCategories {
      id
      slug
      name
      nameEn
      position
      productCount
      parent {
        id
      }
    }
  }
`);
export type ProductCategoryRow = ProductCategoriesQuery['productCategories'][number];

export type ProductInput = GeneratedProductInput;
export type TaxCategory = GeneratedTaxCategory;
export const TAX_CATEGORIES: readonly TaxCategory[] = ['STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED'];

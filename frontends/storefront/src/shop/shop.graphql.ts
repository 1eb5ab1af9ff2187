import { graphql } from '../gql';
import type { ProductCardFragment, ProductDetailQuery, ProductCategoryFieldsFragment, ShopProductsQueryVariables } from '../gql/graphql';

/**
 * The shop catalogue's reads (catalog-guide products, stock resolved by commerce). Operation names are
 * what the browser tests stub; result and variable types are the generated ones.
 */

export const PRODUCT_CATEGORY_FIELDS = graphql(`
  fragment ProductCategoryFields on ProductCategory {
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
`);
export type ProductCategoryNode = ProductCategoryFieldsFragment;

/** What a product card shows (grids, the wishlist). */
export const PRODUCT_CARD_FIELDS = graphql(`
  fragment ProductCard on Product {
    id
    slug
    name
    nameEn
    priceCents
    salePriceCents
    currency
    path
    inStock
    images {
      url
      alt
    }
  }
`);
export type ProductCardNode = ProductCardFragment;

export const SHOP_PRODUCTS = graphql(`
  query ShopProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...ProductCard
        }
      }
    }
  }
`);
export type ShopProductsVariables = ShopProductsQueryVariables;

export const SHOP_CATEGORIES = graphql(`
  query ShopCategories {
    productCategories {
      ...ProductCategoryFields
    }
  }
`);

export const PRODUCT_DETAIL = graphql(`
  query ProductDetail($slug: String!) {
    product(slug: $slug) {
      ...ProductCard
      sku
      rating {
        average
        count
      }
      reviews(first: 5) {
        ...ReviewsPageFields
      }
      description
      descriptionEn
      taxCategory
      vatRatePercent
      weightGrams
      stockQuantity
      attributeValues {
        value
        attribute {
          code
          name
          nameEn
          type
          options {
            code
            label
            labelEn
          }
        }
      }
      media {
        url
        type
        title
      }
      categories {
        id
        slug
        name
        nameEn
      }
    }
  }
`);
export type ProductDetailNode = NonNullable<ProductDetailQuery['product']>;

/** The shop's home: its categories and the newest products (read under an alias: not the list of /nos-produits). */
export const SHOP_HOME = graphql(`
  query ShopHome($first: Int) {
    productCategories {
      ...ProductCategoryFields
    }
    featured: products(sort: NEWEST, first: $first) {
      totalCount
      edges {
        cursor
        node {
          ...ProductCard
        }
      }
    }
  }
`);

/** Gift store categories (slugs agreed with the catalogue's seed): gift boxes and gift cards. */
export const GIFT_CATEGORY_SLUGS = ['coffrets-cadeaux', 'cartes-cadeaux'] as const;

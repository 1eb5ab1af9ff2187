import { graphql } from '../../gql';
import type { PromotionFieldsFragment, PromotionStrategiesQuery, PromotionInput as GeneratedPromotionInput, PromotionsQuery } from '../../gql/graphql';

/** Back-office operations on promotions (commerce; permissions marketing.promotions.*, vouchers marketing.coupons.create). */

export const PROMOTION_FIELDS = graphql(`
  fragment PromotionFields on Promotion {
    id
    name
    enabled
    startsAt
    endsAt
    couponCode
    usageLimit
    perCustomerUsageLimit
    timesUsed
    priority
    exclusive
    voucherCount
    createdAt
    conditions {
      code
      args {
        name
        value
      }
    }
    actions {
      code
      args {
        name
        value
      }
    }
  }
`);
export type PromotionNode = PromotionFieldsFragment;

export const PROMOTIONS = graphql(`
  query Promotions($search: String, $first: Int, $after: String) {
    promotions(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...PromotionFields
        }
      }
    }
  }
`);
export type PromotionRow = PromotionsQuery['promotions']['edges'][number]['node'];

export const PROMOTION = graphql(`
  query Promotion($id: ID!) {
    promotion(id: $id) {
      ...PromotionFields
    }
  }
`);

/** The strategies the form is built from: each one's code, description and arguments. */
export const PROMOTION_STRATEGIES = graphql(`
  query PromotionStrategies {
    promotionConditions {
      code
      description
      args {
        name
        type
        required
        label
      }
    }
    promotionActions {
      code
      description
      args {
        name
        type
        required
        label
      }
    }
  }
`);
export type OperationDefinition = PromotionStrategiesQuery['promotionConditions'][number];

export const CREATE_PROMOTION = graphql(`
  mutation CreatePromotion($input: PromotionInput!) {
    createPromotion(input: $input) {
      ...PromotionFields
    }
  }
`);
export const UPDATE_PROMOTION = graphql(`
  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {
    updatePromotion(id: $id, input: $input) {
      ...PromotionFields
    }
  }
`);
export const DELETE_PROMOTIONS = graphql(`
  mutation DeletePromotions($ids: [ID!]!) {
    deletePromotions(ids: $ids)
  }
`);
export const GENERATE_COUPONS = graphql(`
  mutation GenerateCoupons($promotionId: ID!, $count: Int!, $prefix: String) {
    generateCoupons(promotionId: $promotionId, count: $count, prefix: $prefix)
  }
`);

/** The pickers of ids arguments: products (searched), categories and customer groups (whole lists). */
export const PROMOTION_PRODUCT_OPTIONS = graphql(`
  query PromotionProductOptions($search: String, $first: Int) {
    adminProducts(search: $search, first: $first) {
      edges {
        node {
          id
          sku
          name
        }
      }
    }
  }
`);
export const PROMOTION_PRODUCT = graphql(`
  query PromotionProduct($id: ID!) {
    adminProduct(id: $id) {
      id
      sku
      name
    }
  }
`);
export const PROMOTION_CATEGORY_OPTIONS = graphql(`
  query PromotionCategoryOptions {
    productCategories {
      id
      name
      parent {
        id
      }
    }
  }
`);
export const PROMOTION_GROUP_OPTIONS = graphql(`
  query PromotionGroupOptions {
    customerGroups {
      id
      code
      name
    }
  }
`);

export type PromotionInput = GeneratedPromotionInput;

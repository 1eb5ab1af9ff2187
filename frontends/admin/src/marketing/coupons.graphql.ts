import { graphql } from '../gql';
import type { CouponInput as GeneratedCouponInput, CouponsQuery } from '../gql/graphql';

/** Back-office operations on coupon codes (commerce; permissions marketing.coupons.*). */
export const COUPONS = graphql(`
  query Coupons($search: String, $promotionId: ID, $first: Int, $after: String) {
    coupons(search: $search, promotionId: $promotionId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          code
          percentOff
          amountOffCents
          validUntil
          usageLimit
          timesUsed
          createdAt
          promotion {
            id
            name
          }
        }
      }
    }
  }
`);
export type CouponRow = CouponsQuery['coupons']['edges'][number]['node'];

export const CREATE_COUPON = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      id
      code
    }
  }
`);
export const UPDATE_COUPON = graphql(`
  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      id
      code
      percentOff
      amountOffCents
      validUntil
      usageLimit
      timesUsed
    }
  }
`);
export const DELETE_COUPONS = graphql(`
  mutation DeleteCoupons($ids: [ID!]!) {
    deleteCoupons(ids: $ids)
  }
`);
/** The promotion a filtered list of vouchers belongs to (its name in the heading). */
export const COUPONS_PROMOTION = graphql(`
  query CouponsPromotion($id: ID!) {
    promotion(id: $id) {
      id
      name
    }
  }
`);
export const DELETE_COUPON = graphql(`
  mutation DeleteCoupon($id: ID!) {
    deleteCoupon(id: $id)
  }
`);
export type CouponInput = GeneratedCouponInput;

import { graphql } from '../gql';
import type { CouponInput as GeneratedCouponInput, CouponsQuery } from '../gql/graphql';

/** Back-office operations on coupon codes (commerce; permissions marketing.coupons.*). */
export const COUPONS = graphql(`
  query Coupons($first: Int, $after: String) {
    coupons(first: $first, after: $after) {
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
export const DELETE_COUPON = graphql(`
  mutation DeleteCoupon($id: ID!) {
    deleteCoupon(id: $id)
  }
`);
export type CouponInput = GeneratedCouponInput;

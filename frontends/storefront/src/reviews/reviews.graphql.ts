import { graphql } from '../gql';
import type { ProductReviewsQuery } from '../gql/graphql';

/** One approved review as the pages show it. */
export const REVIEW_FIELDS = graphql(`
  fragment PublicReviewFields on Review {
    id
    rating
    title
    body
    authorName
    verifiedPurchase
    createdAt
  }
`);

/** A page of approved reviews: the detail pages ask for the first ones with their own query. */
export const REVIEWS_PAGE_FIELDS = graphql(`
  fragment ReviewsPageFields on ReviewConnection {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...PublicReviewFields
      }
    }
  }
`);

export const PRODUCT_REVIEWS = graphql(`
  query ProductReviews($slug: String!, $first: Int, $after: String) {
    product(slug: $slug) {
      id
      reviews(first: $first, after: $after) {
        ...ReviewsPageFields
      }
    }
  }
`);

export const ESTABLISHMENT_REVIEWS = graphql(`
  query EstablishmentReviews($slug: String!, $type: EstablishmentType, $first: Int, $after: String) {
    establishment(slug: $slug, type: $type) {
      id
      reviews(first: $first, after: $after) {
        ...ReviewsPageFields
      }
    }
  }
`);

export type ReviewsConnection = NonNullable<ProductReviewsQuery['product']>['reviews'];

/** How many reviews the detail queries ask for (`reviews(first: 5)` in shop.graphql.ts and guide.graphql.ts). */

export const SUBMIT_REVIEW = graphql(`
  mutation SubmitReview($input: ReviewInput!) {
    submitReview(input: $input) {
      id
      status
    }
  }
`);

export const REVIEWS_PAGE_SIZE = 5;

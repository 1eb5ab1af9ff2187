import { graphql } from '../../gql';
import type { ReviewStatus, ReviewsForModerationQuery } from '../../gql/graphql';

/** The statuses of a review (catalog-guide reviews/reviews.graphql), in the order the filter offers them. */
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'] as ReviewStatus[];

export const REVIEWS_FOR_MODERATION = graphql(`
  query ReviewsForModeration($status: ReviewStatus, $first: Int, $after: String) {
    reviewsForModeration(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          rating
          title
          body
          authorName
          status
          verifiedPurchase
          createdAt
          product {
            id
            name
            path
          }
          establishment {
            id
            name
            path
          }
        }
      }
    }
  }
`);
export type ReviewRow = ReviewsForModerationQuery['reviewsForModeration']['edges'][number]['node'];

export const MODERATE_REVIEWS = graphql(`
  mutation ModerateReviews($ids: [ID!]!, $status: ReviewStatus!) {
    moderateReviews(ids: $ids, status: $status)
  }
`);

export const DELETE_REVIEWS = graphql(`
  mutation DeleteReviews($ids: [ID!]!) {
    deleteReviews(ids: $ids)
  }
`);

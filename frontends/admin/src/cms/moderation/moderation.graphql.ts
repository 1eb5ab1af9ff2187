import { graphql } from '../../gql';
import type { OwnerPostsQuery, OwnerPostStatus } from '../../gql/graphql';

/** Owners' posts awaiting moderation (cms owner-posts/owner-post.graphql). */
export const OWNER_POST_STATUSES: readonly OwnerPostStatus[] = ['PENDING', 'APPROVED', 'REJECTED'] as OwnerPostStatus[];

export const OWNER_POSTS = graphql(`
  query OwnerPosts($status: OwnerPostStatus, $first: Int, $after: String) {
    ownerPosts(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          shortDescription
          body
          pictureUrl
          establishmentId
          establishmentName
          status
          rejectionReason
          publishedPath
          customerId
          submittedAt
          moderatedAt
        }
      }
    }
  }
`);
export type OwnerPostRow = OwnerPostsQuery['ownerPosts']['edges'][number]['node'];

export const APPROVE_OWNER_POST = graphql(`
  mutation ApproveOwnerPost($id: ID!) {
    approveOwnerPost(id: $id) {
      id
      status
      rejectionReason
      publishedPath
      moderatedAt
    }
  }
`);

export const REJECT_OWNER_POST = graphql(`
  mutation RejectOwnerPost($id: ID!, $reason: String!) {
    rejectOwnerPost(id: $id, reason: $reason) {
      id
      status
      rejectionReason
      moderatedAt
    }
  }
`);

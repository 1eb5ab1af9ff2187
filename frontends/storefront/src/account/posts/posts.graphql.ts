import { graphql } from '../../gql';

/** An owner's posts about their establishment (cms subgraph, owner-posts/owner-post.graphql). */

/** Owners write a few posts: one page of the API's largest size is enough, no "load more". */
export const MY_POSTS_LIMIT = 100;

export const OWNER_POST_FIELDS = graphql(`
  fragment OwnerPostFields on OwnerPost {
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
    submittedAt
    updatedAt
  }
`);

export const MY_POSTS = graphql(`
  query MyOwnerPosts($first: Int) {
    myPostEstablishments {
      id
      name
    }
    myPosts(first: $first) {
      totalCount
      edges {
        node {
          ...OwnerPostFields
        }
      }
    }
  }
`);

export const MY_POST = graphql(`
  query MyOwnerPost($id: ID!) {
    myPost(id: $id) {
      ...OwnerPostFields
    }
  }
`);

export const MY_POST_ESTABLISHMENTS = graphql(`
  query MyPostEstablishments {
    myPostEstablishments {
      id
      name
      path
    }
  }
`);

export const CREATE_MY_POST = graphql(`
  mutation CreateMyPost($input: OwnerPostInput!) {
    createMyPost(input: $input) {
      ...OwnerPostFields
    }
  }
`);

export const UPDATE_MY_POST = graphql(`
  mutation UpdateMyPost($id: ID!, $input: OwnerPostInput!) {
    updateMyPost(id: $id, input: $input) {
      ...OwnerPostFields
    }
  }
`);

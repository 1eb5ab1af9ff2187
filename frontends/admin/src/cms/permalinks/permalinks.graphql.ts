import { graphql } from '../../gql';
import type { CmsContentRedirectsQuery } from '../../gql/graphql';

/** The storefront's redirects (services/cms/src/contents/content.graphql; permissions cms.permalinks.*). */

export const CMS_CONTENT_REDIRECTS = graphql(`
  query CmsContentRedirects($search: String, $first: Int, $after: String) {
    contentRedirects(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          fromPath
          toPath
          automatic
          createdAt
        }
      }
    }
  }
`);

export type RedirectRow = CmsContentRedirectsQuery['contentRedirects']['edges'][number]['node'];

export const CMS_CREATE_REDIRECT = graphql(`
  mutation CmsCreateContentRedirect($input: ContentRedirectInput!) {
    createContentRedirect(input: $input) {
      id
      fromPath
      toPath
    }
  }
`);

export const CMS_UPDATE_REDIRECT = graphql(`
  mutation CmsUpdateContentRedirect($id: ID!, $input: ContentRedirectInput!) {
    updateContentRedirect(id: $id, input: $input) {
      id
      fromPath
      toPath
    }
  }
`);

export const CMS_DELETE_REDIRECTS = graphql(`
  mutation CmsDeleteContentRedirects($ids: [ID!]!) {
    deleteContentRedirects(ids: $ids)
  }
`);

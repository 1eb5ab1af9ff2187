import { graphql } from '../../gql';
import type { CmsPageComponentsQuery } from '../../gql/graphql';

/** Reusable page-builder components in the back office (services/cms/src/components; permissions cms.components.*). */

export const CMS_PAGE_COMPONENTS = graphql(`
  query CmsPageComponents($search: String, $first: Int, $after: String) {
    pageComponents(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          thumbnailUrl
          usageCount
          updatedAt
        }
      }
    }
  }
`);

export type PageComponentRow = CmsPageComponentsQuery['pageComponents']['edges'][number]['node'];

export const CMS_PAGE_COMPONENT = graphql(`
  query CmsPageComponent($id: ID!) {
    pageComponent(id: $id) {
      id
      name
      thumbnailUrl
      blocksJson
      usageCount
    }
  }
`);

export const CMS_CREATE_PAGE_COMPONENT = graphql(`
  mutation CmsCreatePageComponent($input: PageComponentInput!) {
    createPageComponent(input: $input) {
      id
    }
  }
`);

export const CMS_UPDATE_PAGE_COMPONENT = graphql(`
  mutation CmsUpdatePageComponent($id: ID!, $input: PageComponentInput!) {
    updatePageComponent(id: $id, input: $input) {
      id
      name
      thumbnailUrl
      blocksJson
      usageCount
    }
  }
`);

export const CMS_DELETE_PAGE_COMPONENTS = graphql(`
  mutation CmsDeletePageComponents($ids: [ID!]!) {
    deletePageComponents(ids: $ids)
  }
`);

import { graphql } from '../../gql';
import type { CmsBrokenLinksQuery } from '../../gql/graphql';

/** Broken links and their check (services/cms/src/broken-links/broken-links.graphql; permissions cms.broken-links.*). */

export const CMS_BROKEN_LINKS = graphql(`
  query CmsBrokenLinks($problem: BrokenLinkProblem, $ignored: Boolean, $search: String, $first: Int, $after: String) {
    brokenLinks(problem: $problem, ignored: $ignored, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          url
          problem
          statusCode
          error
          sourceKind
          sourceId
          sourceTitle
          sourceContentType
          field
          ignored
          firstSeenAt
          lastCheckedAt
        }
      }
    }
  }
`);

export type BrokenLinkRow = CmsBrokenLinksQuery['brokenLinks']['edges'][number]['node'];

export const CMS_BROKEN_LINK_CHECK = graphql(`
  query CmsBrokenLinkCheck {
    brokenLinkCheck {
      state
      checked
      total
      broken
      skipped
      startedAt
      finishedAt
    }
  }
`);

export const CMS_CHECK_BROKEN_LINKS = graphql(`
  mutation CmsCheckBrokenLinks {
    checkBrokenLinks {
      state
      checked
      total
      broken
      skipped
      startedAt
      finishedAt
    }
  }
`);

export const CMS_SET_BROKEN_LINK_IGNORED = graphql(`
  mutation CmsSetBrokenLinkIgnored($id: ID!, $ignored: Boolean!) {
    setBrokenLinkIgnored(id: $id, ignored: $ignored) {
      id
      ignored
    }
  }
`);

export const CMS_DELETE_BROKEN_LINKS = graphql(`
  mutation CmsDeleteBrokenLinks($ids: [ID!]!) {
    deleteBrokenLinks(ids: $ids)
  }
`);

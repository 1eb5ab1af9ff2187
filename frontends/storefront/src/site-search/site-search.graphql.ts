import { graphql } from '../gql';
import type { SiteMenuQuery, SiteSearchQuery } from '../gql/graphql';

/**
 * The cms reads of the site frame and of /search-results (services/cms menus and site-search). Operation
 * names are what the browser tests stub. A menu has no id: it is cached under `menu({"code":…})`.
 */
export const SITE_MENU = graphql(`
  query SiteMenu($code: String!) {
    menu(code: $code) {
      code
      items {
        ...SiteMenuItem
        children {
          ...SiteMenuItem
          children {
            ...SiteMenuItem
          }
        }
      }
    }
  }
  fragment SiteMenuItem on MenuItem {
    label
    labelEn
    url
    openInNewTab
  }
`);
export type SiteMenu = NonNullable<SiteMenuQuery['menu']>;

export const SITE_SEARCH = graphql(`
  query SiteSearch($text: String!, $first: Int, $after: String) {
    searchSite(text: $text, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          kind
          title
          path
          excerpt
          imageUrl
          contentType
        }
      }
    }
  }
`);
export type SiteSearchData = SiteSearchQuery['searchSite'];
export type SiteSearchHit = SiteSearchData['edges'][number]['node'];

import { graphql } from '../gql';
import type { SearchQuery, SearchQueryVariables } from '../gql/graphql';

/** The establishments search of the gateway (API contract, catalog-guide). Types from the generated `../gql`. */
export const SEARCH_ESTABLISHMENTS = graphql(`
  query Search($filter: EstablishmentFilter, $near: GeoInput, $first: Int, $after: String) {
    establishments(filter: $filter, near: $near, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        distanceKm
        node {
          id
          slug
          name
          type
          path
          priceFrom
          city {
            name
          }
          department {
            code
            name
          }
        }
      }
    }
  }
`);

export type SearchData = SearchQuery;
export type SearchVariables = SearchQueryVariables;

export const SEARCH_PAGE_SIZE = 12;

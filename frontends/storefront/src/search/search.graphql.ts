import { gql } from '@apollo/client';
import type { EstablishmentType } from '@guide/vocabulary';

/** The establishments search of the gateway (API contract, catalog-guide). */
export const SEARCH_ESTABLISHMENTS = gql`
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
`;

export type { EstablishmentType };

export interface SearchResultNode {
  id: string;
  slug: string;
  name: string;
  type: EstablishmentType;
  path: string;
  priceFrom: number | null;
  city: { name: string };
  department: { code: string; name: string };
}
export interface SearchData {
  establishments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; distanceKm: number | null; node: SearchResultNode }[];
  };
}
export interface SearchVariables {
  filter?: { text: string };
  near?: { lat: number; lon: number };
  first: number;
  after?: string | null;
}

export const SEARCH_PAGE_SIZE = 12;

import { graphql } from '../gql';
import type { EstablishmentCardFragment, EstablishmentDetailQuery, EstablishmentListQuery, EstablishmentListQueryVariables } from '../gql/graphql';

/**
 * The guide's reads from the gateway (API contract, catalog-guide). Operation names are what tests stub.
 * Result and variable types come from the generated `../gql` (frontends/README.md); the shared fragments
 * of @guide/ui are spread by name.
 */

/** What a result card shows (lists, nearby establishments). */
export const ESTABLISHMENT_CARD_FIELDS = graphql(`
  fragment EstablishmentCard on Establishment {
    id
    slug
    name
    type
    mealCategory
    producerCategory
    path
    priceFrom
    cups
    toques
    lat
    lon
    city {
      code
      name
    }
    department {
      code
      name
    }
    images {
      ...EstablishmentImageFields
    }
  }
`);

export const ESTABLISHMENT_LIST = graphql(`
  query EstablishmentList($filter: EstablishmentFilter, $near: GeoInput, $sort: EstablishmentSort, $first: Int, $after: String) {
    establishments(filter: $filter, near: $near, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      facets {
        types {
          value
          count
        }
        mealCategories {
          value
          count
        }
        producerCategories {
          value
          count
        }
        departments {
          value
          count
        }
        equipment {
          value
          count
        }
        services {
          value
          count
        }
      }
      edges {
        cursor
        distanceKm
        node {
          ...EstablishmentCard
        }
      }
    }
  }
`);

export const LIST_PAGE_SIZE = 12;

export type EstablishmentListVariables = EstablishmentListQueryVariables;
export type EstablishmentFacets = EstablishmentListQuery['establishments']['facets'];
export type FacetCount = EstablishmentFacets['types'][number];
export type EstablishmentCardNode = EstablishmentCardFragment;

export const ESTABLISHMENT_DETAIL = graphql(`
  query EstablishmentDetail($slug: String!, $type: EstablishmentType) {
    establishment(slug: $slug, type: $type) {
      ...EstablishmentCard
      ...EstablishmentDetailFields
      rating {
        average
        count
      }
      reviews(first: 5) {
        ...ReviewsPageFields
      }
      nearby(first: 6) {
        distanceKm
        node {
          ...EstablishmentCard
        }
      }
    }
  }
`);

export type EstablishmentDetailNode = NonNullable<EstablishmentDetailQuery['establishment']>;
/** 1 = Monday … 7 = Sunday; "HH:MM" on the 24-hour clock; `closes` < `opens` runs past midnight. */
export type OpeningHours = EstablishmentDetailNode['openingHours'][number];

export { ESTABLISHMENT_VOCABULARIES, type VocabularyKind } from '@guide/ui/fragments';

export const DEPARTMENTS = graphql(`
  query Departments {
    departments {
      code
      name
    }
  }
`);

/** Counts of one section (first: 1, only the total and facets matter), aliased so the cache keeps it apart from the list (see README). */
export const SECTION_OVERVIEW = graphql(`
  query SectionOverview($filter: EstablishmentFilter) {
    overview: establishments(filter: $filter, first: 1) {
      totalCount
      facets {
        mealCategories {
          value
          count
        }
        producerCategories {
          value
          count
        }
        departments {
          value
          count
        }
      }
    }
  }
`);

/** The towns with published establishments of a list (types, department, categories), with counts, in French name order. */
export const GUIDE_CITIES = graphql(`
  query GuideCities($types: [EstablishmentType!], $departmentCode: String, $producerCategories: [String!], $mealCategories: [MealCategory!]) {
    guideCities(types: $types, departmentCode: $departmentCode, producerCategories: $producerCategories, mealCategories: $mealCategories) {
      slug
      count
      city {
        code
        name
      }
    }
  }
`);

/** The commune of a town page's URL (`/{section}/{dep}/{citySlug}`); null: no such town (404). */
export const GUIDE_CITY = graphql(`
  query GuideCity($departmentCode: String!, $slug: String!) {
    guideCity(departmentCode: $departmentCode, slug: $slug) {
      code
      name
    }
  }
`);

export const CITY_SUGGESTIONS = graphql(`
  query CitySuggestions($search: String, $departmentCode: String, $first: Int) {
    cities(search: $search, departmentCode: $departmentCode, first: $first) {
      edges {
        node {
          code
          name
          postalCodes
          department {
            code
          }
        }
      }
    }
  }
`);

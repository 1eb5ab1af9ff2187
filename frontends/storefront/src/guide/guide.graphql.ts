import { gql } from '@apollo/client';
import type { EstablishmentImage } from '@guide/ui';
import { ESTABLISHMENT_DETAIL_FIELDS, ESTABLISHMENT_IMAGE_FIELDS } from '@guide/ui/fragments';
import type { EstablishmentFilter, EstablishmentSort } from './list-state';
import type { EstablishmentType, MealCategory } from './sections';

/** The guide's reads from the gateway (API contract, catalog-guide). Operation names are what tests stub. */

const CARD_FIELDS = gql`
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
  ${ESTABLISHMENT_IMAGE_FIELDS}
`;

export const ESTABLISHMENT_LIST = gql`
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
  ${CARD_FIELDS}
`;

export const LIST_PAGE_SIZE = 12;

export interface FacetCount {
  value: string;
  count: number;
}
export interface EstablishmentFacets {
  types: FacetCount[];
  mealCategories: FacetCount[];
  producerCategories: FacetCount[];
  departments: FacetCount[];
  equipment: FacetCount[];
  services: FacetCount[];
}
export interface EstablishmentCardNode {
  id: string;
  slug: string;
  name: string;
  type: EstablishmentType;
  mealCategory: MealCategory | null;
  producerCategory: string | null;
  path: string;
  priceFrom: number | null;
  cups: number;
  toques: number;
  lat: number;
  lon: number;
  city: { code: string; name: string };
  department: { code: string; name: string };
  images: EstablishmentImage[] | null;
}
export interface EstablishmentEdge {
  cursor: string;
  distanceKm: number | null;
  node: EstablishmentCardNode;
}
export interface EstablishmentListData {
  establishments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    facets: EstablishmentFacets | null;
    edges: EstablishmentEdge[];
  };
}
export interface GeoInput {
  lat: number;
  lon: number;
  radiusKm?: number;
}
export interface EstablishmentListVariables {
  filter?: EstablishmentFilter;
  near?: GeoInput;
  sort?: EstablishmentSort;
  first: number;
  after?: string | null;
}

export const ESTABLISHMENT_DETAIL = gql`
  query EstablishmentDetail($slug: String!, $type: EstablishmentType) {
    establishment(slug: $slug, type: $type) {
      ...EstablishmentCard
      ...EstablishmentDetailFields
      nearby(first: 6) {
        distanceKm
        node {
          ...EstablishmentCard
        }
      }
    }
  }
  ${CARD_FIELDS}
  ${ESTABLISHMENT_DETAIL_FIELDS}
`;

export interface Menu {
  name: string;
  priceCents: number | null;
  description: string | null;
}
export interface OpeningHours {
  /** 1 = Monday … 7 = Sunday; "HH:MM" on the 24-hour clock; `closes` < `opens` runs past midnight. */
  dayOfWeek: number;
  opens: string;
  closes: string;
}
export interface EstablishmentDetailNode extends EstablishmentCardNode {
  description: string | null;
  descriptionEn: string | null;
  street: string | null;
  postalCode: string | null;
  equipment: string[];
  services: string[];
  nearbyPlaces: string[] | null;
  roomCount: number | null;
  seatCount: number | null;
  menus: Menu[] | null;
  openingHours: OpeningHours[] | null;
  closureNote: string | null;
  languages: string[] | null;
  paymentModes: string[] | null;
  specialties: string[] | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string | null;
  nearby: { distanceKm: number | null; node: EstablishmentCardNode }[] | null;
}
export interface EstablishmentDetailData {
  establishment: EstablishmentDetailNode | null;
}
export interface EstablishmentDetailVariables {
  slug: string;
  type?: EstablishmentType | null;
}

export { ESTABLISHMENT_VOCABULARIES, type EstablishmentVocabulariesData, type VocabularyKind } from '@guide/ui/fragments';

export const DEPARTMENTS = gql`
  query Departments {
    departments {
      code
      name
    }
  }
`;
export interface DepartmentsData {
  departments: { code: string; name: string }[];
}

/** Counts of one section (first: 1, only the total and facets matter). Fetched with no-cache: see README. */
export const SECTION_OVERVIEW = gql`
  query SectionOverview($filter: EstablishmentFilter) {
    establishments(filter: $filter, first: 1) {
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
`;
export interface SectionOverviewData {
  establishments: { totalCount: number; facets: Pick<EstablishmentFacets, 'mealCategories' | 'producerCategories' | 'departments'> | null };
}

/** The towns with published establishments of a list (types, department, categories), with counts, in French name order. */
export const GUIDE_CITIES = gql`
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
`;
export interface GuideCitiesData {
  guideCities: { slug: string; count: number; city: { code: string; name: string } }[];
}
export interface GuideCitiesVariables {
  types?: EstablishmentType[];
  departmentCode?: string;
  producerCategories?: string[];
  mealCategories?: MealCategory[];
}

/** The commune of a town page's URL (`/{section}/{dep}/{citySlug}`); null: no such town (404). */
export const GUIDE_CITY = gql`
  query GuideCity($departmentCode: String!, $slug: String!) {
    guideCity(departmentCode: $departmentCode, slug: $slug) {
      code
      name
    }
  }
`;
export interface GuideCityData {
  guideCity: { code: string; name: string } | null;
}
export interface GuideCityVariables {
  departmentCode: string;
  slug: string;
}

export const CITY_SUGGESTIONS = gql`
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
`;
export interface CitySuggestionsData {
  cities: { edges: { node: { code: string; name: string; postalCodes: string[]; department: { code: string } } }[] };
}

import { gql } from '@apollo/client';
import type { EstablishmentImage } from '@guide/ui';
import type { EstablishmentType, MealCategory, PermissionKey } from '@guide/vocabulary';
import { ESTABLISHMENT_DETAIL_FIELDS, ESTABLISHMENT_IMAGE_FIELDS } from '@guide/ui/fragments';

export { ESTABLISHMENT_VOCABULARIES, type EstablishmentVocabulariesData, type VocabularyKind } from '@guide/ui/fragments';

/** Back-office operations on the guide's establishments (catalog-guide; permissions catalog.establishments.*). */
export { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentType, type MealCategory } from '@guide/vocabulary';

/** The permission keys the screens check (the API checks them again). */
export const PERMISSIONS = {
  list: 'catalog.establishments.list',
  create: 'catalog.establishments.create',
  update: 'catalog.establishments.update',
  delete: 'catalog.establishments.delete',
  massDelete: 'catalog.establishments.mass-delete',
  duplicate: 'catalog.establishments.duplicate',
  publish: 'catalog.establishments.publish',
} as const satisfies Record<string, PermissionKey>;

export const ADMIN_ESTABLISHMENTS = gql`
  query AdminEstablishments($search: String, $filter: EstablishmentFilter, $published: Boolean, $first: Int, $after: String) {
    adminEstablishments(search: $search, filter: $filter, published: $published, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          slug
          name
          type
          mealCategory
          producerCategory
          path
          priceFrom
          published
          updatedAt
          city {
            code
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

export interface EstablishmentRow {
  id: string;
  slug: string;
  name: string;
  type: EstablishmentType;
  mealCategory: MealCategory | null;
  producerCategory: string | null;
  path: string;
  priceFrom: number | null;
  published: boolean;
  updatedAt: string;
  city: { code: string; name: string };
  department: { code: string; name: string };
}
export interface AdminEstablishmentsData {
  adminEstablishments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: EstablishmentRow }[];
  };
}
export interface AdminEstablishmentsVariables {
  search?: string | null;
  filter?: { types?: EstablishmentType[] } | null;
  published?: boolean | null;
  first: number;
  after?: string | null;
}

const EDITABLE_FIELDS = gql`
  fragment EstablishmentEditable on Establishment {
    id
    slug
    name
    type
    mealCategory
    producerCategory
    path
    ...EstablishmentDetailFields
    city {
      code
      name
      postalCodes
      department {
        code
        name
      }
    }
    lat
    lon
    priceFrom
    cups
    toques
    ownerId
    published
    images {
      ...EstablishmentImageFields
    }
  }
  ${ESTABLISHMENT_DETAIL_FIELDS}
  ${ESTABLISHMENT_IMAGE_FIELDS}
`;

export const ADMIN_ESTABLISHMENT = gql`
  query AdminEstablishment($id: ID!) {
    adminEstablishment(id: $id) {
      ...EstablishmentEditable
    }
  }
  ${EDITABLE_FIELDS}
`;

export interface EditableEstablishment {
  id: string;
  slug: string;
  name: string;
  type: EstablishmentType;
  mealCategory: MealCategory | null;
  producerCategory: string | null;
  path: string;
  description: string | null;
  descriptionEn: string | null;
  street: string | null;
  postalCode: string | null;
  city: { code: string; name: string; postalCodes: string[]; department: { code: string; name: string } };
  lat: number;
  lon: number;
  priceFrom: number | null;
  cups: number;
  toques: number;
  equipment: string[];
  services: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  nearbyPlaces: string[];
  roomCount: number | null;
  seatCount: number | null;
  menus: { name: string; priceCents: number | null; description: string | null }[];
  openingHours: { dayOfWeek: number; opens: string; closes: string }[];
  closureNote: string | null;
  languages: string[];
  paymentModes: string[];
  specialties: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  ownerId: string | null;
  published: boolean;
  updatedAt: string;
  images: EstablishmentImage[];
}
export interface AdminEstablishmentData {
  adminEstablishment: EditableEstablishment | null;
}

export const CREATE_ESTABLISHMENT = gql`
  mutation CreateEstablishment($input: EstablishmentInput!) {
    createEstablishment(input: $input) {
      ...EstablishmentEditable
    }
  }
  ${EDITABLE_FIELDS}
`;
export interface CreateEstablishmentData {
  createEstablishment: EditableEstablishment;
}

export const UPDATE_ESTABLISHMENT = gql`
  mutation UpdateEstablishment($id: ID!, $input: EstablishmentInput!) {
    updateEstablishment(id: $id, input: $input) {
      ...EstablishmentEditable
    }
  }
  ${EDITABLE_FIELDS}
`;
export interface UpdateEstablishmentData {
  updateEstablishment: EditableEstablishment;
}

/** What the API takes (EstablishmentInput); money in cents. */
export interface EstablishmentInput {
  name: string;
  type: EstablishmentType;
  mealCategory?: MealCategory | null;
  producerCategory?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  street?: string | null;
  postalCode?: string | null;
  cityCode: string;
  lat: number;
  lon: number;
  priceFrom?: number | null;
  cups?: number | null;
  toques?: number | null;
  equipment?: string[];
  services?: string[];
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  nearbyPlaces?: string[];
  roomCount?: number | null;
  seatCount?: number | null;
  menus?: { name: string; priceCents: number | null; description: string | null }[];
  openingHours?: { dayOfWeek: number; opens: string; closes: string }[];
  closureNote?: string | null;
  languages?: string[];
  paymentModes?: string[];
  specialties?: string[];
  seoTitle?: string | null;
  seoDescription?: string | null;
  ownerId?: string | null;
  published?: boolean;
}

export const DELETE_ESTABLISHMENTS = gql`
  mutation DeleteEstablishments($ids: [ID!]!) {
    deleteEstablishments(ids: $ids)
  }
`;
export const DUPLICATE_ESTABLISHMENT = gql`
  mutation DuplicateEstablishment($id: ID!) {
    duplicateEstablishment(id: $id) {
      id
      name
      published
    }
  }
`;
export interface DuplicateEstablishmentData {
  duplicateEstablishment: { id: string; name: string; published: boolean };
}
export const SET_ESTABLISHMENT_PUBLISHED = gql`
  mutation SetEstablishmentPublished($id: ID!, $published: Boolean!) {
    setEstablishmentPublished(id: $id, published: $published) {
      id
      published
    }
  }
`;

export const DELETE_ESTABLISHMENT_IMAGE = gql`
  mutation DeleteEstablishmentImage($id: ID!) {
    deleteEstablishmentImage(id: $id)
  }
`;
export const REORDER_ESTABLISHMENT_IMAGES = gql`
  mutation ReorderEstablishmentImages($establishmentId: ID!, $imageIds: [ID!]!) {
    reorderEstablishmentImages(establishmentId: $establishmentId, imageIds: $imageIds) {
      ...EstablishmentImageFields
    }
  }
  ${ESTABLISHMENT_IMAGE_FIELDS}
`;

export const CITY_SUGGESTIONS = gql`
  query AdminCitySuggestions($search: String, $first: Int) {
    cities(search: $search, first: $first) {
      edges {
        node {
          code
          name
          postalCodes
          lat
          lon
          department {
            code
            name
          }
        }
      }
    }
  }
`;
export interface CitySuggestion {
  code: string;
  name: string;
  postalCodes: string[];
  /** The commune's centre when the catalog knows it (see catalog-guide geography/commune-centres.ts). */
  lat: number | null;
  lon: number | null;
  department: { code: string; name: string };
}
export interface CitySuggestionsData {
  cities: { edges: { node: CitySuggestion }[] };
}

/** Owners are customers (identity); searched by name or email (needs users.customers.list). */
export const OWNER_SUGGESTIONS = gql`
  query AdminOwnerSuggestions($search: String, $first: Int) {
    customers(search: $search, first: $first) {
      edges {
        node {
          id
          email
          firstName
          lastName
        }
      }
    }
  }
`;
export interface OwnerSuggestionsData {
  customers: { edges: { node: { id: string; email: string; firstName: string; lastName: string } }[] };
}

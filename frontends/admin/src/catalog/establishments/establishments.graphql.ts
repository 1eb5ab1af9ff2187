import { gql } from '@apollo/client';

export const ESTABLISHMENT_TYPES = ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT', 'LOCAL_PRODUCER', 'WINE'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];
export const MEAL_CATEGORIES = ['PRESTIGE', 'GASTRONOMIC', 'BISTRONOMIC', 'BRASSERIE', 'TERROIR', 'VILLAGE', 'VILLAGE_INN', 'WINE_BAR'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export const ADMIN_ESTABLISHMENTS = gql`
  query AdminEstablishments($first: Int, $after: String) {
    establishments(first: $first, after: $after) {
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

export interface EstablishmentRow {
  id: string;
  slug: string;
  name: string;
  type: EstablishmentType;
  mealCategory: MealCategory | null;
  path: string;
  priceFrom: number | null;
  city: { name: string };
  department: { code: string; name: string };
}
export interface AdminEstablishmentsData {
  establishments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: EstablishmentRow }[];
  };
}
export interface AdminEstablishmentsVariables {
  first: number;
  after?: string | null;
}

export const CREATE_ESTABLISHMENT = gql`
  mutation CreateEstablishment($input: EstablishmentInput!) {
    createEstablishment(input: $input) {
      id
      slug
      name
      path
    }
  }
`;

export interface EstablishmentInput {
  name: string;
  type: EstablishmentType;
  mealCategory?: MealCategory;
  description?: string;
  cityCode: string;
  lat: number;
  lon: number;
  priceFrom?: number;
}
export interface CreateEstablishmentData {
  createEstablishment: { id: string; slug: string; name: string; path: string };
}

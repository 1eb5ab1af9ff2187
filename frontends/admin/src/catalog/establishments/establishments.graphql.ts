import { graphql } from '../../gql';
import type {
  AdminCitySuggestionsQuery,
  AdminEstablishmentsQuery,
  AdminEstablishmentsQueryVariables,
  EstablishmentEditableFragment,
  EstablishmentInput as GeneratedEstablishmentInput,
} from '../../gql/graphql';

/**
 * Back-office operations on the guide's establishments (catalog-guide; permissions catalog.establishments.*).
 * Result and variable types come from the generated `src/gql` (frontends/README.md); the shared fragments
 * of @guide/ui are spread by name.
 */
export { ESTABLISHMENT_VOCABULARIES, type EstablishmentVocabulariesData, type VocabularyKind } from '@guide/ui/fragments';
export { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentType, type MealCategory } from '@guide/vocabulary';

/** The permission keys the screens check (the API checks the same ones). */
export { ESTABLISHMENT_PERMISSIONS as PERMISSIONS } from '@guide/vocabulary';

export const ADMIN_ESTABLISHMENTS = graphql(`
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
`);

export type EstablishmentRow = AdminEstablishmentsQuery['adminEstablishments']['edges'][number]['node'];
export type AdminEstablishmentsVariables = AdminEstablishmentsQueryVariables;

/** What the edit form loads and each save answers. */
export const EDITABLE_FIELDS = graphql(`
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
`);

export const ADMIN_ESTABLISHMENT = graphql(`
  query AdminEstablishment($id: ID!) {
    adminEstablishment(id: $id) {
      ...EstablishmentEditable
    }
  }
`);

/** What the form edits and each save answers (the `EstablishmentEditable` fragment). */
export type EditableEstablishment = EstablishmentEditableFragment;

export const CREATE_ESTABLISHMENT = graphql(`
  mutation CreateEstablishment($input: EstablishmentInput!) {
    createEstablishment(input: $input) {
      ...EstablishmentEditable
    }
  }
`);
export const UPDATE_ESTABLISHMENT = graphql(`
  mutation UpdateEstablishment($id: ID!, $input: EstablishmentInput!) {
    updateEstablishment(id: $id, input: $input) {
      ...EstablishmentEditable
    }
  }
`);
/** What the API takes; money in cents. */
export type EstablishmentInput = GeneratedEstablishmentInput;

export const DELETE_ESTABLISHMENTS = graphql(`
  mutation DeleteEstablishments($ids: [ID!]!) {
    deleteEstablishments(ids: $ids)
  }
`);
export const DUPLICATE_ESTABLISHMENT = graphql(`
  mutation DuplicateEstablishment($id: ID!) {
    duplicateEstablishment(id: $id) {
      id
      name
      published
    }
  }
`);
export const SET_ESTABLISHMENT_PUBLISHED = graphql(`
  mutation SetEstablishmentPublished($id: ID!, $published: Boolean!) {
    setEstablishmentPublished(id: $id, published: $published) {
      id
      published
    }
  }
`);

export const DELETE_ESTABLISHMENT_IMAGE = graphql(`
  mutation DeleteEstablishmentImage($id: ID!) {
    deleteEstablishmentImage(id: $id)
  }
`);
export const REORDER_ESTABLISHMENT_IMAGES = graphql(`
  mutation ReorderEstablishmentImages($establishmentId: ID!, $imageIds: [ID!]!) {
    reorderEstablishmentImages(establishmentId: $establishmentId, imageIds: $imageIds) {
      ...EstablishmentImageFields
    }
  }
`);

export const CITY_SUGGESTIONS = graphql(`
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
`);
/** A commune; `lat`/`lon` its centre when the catalog knows it (catalog-guide geography/commune-centres.ts). */
export type CitySuggestion = AdminCitySuggestionsQuery['cities']['edges'][number]['node'];

/** Owners are customers (identity); searched by name or email (needs users.customers.list). */
export const OWNER_SUGGESTIONS = graphql(`
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
`);

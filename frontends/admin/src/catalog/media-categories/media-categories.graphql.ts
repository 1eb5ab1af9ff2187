import { graphql } from '../../gql';
import type { MediaCategoriesQuery, MediaCategoryInput as GeneratedInput } from '../../gql/graphql';

/** Back-office operations on media categories (catalog-guide; permissions catalog.media-categories.*). */
export const MEDIA_CATEGORIES = graphql(`
  query MediaCategories {
    mediaCategories {
      id
      code
      title
    }
  }
`);
export type MediaCategoryRow = MediaCategoriesQuery['mediaCategories'][number];

export const CREATE_MEDIA_CATEGORY = graphql(`
  mutation CreateMediaCategory($input: MediaCategoryInput!) {
    createMediaCategory(input: $input) {
      id
      title
    }
  }
`);
export const UPDATE_MEDIA_CATEGORY = graphql(`
  mutation UpdateMediaCategory($id: ID!, $input: MediaCategoryInput!) {
    updateMediaCategory(id: $id, input: $input) {
      id
      title
    }
  }
`);
export const DELETE_MEDIA_CATEGORY = graphql(`
  mutation DeleteMediaCategory($id: ID!) {
    deleteMediaCategory(id: $id)
  }
`);
export type MediaCategoryInput = GeneratedInput;

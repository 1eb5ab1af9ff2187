import { graphql } from '../../gql';
import type { CmsContentCategoriesQuery } from '../../gql/graphql';

/** A content type's categories (services/cms/src/contents/content.graphql; permissions cms.categories.*). */

export const CMS_CONTENT_CATEGORIES = graphql(`
  query CmsContentCategories($contentType: String!) {
    contentCategories(contentType: $contentType) {
      id
      slug
      title
      titleEn
      contentType
      contentCount
    }
  }
`);

export type CategoryRow = CmsContentCategoriesQuery['contentCategories'][number];

export const CMS_CREATE_CATEGORY = graphql(`
  mutation CmsCreateContentCategory($contentType: String!, $input: ContentCategoryInput!) {
    createContentCategory(contentType: $contentType, input: $input) {
      id
      slug
      title
    }
  }
`);

export const CMS_UPDATE_CATEGORY = graphql(`
  mutation CmsUpdateContentCategory($id: ID!, $input: ContentCategoryInput!) {
    updateContentCategory(id: $id, input: $input) {
      id
      slug
      title
    }
  }
`);

export const CMS_DELETE_CATEGORIES = graphql(`
  mutation CmsDeleteContentCategories($ids: [ID!]!) {
    deleteContentCategories(ids: $ids)
  }
`);

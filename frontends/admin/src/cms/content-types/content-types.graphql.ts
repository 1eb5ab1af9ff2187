import { graphql } from '../../gql';
import type { CmsContentTypesQuery } from '../../gql/graphql';

/**
 * Back-office operations on content types and their custom fields (services/cms/src/content-types/
 * content-type.graphql; permissions cms.content-types.*, cms.custom-fields.*).
 */

export const CMS_CONTENT_TYPES = graphql(`
  query CmsContentTypes {
    contentTypes {
      slug
      label
      singularLabel
      labelEn
      singularLabelEn
      blockEditorDisabled
      contentCount
      customFields {
        id
        code
        label
        labelEn
        kind
        required
        options
        position
      }
    }
  }
`);

export type ContentTypeRow = CmsContentTypesQuery['contentTypes'][number];
export type CustomFieldRow = ContentTypeRow['customFields'][number];

export const CMS_CREATE_CONTENT_TYPE = graphql(`
  mutation CmsCreateContentType($input: ContentTypeInput!) {
    createContentType(input: $input) {
      slug
      label
    }
  }
`);

export const CMS_UPDATE_CONTENT_TYPE = graphql(`
  mutation CmsUpdateContentType($slug: String!, $input: ContentTypeUpdateInput!) {
    updateContentType(slug: $slug, input: $input) {
      slug
      label
    }
  }
`);

export const CMS_DELETE_CONTENT_TYPE = graphql(`
  mutation CmsDeleteContentType($slug: String!) {
    deleteContentType(slug: $slug)
  }
`);

export const CMS_CREATE_CUSTOM_FIELD = graphql(`
  mutation CmsCreateContentCustomField($contentType: String!, $input: ContentCustomFieldInput!) {
    createContentCustomField(contentType: $contentType, input: $input) {
      id
      code
    }
  }
`);

export const CMS_UPDATE_CUSTOM_FIELD = graphql(`
  mutation CmsUpdateContentCustomField($id: ID!, $input: ContentCustomFieldInput!) {
    updateContentCustomField(id: $id, input: $input) {
      id
      code
      position
    }
  }
`);

export const CMS_DELETE_CUSTOM_FIELD = graphql(`
  mutation CmsDeleteContentCustomField($id: ID!) {
    deleteContentCustomField(id: $id)
  }
`);

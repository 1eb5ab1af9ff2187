import { graphql } from '../../gql';
import type { CmsAdminContentQuery, CmsAdminContentsQuery } from '../../gql/graphql';

/** A content type's contents in the back office (services/cms/src/contents/content.graphql; permissions cms.posts.*). */

/** Where a content stands (the list's row, the form's header, what saving answers). */
export const CMS_CONTENT_STATE_FIELDS = graphql(`
  fragment CmsContentStateFields on Content {
    id
    slug
    title
    status
    path
    publishedAt
    updatedAt
  }
`);
export const CMS_CONTENT_CATEGORY_REF_FIELDS = graphql(`
  fragment CmsContentCategoryRefFields on ContentCategory {
    id
    title
  }
`);

export const CMS_ADMIN_CONTENTS = graphql(`
  query CmsAdminContents(
    $contentType: String!
    $search: String
    $status: ContentStatus
    $scheduled: Boolean
    $categoryId: ID
    $sort: ContentSort
    $first: Int
    $after: String
  ) {
    adminContents(
      contentType: $contentType
      search: $search
      status: $status
      scheduled: $scheduled
      categoryId: $categoryId
      sort: $sort
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CmsContentStateFields
          categories {
            ...CmsContentCategoryRefFields
          }
        }
      }
    }
  }
`);

export type ContentRow = CmsAdminContentsQuery['adminContents']['edges'][number]['node'];

export const CMS_ADMIN_CONTENT = graphql(`
  query CmsAdminContent($id: ID!) {
    adminContent(id: $id) {
      ...CmsContentStateFields
      contentType
      shortDescription
      body
      blocksJson
      titleEn
      shortDescriptionEn
      bodyEn
      thumbnailUrl
      mainImageUrl
      tags
      categories {
        ...CmsContentCategoryRefFields
      }
      seo {
        metaTitle
        metaDescription
        ogTitle
        ogDescription
        ogImageUrl
      }
      customFields {
        field {
          id
        }
        value
      }
    }
  }
`);

export type ContentDetail = NonNullable<CmsAdminContentQuery['adminContent']>;

export const CMS_CREATE_CONTENT = graphql(`
  mutation CmsCreateContent($contentType: String!, $input: ContentInput!) {
    createContent(contentType: $contentType, input: $input) {
      id
      title
    }
  }
`);

export const CMS_UPDATE_CONTENT = graphql(`
  mutation CmsUpdateContent($id: ID!, $input: ContentInput!) {
    updateContent(id: $id, input: $input) {
      ...CmsContentStateFields
    }
  }
`);

export const CMS_DELETE_CONTENTS = graphql(`
  mutation CmsDeleteContents($ids: [ID!]!) {
    deleteContents(ids: $ids)
  }
`);

export const CMS_DUPLICATE_CONTENT = graphql(`
  mutation CmsDuplicateContent($id: ID!, $locale: String) {
    duplicateContent(id: $id, locale: $locale) {
      id
      title
      slug
    }
  }
`);

export const CMS_SET_CONTENTS_STATUS = graphql(`
  mutation CmsSetContentsStatus($ids: [ID!]!, $status: ContentStatus!, $publishedAt: DateTime) {
    setContentsStatus(ids: $ids, status: $status, publishedAt: $publishedAt) {
      count
      failed {
        id
        code
      }
    }
  }
`);

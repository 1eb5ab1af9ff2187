import { graphql } from '../../gql';
import type { CmsAdminPagesQuery } from '../../gql/graphql';

/** The page builder's pages in the back office (services/cms/src/pages/*.graphql; permissions cms.pages.*, cms.categories.*). */

/** A page as the list shows it; the editor reads (and saving answers) the same and more. */
export const CMS_PAGE_ROW_FIELDS = graphql(`
  fragment CmsPageRowFields on Page {
    id
    slug
    title
    status
    updatedAt
    categories {
      id
      title
    }
  }
`);
export const CMS_PAGE_EDITOR_FIELDS = graphql(`
  fragment CmsPageEditorFields on Page {
    ...CmsPageRowFields
    blocksJson
    metaTitle
    metaDescription
    shortDescription
    tags
    thumbnailUrl
    mainImageUrl
    ogTitle
    ogDescription
    ogImageUrl
  }
`);

export const CMS_ADMIN_PAGES = graphql(`
  query CmsAdminPages($search: String, $status: PageStatus, $categoryId: ID, $first: Int, $after: String) {
    pages(search: $search, status: $status, categoryId: $categoryId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CmsPageRowFields
        }
      }
    }
  }
`);

export type PageRow = CmsAdminPagesQuery['pages']['edges'][number]['node'];

export const CMS_ADMIN_PAGE = graphql(`
  query CmsAdminPage($id: ID!) {
    adminPage(id: $id) {
      ...CmsPageEditorFields
      body
    }
  }
`);

export const CMS_PAGE_CATEGORIES = graphql(`
  query CmsPageCategories {
    pageCategories {
      id
      slug
      title
      titleEn
    }
  }
`);

export const CMS_CREATE_PAGE = graphql(`
  mutation CmsCreatePage($input: PageInput!, $categoryId: ID) {
    createPage(input: $input, categoryId: $categoryId) {
      id
      slug
      status
    }
  }
`);

export const CMS_UPDATE_PAGE = graphql(`
  mutation CmsUpdatePage($id: ID!, $input: PageInput!, $categoryId: ID) {
    updatePage(id: $id, input: $input, categoryId: $categoryId) {
      ...CmsPageEditorFields
    }
  }
`);

export const CMS_DELETE_PAGES = graphql(`
  mutation CmsDeletePages($ids: [ID!]!) {
    deletePages(ids: $ids)
  }
`);

export const CMS_DUPLICATE_PAGE = graphql(`
  mutation CmsDuplicatePage($id: ID!, $locale: String) {
    duplicatePage(id: $id, locale: $locale) {
      id
      slug
    }
  }
`);

export const CMS_CREATE_PAGE_CATEGORY = graphql(`
  mutation CmsCreatePageCategory($input: PageCategoryInput!) {
    createPageCategory(input: $input) {
      id
      slug
      title
      titleEn
    }
  }
`);

export const CMS_DELETE_PAGE_CATEGORIES = graphql(`
  mutation CmsDeletePageCategories($ids: [ID!]!) {
    deletePageCategories(ids: $ids)
  }
`);

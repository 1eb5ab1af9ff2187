import { graphql } from '../gql';
import type { EditorialContentCardFragment, EditorialContentDetailQuery } from '../gql/graphql';

/**
 * The editorial site's reads (API contract, cms). Operation names are what the browser tests stub; the
 * web server's status checks (infra/src/web/page-status.ts) send their own `PageStatus…` operations.
 */

/** What a card shows (lists, the home page, the agenda): the custom fields too (an event's date, a deal's price). */
export const CONTENT_CARD_FIELDS = graphql(`
  fragment EditorialContentCard on Content {
    id
    contentType
    slug
    path
    title
    titleEn
    shortDescription
    shortDescriptionEn
    thumbnailUrl
    mainImageUrl
    publishedAt
    categories {
      id
      slug
      title
      titleEn
    }
    customFields {
      value
      field {
        id
        code
        kind
        label
        labelEn
      }
    }
  }
`);

export const CONTENT_LIST = graphql(`
  query EditorialContentList($contentType: String!, $categorySlug: String, $order: ContentOrder, $upcoming: Boolean, $first: Int, $after: String) {
    contents(contentType: $contentType, categorySlug: $categorySlug, order: $order, upcoming: $upcoming, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...EditorialContentCard
        }
      }
    }
  }
`);

/** The home page's and the press space's short lists, aliased so the cache keeps them apart from the full lists. */
export const CONTENT_HIGHLIGHTS = graphql(`
  query EditorialHighlights($contentType: String!, $order: ContentOrder, $upcoming: Boolean, $first: Int) {
    highlights: contents(contentType: $contentType, order: $order, upcoming: $upcoming, first: $first) {
      edges {
        node {
          ...EditorialContentCard
        }
      }
    }
  }
`);

export const CONTENT_CATEGORIES = graphql(`
  query EditorialCategories($contentType: String!) {
    contentCategories(contentType: $contentType) {
      id
      slug
      title
      titleEn
    }
  }
`);

export const CONTENT_DETAIL = graphql(`
  query EditorialContentDetail($contentType: String!, $slug: String!) {
    content(contentType: $contentType, slug: $slug) {
      ...EditorialContentCard
      body
      bodyEn
      renderedBlocksJson
      tags
      updatedAt
      seo {
        metaTitle
        metaDescription
        ogTitle
        ogDescription
        ogImageUrl
      }
    }
  }
`);

/**
 * The content types, seeded or created by staff: a type's slug is its path (`/{slug}`), so this list says which
 * one-segment paths are a type's pages, and names the types that have no texts of their own in the locales.
 */
export const CONTENT_TYPES = graphql(`
  query EditorialContentTypes {
    contentTypes {
      slug
      label
      labelEn
      singularLabel
      singularLabelEn
    }
  }
`);

/** Where a moved path now lives (a slug or category change, or a redirect typed by staff). */
export const CONTENT_REDIRECT = graphql(`
  query EditorialRedirect($path: String!) {
    contentRedirect(path: $path)
  }
`);

/** A gourmet route's stop: a guide establishment, shown as a card and on the map. */
export const ROUTE_STOP = graphql(`
  query EditorialRouteStop($slug: String!) {
    establishment(slug: $slug) {
      ...EstablishmentCard
    }
  }
`);

export const CMS_PAGE = graphql(`
  query EditorialPage($slug: String!) {
    page(slug: $slug) {
      id
      slug
      title
      body
      # The blocks with each reusable component's current blocks in place (services/cms/src/components).
      blocksJson: renderedBlocksJson
      metaTitle
      metaDescription
      shortDescription
      tags
      mainImageUrl
      ogTitle
      ogDescription
      ogImageUrl
      updatedAt
    }
  }
`);

export type ContentCard = EditorialContentCardFragment;
export type ContentDetail = NonNullable<EditorialContentDetailQuery['content']>;
export type CustomFieldValue = ContentCard['customFields'][number];

export const CONTENT_PAGE_SIZE = 12;

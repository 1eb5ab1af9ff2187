import { graphql } from '../../gql';

/**
 * What a page's CardGrid block shows (aliased so that the cache keeps them apart from the full lists):
 * the newest contents of a type, establishments of the guide, the newest products of the shop.
 */
export const BLOCK_CONTENTS = graphql(`
  query PageBlockContents($contentType: String!, $first: Int) {
    blockContents: contents(contentType: $contentType, first: $first) {
      edges {
        node {
          ...EditorialContentCard
        }
      }
    }
  }
`);

export const BLOCK_ESTABLISHMENTS = graphql(`
  query PageBlockEstablishments($first: Int) {
    blockEstablishments: establishments(first: $first) {
      edges {
        node {
          ...EstablishmentCard
        }
      }
    }
  }
`);

export const BLOCK_PRODUCTS = graphql(`
  query PageBlockProducts($first: Int) {
    blockProducts: products(sort: NEWEST, first: $first) {
      edges {
        node {
          ...ProductCard
        }
      }
    }
  }
`);

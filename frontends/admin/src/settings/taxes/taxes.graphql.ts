import { graphql } from '../../gql';
import type { TaxCategoriesQuery } from '../../gql/graphql';

/** Tax rates per category and country (commerce; settings.taxes.*). */
export const TAX_CATEGORIES = graphql(`
  query TaxCategories {
    taxCategories {
      code
      name
      rates {
        country
        ratePercent
      }
    }
  }
`);
export type TaxCategoryRow = TaxCategoriesQuery['taxCategories'][number];

export const UPDATE_TAX_RATE = graphql(`
  mutation UpdateTaxRate($category: String!, $country: String!, $ratePercent: Float!) {
    updateTaxRate(category: $category, country: $country, ratePercent: $ratePercent) {
      code
      rates {
        country
        ratePercent
      }
    }
  }
`);

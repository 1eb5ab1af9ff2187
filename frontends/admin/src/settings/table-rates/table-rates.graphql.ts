import { graphql } from '../../gql';
import type { ShippingRateTablesQuery } from '../../gql/graphql';

/** Shipping rate tables (commerce; settings.table-rates.*). */
export const SHIPPING_RATE_TABLES = graphql(`
  query ShippingRateTables {
    shippingRateTables {
      code
      name
      nameEn
      delay
      delayEn
      enabled
      countries
      freeAboveCents
      bands {
        upToGrams
        priceCents
      }
    }
  }
`);
export type RateTableRow = ShippingRateTablesQuery['shippingRateTables'][number];

export const UPSERT_SHIPPING_RATE_TABLE = graphql(`
  mutation UpsertShippingRateTable($input: ShippingRateTableInput!) {
    upsertShippingRateTable(input: $input) {
      code
    }
  }
`);

export const DELETE_SHIPPING_RATE_TABLE = graphql(`
  mutation DeleteShippingRateTable($code: String!) {
    deleteShippingRateTable(code: $code)
  }
`);

export const IMPORT_SHIPPING_RATE_TABLES = graphql(`
  mutation ImportShippingRateTables($csv: String!, $dryRun: Boolean) {
    importShippingRateTables(csv: $csv, dryRun: $dryRun) {
      imported
      errors {
        line
        field
        code
      }
    }
  }
`);

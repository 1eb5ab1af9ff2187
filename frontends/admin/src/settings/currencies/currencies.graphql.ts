import { graphql } from '../../gql';
import type { AdminCurrenciesQuery } from '../../gql/graphql';

/** Currencies and exchange rates (commerce; the list is public, changes need settings.currencies.update). */
export const ADMIN_CURRENCIES = graphql(`
  query AdminCurrencies {
    currencies {
      code
      name
      symbol
      decimals
      enabled
      rateFromEur
    }
  }
`);
export type CurrencyRow = AdminCurrenciesQuery['currencies'][number];

export const UPDATE_CURRENCY = graphql(`
  mutation UpdateCurrency($code: String!, $enabled: Boolean!, $rateFromEur: Float) {
    updateCurrency(code: $code, enabled: $enabled, rateFromEur: $rateFromEur) {
      code
      enabled
      rateFromEur
    }
  }
`);

import { graphql } from '../../gql';

/** The currencies the shop may show prices in (commerce, public). Charging is always in EUR. */
export const STORE_CURRENCIES = graphql(`
  query StoreCurrencies {
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

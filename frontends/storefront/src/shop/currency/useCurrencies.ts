import { useQuery } from '@apollo/client/react';
import { STORE_CURRENCIES } from './currency.graphql';
import { displayCurrency, useChosenCurrency } from './currency';

/**
 * The currency list (asked once by the server render and handed to the browser with the page's data, like
 * the header's other queries), the chosen code, and what to convert into (null: euros only).
 */
export function useCurrencies() {
  const { data } = useQuery(STORE_CURRENCIES, { fetchPolicy: 'cache-first' });
  const currencies = data?.currencies ?? [];
  const chosen = useChosenCurrency();
  return { currencies, chosen, target: displayCurrency(currencies, chosen) };
}

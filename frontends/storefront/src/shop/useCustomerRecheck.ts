import { useEffect, useRef } from 'react';
import { useCustomer } from '../auth/session';

/**
 * The server renders the shop for an anonymous visitor (it has no cookie), but a product reserved to a
 * customer group shows only to its members. Once the browser knows a customer is signed in, the page's
 * query runs again as them, once per customer; `needed` narrows when that is worth a request.
 * Returns true while that second answer is awaited.
 */
export function useCustomerRecheck(refetch: () => Promise<unknown>, needed = true): boolean {
  const { customer } = useCustomer();
  const checkedFor = useRef<string | null>(null);
  const pending = Boolean(customer && needed && checkedFor.current !== customer.id);
  useEffect(() => {
    if (!customer || !needed || checkedFor.current === customer.id) return;
    checkedFor.current = customer.id;
    void refetch().catch(() => undefined);
  }, [customer, needed, refetch]);
  return pending;
}

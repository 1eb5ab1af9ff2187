import { countryName } from '../account/addresses';
import type { OrderAddressNode } from '../cart/cart.graphql';
import { useLanguage } from '../locale';

/** A postal address as an order or the cart keeps it. */
export function AddressBlock({ address, testId }: { address: OrderAddressNode; testId?: string }) {
  const lang = useLanguage();
  return (
    <address className="address-block" data-testid={testId}>
      {address.firstName} {address.lastName}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      <br />
      {address.street}
      {address.additionalAddress && (
        <>
          <br />
          {address.additionalAddress}
        </>
      )}
      <br />
      {address.postalCode} {address.city}
      <br />
      {countryName(address.country, lang)}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}

import { orderAddressSchema, validateWith, type FieldErrors } from '@guide/validation';

/** An address as carts and orders keep it (JSON), the API's OrderAddress. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  additionalAddress: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
}

export type OrderAddressInput = { [K in keyof OrderAddress]?: string | null };

/**
 * Checks and normalises an address with @guide/validation's `orderAddressSchema`, the schema of the
 * customer's saved addresses too (an address saved in the account always passes here). Field errors are
 * keyed `<prefix>.<field>` (prefix `billingAddress` or `deliveryAddress`), e.g.
 * `billingAddress.postalCode = POSTAL_CODE_INVALID`.
 */
export function validateAddress(input: OrderAddressInput, prefix: string, errors: FieldErrors): OrderAddress {
  const result = validateWith(orderAddressSchema, input);
  if (!result.ok) {
    for (const [field, key] of Object.entries(result.fieldErrors)) errors[`${prefix}.${field}`] = key;
    return { firstName: '', lastName: '', company: null, street: '', additionalAddress: null, postalCode: '', city: '', country: '', phone: null };
  }
  const a = result.value;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company ?? null,
    street: a.street,
    additionalAddress: a.additionalAddress ?? null,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone ?? null,
  };
}

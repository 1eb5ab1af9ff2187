import { FieldErrors } from '@guide/platform';

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

const LIMITS: Record<keyof OrderAddress, { max: number; required: boolean }> = {
  firstName: { max: 35, required: true },
  lastName: { max: 35, required: true },
  company: { max: 120, required: false },
  street: { max: 200, required: true },
  additionalAddress: { max: 200, required: false },
  postalCode: { max: 10, required: true },
  city: { max: 100, required: true },
  country: { max: 2, required: true },
  phone: { max: 20, required: false },
};

/**
 * Checks and normalises an address. Field errors are keyed `<prefix>.<field>` (prefix `billingAddress`
 * or `deliveryAddress`), e.g. `billingAddress.postalCode = POSTAL_CODE_INVALID`: REQUIRED, TOO_LONG,
 * POSTAL_CODE_INVALID (FR: five digits; elsewhere 2–10 letters, digits, spaces or dashes),
 * COUNTRY_INVALID (ISO 3166-1 alpha-2), PHONE_INVALID (digits, spaces, dots, dashes, a leading +).
 */
export function validateAddress(input: OrderAddressInput, prefix: string, errors: FieldErrors): OrderAddress {
  const out = {} as Record<keyof OrderAddress, string | null>;
  for (const [field, rule] of Object.entries(LIMITS) as [keyof OrderAddress, { max: number; required: boolean }][]) {
    const value = (input[field] ?? '').trim();
    const key = `${prefix}.${field}`;
    if (!value) {
      if (rule.required) errors[key] = 'REQUIRED';
      out[field] = rule.required ? '' : null;
      continue;
    }
    if ([...value].length > rule.max) errors[key] = 'TOO_LONG';
    out[field] = value;
  }
  const address = out as unknown as OrderAddress;
  if (address.country) {
    address.country = address.country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(address.country)) errors[`${prefix}.country`] ??= 'COUNTRY_INVALID';
  }
  if (address.postalCode && !errors[`${prefix}.postalCode`]) {
    const ok = address.country === 'FR' ? /^\d{5}$/.test(address.postalCode) : /^[A-Za-z0-9 -]{2,10}$/.test(address.postalCode);
    if (!ok) errors[`${prefix}.postalCode`] = 'POSTAL_CODE_INVALID';
  }
  if (address.phone && !errors[`${prefix}.phone`] && !/^\+?[0-9 .-]{6,20}$/.test(address.phone)) errors[`${prefix}.phone`] = 'PHONE_INVALID';
  return address;
}

import { FieldErrors, badInput } from '@guide/platform';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES } from '../search/search.port';

export interface EstablishmentInput {
  name: string;
  type: string;
  mealCategory?: string | null;
  producerCategory?: string | null;
  description?: string | null;
  street?: string | null;
  postalCode?: string | null;
  cityCode: string;
  lat: number;
  lon: number;
  priceFrom?: number | null;
  cups?: number | null;
  toques?: number | null;
  equipment?: string[] | null;
  services?: string[] | null;
  published?: boolean | null;
}

const MAX_NAME = 120;
const isIn = (values: readonly string[], v: unknown) => typeof v === 'string' && values.includes(v);

/** Checks what can be checked without the database; throws BAD_USER_INPUT with every field's key. */
export function validateEstablishmentInput(input: EstablishmentInput): void {
  const errors: FieldErrors = {};
  const name = input.name?.trim() ?? '';
  if (!name) errors.name = 'BLANK';
  else if (name.length > MAX_NAME) errors.name = 'TOO_LONG';
  if (!isIn(ESTABLISHMENT_TYPES, input.type)) errors.type = 'INVALID_CHOICE';
  if (input.mealCategory != null && !isIn(MEAL_CATEGORIES, input.mealCategory)) errors.mealCategory = 'INVALID_CHOICE';
  if (!input.cityCode?.trim()) errors.cityCode = 'BLANK';
  if (!Number.isFinite(input.lat) || input.lat < -90 || input.lat > 90) errors.lat = 'INVALID_COORDINATES';
  if (!Number.isFinite(input.lon) || input.lon < -180 || input.lon > 180) errors.lon = 'INVALID_COORDINATES';
  if (input.priceFrom != null && (!Number.isInteger(input.priceFrom) || input.priceFrom < 0)) errors.priceFrom = 'INVALID_AMOUNT';
  for (const field of ['cups', 'toques'] as const) {
    const v = input[field];
    if (v != null && (!Number.isInteger(v) || v < 0 || v > 3)) errors[field] = 'OUT_OF_RANGE';
  }
  if (input.postalCode != null && input.postalCode !== '' && !/^\d{5}$/.test(input.postalCode)) errors.postalCode = 'INVALID_POSTAL_CODE';
  if (Object.keys(errors).length) throw badInput(errors);
}

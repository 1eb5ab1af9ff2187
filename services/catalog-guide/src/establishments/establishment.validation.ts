import { badInput } from '@guide/platform';
import { establishmentSchema, validateWith, type EstablishmentValues } from '@guide/validation';
import type { OpeningHours } from './opening-hours';
import { isVocabularyCode } from './vocabularies';

/** What createEstablishment / updateEstablishment receive (GraphQL `EstablishmentInput`). */
export interface EstablishmentInput {
  name: string;
  type: string;
  mealCategory?: string | null;
  producerCategory?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
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
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  nearbyPlaces?: string[] | null;
  roomCount?: number | null;
  seatCount?: number | null;
  menus?: { name: string; priceCents?: number | null; description?: string | null }[] | null;
  openingHours?: OpeningHours[] | null;
  closureNote?: string | null;
  languages?: string[] | null;
  paymentModes?: string[] | null;
  specialties?: string[] | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  ownerId?: string | null;
  published?: boolean | null;
}

/**
 * The rules are @guide/validation's `establishmentSchema` (the back office form runs the same); this
 * service adds what needs its data: vocabulary codes here, the city in the service (UNKNOWN_CITY).
 */
export { ESTABLISHMENT_LIMITS as LIMITS, isUuid, type EstablishmentValues } from '@guide/validation';

const schema = establishmentSchema({ knownCode: (vocabulary, code) => isVocabularyCode(vocabulary, code) });

/** Checks and cleans the input; throws BAD_USER_INPUT with a message key for every faulty field. */
export function validateEstablishmentInput(input: EstablishmentInput): EstablishmentValues {
  const result = validateWith(schema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  return result.value as EstablishmentValues;
}

import { FieldErrors, badInput } from '@guide/platform';
import { MessageKey, TEXT_MAX_LENGTH, formatFrenchPhone, isEmail, isFrenchPhone, isFrenchPostalCode, normalizeEmail, normalizeWebsite } from '@guide/validation';
import { ESTABLISHMENT_TYPES, EstablishmentType, MEAL_CATEGORIES, MealCategory } from '../search/search.port';
import type { EstablishmentMenu } from './establishment.entity';
import { OpeningHours, normalizeOpeningHours } from './opening-hours';
import { VocabularyName, isVocabularyCode, unknownCodes } from './vocabularies';

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

/** The checked and cleaned input: trimmed, '' → null, lists deduplicated, contact details normalised. */
export interface EstablishmentValues {
  name: string;
  type: EstablishmentType;
  mealCategory: MealCategory | null;
  producerCategory: string | null;
  description: string | null;
  descriptionEn: string | null;
  street: string | null;
  postalCode: string | null;
  cityCode: string;
  lat: number;
  lon: number;
  priceFrom: number | null;
  cups: number;
  toques: number;
  equipment: string[];
  services: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  nearbyPlaces: string[];
  roomCount: number | null;
  seatCount: number | null;
  menus: EstablishmentMenu[];
  openingHours: OpeningHours[];
  closureNote: string | null;
  languages: string[];
  paymentModes: string[];
  specialties: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  ownerId: string | null;
  published: boolean;
}

/** Bounds of the free texts (the spec leaves them open; these keep pages and meta tags sane). */
export const LIMITS = {
  name: TEXT_MAX_LENGTH,
  description: 5000,
  closureNote: 500,
  seoTitle: 70,
  seoDescription: 160,
  listItem: 120,
  listItems: 20,
  menus: 30,
  menuDescription: 1000,
  count: 100_000,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isIn = <T extends string>(values: readonly T[], v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);
const text = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Checks what can be checked without the database and returns the cleaned values; throws
 * BAD_USER_INPUT with a message key for every faulty field (the city is checked by the service).
 */
export function validateEstablishmentInput(input: EstablishmentInput): EstablishmentValues {
  const errors: FieldErrors = {};
  const name = input.name?.trim() ?? '';
  if (!name) errors.name = 'BLANK';
  else if (name.length > LIMITS.name) errors.name = 'TOO_LONG';
  if (!isIn(ESTABLISHMENT_TYPES, input.type)) errors.type = 'INVALID_CHOICE';
  if (input.mealCategory != null && !isIn(MEAL_CATEGORIES, input.mealCategory)) errors.mealCategory = 'INVALID_CHOICE';
  const producerCategory = text(input.producerCategory);
  if (producerCategory && !isVocabularyCode('producerCategories', producerCategory)) errors.producerCategory = 'UNKNOWN_CODE';
  if (!input.cityCode?.trim()) errors.cityCode = 'BLANK';
  if (!Number.isFinite(input.lat) || input.lat < -90 || input.lat > 90) errors.lat = 'INVALID_COORDINATES';
  if (!Number.isFinite(input.lon) || input.lon < -180 || input.lon > 180) errors.lon = 'INVALID_COORDINATES';
  if (input.priceFrom != null && (!Number.isInteger(input.priceFrom) || input.priceFrom < 0)) errors.priceFrom = 'INVALID_AMOUNT';
  for (const field of ['cups', 'toques'] as const) {
    const v = input[field];
    if (v != null && (!Number.isInteger(v) || v < 0 || v > 3)) errors[field] = 'OUT_OF_RANGE';
  }
  for (const field of ['roomCount', 'seatCount'] as const) {
    const v = input[field];
    if (v != null && (!Number.isInteger(v) || v < 0 || v > LIMITS.count)) errors[field] = 'OUT_OF_RANGE';
  }
  const postalCode = text(input.postalCode);
  if (postalCode && !isFrenchPostalCode(postalCode)) errors.postalCode = 'INVALID_POSTAL_CODE';
  for (const [field, max] of [['description', LIMITS.description], ['descriptionEn', LIMITS.description], ['closureNote', LIMITS.closureNote], ['seoTitle', LIMITS.seoTitle], ['seoDescription', LIMITS.seoDescription]] as const) {
    if ((text(input[field])?.length ?? 0) > max) errors[field] = 'TOO_LONG';
  }

  const phone = text(input.phone);
  if (phone && !isFrenchPhone(phone)) errors.phone = MessageKey.PHONE_INVALID;
  const email = text(input.email);
  if (email && !isEmail(email)) errors.email = MessageKey.EMAIL_INVALID;
  const website = text(input.website);
  const normalizedWebsite = website ? normalizeWebsite(website) : null;
  if (website && !normalizedWebsite) errors.website = MessageKey.URL_INVALID;

  const codes = (field: VocabularyName & keyof EstablishmentInput): string[] => {
    const list = [...new Set((input[field] ?? []).map((c) => c.trim()).filter(Boolean))];
    if (unknownCodes(field, list).length) errors[field] = 'UNKNOWN_CODE';
    return list;
  };
  const equipment = codes('equipment');
  const services = codes('services');
  const languages = codes('languages');
  const paymentModes = codes('paymentModes');

  const freeList = (field: 'nearbyPlaces' | 'specialties'): string[] => {
    const list = [...new Set((input[field] ?? []).map((v) => v.trim().replace(/\s+/g, ' ')).filter(Boolean))];
    if (list.length > LIMITS.listItems) errors[field] = 'TOO_MANY';
    else if (list.some((v) => v.length > LIMITS.listItem)) errors[field] = 'TOO_LONG';
    return list;
  };
  const nearbyPlaces = freeList('nearbyPlaces');
  const specialties = freeList('specialties');

  const menus: EstablishmentMenu[] = (input.menus ?? []).map((m) => ({ name: m.name?.trim() ?? '', priceCents: m.priceCents ?? null, description: text(m.description) }));
  if (menus.length > LIMITS.menus) errors.menus = 'TOO_MANY';
  else if (
    menus.some(
      (m) => !m.name || m.name.length > LIMITS.name || (m.priceCents !== null && (!Number.isInteger(m.priceCents) || m.priceCents < 0)) || (m.description?.length ?? 0) > LIMITS.menuDescription,
    )
  ) {
    errors.menus = 'INVALID_MENU';
  }

  const openingHours = normalizeOpeningHours(input.openingHours ?? []);
  if (!openingHours) errors.openingHours = 'INVALID_HOURS';

  const ownerId = text(input.ownerId);
  if (ownerId && !isUuid(ownerId)) errors.ownerId = 'INVALID_ID';

  if (Object.keys(errors).length) throw badInput(errors);
  return {
    name,
    type: input.type as EstablishmentType,
    mealCategory: (input.mealCategory ?? null) as MealCategory | null,
    producerCategory,
    description: text(input.description),
    descriptionEn: text(input.descriptionEn),
    street: text(input.street),
    postalCode,
    cityCode: input.cityCode.trim(),
    lat: input.lat,
    lon: input.lon,
    priceFrom: input.priceFrom ?? null,
    cups: input.cups ?? 0,
    toques: input.toques ?? 0,
    equipment,
    services,
    phone: phone ? formatFrenchPhone(phone) : null,
    email: email ? normalizeEmail(email) : null,
    website: normalizedWebsite,
    nearbyPlaces,
    roomCount: input.roomCount ?? null,
    seatCount: input.seatCount ?? null,
    menus,
    openingHours: openingHours ?? [],
    closureNote: text(input.closureNote),
    languages,
    paymentModes,
    specialties,
    seoTitle: text(input.seoTitle),
    seoDescription: text(input.seoDescription),
    ownerId: ownerId?.toLowerCase() ?? null,
    published: input.published ?? true,
  };
}

import * as yup from 'yup';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentType, type MealCategory } from '@guide/vocabulary';
import { MessageKey as K } from './messages';
import { TEXT_MAX_LENGTH, formatFrenchPhone, isEmail, isFrenchPhone, isFrenchPostalCode, isWebsiteUrl, normalizeEmail, normalizeWebsite } from './rules';

/**
 * The guide establishment's input rules (back office form and catalog-guide's create/update): one Yup
 * schema on the API's `EstablishmentInput` shape. The admin form maps its values to that shape and runs
 * it; the service runs it and adds what needs its data (vocabulary codes through `knownCode`, the city).
 * Every failure is one message key per field (`menus` and `openingHours` as a whole).
 */

/** Bounds of the free texts (the spec leaves them open; these keep pages and meta tags sane). */
export const ESTABLISHMENT_LIMITS = {
  name: TEXT_MAX_LENGTH,
  description: 5000,
  closureNote: 500,
  seoTitle: 70,
  seoDescription: 160,
  listItem: 120,
  listItems: 20,
  menus: 30,
  menuDescription: 1000,
  website: 300,
  /** An image's alternative text (upload field `alt`). */
  imageAlt: 200,
  count: 100_000,
  /** Cups (breakfast) and toques (cooking) go from 0 to 3. */
  classification: 3,
  /** Lunch, afternoon, dinner. */
  slotsPerDay: 3,
} as const;

/** The establishment vocabularies whose codes only the catalog knows (it serves them to the apps). */
export type EstablishmentVocabulary = 'producerCategories' | 'equipment' | 'services' | 'languages' | 'paymentModes';

/**
 * Opening hours: one slot per entry, `dayOfWeek` 1 = Monday … 7 = Sunday (the French week starts on
 * Monday), times "HH:MM" on the 24-hour clock. A slot whose closing time is earlier than its opening time
 * runs past midnight (a wine bar open 18:00–01:00); "24:00" may close a day.
 */
export interface OpeningHoursSlot {
  dayOfWeek: number;
  opens: string;
  closes: string;
}

export interface EstablishmentMenuValue {
  name: string;
  priceCents: number | null;
  description: string | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM" (00:00–23:59, plus "24:00" as 1440), or null when malformed. */
export function minutesOf(time: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && time === '24:00') return 24 * 60;
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether the slots make sense: known days, well-formed times, no empty slot, at most `slotsPerDay` a
 * day, and no two slots of one day overlapping. Returns the slots sorted by day then opening time (the
 * order the API returns them in), or null when any rule fails.
 */
export function normalizeOpeningHours(slots: readonly OpeningHoursSlot[]): OpeningHoursSlot[] | null {
  const byDay = new Map<number, { opens: number; closes: number; slot: OpeningHoursSlot }[]>();
  for (const slot of slots) {
    if (!Number.isInteger(slot.dayOfWeek) || slot.dayOfWeek < 1 || slot.dayOfWeek > 7) return null;
    const opens = minutesOf(slot.opens ?? '');
    let closes = minutesOf(slot.closes ?? '', true);
    if (opens === null || closes === null || opens === closes) return null;
    if (closes < opens) closes = 24 * 60; // past midnight: within its own day it runs to the end
    const day = byDay.get(slot.dayOfWeek) ?? [];
    day.push({ opens, closes, slot: { dayOfWeek: slot.dayOfWeek, opens: slot.opens, closes: slot.closes } });
    byDay.set(slot.dayOfWeek, day);
  }
  const out: OpeningHoursSlot[] = [];
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const list = byDay.get(day)!.sort((a, b) => a.opens - b.opens);
    if (list.length > ESTABLISHMENT_LIMITS.slotsPerDay) return null;
    for (let i = 1; i < list.length; i++) if (list[i].opens < list[i - 1].closes) return null;
    out.push(...list.map((s) => s.slot));
  }
  return out;
}

/** INSEE commune code: five characters, digits except Corsica's 2A/2B department prefix. */
export function isInseeCityCode(value: string): boolean {
  return /^(?:\d{5}|2[AB]\d{3})$/i.test(value.trim());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const L = ESTABLISHMENT_LIMITS;
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** Optional text: trimmed, '' → null; without `max`, the API's input guard bounds it (SDL default). */
const optionalText = (max?: number) => {
  const text = yup.string().trim().nullable().default(null).transform(emptyToNull);
  return max === undefined ? text : text.max(max, K.TOO_LONG);
};
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** A whole number in [0, max], or null. */
const optionalCount = (max: number, key: string) =>
  yup
    .number()
    .nullable()
    .default(null)
    .typeError(key)
    .test('range', key, (v) => v == null || (isInteger(v) && v >= 0 && v <= max));
const asList = (v: unknown) => (Array.isArray(v) ? v : v == null ? [] : v);

/** Vocabulary codes: trimmed, deduplicated, each known to the catalog. */
const codeList = (vocabulary: EstablishmentVocabulary, knownCode?: KnownCode) =>
  yup
    .array(yup.string().defined())
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((c) => String(c).trim()).filter(Boolean))] : asList(v)))
    .test('known', K.UNKNOWN_CODE, (list) => !knownCode || (list ?? []).every((c) => knownCode(vocabulary, c)));

/** Free texts (specialties, nearby places): blanks collapsed, deduplicated, bounded in count and length. */
const freeList = () =>
  yup
    .array(yup.string().defined())
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((s) => String(s).trim().replace(/\s+/g, ' ')).filter(Boolean))] : asList(v)))
    .max(L.listItems, K.TOO_MANY)
    .test({ name: 'item-max', message: K.TOO_LONG, params: { max: L.listItem }, test: (list) => (list ?? []).every((s) => s.length <= L.listItem) });

/** Optional contact detail: '' → null; a valid value comes back normalised, an invalid one answers `key`. */
const normalizedText = (key: string, isValid: (v: string) => boolean, normalize: (v: string) => string) =>
  yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v !== 'string' || !v.trim() ? null : isValid(v) ? normalize(v) : v))
    .test('valid', key, (v) => v == null || isValid(v));

type KnownCode = (vocabulary: EstablishmentVocabulary, code: string) => boolean;

export interface EstablishmentSchemaOptions {
  /** Whether a vocabulary code exists (the catalog knows; a form offers only existing codes). */
  knownCode?: KnownCode;
}

/** The schema of `EstablishmentInput`; the service passes `knownCode`, the form does not need to. */
export function establishmentSchema(options: EstablishmentSchemaOptions = {}) {
  const { knownCode } = options;
  return yup.object({
    name: yup.string().trim().required(K.REQUIRED).max(L.name, K.TOO_LONG),
    type: yup
      .mixed<EstablishmentType>()
      .required(K.REQUIRED)
      .oneOf([...ESTABLISHMENT_TYPES], K.INVALID_CHOICE),
    mealCategory: yup
      .mixed<MealCategory>()
      .nullable()
      .default(null)
      .transform(emptyToNull)
      .oneOf([...MEAL_CATEGORIES, null], K.INVALID_CHOICE),
    producerCategory: optionalText().test('known', K.UNKNOWN_CODE, (v) => v == null || !knownCode || knownCode('producerCategories', v)),
    description: optionalText(L.description),
    descriptionEn: optionalText(L.description),
    street: optionalText(),
    postalCode: optionalText().test('postal-code', K.POSTAL_CODE_INVALID, (v) => v == null || isFrenchPostalCode(v)),
    cityCode: yup
      .string()
      .trim()
      .required(K.REQUIRED)
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      .test('insee', K.UNKNOWN_CITY, (v) => !v || isInseeCityCode(v)),
    lat: yup.number().nullable().typeError(K.INVALID_COORDINATES).required(K.REQUIRED).min(-90, K.INVALID_COORDINATES).max(90, K.INVALID_COORDINATES),
    lon: yup.number().nullable().typeError(K.INVALID_COORDINATES).required(K.REQUIRED).min(-180, K.INVALID_COORDINATES).max(180, K.INVALID_COORDINATES),
    priceFrom: optionalCount(Number.MAX_SAFE_INTEGER, K.INVALID_AMOUNT),
    // Yup runs transforms on given values only: `default` covers a missing field, the transform a null.
    cups: optionalCount(L.classification, K.OUT_OF_RANGE)
      .default(0)
      .transform((v: unknown) => v ?? 0),
    toques: optionalCount(L.classification, K.OUT_OF_RANGE)
      .default(0)
      .transform((v: unknown) => v ?? 0),
    roomCount: optionalCount(L.count, K.OUT_OF_RANGE),
    seatCount: optionalCount(L.count, K.OUT_OF_RANGE),
    phone: normalizedText(K.PHONE_INVALID, isFrenchPhone, formatFrenchPhone),
    email: normalizedText(K.EMAIL_INVALID, isEmail, normalizeEmail),
    website: normalizedText(K.URL_INVALID, isWebsiteUrl, (v) => normalizeWebsite(v)!).max(L.website, K.URL_INVALID),
    equipment: codeList('equipment', knownCode),
    services: codeList('services', knownCode),
    languages: codeList('languages', knownCode),
    paymentModes: codeList('paymentModes', knownCode),
    nearbyPlaces: freeList(),
    specialties: freeList(),
    menus: yup
      .mixed<EstablishmentMenuValue[]>()
      .default([])
      .transform((v: unknown) =>
        Array.isArray(v)
          ? v.map((m: Partial<EstablishmentMenuValue> | null) => ({
              name: typeof m?.name === 'string' ? m.name.trim() : '',
              priceCents: m?.priceCents ?? null,
              description: typeof m?.description === 'string' && m.description.trim() ? m.description.trim() : null,
            }))
          : asList(v),
      )
      .test('count', K.TOO_MANY, (menus) => (menus ?? []).length <= L.menus)
      .test('menu', K.INVALID_MENU, (menus) =>
        (menus ?? []).every(
          (m) =>
            m.name.length > 0 &&
            m.name.length <= L.name &&
            (m.priceCents === null || (isInteger(m.priceCents) && m.priceCents >= 0)) &&
            (m.description?.length ?? 0) <= L.menuDescription,
        ),
      ),
    // Sorted by day and time once valid; the original list is kept when not, so the test below fails.
    openingHours: yup
      .mixed<OpeningHoursSlot[]>()
      .default([])
      .transform((v: unknown) => (Array.isArray(v) ? (normalizeOpeningHours(v as OpeningHoursSlot[]) ?? v) : asList(v)))
      .test('hours', K.INVALID_HOURS, (slots) => Array.isArray(slots) && normalizeOpeningHours(slots) !== null),
    closureNote: optionalText(L.closureNote),
    seoTitle: optionalText(L.seoTitle),
    seoDescription: optionalText(L.seoDescription),
    ownerId: normalizedText(K.INVALID_ID, isUuid, (v) => v.toLowerCase()),
    published: yup
      .boolean()
      .nullable()
      .default(true)
      .transform((v: unknown) => v ?? true),
  });
}

/** What `establishmentSchema` returns: trimmed, '' → null, lists deduplicated, contact details normalised. */
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
  menus: EstablishmentMenuValue[];
  openingHours: OpeningHoursSlot[];
  closureNote: string | null;
  languages: string[];
  paymentModes: string[];
  specialties: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  ownerId: string | null;
  published: boolean;
}

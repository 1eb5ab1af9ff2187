import * as yup from 'yup';
import {
  ESTABLISHMENT_TYPES,
  MEAL_CATEGORIES,
  type EditableEstablishment,
  type EstablishmentInput,
  type EstablishmentType,
  type MealCategory,
} from './establishments.graphql';

/**
 * What the establishment form edits: prices in euros (the API takes cents), empty optional texts as '',
 * empty numbers as null. `cityName` is only shown (the API takes the INSEE code).
 */
export interface MenuValue {
  name: string;
  priceEuros: number | null;
  description: string;
}
export interface HoursValue {
  /** 1 = Monday … 7 = Sunday (the API's convention). */
  dayOfWeek: number;
  /** "HH:MM", 24-hour clock. */
  opens: string;
  closes: string;
}
export interface EstablishmentFormValues {
  name: string;
  type: EstablishmentType | null;
  mealCategory: MealCategory | null;
  producerCategory: string | null;
  published: boolean;
  description: string;
  descriptionEn: string;
  specialties: string[];
  nearbyPlaces: string[];
  street: string;
  postalCode: string;
  cityCode: string;
  cityName: string;
  lat: number | null;
  lon: number | null;
  priceFromEuros: number | null;
  cups: number;
  toques: number;
  roomCount: number | null;
  seatCount: number | null;
  phone: string;
  email: string;
  website: string;
  equipment: string[];
  services: string[];
  paymentModes: string[];
  languages: string[];
  menus: MenuValue[];
  openingHours: HoursValue[];
  closureNote: string;
  seoTitle: string;
  seoDescription: string;
  ownerId: string;
}
export type FormField = keyof EstablishmentFormValues;

export const emptyEstablishment: EstablishmentFormValues = {
  name: '',
  type: null,
  mealCategory: null,
  producerCategory: null,
  published: true,
  description: '',
  descriptionEn: '',
  specialties: [],
  nearbyPlaces: [],
  street: '',
  postalCode: '',
  cityCode: '',
  cityName: '',
  lat: null,
  lon: null,
  priceFromEuros: null,
  cups: 0,
  toques: 0,
  roomCount: null,
  seatCount: null,
  phone: '',
  email: '',
  website: '',
  equipment: [],
  services: [],
  paymentModes: [],
  languages: [],
  menus: [],
  openingHours: [],
  closureNote: '',
  seoTitle: '',
  seoDescription: '',
  ownerId: '',
};

/** Bounds of the API (catalog-guide establishment.validation.ts LIMITS), checked here first. */
export const LIMITS = { name: 200, description: 5000, closureNote: 500, seoTitle: 70, seoDescription: 160, listItem: 120, listItems: 20, menus: 30, slotsPerDay: 3 };

/** INSEE commune code: five characters, digits except Corsica's 2A/2B department prefix. */
const INSEE_CODE = /^(?:\d{5}|2[AB]\d{3})$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalCount = yup.number().nullable().integer('validation.integer').min(0, 'validation.positive');
const classification = yup.number().integer('validation.integer').min(0, 'validation.classification').max(3, 'validation.classification');
const freeList = yup
  .array(yup.string().max(LIMITS.listItem, 'validation.tooLong'))
  .max(LIMITS.listItems, 'validation.tooMany');

/** Client-side checks; the server stays the authority and answers with field error keys. Messages are translation keys. */
export const establishmentSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(LIMITS.name, 'validation.tooLong'),
  type: yup.string().nullable().required('validation.required').oneOf([...ESTABLISHMENT_TYPES], 'validation.invalidChoice'),
  mealCategory: yup.string().nullable().oneOf([...MEAL_CATEGORIES, null], 'validation.invalidChoice'),
  cityCode: yup.string().trim().required('validation.required').matches(INSEE_CODE, 'validation.inseeCode'),
  lat: yup.number().nullable().required('validation.required').min(-90, 'validation.latitude').max(90, 'validation.latitude'),
  lon: yup.number().nullable().required('validation.required').min(-180, 'validation.longitude').max(180, 'validation.longitude'),
  priceFromEuros: yup.number().nullable().min(0, 'validation.positive'),
  cups: classification,
  toques: classification,
  roomCount: optionalCount,
  seatCount: optionalCount,
  postalCode: yup.string().trim().matches(/^(\d{5})?$/, 'validation.postalCode'),
  email: yup.string().trim().email('validation.email'),
  website: yup.string().trim().matches(/^(https?:\/\/)?[^\s/.]+\.[^\s]+$|^$/i, 'validation.url'),
  description: yup.string().max(LIMITS.description, 'validation.tooLong'),
  descriptionEn: yup.string().max(LIMITS.description, 'validation.tooLong'),
  closureNote: yup.string().max(LIMITS.closureNote, 'validation.tooLong'),
  seoTitle: yup.string().max(LIMITS.seoTitle, 'validation.tooLong'),
  seoDescription: yup.string().max(LIMITS.seoDescription, 'validation.tooLong'),
  specialties: freeList,
  nearbyPlaces: freeList,
  ownerId: yup.string().trim().matches(UUID, { message: 'validation.ownerId', excludeEmptyString: true }),
  menus: yup
    .array(
      yup.object({
        name: yup.string().trim().required('validation.required').max(LIMITS.name, 'validation.tooLong'),
        priceEuros: yup.number().nullable().min(0, 'validation.positive'),
      }),
    )
    .max(LIMITS.menus, 'validation.tooMany'),
  openingHours: yup
    .array(
      yup.object({
        opens: yup.string().required('validation.required').matches(TIME, 'validation.time'),
        closes: yup
          .string()
          .required('validation.required')
          .matches(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'validation.time')
          .test('differs', 'validation.sameTimes', function (closes) {
            return closes !== this.parent.opens;
          }),
      }),
    )
    .test('slots', 'validation.hoursOverlap', (slots) => hoursOverlapFree(slots ?? [])),
});

function minutes(time: string): number {
  if (time === '24:00') return 24 * 60;
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** At most three slots a day, none overlapping (a slot closing before it opens runs to midnight). */
export function hoursOverlapFree(slots: readonly { dayOfWeek?: number; opens?: string; closes?: string }[]): boolean {
  const byDay = new Map<number, [number, number][]>();
  for (const slot of slots) {
    if (!slot.opens || !slot.closes || !TIME.test(slot.opens)) continue;
    const opens = minutes(slot.opens);
    let closes = minutes(slot.closes);
    if (closes < opens) closes = 24 * 60;
    const day = byDay.get(slot.dayOfWeek ?? 0) ?? [];
    day.push([opens, closes]);
    byDay.set(slot.dayOfWeek ?? 0, day);
  }
  for (const ranges of byDay.values()) {
    if (ranges.length > LIMITS.slotsPerDay) return false;
    ranges.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i++) if (ranges[i][0] < ranges[i - 1][1]) return false;
  }
  return true;
}

const cents = (euros: number | null) => (euros == null ? null : Math.round(euros * 100));
const euros = (value: number | null) => (value == null ? null : value / 100);
const cleanList = (list: string[]) => [...new Set(list.map((v) => v.trim().replace(/\s+/g, ' ')).filter(Boolean))];

/**
 * The API input. On create, empty optional fields are left out (server defaults). On update everything is
 * sent, null or [] included: the API keeps fields that are left out, so clearing one must be explicit.
 */
export function toEstablishmentInput(values: EstablishmentFormValues, mode: 'create' | 'update'): EstablishmentInput {
  const text = (value: string) => value.trim() || null;
  const input: EstablishmentInput = {
    name: values.name.trim(),
    type: values.type as EstablishmentType,
    mealCategory: values.mealCategory,
    producerCategory: values.producerCategory,
    description: text(values.description),
    descriptionEn: text(values.descriptionEn),
    street: text(values.street),
    postalCode: text(values.postalCode),
    cityCode: values.cityCode.trim().toUpperCase(),
    lat: values.lat as number,
    lon: values.lon as number,
    priceFrom: cents(values.priceFromEuros),
    cups: values.cups,
    toques: values.toques,
    roomCount: values.roomCount,
    seatCount: values.seatCount,
    phone: text(values.phone),
    email: text(values.email),
    website: text(values.website),
    equipment: values.equipment,
    services: values.services,
    paymentModes: values.paymentModes,
    languages: values.languages,
    specialties: cleanList(values.specialties),
    nearbyPlaces: cleanList(values.nearbyPlaces),
    menus: values.menus.map((m) => ({ name: m.name.trim(), priceCents: cents(m.priceEuros), description: text(m.description) })),
    openingHours: [...values.openingHours].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.opens.localeCompare(b.opens)),
    closureNote: text(values.closureNote),
    seoTitle: text(values.seoTitle),
    seoDescription: text(values.seoDescription),
    ownerId: text(values.ownerId),
    published: values.published,
  };
  if (mode === 'update') return input;
  const defaults: Partial<Record<keyof EstablishmentInput, unknown>> = { cups: 0, toques: 0, published: true };
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => {
      if (value === null || (Array.isArray(value) && value.length === 0)) return false;
      return defaults[key as keyof EstablishmentInput] !== value;
    }),
  ) as unknown as EstablishmentInput;
}

/** The form's values for an establishment read from the API. */
export function fromEstablishment(e: EditableEstablishment): EstablishmentFormValues {
  return {
    name: e.name,
    type: e.type,
    mealCategory: e.mealCategory,
    producerCategory: e.producerCategory,
    published: e.published,
    description: e.description ?? '',
    descriptionEn: e.descriptionEn ?? '',
    specialties: e.specialties ?? [],
    nearbyPlaces: e.nearbyPlaces ?? [],
    street: e.street ?? '',
    postalCode: e.postalCode ?? '',
    cityCode: e.city.code,
    cityName: `${e.city.name} (${e.city.department.code})`,
    lat: e.lat,
    lon: e.lon,
    priceFromEuros: euros(e.priceFrom),
    cups: e.cups,
    toques: e.toques,
    roomCount: e.roomCount,
    seatCount: e.seatCount,
    phone: e.phone ?? '',
    email: e.email ?? '',
    website: e.website ?? '',
    equipment: e.equipment ?? [],
    services: e.services ?? [],
    paymentModes: e.paymentModes ?? [],
    languages: e.languages ?? [],
    menus: (e.menus ?? []).map((m) => ({ name: m.name, priceEuros: euros(m.priceCents), description: m.description ?? '' })),
    openingHours: (e.openingHours ?? []).map((h) => ({ dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes })),
    closureNote: e.closureNote ?? '',
    seoTitle: e.seoTitle ?? '',
    seoDescription: e.seoDescription ?? '',
    ownerId: e.ownerId ?? '',
  };
}

/** Server field names (EstablishmentInput, plus a few the service uses) → the form field that shows the message. */
const SERVER_FIELD_TO_FORM: Record<string, FormField> = {
  slug: 'name',
  coordinates: 'lat',
  city: 'cityCode',
  priceFrom: 'priceFromEuros',
};

export function formFieldOf(serverField: string): FormField | undefined {
  if (SERVER_FIELD_TO_FORM[serverField]) return SERVER_FIELD_TO_FORM[serverField];
  return serverField in emptyEstablishment && serverField !== 'cityName' ? (serverField as FormField) : undefined;
}

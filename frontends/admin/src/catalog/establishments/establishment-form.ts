import { ESTABLISHMENT_LIMITS, establishmentSchema, validateWith } from '@guide/validation';
import { type EditableEstablishment, type EstablishmentInput, type EstablishmentType, type MealCategory } from './establishments.graphql';

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

/** The API's bounds (@guide/validation), for the inputs' maxLength and counters. */
export const LIMITS = ESTABLISHMENT_LIMITS;

const schema = establishmentSchema();

/**
 * Client-side checks: the very schema the API runs (@guide/validation), on the input the form would send.
 * Returns Formik errors holding message keys, on the form field that shows each (prices in euros, the
 * menus and the hours as a whole); the server stays the authority for what needs its data.
 */
export function validateEstablishmentForm(values: EstablishmentFormValues): Partial<Record<FormField, string>> {
  const result = validateWith(schema, toEstablishmentInput(values, 'update'));
  if (result.ok) return {};
  const errors: Partial<Record<FormField, string>> = {};
  for (const [field, key] of Object.entries(result.fieldErrors)) {
    const formField = formFieldOf(field.replace(/[[.].*$/, ''));
    if (formField) errors[formField] ??= key;
  }
  return errors;
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

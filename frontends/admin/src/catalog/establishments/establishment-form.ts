import * as yup from 'yup';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentInput, type EstablishmentType, type MealCategory } from './establishments.graphql';

/** What the form edits: prices in euros (the API takes cents), empty optional fields as null/''. */
export interface EstablishmentFormValues {
  name: string;
  type: EstablishmentType | null;
  mealCategory: MealCategory | null;
  cityCode: string;
  lat: number | null;
  lon: number | null;
  priceFromEuros: number | null;
  description: string;
}

export const emptyEstablishment: EstablishmentFormValues = {
  name: '',
  type: null,
  mealCategory: null,
  cityCode: '',
  lat: null,
  lon: null,
  priceFromEuros: null,
  description: '',
};

/** INSEE commune code: five characters, digits except Corsica's 2A/2B department prefix. */
const INSEE_CODE = /^(?:\d{5}|2[AB]\d{3})$/i;

/** Client-side checks; the server stays the authority and answers with field error keys. Messages are translation keys. */
export const establishmentSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(200, 'validation.tooLong'),
  type: yup.string().nullable().required('validation.required').oneOf([...ESTABLISHMENT_TYPES], 'validation.invalidChoice'),
  mealCategory: yup.string().nullable().oneOf([...MEAL_CATEGORIES, null], 'validation.invalidChoice'),
  cityCode: yup.string().trim().required('validation.required').matches(INSEE_CODE, 'validation.inseeCode'),
  lat: yup.number().nullable().required('validation.required').min(-90, 'validation.latitude').max(90, 'validation.latitude'),
  lon: yup.number().nullable().required('validation.required').min(-180, 'validation.longitude').max(180, 'validation.longitude'),
  priceFromEuros: yup.number().nullable().min(0, 'validation.positive'),
  description: yup.string().max(5000, 'validation.tooLong'),
});

export function toEstablishmentInput(values: EstablishmentFormValues): EstablishmentInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    type: values.type as EstablishmentType,
    ...(values.mealCategory ? { mealCategory: values.mealCategory } : {}),
    cityCode: values.cityCode.trim().toUpperCase(),
    lat: values.lat as number,
    lon: values.lon as number,
    ...(values.priceFromEuros != null ? { priceFrom: Math.round(values.priceFromEuros * 100) } : {}),
    ...(description ? { description } : {}),
  };
}

/** Server field names that the form shows on another field (the slug is derived from the name). */
const SERVER_FIELD_TO_FORM: Record<string, keyof EstablishmentFormValues> = {
  name: 'name',
  slug: 'name',
  type: 'type',
  mealCategory: 'mealCategory',
  cityCode: 'cityCode',
  lat: 'lat',
  lon: 'lon',
  coordinates: 'lat',
  city: 'cityCode',
  priceFrom: 'priceFromEuros',
  description: 'description',
};

export function formFieldOf(serverField: string): keyof EstablishmentFormValues | undefined {
  return SERVER_FIELD_TO_FORM[serverField];
}

import type { AttributeRow } from '../attributes/attributes.graphql';
import type { ProductDetails, ProductDetailsInput, ProductMediaType } from './product-details.graphql';

/**
 * The "Détails" form of a product: type, family, one value per attribute of the family (typed as its
 * control holds it), media, customer groups; and their mapping to `ProductDetailsInput`, where every
 * value travels as text ("2019", "12.5", "true", "2026-03-01", an option code, codes joined by "|").
 */
export type AttributeFormValue = string | string[] | number | boolean | null;

export interface ProductDetailsValues {
  productTypeId: string | null;
  familyId: string | null;
  /** By attribute code. */
  attributeValues: Record<string, AttributeFormValue>;
  media: { url: string; type: ProductMediaType; title: string; categoryId: string | null }[];
  customerGroupCodes: string[];
}

type DetailsAttribute = Pick<AttributeRow, 'id' | 'code' | 'type' | 'required'>;

const MAX_MEDIA = 30;
const MAX_GROUPS = 50;

/** A stored text value as the control of its type holds it. */
export function formValue(type: AttributeRow['type'], text: string | undefined): AttributeFormValue {
  if (text === undefined || text === '')
    return type === 'MULTISELECT' ? [] : type === 'BOOLEAN' ? false : type === 'INTEGER' || type === 'DECIMAL' || type === 'SELECT' ? null : '';
  switch (type) {
    case 'INTEGER':
    case 'DECIMAL': {
      const n = Number(text);
      return Number.isFinite(n) ? n : null;
    }
    case 'BOOLEAN':
      return text === 'true';
    case 'MULTISELECT':
      return text.split('|').filter(Boolean);
    default:
      return text;
  }
}

/** A control's value as the API's text; null when empty (left out of the input). */
export function textValue(type: AttributeRow['type'], value: AttributeFormValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'BOOLEAN') return value ? 'true' : 'false';
  if (Array.isArray(value)) return value.length ? value.join('|') : null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = type === 'TEXTAREA' ? value : value.trim();
  return text.trim() ? text : null;
}

export function initialDetailsValues(details: ProductDetails | null | undefined, attributes: readonly DetailsAttribute[]): ProductDetailsValues {
  const stored = new Map((details?.attributeValues ?? []).map((v) => [v.attribute.code, v.value]));
  const values: Record<string, AttributeFormValue> = {};
  for (const attribute of attributes) values[attribute.code] = formValue(attribute.type, stored.get(attribute.code));
  return {
    productTypeId: details?.productType?.id ?? null,
    familyId: details?.family?.id ?? null,
    attributeValues: values,
    media: details?.media.map((m) => ({ url: m.url, type: m.type, title: m.title ?? '', categoryId: m.category?.id ?? null })) ?? [],
    customerGroupCodes: [...(details?.customerGroupCodes ?? [])],
  };
}

/** What the API accepts as a medium: absolute https, or a path of this site (not `//host`). */
const isUrl = (url: string) => url.length <= 500 && (/^https:\/\/[^\s/]+[^\s]*$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url));

export interface DetailsErrors {
  attributeValues?: Record<string, string>;
  media?: string;
  customerGroupCodes?: string;
  productTypeId?: string;
  familyId?: string;
}

/** The client checks: the family's required attributes filled, numbers and dates well formed, media URLs. */
export function validateDetails(values: ProductDetailsValues, attributes: readonly DetailsAttribute[]): DetailsErrors {
  const errors: DetailsErrors = {};
  const attributeErrors: Record<string, string> = {};
  for (const attribute of attributes) {
    const value = values.attributeValues[attribute.code];
    const text = textValue(attribute.type, value);
    if (attribute.required && attribute.type !== 'BOOLEAN' && text === null) attributeErrors[attribute.code] = 'REQUIRED';
    else if (text !== null && text.length > 5000) attributeErrors[attribute.code] = 'TOO_LONG';
    else if (attribute.type === 'INTEGER' && typeof value === 'number' && !Number.isInteger(value)) attributeErrors[attribute.code] = 'INTEGER_INVALID';
    else if (attribute.type === 'DATE' && text !== null && !/^\d{4}-\d{2}-\d{2}$/.test(text)) attributeErrors[attribute.code] = 'DATE_INVALID';
  }
  if (Object.keys(attributeErrors).length) errors.attributeValues = attributeErrors;
  if (values.media.length > MAX_MEDIA) errors.media = 'TOO_MANY';
  else if (values.media.some((m) => !isUrl(m.url.trim()))) errors.media = 'URL_INVALID';
  else if (values.media.some((m) => m.title.length > 200)) errors.media = 'TOO_LONG';
  if (values.customerGroupCodes.length > MAX_GROUPS) errors.customerGroupCodes = 'TOO_MANY';
  return errors;
}

/** The input: every value of the family's attributes that is filled (the API replaces them all). */
export function toDetailsInput(values: ProductDetailsValues, attributes: readonly DetailsAttribute[]): ProductDetailsInput {
  return {
    productTypeId: values.productTypeId,
    familyId: values.familyId,
    attributeValues: attributes.flatMap((attribute) => {
      const value = textValue(attribute.type, values.attributeValues[attribute.code]);
      return value === null ? [] : [{ attributeId: attribute.id, value }];
    }),
    media: values.media.map((m) => ({ url: m.url.trim(), type: m.type, title: m.title.trim() || null, categoryId: m.categoryId })),
    customerGroupCodes: values.customerGroupCodes.map((code) => code.trim()).filter(Boolean),
  };
}

/**
 * Where a server `fieldErrors` entry shows: `attributeValues.<code>` on that attribute's control, `media.0.url`
 * on the media list, the others on their field; null when the form has no such field.
 */
export function detailsFormField(serverField: string): string | null {
  const [base, second] = serverField.split(/[.[\]]+/);
  if (base === 'attributeValues') return second ? `attributeValues.${second}` : null;
  if (base === 'media' || base === 'customerGroupCodes' || base === 'productTypeId' || base === 'familyId') return base;
  return null;
}

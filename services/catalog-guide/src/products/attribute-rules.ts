/**
 * Input rules of product attributes, attribute families, product types, media categories and product
 * details (product-attributes.graphql), pure (no Node, no database) like product.rules.ts: the back
 * office form can run the same checks. One message key per field.
 */
import type { AnyMessageKey, FieldErrors } from '@guide/validation';
import { isImageUrl, type Checked } from './product.rules';
import type { AttributeFamilyInput, MediaCategoryInput, ProductAttributeInput, ProductMediaInput, ProductTypeInput } from '../generated/graphql';

export const ATTRIBUTE_TYPES = ['TEXT', 'TEXTAREA', 'INTEGER', 'DECIMAL', 'BOOLEAN', 'DATE', 'SELECT', 'MULTISELECT'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const PRODUCT_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'PDF', 'DOCUMENT'] as const;
export type ProductMediaType = (typeof PRODUCT_MEDIA_TYPES)[number];

/** The bounds the SDL descriptions name (product-attributes.graphql; input-limits.spec.ts compares them). */
export const ATTRIBUTE_LIMITS = {
  code: 64,
  name: 120,
  optionCode: 64,
  optionLabel: 120,
  options: 200,
  position: 1_000_000,
  familyAttributes: 100,
  attributeValues: 100,
  value: 5000,
  textValue: 255,
  textareaValue: 5000,
  media: 30,
  mediaUrl: 500,
  mediaTitle: 200,
  customerGroupCodes: 50,
} as const;

/** Codes of attributes, families, product types and media categories. */
export const CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
/** Identity's customer group codes (identity owns the groups; the catalogue stores codes only). */
export const CUSTOMER_GROUP_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Option codes: no `|` (MULTISELECT values join codes with it), no `:` (the CSV's code:label), no spaces at the ends. */
const OPTION_CODE_PATTERN = /^[^\s|:](?:[^|:\p{Cc}]*[^\s|:])?$/u;

export const AttributeErrorKey = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  INVALID_FORMAT: 'INVALID_FORMAT',
  INVALID_CHOICE: 'INVALID_CHOICE',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  CODE_TAKEN: 'CODE_TAKEN',
  DUPLICATE_OPTION: 'DUPLICATE_OPTION',
  /** Options given to a type that has none (TEXT, INTEGER…). */
  OPTIONS_NOT_ALLOWED: 'OPTIONS_NOT_ALLOWED',
  IN_USE: 'IN_USE',
  NOT_FOUND: 'NOT_FOUND',
  NOT_IN_FAMILY: 'NOT_IN_FAMILY',
  DUPLICATE: 'DUPLICATE',
  URL_INVALID: 'URL_INVALID',
} as const satisfies Record<string, AnyMessageKey>;
const K = AttributeErrorKey;

export const isCode = (value: string) => CODE_PATTERN.test(value);
export const isAttributeType = (value: string): value is AttributeType => (ATTRIBUTE_TYPES as readonly string[]).includes(value);
export const hasOptions = (type: AttributeType) => type === 'SELECT' || type === 'MULTISELECT';

const text = (v: string | null | undefined) => {
  const t = typeof v === 'string' ? v.trim() : '';
  return t === '' ? null : t;
};
const tooLong = (v: string | null, max: number) => v !== null && [...v].length > max;

export interface AttributeOption {
  code: string;
  label: string;
  labelEn: string | null;
}

export interface AttributeValues {
  code: string;
  name: string;
  nameEn: string | null;
  type: AttributeType;
  required: boolean;
  options: AttributeOption[];
  visibleOnFront: boolean;
  position: number;
}

function checkCode(code: string | null | undefined, errors: FieldErrors): string {
  const value = text(code);
  if (!value) errors.code = K.REQUIRED;
  else if (!isCode(value)) errors.code = K.INVALID_FORMAT;
  return value ?? '';
}

function checkName(name: string | null | undefined, field: string, errors: FieldErrors, required = true): string | null {
  const value = text(name);
  if (!value && required) errors[field] = K.REQUIRED;
  else if (tooLong(value, ATTRIBUTE_LIMITS.name)) errors[field] = K.TOO_LONG;
  return value;
}

/** The options of a type: ≥ 1 and unique codes for SELECT / MULTISELECT, none for the others. */
export function checkOptions(type: AttributeType, input: ProductAttributeInput['options']): { options: AttributeOption[]; error?: AnyMessageKey } {
  const options = (input ?? []).map((o) => ({ code: (o.code ?? '').trim(), label: (o.label ?? '').trim(), labelEn: text(o.labelEn) }));
  if (!hasOptions(type)) return options.length ? { options: [], error: K.OPTIONS_NOT_ALLOWED } : { options: [] };
  if (!options.length) return { options, error: K.REQUIRED };
  if (options.length > ATTRIBUTE_LIMITS.options) return { options, error: 'TOO_MANY' };
  if (options.some((o) => !o.code || !o.label)) return { options, error: K.REQUIRED };
  if (options.some((o) => !OPTION_CODE_PATTERN.test(o.code))) return { options, error: K.INVALID_FORMAT };
  if (
    options.some(
      (o) => tooLong(o.code, ATTRIBUTE_LIMITS.optionCode) || tooLong(o.label, ATTRIBUTE_LIMITS.optionLabel) || tooLong(o.labelEn, ATTRIBUTE_LIMITS.optionLabel),
    )
  ) {
    return { options, error: K.TOO_LONG };
  }
  if (new Set(options.map((o) => o.code)).size !== options.length) return { options, error: K.DUPLICATE_OPTION };
  return { options };
}

export function checkAttributeInput(input: ProductAttributeInput): Checked<AttributeValues> {
  const errors: FieldErrors = {};
  const code = checkCode(input.code, errors);
  const name = checkName(input.name, 'name', errors);
  const nameEn = checkName(input.nameEn, 'nameEn', errors, false);
  let options: AttributeOption[] = [];
  if (!isAttributeType(input.type)) errors.type = K.INVALID_CHOICE;
  else {
    const checked = checkOptions(input.type, input.options);
    options = checked.options;
    if (checked.error) errors.options = checked.error;
  }
  const position = input.position ?? 0;
  if (!Number.isInteger(position) || Math.abs(position) > ATTRIBUTE_LIMITS.position) errors.position = K.OUT_OF_RANGE;
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      code,
      name: name!,
      nameEn,
      type: input.type as AttributeType,
      required: input.required ?? false,
      options,
      visibleOnFront: input.visibleOnFront ?? true,
      position,
    },
  };
}

export function checkFamilyInput(input: AttributeFamilyInput): Checked<{ code: string; name: string; attributeIds: string[] }> {
  const errors: FieldErrors = {};
  const code = checkCode(input.code, errors);
  const name = checkName(input.name, 'name', errors);
  const attributeIds = [...new Set((input.attributeIds ?? []).map((id) => id.toLowerCase()))];
  if (attributeIds.length > ATTRIBUTE_LIMITS.familyAttributes) errors.attributeIds = 'TOO_MANY';
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { code, name: name!, attributeIds } };
}

export function checkProductTypeInput(input: ProductTypeInput): Checked<{ code: string; name: string; nameEn: string | null; familyId: string | null }> {
  const errors: FieldErrors = {};
  const code = checkCode(input.code, errors);
  const name = checkName(input.name, 'name', errors);
  const nameEn = checkName(input.nameEn, 'nameEn', errors, false);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { code, name: name!, nameEn, familyId: input.familyId ? input.familyId.toLowerCase() : null } };
}

export function checkMediaCategoryInput(input: MediaCategoryInput): Checked<{ code: string; title: string }> {
  const errors: FieldErrors = {};
  const code = checkCode(input.code, errors);
  const title = checkName(input.title, 'title', errors);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { code, title: title! } };
}

const INT32 = 2 ** 31;

/**
 * A product's value for an attribute of this type, normalised ("12,5" → "12.5", "TRUE" → "true",
 * MULTISELECT codes de-duplicated), or null when it is not one. `raw` is already trimmed and not empty.
 */
export function normaliseValue(attribute: { type: AttributeType; options: AttributeOption[] }, raw: string): string | null {
  switch (attribute.type) {
    case 'TEXT':
      return /[\r\n]/.test(raw) || [...raw].length > ATTRIBUTE_LIMITS.textValue ? null : raw;
    case 'TEXTAREA': {
      const v = raw.replace(/\r\n?/g, '\n');
      return [...v].length > ATTRIBUTE_LIMITS.textareaValue ? null : v;
    }
    case 'INTEGER': {
      if (!/^[+-]?\d{1,12}$/.test(raw)) return null;
      const n = Number(raw);
      return n >= -INT32 && n < INT32 ? String(n) : null;
    }
    case 'DECIMAL': {
      if (!/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(raw)) return null;
      const dotted = raw.replace(',', '.');
      if (!Number.isFinite(Number(dotted))) return null;
      const [int, frac = ''] = dotted.replace(/^\+/, '').split('.');
      const sign = int.startsWith('-') ? '-' : '';
      const digits = int.replace('-', '').replace(/^0+(?=\d)/, '') || '0';
      const decimals = frac.replace(/0+$/, '');
      const out = `${sign}${digits}${decimals ? `.${decimals}` : ''}`;
      return out === '-0' ? '0' : out;
    }
    case 'BOOLEAN': {
      const v = raw.toLowerCase();
      return v === 'true' || v === 'false' ? v : null;
    }
    case 'DATE': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
      if (!m) return null;
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? raw : null;
    }
    case 'SELECT':
      return attribute.options.some((o) => o.code === raw) ? raw : null;
    case 'MULTISELECT': {
      const codes = [...new Set(raw.split('|').map((c) => c.trim()))];
      if (codes.some((c) => !c || !attribute.options.some((o) => o.code === c))) return null;
      return codes.join('|');
    }
  }
}

/** INVALID_INTEGER, INVALID_DATE… */
export const invalidValueKey = (type: AttributeType) => `INVALID_${type}` as const;

export interface AttributeForValues {
  id: string;
  code: string;
  type: AttributeType;
  required: boolean;
  options: AttributeOption[];
}

/**
 * The values a product of a family will hold: each given value checked against its attribute's type
 * (fieldErrors `attributeValues.<code>` = INVALID_<TYPE>), attributes outside the family refused
 * (NOT_IN_FAMILY), required ones of the family missing (REQUIRED). An empty value is no value.
 * `known` holds every attribute a value names (an unknown id is the caller's NOT_FOUND).
 */
export function checkAttributeValues(
  values: { attributeId: string; value: string }[],
  family: AttributeForValues[],
  known: Map<string, AttributeForValues>,
): Checked<{ attributeId: string; value: string }[]> {
  const errors: FieldErrors = {};
  const inFamily = new Set(family.map((a) => a.id));
  const out: { attributeId: string; value: string }[] = [];
  const seen = new Set<string>();
  for (const given of values) {
    const attribute = known.get(given.attributeId.toLowerCase());
    if (!attribute) {
      errors.attributeValues = K.NOT_FOUND;
      continue;
    }
    const key = `attributeValues.${attribute.code}`;
    if (seen.has(attribute.id)) {
      errors[key] = K.DUPLICATE;
      continue;
    }
    seen.add(attribute.id);
    if (!inFamily.has(attribute.id)) {
      errors[key] = K.NOT_IN_FAMILY;
      continue;
    }
    const raw = (given.value ?? '').trim();
    if (!raw) continue; // cleared
    const value = normaliseValue(attribute, raw);
    if (value === null) errors[key] = invalidValueKey(attribute.type);
    else out.push({ attributeId: attribute.id, value });
  }
  for (const a of family) {
    if (a.required && !out.some((v) => v.attributeId === a.id) && !errors[`attributeValues.${a.code}`]) errors[`attributeValues.${a.code}`] = K.REQUIRED;
  }
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, value: out };
}

export function checkMedia(input: ProductMediaInput[]): Checked<{ url: string; type: ProductMediaType; title: string | null; categoryId: string | null }[]> {
  const media = input.map((m) => ({
    url: (m.url ?? '').trim(),
    type: m.type as ProductMediaType,
    title: text(m.title),
    categoryId: m.categoryId ? m.categoryId.toLowerCase() : null,
  }));
  let error: AnyMessageKey | undefined;
  if (media.length > ATTRIBUTE_LIMITS.media) error = 'TOO_MANY';
  else if (media.some((m) => !m.url || m.url.length > ATTRIBUTE_LIMITS.mediaUrl || !isImageUrl(m.url))) error = K.URL_INVALID;
  else if (media.some((m) => !(PRODUCT_MEDIA_TYPES as readonly string[]).includes(m.type))) error = K.INVALID_CHOICE;
  else if (media.some((m) => tooLong(m.title, ATTRIBUTE_LIMITS.mediaTitle))) error = K.TOO_LONG;
  return error ? { ok: false, fieldErrors: { media: error } } : { ok: true, value: media };
}

export function checkCustomerGroupCodes(codes: string[]): Checked<string[]> {
  const out = [...new Set(codes.map((c) => (c ?? '').trim()))];
  if (out.length > ATTRIBUTE_LIMITS.customerGroupCodes) return { ok: false, fieldErrors: { customerGroupCodes: 'TOO_MANY' } };
  if (out.some((c) => !CUSTOMER_GROUP_PATTERN.test(c))) return { ok: false, fieldErrors: { customerGroupCodes: K.INVALID_FORMAT } };
  return { ok: true, value: out.sort() };
}

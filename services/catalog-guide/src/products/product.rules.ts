/**
 * The shop catalogue's input rules, pure (no Node, no database): the back office form can run the same
 * checks. The bounds the back office's form checks too come from @guide/validation (shop.ts).
 * Each failure is one message key per field, as everywhere (API-CONTRACT "Conventions").
 */
import type { AnyMessageKey, FieldErrors } from '@guide/validation';
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_PRICE_CENTS, SKU_PATTERN } from '@guide/validation';
import { isSlug, slugify } from '@guide/vocabulary';
import type { ProductCategoryInput, ProductInput } from '../generated/graphql';

export const TAX_CATEGORIES = ['STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** The bounds the SDL descriptions name too (product.graphql; input-limits.spec.ts compares them). */
export const PRODUCT_LIMITS = {
  sku: 64,
  name: 160,
  slug: 160,
  description: 5000,
  categoryIds: 20,
  images: MAX_PRODUCT_IMAGES,
  imageUrl: 500,
  imageAlt: 200,
  priceCents: MAX_PRODUCT_PRICE_CENTS,
  /** 100 t: anything heavier is a typo. */
  weightGrams: 100_000_000,
  categoryName: 120,
  categorySlug: 120,
  categoryPosition: 1_000_000,
} as const;

export { SKU_PATTERN };

export const ProductErrorKey = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  INVALID_FORMAT: 'INVALID_FORMAT',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  INVALID_CHOICE: 'INVALID_CHOICE',
  SLUG_INVALID: 'SLUG_INVALID',
  URL_INVALID: 'URL_INVALID',
  SKU_TAKEN: 'SKU_TAKEN',
  SLUG_TAKEN: 'SLUG_TAKEN',
  NOT_FOUND: 'NOT_FOUND',
  CYCLE: 'CYCLE',
  HAS_CHILDREN: 'HAS_CHILDREN',
} as const satisfies Record<string, AnyMessageKey>;
const K = ProductErrorKey;

export const isSku = (value: string) => SKU_PATTERN.test(value);
export const isTaxCategory = (value: string): value is TaxCategory => (TAX_CATEGORIES as readonly string[]).includes(value);
/** A picture URL a page can show safely: absolute https, or a path of this site (not `//host`). */
export const isImageUrl = (value: string) => /^https:\/\/[^\s/]+[^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value);
export const isPriceCents = (value: number) => Number.isInteger(value) && value >= 0 && value <= PRODUCT_LIMITS.priceCents;

/** Storefront detail page of a product. */
export const productPath = (slug: string) => `/guide-et-goodies/${slug}`;

/**
 * A product reserved to customer groups (`customer_group_codes`) is shown only to their members (the
 * caller's group comes with the access token); an empty list is everyone's. `group` is a SQL parameter
 * holding the caller's code or NULL. Commerce applies the same rule to its projection (`isVisibleToGroup`).
 */
export const visibleToGroupSql = (codes: string, group: string) => `(cardinality(${codes}) = 0 OR ${group}::text = ANY(${codes}))`;

/** The checked, cleaned input: trimmed texts, '' as null, a slug (made from the name when absent). */
export interface ProductValues {
  sku: string;
  name: string;
  nameEn: string | null;
  slug: string;
  /** Whether the slug was given (a taken given slug is an error; a made one gets a suffix). */
  slugGiven: boolean;
  description: string | null;
  descriptionEn: string | null;
  priceCents: number;
  taxCategory: TaxCategory;
  weightGrams: number | null;
  categoryIds: string[];
  images: { url: string; alt: string | null }[];
  published: boolean;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

const text = (v: string | null | undefined) => {
  const t = typeof v === 'string' ? v.trim() : '';
  return t === '' ? null : t;
};
/** Paragraphs keep their line breaks; Windows ones become \n. */
const longText = (v: string | null | undefined) => text(typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v);
const tooLong = (v: string | null, max: number) => v !== null && [...v].length > max;

export function checkProductInput(input: ProductInput): Checked<ProductValues> {
  const errors: FieldErrors = {};
  const sku = text(input.sku);
  if (!sku) errors.sku = K.REQUIRED;
  else if (!isSku(sku)) errors.sku = K.INVALID_FORMAT;
  const name = text(input.name);
  if (!name) errors.name = K.REQUIRED;
  else if (tooLong(name, PRODUCT_LIMITS.name)) errors.name = K.TOO_LONG;
  const nameEn = text(input.nameEn);
  if (tooLong(nameEn, PRODUCT_LIMITS.name)) errors.nameEn = K.TOO_LONG;
  const given = text(input.slug);
  let slug = given ?? (name ? slugify(name) : '');
  if (given !== null && (!isSlug(given) || given.length > PRODUCT_LIMITS.slug)) errors.slug = K.SLUG_INVALID;
  else if (given === null && name && !slug) slug = 'produit'; // a name of symbols only
  const description = longText(input.description);
  if (tooLong(description, PRODUCT_LIMITS.description)) errors.description = K.TOO_LONG;
  const descriptionEn = longText(input.descriptionEn);
  if (tooLong(descriptionEn, PRODUCT_LIMITS.description)) errors.descriptionEn = K.TOO_LONG;
  if (typeof input.priceCents !== 'number' || !Number.isInteger(input.priceCents)) errors.priceCents = K.INVALID_AMOUNT;
  else if (!isPriceCents(input.priceCents)) errors.priceCents = K.OUT_OF_RANGE;
  if (!isTaxCategory(input.taxCategory)) errors.taxCategory = K.INVALID_CHOICE;
  const weight = input.weightGrams ?? null;
  if (weight !== null && !(Number.isInteger(weight) && weight >= 0 && weight <= PRODUCT_LIMITS.weightGrams)) errors.weightGrams = K.OUT_OF_RANGE;
  const categoryIds = [...new Set((input.categoryIds ?? []).map((id) => id.toLowerCase()))];
  if (categoryIds.length > PRODUCT_LIMITS.categoryIds) errors.categoryIds = 'TOO_MANY';
  const images = (input.images ?? []).map((img) => ({ url: (img.url ?? '').trim(), alt: text(img.alt) }));
  if (images.length > PRODUCT_LIMITS.images) errors.images = 'TOO_MANY';
  else if (images.some((img) => !img.url || img.url.length > PRODUCT_LIMITS.imageUrl || !isImageUrl(img.url))) errors.images = K.URL_INVALID;
  else if (images.some((img) => tooLong(img.alt, PRODUCT_LIMITS.imageAlt))) errors.images = K.TOO_LONG;
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      sku: sku!,
      name: name!,
      nameEn,
      slug: slug.slice(0, PRODUCT_LIMITS.slug),
      slugGiven: given !== null,
      description,
      descriptionEn,
      priceCents: input.priceCents,
      taxCategory: input.taxCategory as TaxCategory,
      weightGrams: weight,
      categoryIds,
      images,
      published: input.published ?? true,
    },
  };
}

export interface ProductCategoryValues {
  name: string;
  nameEn: string | null;
  slug: string;
  parentId: string | null;
  position: number;
}

export function checkCategoryInput(input: ProductCategoryInput): Checked<ProductCategoryValues> {
  const errors: FieldErrors = {};
  const name = text(input.name);
  if (!name) errors.name = K.REQUIRED;
  else if (tooLong(name, PRODUCT_LIMITS.categoryName)) errors.name = K.TOO_LONG;
  const nameEn = text(input.nameEn);
  if (tooLong(nameEn, PRODUCT_LIMITS.categoryName)) errors.nameEn = K.TOO_LONG;
  const given = text(input.slug);
  const slug = given ?? (name ? slugify(name) || 'categorie' : '');
  if (given !== null && (!isSlug(given) || given.length > PRODUCT_LIMITS.categorySlug)) errors.slug = K.SLUG_INVALID;
  const position = input.position ?? 0;
  if (!Number.isInteger(position) || Math.abs(position) > PRODUCT_LIMITS.categoryPosition) errors.position = K.OUT_OF_RANGE;
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: { name: name!, nameEn, slug: slug.slice(0, PRODUCT_LIMITS.categorySlug), parentId: input.parentId ? input.parentId.toLowerCase() : null, position },
  };
}

/**
 * A CSV price in euros ("12.50", "12,50", "12", "1 234,5", optional "€"), as cents; null when it is not
 * one or is out of bounds.
 */
export function parseEuroPrice(raw: string): number | null {
  const cleaned = raw.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return isPriceCents(cents) ? cents : null;
}

/** true/false/1/0/oui/non/yes/no (any case); null when none of these. */
export function parseFlag(raw: string): boolean | null {
  const v = raw.trim().toLowerCase();
  if (['true', '1', 'oui', 'yes', 'vrai'].includes(v)) return true;
  if (['false', '0', 'non', 'no', 'faux'].includes(v)) return false;
  return null;
}

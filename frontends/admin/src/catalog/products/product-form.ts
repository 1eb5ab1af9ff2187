import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_PRICE_CENTS, SKU_PATTERN } from '@guide/validation';
import type { ProductInput, ProductRow, TaxCategory } from './products.graphql';

/**
 * The product form's values and their mapping to `ProductInput`. Money is typed in euros ("12,50" or
 * "12.50") and travels in cents; errors are message keys translated by the screen (`products.errors.*`).
 */
export interface ProductFormValues {
  sku: string;
  name: string;
  nameEn: string;
  slug: string;
  description: string;
  descriptionEn: string;
  price: string;
  taxCategory: TaxCategory;
  weight: string;
  categoryIds: string[];
  images: { url: string; alt: string }[];
  published: boolean;
}
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

/** "12,50" → 1250; null when not a non-negative amount with at most two decimals. */
export function eurosToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRODUCT_PRICE_CENTS ? cents : null;
}

/** 1250 → "12,50": the form shows French decimals (both separators are accepted back). */
export const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

export function initialProductValues(row: ProductRow | null): ProductFormValues {
  return {
    sku: row?.sku ?? '',
    name: row?.name ?? '',
    nameEn: row?.nameEn ?? '',
    slug: row?.slug ?? '',
    description: row?.description ?? '',
    descriptionEn: row?.descriptionEn ?? '',
    price: row ? centsToEuros(row.priceCents) : '',
    taxCategory: row?.taxCategory ?? 'STANDARD',
    weight: row?.weightGrams != null ? String(row.weightGrams) : '',
    categoryIds: row?.categories.map((c) => c.id) ?? [],
    images: row?.images.map((image) => ({ url: image.url, alt: image.alt ?? '' })) ?? [],
    published: row?.published ?? false,
  };
}

/** What the API accepts as a picture: absolute https, or a path of this site (not `//host`). */
const isUrl = (url: string) => url.length <= 500 && (/^https:\/\/[^\s/]+[^\s]*$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url));

/** The client checks (the server applies the same and answers `fieldErrors`). */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const sku = values.sku.trim();
  if (!sku) errors.sku = 'REQUIRED';
  else if (!SKU_PATTERN.test(sku)) errors.sku = 'SKU_INVALID';
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > 160) errors.name = 'TOO_LONG';
  if (values.nameEn.trim().length > 160) errors.nameEn = 'TOO_LONG';
  if (values.slug.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'SLUG_INVALID';
  if (values.description.length > 5000) errors.description = 'TOO_LONG';
  if (values.descriptionEn.length > 5000) errors.descriptionEn = 'TOO_LONG';
  if (!values.price.trim()) errors.price = 'REQUIRED';
  else if (eurosToCents(values.price) === null) errors.price = 'PRICE_INVALID';
  if (values.weight.trim() && !/^\d{1,7}$/.test(values.weight.trim())) errors.weight = 'WEIGHT_INVALID';
  if (values.categoryIds.length > 20) errors.categoryIds = 'TOO_MANY';
  if (values.images.length > MAX_PRODUCT_IMAGES) errors.images = 'TOO_MANY';
  else if (values.images.some((image) => !isUrl(image.url.trim()))) errors.images = 'URL_INVALID';
  else if (values.images.some((image) => image.alt.length > 200)) errors.images = 'TOO_LONG';
  return errors;
}

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** The input of validated values; empty optional texts go as null (a cleared field is cleared). */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    sku: values.sku.trim(),
    name: values.name.trim(),
    nameEn: orNull(values.nameEn),
    slug: orNull(values.slug),
    description: orNull(values.description),
    descriptionEn: orNull(values.descriptionEn),
    priceCents: eurosToCents(values.price) ?? 0,
    taxCategory: values.taxCategory,
    weightGrams: values.weight.trim() ? Number(values.weight.trim()) : null,
    categoryIds: values.categoryIds,
    images: values.images.map((image) => ({ url: image.url.trim(), alt: orNull(image.alt) })),
    published: values.published,
  };
}

/** The form field showing a server `fieldErrors` entry (`priceCents` → `price`, `images.0.url` → `images`). */
export function productFormField(serverField: string): keyof ProductFormValues | null {
  const base = serverField.split(/[.[]/)[0];
  const map: Record<string, keyof ProductFormValues> = { priceCents: 'price', weightGrams: 'weight' };
  const field = map[base] ?? base;
  const known: (keyof ProductFormValues)[] = [
    'sku',
    'name',
    'nameEn',
    'slug',
    'description',
    'descriptionEn',
    'price',
    'taxCategory',
    'weight',
    'categoryIds',
    'images',
    'published',
  ];
  return (known as string[]).includes(field) ? (field as keyof ProductFormValues) : null;
}

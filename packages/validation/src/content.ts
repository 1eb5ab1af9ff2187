import * as yup from 'yup';
import {
  CONTEST_CATEGORIES,
  GUIDE_SECTIONS,
  PAGE_STATUSES,
  SEARCH_RESULTS_SLUG,
  TICKET_PRIORITIES,
  isSlug,
  type ContestCategory,
  type PageStatus,
  type TicketPriority,
} from '@guide/vocabulary';
import { MessageKey as K, type AnyMessageKey } from './messages';
import { TEXT_MAX_LENGTH, formatFrenchPhone, isEmail, isFrenchPhone, normalizeEmail } from './rules';

/**
 * Input rules of the CMS pages, support tickets and contest registrations: the services run these
 * schemas, and the forms of the back office and the storefront will run the same ones.
 */

export const PAGE_LIMITS = {
  title: 255,
  /** The spec gives SEO fields a bound without its value: these are what search engines display. */
  metaTitle: 70,
  metaDescription: 160,
} as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => yup.string().trim().nullable().default(null).transform(emptyToNull).max(max, K.TOO_LONG);
const choice = <T extends string>(values: readonly T[]) => yup.mixed<T>().oneOf([...values], K.INVALID_CHOICE);

export const TICKET_SUBJECT_MAX_LENGTH = 255;

/** A real calendar day written YYYY-MM-DD (2024-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const optionalDay = () =>
  yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .test('date', K.DATE_INVALID, (v) => v == null || isCalendarDate(v));

/** A support ticket; a due date may not come before the start date. */
export const ticketSchema = yup.object({
  subject: yup.string().trim().required(K.REQUIRED).max(TICKET_SUBJECT_MAX_LENGTH, K.TOO_LONG),
  description: yup.string().trim().nullable().default(null).transform(emptyToNull),
  priority: choice<TicketPriority>(TICKET_PRIORITIES)
    .default('NORMAL')
    .transform((v: unknown) => v ?? 'NORMAL'),
  startDate: optionalDay(),
  dueDate: optionalDay().test('after-start', K.DUE_BEFORE_START, function (due) {
    const start = this.parent.startDate;
    return due == null || typeof start !== 'string' || !isCalendarDate(start) || due >= start;
  }),
});
export type TicketValues = yup.InferType<typeof ticketSchema>;

export const TICKET_TEXT_MAX_LENGTH = 10_000;

/** A customer's support request (storefront, openSupportTicket): the order is optional. */
export const supportRequestSchema = yup.object({
  subject: yup.string().trim().required(K.REQUIRED).max(TICKET_SUBJECT_MAX_LENGTH, K.TOO_LONG),
  description: yup.string().trim().required(K.REQUIRED).max(TICKET_TEXT_MAX_LENGTH, K.TOO_LONG),
  orderNumber: yup.string().trim().nullable().default(null).transform(emptyToNull).max(TEXT_MAX_LENGTH, K.TOO_LONG),
});
export type SupportRequestValues = yup.InferType<typeof supportRequestSchema>;

/** A customer's answer on their ticket (addMyTicketNote). */
export const ticketNoteSchema = yup.object({
  notes: yup.string().trim().required(K.REQUIRED).max(TICKET_TEXT_MAX_LENGTH, K.TOO_LONG),
});

/** A breakfast-contest registration (spec §5: every field required); the phone comes back as 00.00.00.00.00. */
export const contestRegistrationSchema = yup.object({
  category: choice<ContestCategory>(CONTEST_CATEGORIES).required(K.INVALID_CHOICE),
  name: yup.string().trim().required(K.REQUIRED).max(TEXT_MAX_LENGTH, K.TOO_LONG),
  establishmentName: yup.string().trim().required(K.REQUIRED).max(TEXT_MAX_LENGTH, K.TOO_LONG),
  email: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .required(K.REQUIRED)
    .test('email', K.EMAIL_INVALID, (v) => !v || isEmail(v)),
  phone: yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .transform((v: unknown) => (typeof v === 'string' && isFrenchPhone(v) ? formatFrenchPhone(v) : v))
    .test('phone', K.PHONE_INVALID, (v) => !v || isFrenchPhone(v)),
});
export type ContestRegistrationValues = yup.InferType<typeof contestRegistrationSchema>;

// ---------------------------------------------------------------------------------------------------
// Editorial contents (cms content types, custom fields, categories, contents, redirects). The SDL of
// services/cms/src/content-types and contents names the same bounds (input-limits specs check it).

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ContentStatusValue = (typeof CONTENT_STATUSES)[number];
export const CONTENT_FIELD_KINDS = ['TEXT', 'RICH_TEXT', 'NUMBER', 'DATE', 'IMAGE', 'LINK', 'CHOICE'] as const;
export type ContentFieldKindValue = (typeof CONTENT_FIELD_KINDS)[number];

export const CONTENT_LIMITS = {
  typeSlug: 60,
  typeLabel: 80,
  fieldCode: 40,
  fieldLabel: 80,
  fieldOptions: 50,
  fieldOption: 100,
  /** Positions are small numbers editors type; far beyond any list. */
  fieldPosition: 10_000,
  title: 255,
  slug: 120,
  shortDescription: 1000,
  body: 100_000,
  categoryIds: 20,
  tags: 20,
  tag: 60,
  url: 2048,
  customFields: 50,
  customFieldValue: 20_000,
  categoryTitle: 120,
  categorySlug: 120,
  metaTitle: 70,
  metaDescription: 160,
  ogTitle: 95,
  ogDescription: 200,
  redirectFrom: 500,
  redirectTo: 2048,
} as const;
const C = CONTENT_LIMITS;

/**
 * First path segments the storefront routes itself: a content type (whose slug is its path) may not take
 * one. The one list of them for the cms service and the back-office form; infra/src/web/storefront-routes.ts
 * and frontends/storefront/src/routes.tsx are the routes it mirrors.
 */
export const RESERVED_CONTENT_TYPE_SLUGS: readonly string[] = [
  'en',
  ...GUIDE_SECTIONS.flatMap((s) => [s.slug, ...s.aliases]),
  SEARCH_RESULTS_SLUG,
  // Shop, cart and checkout.
  'guide-et-goodies',
  'nos-produits',
  'nos-categories-de-produits',
  'boutique-cadeaux',
  'panier',
  'checkout',
  // Breakfast contest (fr and en roots).
  'concours-petit-dejeuner',
  'breakfast-contest',
  // Sign-in pages and the customer area.
  'login',
  'logout',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'account',
  // Editorial pages of the CMS: agenda, site search, about us, forms, newsletter links.
  'agenda',
  'search-results',
  'qui-sommes-nous',
  'about-us',
  'contact',
  'contact-us',
  'join-us',
  'rejoindre-le-mouvement',
  'newsletter',
  // Error pages, and what the web server serves itself.
  '401',
  '403',
  '404',
  '419',
  '429',
  '500',
  '503',
  'media',
  'assets',
  'api',
  'graphql',
  'health',
];

export function isReservedContentTypeSlug(slug: string): boolean {
  return RESERVED_CONTENT_TYPE_SLUGS.includes(slug.trim().toLowerCase());
}

/** An image or link address of the CMS: an http(s) URL, or a site path such as /media/... (never //host). */
export function isMediaUrl(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

const NUMBER_VALUE = /^-?\d{1,12}(\.\d{1,6})?$/;

/**
 * A custom field's value as stored (text; null clears it), or the key of what is wrong: NUMBER a decimal
 * with a dot (a comma is accepted and becomes one) NUMBER_INVALID, DATE YYYY-MM-DD DATE_INVALID,
 * IMAGE/LINK an http(s) URL or a /path URL_INVALID, CHOICE one of the options CHOICE_INVALID. RICH_TEXT
 * is returned as typed: the service sanitises it.
 */
export function readContentFieldValue(
  kind: string,
  options: readonly string[],
  raw: string | null | undefined,
): { value: string | null } | { error: AnyMessageKey } {
  const text = typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n').trim() : '';
  if (!text) return { value: null };
  switch (kind) {
    case 'TEXT':
    case 'RICH_TEXT':
      return text.length > C.customFieldValue ? { error: K.TOO_LONG } : { value: text };
    case 'NUMBER': {
      const n = text.replace(',', '.');
      return NUMBER_VALUE.test(n) ? { value: n } : { error: K.NUMBER_INVALID };
    }
    case 'DATE':
      return isCalendarDate(text) ? { value: text } : { error: K.DATE_INVALID };
    case 'IMAGE':
    case 'LINK':
      return isMediaUrl(text) && text.length <= C.url ? { value: text } : { error: K.URL_INVALID };
    case 'CHOICE':
      return options.includes(text) ? { value: text } : { error: K.CHOICE_INVALID };
    default:
      return { error: K.INVALID_CHOICE };
  }
}

const slugText = (max: number) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
    .required(K.REQUIRED)
    .max(max, K.TOO_LONG)
    .test('slug', K.SLUG_INVALID, (v) => !v || isSlug(v));
const mediaUrl = (max: number) => optionalText(max).test('url', K.URL_INVALID, (v) => v == null || isMediaUrl(v));
const flag = () =>
  yup
    .boolean()
    .default(false)
    .transform((v: unknown) => v ?? false);

/** A content type (createContentType); its slug is its storefront path and may not be a reserved segment (checked by the service: SLUG_TAKEN). */
export const contentTypeSchema = yup.object({
  slug: slugText(C.typeSlug),
  label: yup.string().trim().required(K.REQUIRED).max(C.typeLabel, K.TOO_LONG),
  singularLabel: yup.string().trim().required(K.REQUIRED).max(C.typeLabel, K.TOO_LONG),
  blockEditorDisabled: flag(),
  labelEn: optionalText(C.typeLabel),
  singularLabelEn: optionalText(C.typeLabel),
});
export type ContentTypeValues = yup.InferType<typeof contentTypeSchema>;
/** updateContentType: the slug stays. */
export const contentTypeUpdateSchema = contentTypeSchema.omit(['slug']);

/** A custom field of a content type; options only for CHOICE (1 to 50 distinct, trimmed). */
export const customFieldSchema = yup.object({
  code: slugText(C.fieldCode),
  label: yup.string().trim().required(K.REQUIRED).max(C.fieldLabel, K.TOO_LONG),
  labelEn: optionalText(C.fieldLabel),
  kind: choice<ContentFieldKindValue>(CONTENT_FIELD_KINDS).required(K.REQUIRED),
  required: flag(),
  options: yup
    .array(yup.string().defined())
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((s) => String(s).trim()).filter(Boolean))] : []))
    .max(C.fieldOptions, K.TOO_MANY)
    .test({ name: 'item-max', message: K.TOO_LONG, params: { max: C.fieldOption }, test: (list) => (list ?? []).every((s) => s.length <= C.fieldOption) })
    .test('choices', K.REQUIRED, function (list) {
      return this.parent.kind !== 'CHOICE' || (list ?? []).length > 0;
    }),
  position: yup
    .number()
    .nullable()
    .default(null)
    .typeError(K.OUT_OF_RANGE)
    .test('range', K.OUT_OF_RANGE, (v) => v == null || (Number.isInteger(v) && v >= 0 && v <= C.fieldPosition)),
});
export type CustomFieldValues = yup.InferType<typeof customFieldSchema>;

/** A category of a content type. */
export const contentCategorySchema = yup.object({
  title: yup.string().trim().required(K.REQUIRED).max(C.categoryTitle, K.TOO_LONG),
  slug: slugText(C.categorySlug),
  titleEn: optionalText(C.categoryTitle),
});
export type ContentCategoryValues = yup.InferType<typeof contentCategorySchema>;

/** Search-engine and social-card texts of a content (null falls back to its title, description, image). */
export const seoSchema = yup.object({
  metaTitle: optionalText(C.metaTitle),
  metaDescription: optionalText(C.metaDescription),
  ogTitle: optionalText(C.ogTitle),
  ogDescription: optionalText(C.ogDescription),
  ogImageUrl: mediaUrl(C.url),
});
export type SeoValues = yup.InferType<typeof seoSchema>;

const idList = (max: number) =>
  yup
    .array(yup.string().defined())
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((s) => String(s).trim()).filter(Boolean))] : []))
    .max(max, K.TOO_MANY);

/**
 * A content (createContent, updateContent). Custom field values are checked against their field's kind
 * with `readContentFieldValue` (the field definitions come from the content type); errors are keyed
 * `customFields.<fieldId>`.
 */
export const contentSchema = yup.object({
  title: yup.string().trim().required(K.REQUIRED).max(C.title, K.TOO_LONG),
  slug: slugText(C.slug),
  status: choice<ContentStatusValue>(CONTENT_STATUSES)
    .default('DRAFT')
    .transform((v: unknown) => v ?? 'DRAFT'),
  shortDescription: optionalText(C.shortDescription),
  body: yup.string().nullable().default(null).max(C.body, K.TOO_LONG),
  titleEn: optionalText(C.title),
  shortDescriptionEn: optionalText(C.shortDescription),
  bodyEn: yup.string().nullable().default(null).max(C.body, K.TOO_LONG),
  categoryIds: idList(C.categoryIds),
  tags: yup
    .array(yup.string().defined())
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((s) => String(s).trim().replace(/\s+/g, ' ')).filter(Boolean))] : []))
    .max(C.tags, K.TOO_MANY)
    .test({ name: 'item-max', message: K.TOO_LONG, params: { max: C.tag }, test: (list) => (list ?? []).every((s) => s.length <= C.tag) }),
  seo: seoSchema.default(() => seoSchema.getDefault()).transform((v: unknown) => v ?? seoSchema.getDefault()),
  thumbnailUrl: mediaUrl(C.url),
  mainImageUrl: mediaUrl(C.url),
  publishedAt: yup.date().nullable().default(null).typeError(K.DATE_INVALID),
  customFields: yup
    .array(yup.object({ fieldId: yup.string().defined(), value: yup.string().nullable().default(null) }))
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? v : []))
    .max(C.customFields, K.TOO_MANY),
});
export type ContentValues = yup.InferType<typeof contentSchema>;

/**
 * A CMS page (the body is rich text the service sanitises; its length is the input guard's). Its short
 * description, tags, images and social-card texts are the contents' own fields (same names, same rules:
 * picked from contentSchema and seoSchema, so the two never drift apart); a page keeps its SEO texts flat.
 */
export const pageSchema = yup
  .object({
    title: yup.string().trim().required(K.REQUIRED).max(PAGE_LIMITS.title, K.TOO_LONG),
    slug: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
      .required(K.REQUIRED)
      .test('slug', K.SLUG_INVALID, (v) => !v || isSlug(v)),
    status: choice<PageStatus>(PAGE_STATUSES)
      .default('DRAFT')
      .transform((v: unknown) => v ?? 'DRAFT'),
    body: yup.string().nullable().default(null),
    metaTitle: optionalText(PAGE_LIMITS.metaTitle),
    metaDescription: optionalText(PAGE_LIMITS.metaDescription),
  })
  .concat(contentSchema.pick(['shortDescription', 'tags', 'thumbnailUrl', 'mainImageUrl']))
  .concat(seoSchema.pick(['ogTitle', 'ogDescription', 'ogImageUrl']));
export type PageValues = yup.InferType<typeof pageSchema>;

/** `/blog/old/` -> `/blog/old`: paths compare lower-case, without a trailing slash. */
export function normalizeSitePath(value: string): string {
  const v = value.trim().toLowerCase();
  return v.length > 1 ? v.replace(/\/+$/, '') || '/' : v;
}

/** A storefront path of a redirect: starts with a single /, no blanks, no query or fragment. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s?#\\]*$/.test(value) && value.length > 1;
}

/** A redirect typed by staff; the service also refuses loops through existing redirects. */
export const contentRedirectSchema = yup.object({
  fromPath: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeSitePath(v) : v))
    .required(K.REQUIRED)
    .max(C.redirectFrom, K.TOO_LONG)
    .test('path', K.PATH_INVALID, (v) => !v || isSitePath(v)),
  toPath: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? (v.trim().startsWith('/') ? normalizeSitePath(v) : v.trim()) : v))
    .required(K.REQUIRED)
    .max(C.redirectTo, K.TOO_LONG)
    .test('url', K.URL_INVALID, (v) => !v || (v.startsWith('/') ? isSitePath(v) || v === '/' : isMediaUrl(v)))
    .test('loop', K.REDIRECT_LOOP, function (v) {
      return !v || v !== this.parent.fromPath;
    }),
});
export type ContentRedirectValues = yup.InferType<typeof contentRedirectSchema>;

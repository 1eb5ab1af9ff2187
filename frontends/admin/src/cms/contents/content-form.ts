import { contentSchema, MessageKey, readContentFieldValue, validateWith } from '@guide/validation';
import { slugify } from '@guide/vocabulary';
import type { ContentFieldKind, ContentInput, ContentStatus } from '../../gql/graphql';
import { toBlocksJson, toPuckData } from '../pages/page-document';
import type { ContentDetail } from './contents.graphql';

/** The content form. Custom field values by field id, as the API stores them (`12.5`, `2026-03-03`, a URL). */
export interface ContentFormValues {
  title: string;
  slug: string;
  status: ContentStatus;
  /** ISO date-time, or '' (set on publication). */
  publishedAt: string;
  shortDescription: string;
  body: string;
  /**
   * The block editor's blocks (the page builder's `[{ type, props }]` JSON) when the type offers it; '' when
   * the content is written in rich text (`body`), the type's block editor being disabled.
   */
  blocksJson: string;
  titleEn: string;
  shortDescriptionEn: string;
  bodyEn: string;
  categoryIds: string[];
  tags: string[];
  thumbnailUrl: string;
  mainImageUrl: string;
  seo: { metaTitle: string; metaDescription: string; ogTitle: string; ogDescription: string; ogImageUrl: string };
  custom: Record<string, string>;
}

/** What the form needs of a content type's custom field. */
export interface FormField {
  id: string;
  kind: ContentFieldKind;
  required: boolean;
  options: readonly string[];
}

/**
 * The form's values of a content. With the block editor (`blockEditor`, the type's flag is off), a content
 * written in rich text so far opens as one Text block holding its body, as a page does: saving builds it
 * without losing a word.
 */
export function contentFormValues(content: ContentDetail | null, blockEditor = false): ContentFormValues {
  return {
    title: content?.title ?? '',
    slug: content?.slug ?? '',
    status: content?.status ?? 'DRAFT',
    publishedAt: content?.publishedAt ?? '',
    shortDescription: content?.shortDescription ?? '',
    body: content?.body ?? '',
    blocksJson: blockEditor ? toBlocksJson(toPuckData(content?.blocksJson, content?.body ?? '')) : '',
    titleEn: content?.titleEn ?? '',
    shortDescriptionEn: content?.shortDescriptionEn ?? '',
    bodyEn: content?.bodyEn ?? '',
    // The first category is the one in the public path: the API gives them in that order.
    categoryIds: content?.categories.map((category) => category.id) ?? [],
    tags: content?.tags ?? [],
    thumbnailUrl: content?.thumbnailUrl ?? '',
    mainImageUrl: content?.mainImageUrl ?? '',
    seo: {
      metaTitle: content?.seo.metaTitle ?? '',
      metaDescription: content?.seo.metaDescription ?? '',
      ogTitle: content?.seo.ogTitle ?? '',
      ogDescription: content?.seo.ogDescription ?? '',
      ogImageUrl: content?.seo.ogImageUrl ?? '',
    },
    custom: Object.fromEntries((content?.customFields ?? []).map((entry) => [entry.field.id, entry.value])),
  };
}

/** The slug a title suggests (the guide's one slug rule); the form follows the title until the slug is typed by hand. */
export function suggestSlug(title: string): string {
  return slugify(title);
}

/**
 * The slug after a title change: the suggestion while the slug was never edited by hand (a new content),
 * otherwise the slug as it is — an existing content's address changes only on purpose.
 */
export function slugAfterTitleChange(title: string, slug: string, editedByHand: boolean): string {
  return editedByHand ? slug : suggestSlug(title);
}

/** The rich-text editor's empty document (`<p></p>`) is no body at all. */
export function htmlOrNull(html: string): string | null {
  const text = html.trim();
  if (!text || /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)+$/.test(text)) return null;
  return text;
}

const orNull = (value: string) => value.trim() || null;

/**
 * A custom field's value as the API wants it (@guide/validation's readContentFieldValue: a dot for a
 * NUMBER's decimal separator, trimmed text), the editor's empty document for none; null clears it. A value
 * the rule refuses goes as typed: the form shows the error first, the server answers the same.
 */
export function customFieldValue(field: FormField, raw: string | undefined): string | null {
  const value = field.kind === 'RICH_TEXT' ? (htmlOrNull(raw ?? '') ?? '') : (raw ?? '');
  const read = readContentFieldValue(field.kind, field.options, value);
  return 'value' in read ? read.value : value.trim();
}

/** Message keys by API path (`title`, `seo.metaTitle`, `customFields.<id>`). */
export type ContentFormErrors = Record<string, string>;

/** The shared rules (@guide/validation's contentSchema), then each custom field's kind and whether it is required. */
export function validateContentForm(values: ContentFormValues, fields: readonly FormField[]): ContentFormErrors {
  const result = validateWith(contentSchema, toContentInput(values, fields));
  const errors: ContentFormErrors = result.ok ? {} : { ...result.fieldErrors };
  for (const field of fields) {
    const read = readContentFieldValue(
      field.kind,
      field.options,
      field.kind === 'RICH_TEXT' ? (htmlOrNull(values.custom[field.id] ?? '') ?? '') : values.custom[field.id],
    );
    if ('error' in read) errors[`customFields.${field.id}`] = read.error;
    else if (field.required && read.value === null) errors[`customFields.${field.id}`] = MessageKey.REQUIRED;
  }
  return errors;
}

/**
 * The input of createContent and updateContent: every field of the form (null clears an optional one) and
 * every custom field of the type, so a value emptied in the form is cleared on the server too.
 */
export function toContentInput(values: ContentFormValues, fields: readonly FormField[]): ContentInput {
  const seo = values.seo;
  return {
    title: values.title.trim(),
    slug: values.slug.trim().toLowerCase(),
    status: values.status,
    publishedAt: values.publishedAt || null,
    shortDescription: orNull(values.shortDescription),
    // Blocks or rich text: with blocks the server writes the body from their text (null makes a rich-text content).
    body: values.blocksJson ? null : htmlOrNull(values.body),
    blocksJson: values.blocksJson || null,
    titleEn: orNull(values.titleEn),
    shortDescriptionEn: orNull(values.shortDescriptionEn),
    bodyEn: htmlOrNull(values.bodyEn),
    categoryIds: values.categoryIds,
    tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))],
    thumbnailUrl: orNull(values.thumbnailUrl),
    mainImageUrl: orNull(values.mainImageUrl),
    seo: {
      metaTitle: orNull(seo.metaTitle),
      metaDescription: orNull(seo.metaDescription),
      ogTitle: orNull(seo.ogTitle),
      ogDescription: orNull(seo.ogDescription),
      ogImageUrl: orNull(seo.ogImageUrl),
    },
    customFields: fields.map((field) => ({ fieldId: field.id, value: customFieldValue(field, values.custom[field.id]) })),
  };
}

/** PUBLISHED with a publication date still to come: not on the site yet. */
export function isScheduled(status: ContentStatus, publishedAt: string | null | undefined, now: Date = new Date()): boolean {
  return status === 'PUBLISHED' && Boolean(publishedAt) && new Date(publishedAt as string).getTime() > now.getTime();
}

/** What the lists and the form say of a content's state: draft, published, or scheduled (published later). */
export type ContentState = 'DRAFT' | 'PUBLISHED' | 'SCHEDULED';
export function contentState(status: ContentStatus, publishedAt: string | null | undefined, now: Date = new Date()): ContentState {
  if (status === 'DRAFT') return 'DRAFT';
  return isScheduled(status, publishedAt, now) ? 'SCHEDULED' : 'PUBLISHED';
}

/** Tag colours of the three states (antd preset colours). */
export const STATE_COLOURS: Record<ContentState, string> = { DRAFT: 'default', PUBLISHED: 'green', SCHEDULED: 'blue' };

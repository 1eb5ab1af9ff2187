import sanitizeHtml from 'sanitize-html';
import { FieldErrors, badInput } from '@guide/platform';
import type { PageEntity, PageStatus } from './page.entity';

export interface PageInput {
  title: string;
  slug: string;
  status?: PageStatus | null;
  body?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** What a page is made of, once validated: the entity without its generated columns. */
export type PageFields = Omit<PageEntity, 'id' | 'createdAt' | 'updatedAt'>;

export const MAX_TITLE = 255;
/** The spec gives SEO fields a bound without its value: these are what search engines display. */
export const MAX_META_TITLE = 70;
export const MAX_META_DESCRIPTION = 160;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Editors' rich text keeps headings, lists, links, tables and images; scripts, styles and handlers go. */
export function sanitizeBody(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['class'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}

/** Trims, checks every field and throws BAD_USER_INPUT with all keys; returns the clean values. */
export function validatePageInput(input: PageInput): PageFields {
  const errors: FieldErrors = {};
  const title = input.title?.trim() ?? '';
  const slug = input.slug?.trim().toLowerCase() ?? '';
  const metaTitle = input.metaTitle?.trim() || null;
  const metaDescription = input.metaDescription?.trim() || null;
  if (!title) errors.title = 'REQUIRED';
  else if (title.length > MAX_TITLE) errors.title = 'TOO_LONG';
  if (!slug) errors.slug = 'REQUIRED';
  else if (!SLUG_PATTERN.test(slug)) errors.slug = 'SLUG_INVALID';
  if (metaTitle && metaTitle.length > MAX_META_TITLE) errors.metaTitle = 'TOO_LONG';
  if (metaDescription && metaDescription.length > MAX_META_DESCRIPTION) errors.metaDescription = 'TOO_LONG';
  if (Object.keys(errors).length) throw badInput(errors);
  return { title, slug, status: input.status ?? 'DRAFT', body: sanitizeBody(input.body), metaTitle, metaDescription };
}

import sanitizeHtml from 'sanitize-html';
import { badInput } from '@guide/platform';
import { pageSchema, validateWith } from '@guide/validation';
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

/** Editors' rich text keeps headings, lists, links, tables and images; scripts, styles and handlers go. */
export function sanitizeBody(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['class'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}

/** Checks every field with @guide/validation's `pageSchema` (BAD_USER_INPUT with all keys); sanitises the body. */
export function validatePageInput(input: PageInput): PageFields {
  const result = validateWith(pageSchema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  const { title, slug, status, body, metaTitle, metaDescription } = result.value;
  return { title, slug, status, body: sanitizeBody(body), metaTitle, metaDescription };
}

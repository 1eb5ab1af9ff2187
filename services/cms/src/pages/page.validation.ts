import { badInput } from '@guide/platform';
import { pageSchema, validateWith } from '@guide/validation';
import { sanitizeRichText } from '../shared/rich-text';
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

/** Page bodies use the service's one sanitizer (shared/rich-text.ts). */
export const sanitizeBody = sanitizeRichText;

/** Checks every field with @guide/validation's `pageSchema` (BAD_USER_INPUT with all keys); sanitises the body. */
export function validatePageInput(input: PageInput): PageFields {
  const result = validateWith(pageSchema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  const { title, slug, status, body, metaTitle, metaDescription } = result.value;
  return { title, slug, status, body: sanitizeBody(body), metaTitle, metaDescription };
}

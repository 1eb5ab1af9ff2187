import { badInput } from '@guide/platform';
import { pageSchema, validateWith } from '@guide/validation';
import { sanitizeRichText } from '../shared/rich-text';
import { blocksToHtml, validateBlocks } from './blocks';
import type { PageEntity } from './page.entity';
import type { PageInput } from '../generated/graphql';

/** What a page is made of, once validated: the entity without its generated columns. */
export type PageFields = Omit<PageEntity, 'id' | 'createdAt' | 'updatedAt'>;

/** Page bodies use the service's one sanitizer (shared/rich-text.ts). */
export const sanitizeBody = sanitizeRichText;

/**
 * Checks every field with @guide/validation's `pageSchema` and the blocks with blocks.ts (BAD_USER_INPUT with
 * all keys); sanitises the body, or writes it from the blocks' text for a built page.
 */
export function validatePageInput(input: PageInput): PageFields {
  const result = validateWith(pageSchema, input);
  const built = input.blocksJson == null ? null : validateBlocks(input.blocksJson);
  const errors = { ...(result.ok ? {} : result.fieldErrors), ...(built?.errors ?? {}) };
  if (!result.ok || Object.keys(errors).length) throw badInput(errors);
  const { body, ...fields } = result.value;
  const blocks = built ? built.blocks : null;
  return { ...fields, body: blocks ? blocksToHtml(blocks) : sanitizeBody(body), blocks };
}

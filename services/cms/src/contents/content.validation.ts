import { FieldErrors } from '@guide/platform';
import { ServerMessageKey, contentSchema, readContentFieldValue, validateWith, type ContentValues } from '@guide/validation';
import { sanitizeRichText } from '../shared/rich-text';
import { blocksToHtml, validateBlocks, type PageBlock } from '../pages/blocks';
import type { ContentCustomFieldEntity } from '../content-types/content-type.entities';
import type { ContentInput } from '../generated/graphql';

/** A content input once checked by the shared `contentSchema`: HTML sanitized, empty rich text -> null. */
export type CheckedContent = ContentValues;

/** Rich text as stored: sanitized, null when nothing is left. */
export function cleanHtml(html: string | null | undefined): string | null {
  const clean = sanitizeRichText(html).trim();
  return clean ? clean : null;
}

/** The shared schema (field keys such as `seo.metaTitle`), plus sanitized bodies. */
export function checkContentInput(input: ContentInput): { ok: true; value: CheckedContent } | { ok: false; fieldErrors: FieldErrors } {
  const result = validateWith(contentSchema, input);
  if (!result.ok) return result;
  return { ok: true, value: { ...result.value, body: cleanHtml(result.value.body), bodyEn: cleanHtml(result.value.bodyEn) } };
}

/**
 * The block editor's part of a content input: its blocks checked by the page builder's own `validateBlocks`
 * (one definition of the blocks for pages and contents), refused outright (`blocksJson` BLOCK_EDITOR_DISABLED)
 * for a type whose block editor is disabled. `blocks` is null for a rich-text content (no blocksJson); with
 * blocks, `body` is their text, as for a page, so that site search and excerpts keep working.
 */
export function checkContentBlocks(
  blocksJson: string | null | undefined,
  blockEditorDisabled: boolean,
): { blocks: PageBlock[] | null; body: string | null; errors: FieldErrors } {
  if (blocksJson == null) return { blocks: null, body: null, errors: {} };
  if (blockEditorDisabled) return { blocks: null, body: null, errors: { blocksJson: ServerMessageKey.BLOCK_EDITOR_DISABLED } };
  const { blocks, errors } = validateBlocks(blocksJson);
  return { blocks, body: cleanHtml(blocksToHtml(blocks)), errors };
}

type FieldDefinition = Pick<ContentCustomFieldEntity, 'id' | 'kind' | 'options' | 'required'>;

/**
 * The custom field values a content will hold: `current` (its stored values, empty on create) with the
 * input's values over them (a field left out keeps its value; empty clears it). Errors are keyed
 * `customFields.<fieldId>`: NOT_FOUND for a field of another type or none, the kind's key for a bad
 * value (readContentFieldValue), REQUIRED for a required field left without a value.
 */
export function checkCustomFieldValues(
  fields: readonly FieldDefinition[],
  input: readonly { fieldId: string; value?: string | null }[],
  current: ReadonlyMap<string, string> = new Map(),
): { values: Map<string, string>; errors: FieldErrors } {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const values = new Map([...current].filter(([id]) => byId.has(id)));
  const errors: FieldErrors = {};
  for (const { fieldId, value } of input) {
    const key = `customFields.${fieldId}`;
    const field = byId.get(fieldId);
    if (!field) {
      errors[key] = 'NOT_FOUND';
      continue;
    }
    const read = readContentFieldValue(field.kind, field.options, value);
    if ('error' in read) {
      errors[key] = read.error;
      continue;
    }
    const stored = field.kind === 'RICH_TEXT' ? cleanHtml(read.value) : read.value;
    if (stored === null) values.delete(fieldId);
    else values.set(fieldId, stored);
  }
  for (const field of fields) {
    const key = `customFields.${field.id}`;
    if (field.required && !values.has(field.id) && !(key in errors)) errors[key] = 'REQUIRED';
  }
  return { values, errors };
}

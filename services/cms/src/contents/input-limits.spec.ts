import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import {
  CONTENT_FIELD_KINDS,
  CONTENT_STATUSES,
  contentCategorySchema,
  contentRedirectSchema,
  contentSchema,
  contentTypeSchema,
  customFieldSchema,
  schemaLimits,
  seoSchema,
} from '@guide/validation';
import { join } from 'node:path';

/** The shared schemas say what the SDL says (and the input guard enforces). */
const sdl = readSdl(join(__dirname, '..'));
it.each([
  ['ContentInput', contentSchema],
  ['SeoInput', seoSchema],
  ['ContentCategoryInput', contentCategorySchema],
  ['ContentRedirectInput', contentRedirectSchema],
  ['ContentTypeInput', contentTypeSchema],
] as const)('%s limits', (input, schema) => expect(inputLimitDisagreements(sdl, input, schemaLimits(schema as never))).toEqual([]));
// The SDL says "choices of at most 100 characters" in words; the guard's per-item bound stays its default (255).
it('ContentCustomFieldInput limits', () =>
  expect(inputLimitDisagreements(sdl, 'ContentCustomFieldInput', schemaLimits(customFieldSchema), { exact: false })).toEqual([]));
it('enums', () => {
  expect(sdlEnumValues(sdl, 'ContentStatus')).toEqual([...CONTENT_STATUSES]);
  expect(sdlEnumValues(sdl, 'ContentFieldKind')).toEqual([...CONTENT_FIELD_KINDS]);
});

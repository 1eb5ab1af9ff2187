import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputLimitDisagreements, sdlEnumValues } from '@guide/platform/testing';
import { pageSchema, schemaLimits } from '@guide/validation';
import { PAGE_STATUSES } from '@guide/vocabulary';

/** The shared schema's limits are the API's: what the SDL says and the input guard enforces. */
it('PageInput: the shared schema and the SDL state the same limits', () => {
  const declared = schemaLimits(pageSchema);
  expect(declared).toMatchObject({ title: { max: 255 }, metaTitle: { max: 70 } });
  expect(inputLimitDisagreements(readFileSync(join(__dirname, 'page.graphql'), 'utf8'), 'PageInput', declared)).toEqual([]);
});

it('the SDL enum PageStatus lists the vocabulary of @guide/vocabulary', () => {
  expect(sdlEnumValues(readFileSync(join(__dirname, 'page.graphql'), 'utf8'), 'PageStatus')).toEqual([...PAGE_STATUSES]);
});

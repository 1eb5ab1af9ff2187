import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputLimitDisagreements, sdlEnumValues } from '@guide/platform/testing';
import { contestRegistrationSchema, schemaLimits } from '@guide/validation';
import { CONTEST_CATEGORIES } from '@guide/vocabulary';

/** The shared schema's limits are the API's: what the SDL says and the input guard enforces. */
it('ContestRegistrationInput: the shared schema and the SDL state the same limits', () => {
  const declared = schemaLimits(contestRegistrationSchema);
  expect(declared).toMatchObject({ name: { max: 120 }, establishmentName: { max: 120 } });
  expect(inputLimitDisagreements(readFileSync(join(__dirname, 'registration.graphql'), 'utf8'), 'ContestRegistrationInput', declared)).toEqual([]);
});

it('the SDL enum ContestCategory lists the vocabulary of @guide/vocabulary', () => {
  expect(sdlEnumValues(readFileSync(join(__dirname, 'registration.graphql'), 'utf8'), 'ContestCategory')).toEqual([...CONTEST_CATEGORIES]);
});

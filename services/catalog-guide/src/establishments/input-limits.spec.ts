import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputLimitDisagreements, sdlEnumValues } from '@guide/platform/testing';
import { establishmentSchema, schemaLimits } from '@guide/validation';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES } from '@guide/vocabulary';

/** The admin form's limits (the shared schema) are the API's: what the SDL says and the input guard enforces. */
it('EstablishmentInput: the shared schema and the SDL state the same limits', () => {
  const sdl = readFileSync(join(__dirname, 'establishment.graphql'), 'utf8');
  const declared = schemaLimits(establishmentSchema());
  expect(declared.name).toEqual({ max: 120 });
  expect(inputLimitDisagreements(sdl, 'EstablishmentInput', declared)).toEqual([]);
});

it('the SDL enums list the vocabulary of @guide/vocabulary', () => {
  const sdl = readFileSync(join(__dirname, 'establishment.graphql'), 'utf8');
  expect(sdlEnumValues(sdl, 'EstablishmentType')).toEqual([...ESTABLISHMENT_TYPES]);
  expect(sdlEnumValues(sdl, 'MealCategory')).toEqual([...MEAL_CATEGORIES]);
});

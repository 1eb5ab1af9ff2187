import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { establishmentSchema, schemaLimits } from '@guide/validation';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES } from '@guide/vocabulary';

/** The admin form's limits (the shared schema) and the vocabulary are the API's: what the SDL says and the guard enforces. */
const sdl = readSdl(__dirname);
it('EstablishmentInput limits (name 120 for the form and the API)', () => {
  const declared = schemaLimits(establishmentSchema());
  expect(declared.name).toEqual({ max: 120 });
  expect(inputLimitDisagreements(sdl, 'EstablishmentInput', declared)).toEqual([]);
});
it('EstablishmentType and MealCategory values', () => {
  expect(sdlEnumValues(sdl, 'EstablishmentType')).toEqual([...ESTABLISHMENT_TYPES]);
  expect(sdlEnumValues(sdl, 'MealCategory')).toEqual([...MEAL_CATEGORIES]);
});

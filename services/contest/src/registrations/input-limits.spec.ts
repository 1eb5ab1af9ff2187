import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { contestRegistrationSchema, schemaLimits } from '@guide/validation';
import { CONTEST_CATEGORIES } from '@guide/vocabulary';

/** The shared schema and vocabulary say what the SDL says (and the input guard enforces). */
const sdl = readSdl(__dirname);
it('ContestRegistrationInput limits', () => expect(inputLimitDisagreements(sdl, 'ContestRegistrationInput', schemaLimits(contestRegistrationSchema))).toEqual([]));
it('ContestCategory values', () => expect(sdlEnumValues(sdl, 'ContestCategory')).toEqual([...CONTEST_CATEGORIES]));

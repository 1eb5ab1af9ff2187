import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import {
  contestEditionSchema,
  contestPartnerApplicationSchema,
  contestPartnerSchema,
  contestRegistrationSchema,
  contestWinnerSchema,
  schemaLimits,
} from '@guide/validation';
import { CONTEST_CATEGORIES } from '@guide/vocabulary';

/** The shared schemas and vocabulary say what the SDL says (and the input guard enforces). */
const sdl = readSdl(`${__dirname}/..`);
it('ContestRegistrationInput limits', () =>
  expect(inputLimitDisagreements(sdl, 'ContestRegistrationInput', schemaLimits(contestRegistrationSchema))).toEqual([]));
it('ContestEditionInput limits', () => expect(inputLimitDisagreements(sdl, 'ContestEditionInput', schemaLimits(contestEditionSchema))).toEqual([]));
it('ContestWinnerInput limits', () => expect(inputLimitDisagreements(sdl, 'ContestWinnerInput', schemaLimits(contestWinnerSchema))).toEqual([]));
it('ContestPartnerInput limits', () => expect(inputLimitDisagreements(sdl, 'ContestPartnerInput', schemaLimits(contestPartnerSchema))).toEqual([]));
it('PartnerFormInput limits', () => expect(inputLimitDisagreements(sdl, 'PartnerFormInput', schemaLimits(contestPartnerApplicationSchema))).toEqual([]));
it('ContestCategory values', () => expect(sdlEnumValues(sdl, 'ContestCategory')).toEqual([...CONTEST_CATEGORIES]));

import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { contentCategorySchema, pageSchema, schemaLimits } from '@guide/validation';
import { PAGE_STATUSES } from '@guide/vocabulary';

/** The shared schema and vocabulary say what the SDL says (and the input guard enforces). */
const sdl = readSdl(__dirname);
it('PageInput limits', () => expect(inputLimitDisagreements(sdl, 'PageInput', schemaLimits(pageSchema))).toEqual([]));
it('PageStatus values', () => expect(sdlEnumValues(sdl, 'PageStatus')).toEqual([...PAGE_STATUSES]));
it('PageCategoryInput limits', () => expect(inputLimitDisagreements(sdl, 'PageCategoryInput', schemaLimits(contentCategorySchema))).toEqual([]));

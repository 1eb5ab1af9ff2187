import { join } from 'node:path';
import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { MEDIA_FILE_KINDS, mediaFileSchema, mediaFolderSchema, schemaLimits } from '@guide/validation';

/** The shared schemas say what the SDL says (and the input guard enforces). */
const sdl = readSdl(join(__dirname, '..'));
it('MediaFolderInput limits', () => expect(inputLimitDisagreements(sdl, 'MediaFolderInput', schemaLimits(mediaFolderSchema))).toEqual([]));
it('MediaFileInput limits', () => expect(inputLimitDisagreements(sdl, 'MediaFileInput', schemaLimits(mediaFileSchema))).toEqual([]));
it('kinds', () => expect(sdlEnumValues(sdl, 'MediaFileKind')).toEqual([...MEDIA_FILE_KINDS]));

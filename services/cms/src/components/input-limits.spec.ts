import { inputLimitDisagreements, readSdl } from '@guide/platform/testing';
import { PAGE_COMPONENT_LIMITS } from './component.validation';

/** The validation's limits are the SDL's (which the platform's input guard enforces first). */
const sdl = readSdl(__dirname);
it('PageComponentInput limits', () =>
  expect(
    inputLimitDisagreements(sdl, 'PageComponentInput', {
      name: { max: PAGE_COMPONENT_LIMITS.name },
      thumbnailUrl: { max: PAGE_COMPONENT_LIMITS.thumbnailUrl },
      blocksJson: { max: PAGE_COMPONENT_LIMITS.blocksJson },
    }),
  ).toEqual([]));

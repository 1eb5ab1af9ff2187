import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { CUSTOM_FIELD_KINDS } from './custom-field-value';
import { CUSTOM_FIELD_NAME_MAX } from './custom-fields.service';

/** The SDL says what the service checks (and the input guard enforces). */
const sdl = readSdl(__dirname);
it('TicketCustomFieldInput limits', () =>
  expect(inputLimitDisagreements(sdl, 'TicketCustomFieldInput', { name: { max: CUSTOM_FIELD_NAME_MAX }, trackerIds: { max: 20 } })).toEqual([]));
it('TicketCustomFieldKind values', () => expect(sdlEnumValues(sdl, 'TicketCustomFieldKind')).toEqual([...CUSTOM_FIELD_KINDS]));

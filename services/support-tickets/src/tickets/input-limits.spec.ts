import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { schemaLimits, ticketSchema } from '@guide/validation';
import { TICKET_PRIORITIES } from '@guide/vocabulary';

/** The shared schema and vocabulary say what the SDL says (and the input guard enforces). */
const sdl = readSdl(__dirname);
it('TicketInput limits', () => expect(inputLimitDisagreements(sdl, 'TicketInput', schemaLimits(ticketSchema))).toEqual([]));
it('TicketPriority values', () => expect(sdlEnumValues(sdl, 'TicketPriority')).toEqual([...TICKET_PRIORITIES]));

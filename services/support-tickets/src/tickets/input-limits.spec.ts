import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { readInputLimits } from '@guide/platform';
import { parse, Kind, ObjectTypeDefinitionNode } from 'graphql';
import { schemaLimits, ticketSchema } from '@guide/validation';
import { TICKET_PRIORITIES } from '@guide/vocabulary';
import { TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from './ticket-update';

/** The shared schema and vocabulary say what the SDL says (and the input guard enforces). */
const sdl = readSdl(__dirname);
it('TicketInput limits', () => expect(inputLimitDisagreements(sdl, 'TicketInput', schemaLimits(ticketSchema))).toEqual([]));
it('TicketUpdateInput limits', () =>
  expect(
    inputLimitDisagreements(sdl, 'TicketUpdateInput', { subject: { max: TICKET_SUBJECT_MAX }, description: { max: TICKET_TEXT_MAX }, notes: { max: TICKET_TEXT_MAX } }),
  ).toEqual([]));
it('TicketPriority values', () => expect(sdlEnumValues(sdl, 'TicketPriority')).toEqual([...TICKET_PRIORITIES]));

/** Every operation's arguments, with the limits the guard reads: ids are UUIDs, lists bounded. */
it('bounds the arguments of every operation', () => {
  const limits: Record<string, string> = {};
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION || !['Query', 'Mutation'].includes(def.name.value)) continue;
    for (const field of (def as ObjectTypeDefinitionNode).fields ?? []) {
      for (const arg of field.arguments ?? []) {
        const l = readInputLimits(arg.description?.value);
        limits[`${field.name.value}.${arg.name.value}`] = `${l.maxLength}/${l.maxItems}/${l.uuid}`;
      }
    }
  }
  expect(Object.keys(limits).map((k) => k.split('.')[0]).filter((v, i, a) => a.indexOf(v) === i).sort()).toEqual(
    ['createTicket', 'deleteTickets', 'ticket', 'tickets', 'updateTicket', 'updateTicketStatus'].sort(),
  );
  expect(limits['deleteTickets.ids']).toBe('255/100/true');
  expect(limits['ticket.id']).toBe('255/100/true');
});

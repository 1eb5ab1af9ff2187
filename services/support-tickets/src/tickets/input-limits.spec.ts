import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { readInputLimits } from '@guide/platform';
import { parse, Kind, ObjectTypeDefinitionNode } from 'graphql';
import { schemaLimits, supportRequestSchema, ticketNoteSchema, ticketSchema } from '@guide/validation';
import { CUSTOM_LONG_TEXT_MAX } from '../custom-fields/custom-field-value';
import { TICKET_PRIORITIES } from '@guide/vocabulary';
import { TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from './ticket-update';

/** The shared schema and vocabulary say what the SDL says (and the input guard enforces). */
const sdl = readSdl(__dirname);
it('TicketInput limits', () => expect(inputLimitDisagreements(sdl, 'TicketInput', schemaLimits(ticketSchema))).toEqual([]));
it('TicketUpdateInput limits', () =>
  expect(
    inputLimitDisagreements(sdl, 'TicketUpdateInput', {
      subject: { max: TICKET_SUBJECT_MAX },
      description: { max: TICKET_TEXT_MAX },
      notes: { max: TICKET_TEXT_MAX },
    }),
  ).toEqual([]));
it('watchers and custom values are bounded lists', () => {
  const lists = { customFields: { max: 50 }, watcherIds: { max: 50 } };
  expect(inputLimitDisagreements(sdl, 'TicketInput', lists)).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'TicketUpdateInput', lists)).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'TicketFieldValueInput', { value: { max: CUSTOM_LONG_TEXT_MAX } })).toEqual([]);
});
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
  expect(
    Object.keys(limits)
      .map((k) => k.split('.')[0])
      .filter((v, i, a) => a.indexOf(v) === i)
      .sort(),
  ).toEqual(
    [
      'createTicket',
      'deleteTickets',
      'ticket',
      'tickets',
      'updateTicket',
      'updateTicketStatus',
      'updateTicketsStatus',
      'myTickets',
      'openSupportTicket',
      'addMyTicketNote',
    ].sort(),
  );
  expect(limits['updateTicketsStatus.ids']).toBe('255/100/true');
  // The customers' arguments say what @guide/validation's schemas check (the storefront's forms).
  const request = schemaLimits(supportRequestSchema);
  expect(limits['openSupportTicket.subject']).toBe(`${request.subject.max}/100/true`);
  expect(limits['openSupportTicket.description']).toBe(`${request.description.max}/100/true`);
  expect(limits['openSupportTicket.orderNumber']).toBe(`${request.orderNumber.max}/100/true`);
  expect(limits['addMyTicketNote.notes']).toBe(`${schemaLimits(ticketNoteSchema).notes.max}/100/true`);
  expect(limits['deleteTickets.ids']).toBe('255/100/true');
  expect(limits['ticket.id']).toBe('255/100/true');
});

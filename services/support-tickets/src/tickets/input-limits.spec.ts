import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputLimitDisagreements, sdlEnumValues } from '@guide/platform/testing';
import { schemaLimits, ticketSchema } from '@guide/validation';
import { TICKET_PRIORITIES } from '@guide/vocabulary';

/** The shared schema's limits are the API's: what the SDL says and the input guard enforces. */
it('TicketInput: the shared schema and the SDL state the same limits', () => {
  const declared = schemaLimits(ticketSchema);
  expect(declared).toMatchObject({ subject: { max: 255 } });
  expect(inputLimitDisagreements(readFileSync(join(__dirname, 'ticket.graphql'), 'utf8'), 'TicketInput', declared)).toEqual([]);
});

it('the SDL enum TicketPriority lists the vocabulary of @guide/vocabulary', () => {
  expect(sdlEnumValues(readFileSync(join(__dirname, 'ticket.graphql'), 'utf8'), 'TicketPriority')).toEqual([...TICKET_PRIORITIES]);
});

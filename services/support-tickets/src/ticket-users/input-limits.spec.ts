import { inputLimitDisagreements, readSdl } from '@guide/platform/testing';
import { readInputLimits } from '@guide/platform';
import { Kind, ObjectTypeExtensionNode, parse } from 'graphql';
import { schemaLimits } from '@guide/validation';
import { TICKET_GROUP_NAME_MAX_LENGTH, TICKET_USER_GROUPS_MAX, ticketUserSchema } from './ticket-user.validation';

/** The schema the service runs and the SDL the input guard reads say the same bounds. */
const sdl = readSdl(__dirname);
it('TicketUserInput limits', () =>
  expect(inputLimitDisagreements(sdl, 'TicketUserInput', { ...schemaLimits(ticketUserSchema), groupIds: { max: TICKET_USER_GROUPS_MAX } })).toEqual([]));

it('createTicketGroup(name) is bounded like the service', () => {
  const mutation = parse(sdl).definitions.find((d): d is ObjectTypeExtensionNode => d.kind === Kind.OBJECT_TYPE_EXTENSION && d.name.value === 'Mutation')!;
  const ops = mutation.fields!.map((f) => f.name.value).sort();
  expect(ops).toEqual(['createTicketGroup', 'createTicketUser']);
  const name = mutation.fields!.find((f) => f.name.value === 'createTicketGroup')!.arguments![0];
  expect(readInputLimits(name.description?.value).maxLength).toBe(TICKET_GROUP_NAME_MAX_LENGTH);
});

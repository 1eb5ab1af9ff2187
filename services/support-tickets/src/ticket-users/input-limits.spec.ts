import { inputLimitDisagreements, readSdl } from '@guide/platform/testing';
import { readInputLimits } from '@guide/platform';
import { Kind, ObjectTypeExtensionNode, parse } from 'graphql';
import { schemaLimits } from '@guide/validation';
import { TICKET_GROUP_NAME_MAX_LENGTH, TICKET_USER_GROUPS_MAX, ticketUserSchema, ticketUserUpdateSchema } from './ticket-user.validation';

/** The schema the service runs and the SDL the input guard reads say the same bounds. */
const sdl = readSdl(__dirname);
it('TicketUserInput limits', () =>
  expect(inputLimitDisagreements(sdl, 'TicketUserInput', { ...schemaLimits(ticketUserSchema), groupIds: { max: TICKET_USER_GROUPS_MAX } })).toEqual([]));

it('TicketUserUpdateInput limits', () =>
  expect(inputLimitDisagreements(sdl, 'TicketUserUpdateInput', { ...schemaLimits(ticketUserUpdateSchema), groupIds: { max: TICKET_USER_GROUPS_MAX } })).toEqual(
    [],
  ));

it('createTicketGroup(name) and updateTicketGroup(name) are bounded like the service', () => {
  const mutation = parse(sdl).definitions.find((d): d is ObjectTypeExtensionNode => d.kind === Kind.OBJECT_TYPE_EXTENSION && d.name.value === 'Mutation')!;
  const ops = mutation.fields!.map((f) => f.name.value).sort();
  expect(ops).toEqual(['createTicketGroup', 'createTicketUser', 'deleteTicketGroup', 'deleteTicketUser', 'updateTicketGroup', 'updateTicketUser']);
  for (const op of ['createTicketGroup', 'updateTicketGroup']) {
    const name = mutation.fields!.find((f) => f.name.value === op)!.arguments!.find((a) => a.name.value === 'name')!;
    expect(readInputLimits(name.description?.value).maxLength).toBe(TICKET_GROUP_NAME_MAX_LENGTH);
  }
});

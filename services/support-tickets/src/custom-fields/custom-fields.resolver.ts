import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadGroupsByKey, perRequest } from '@guide/platform';
import { READ_FIELDS, requireAnyPermission } from '../shared/access';
import { CustomFieldRow, CustomFieldsService } from './custom-fields.service';
import type { TicketCustomFieldInput } from '../generated/graphql';

@Resolver('TicketCustomField')
export class CustomFieldsResolver {
  private readonly loaders = perRequest(() => ({
    trackers: loadGroupsByKey(
      (ids: string[]) => this.fields.trackersOf(ids),
      (row: { fieldId: string }) => row.fieldId,
    ),
  }));

  constructor(private readonly fields: CustomFieldsService) {}

  @Query('ticketCustomFields')
  list(@CurrentIdentity() identity: Identity, @Args('trackerId') trackerId?: string | null) {
    requireAnyPermission(identity, READ_FIELDS);
    return this.fields.list(trackerId);
  }

  @Mutation('createTicketCustomField')
  @RequirePermission('support.ticket-fields.create')
  create(@Args('input') input: TicketCustomFieldInput) {
    return this.fields.create(input);
  }

  @Mutation('updateTicketCustomField')
  @RequirePermission('support.ticket-fields.update')
  update(@Args('id') id: string, @Args('input') input: TicketCustomFieldInput) {
    return this.fields.update(id, input);
  }

  @Mutation('deleteTicketCustomField')
  @RequirePermission('support.ticket-fields.delete')
  delete(@Args('id') id: string) {
    return this.fields.delete(id);
  }

  @ResolveField('trackers')
  trackers(@Parent() field: CustomFieldRow, @Context() ctx: object) {
    return this.loaders(ctx).trackers.load(field.id);
  }
}

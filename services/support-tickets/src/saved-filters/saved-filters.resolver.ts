import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission } from '@guide/platform';
import { SavedFiltersService } from './saved-filters.service';
import type { TicketFilterInput } from '../generated/graphql';

/** The signed-in staff member's own filters: the id comes from the token, never from the arguments. */
const staffIdOf = (identity: Identity): string => (identity.kind === 'anonymous' ? '' : identity.id);

@Resolver('TicketSavedFilter')
export class SavedFiltersResolver {
  constructor(private readonly filters: SavedFiltersService) {}

  @Query('ticketSavedFilters')
  @RequirePermission('support.tickets.list')
  list(@CurrentIdentity() identity: Identity) {
    return this.filters.list(staffIdOf(identity));
  }

  @Mutation('saveTicketFilter')
  @RequirePermission('support.tickets.list')
  save(@Args('name') name: string, @Args('filter') filter: TicketFilterInput, @CurrentIdentity() identity: Identity) {
    return this.filters.save(staffIdOf(identity), name, filter);
  }

  @Mutation('deleteTicketFilter')
  @RequirePermission('support.tickets.list')
  remove(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.filters.remove(staffIdOf(identity), id);
  }
}

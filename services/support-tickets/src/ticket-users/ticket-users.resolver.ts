import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadGroupsByKey, perRequest } from '@guide/platform';
import { PICK_GROUPS, PICK_USERS, requireAnyPermission } from '../shared/access';
import { TicketUserEntity } from './ticket-user.entity';
import { TicketUsersService, UserGroupRow } from './ticket-users.service';
import type { TicketUserInput, TicketUserUpdateInput } from '../generated/graphql';

@Resolver('TicketUser')
export class TicketUsersResolver {
  private readonly loaders = perRequest(() => ({
    groups: loadGroupsByKey(
      (ids: string[]) => this.users.groupsOfUsers(ids),
      (r: UserGroupRow) => r.userId,
    ),
  }));

  constructor(private readonly users: TicketUsersService) {}

  @Query('ticketUsers')
  list(@CurrentIdentity() identity: Identity) {
    requireAnyPermission(identity, PICK_USERS);
    return this.users.users();
  }

  @Mutation('createTicketUser')
  @RequirePermission('support.ticket-users.create')
  create(@Args('input') input: TicketUserInput) {
    return this.users.createUser(input);
  }

  @Mutation('updateTicketUser')
  @RequirePermission('support.ticket-users.update')
  update(@Args('id') id: string, @Args('input') input: TicketUserUpdateInput) {
    return this.users.updateUser(id, input);
  }

  @Mutation('deleteTicketUser')
  @RequirePermission('support.ticket-users.delete')
  remove(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.users.deleteUser(id, identity);
  }

  @ResolveField('groups')
  async groups(@Parent() user: TicketUserEntity, @Context() ctx: object) {
    return (await this.loaders(ctx).groups.load(user.id)).map((r) => r.group);
  }
}

@Resolver('TicketGroup')
export class TicketGroupsResolver {
  constructor(private readonly users: TicketUsersService) {}

  @Query('ticketGroups')
  list(@CurrentIdentity() identity: Identity) {
    requireAnyPermission(identity, PICK_GROUPS);
    return this.users.groups();
  }

  @Mutation('createTicketGroup')
  @RequirePermission('support.ticket-groups.create')
  create(@Args('name') name: string) {
    return this.users.createGroup(name);
  }

  @Mutation('updateTicketGroup')
  @RequirePermission('support.ticket-groups.update')
  update(@Args('id') id: string, @Args('name') name: string) {
    return this.users.updateGroup(id, name);
  }

  @Mutation('deleteTicketGroup')
  @RequirePermission('support.ticket-groups.delete')
  remove(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.users.deleteGroup(id, identity);
  }
}

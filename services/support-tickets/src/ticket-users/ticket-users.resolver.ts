import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission, loadGroupsByKey, perRequest } from '@guide/platform';
import { TicketUserEntity } from './ticket-user.entity';
import { TicketUserInput } from './ticket-user.validation';
import { TicketUsersService, UserGroupRow } from './ticket-users.service';

@Resolver('TicketUser')
export class TicketUsersResolver {
  private readonly loaders = perRequest(() => ({
    groups: loadGroupsByKey((ids: string[]) => this.users.groupsOfUsers(ids), (r: UserGroupRow) => r.userId),
  }));

  constructor(private readonly users: TicketUsersService) {}

  @Query('ticketUsers')
  @RequirePermission('support.ticket-users.list')
  list() {
    return this.users.users();
  }

  @Mutation('createTicketUser')
  @RequirePermission('support.ticket-users.create')
  create(@Args('input') input: TicketUserInput) {
    return this.users.createUser(input);
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
  @RequirePermission('support.ticket-groups.list')
  list() {
    return this.users.groups();
  }

  @Mutation('createTicketGroup')
  @RequirePermission('support.ticket-groups.create')
  create(@Args('name') name: string) {
    return this.users.createGroup(name);
  }
}

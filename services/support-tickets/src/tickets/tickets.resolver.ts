import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { TicketUsersService } from '../ticket-users/ticket-users.service';
import { TicketEntity } from './ticket.entity';
import { TicketJournalEntity } from './ticket-journal.entity';
import { TicketStatus } from './ticket-status';
import { TicketUpdateInput } from './ticket-update';
import { TicketInput } from './ticket.validation';
import { TicketListArgs, TicketsService } from './tickets.service';

@Resolver('Ticket')
export class TicketsResolver {
  /** Batched per request: a list of tickets asks once for all their trackers, parents, subtasks and journals. */
  private readonly loaders = perRequest(() => ({
    tickets: loadByKey((ids: string[]) => this.tickets.ticketsByIds(ids), (t) => t.id),
    trackers: loadByKey((ids: string[]) => this.tickets.trackersByIds(ids), (t) => t.id),
    users: loadByKey((ids: string[]) => this.users.usersByIds(ids), (u) => u.id),
    groups: loadByKey((ids: string[]) => this.users.groupsByIds(ids), (g) => g.id),
    subtasks: loadGroupsByKey((ids: string[]) => this.tickets.subtasksOf(ids), (t: TicketEntity) => t.parentId!),
    journal: loadGroupsByKey((ids: string[]) => this.tickets.journalOf(ids), (j: TicketJournalEntity) => j.ticketId),
  }));

  constructor(
    private readonly tickets: TicketsService,
    private readonly users: TicketUsersService,
  ) {}

  @Query('tickets')
  @RequirePermission('support.tickets.list')
  list(@Args() args: TicketListArgs) {
    return this.tickets.list(args);
  }

  @Query('ticket')
  @RequirePermission('support.tickets.view')
  ticket(@Args('id') id: string) {
    return this.tickets.get(id);
  }

  @Mutation('createTicket')
  @RequirePermission('support.tickets.create')
  create(@Args('input') input: TicketInput) {
    return this.tickets.create(input);
  }

  @Mutation('updateTicketStatus')
  @RequirePermission('support.tickets.update')
  updateStatus(@Args('id') id: string, @Args('status') status: TicketStatus, @CurrentIdentity() identity: Identity) {
    return this.tickets.updateStatus(id, status, identity);
  }

  @Mutation('updateTicket')
  @RequirePermission('support.tickets.update')
  update(@Args('id') id: string, @Args('input') input: TicketUpdateInput, @CurrentIdentity() identity: Identity) {
    return this.tickets.update(id, input, identity);
  }

  @Mutation('deleteTickets')
  @RequirePermission('support.tickets.delete')
  deleteMany(@Args('ids') ids: string[]) {
    return this.tickets.deleteMany(ids);
  }

  @ResolveField('tracker')
  tracker(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return this.loaders(ctx).trackers.load(ticket.trackerId);
  }

  @ResolveField('assignee')
  assignee(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return ticket.assigneeId ? this.loaders(ctx).users.load(ticket.assigneeId) : null;
  }

  @ResolveField('assignedGroup')
  assignedGroup(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return ticket.assignedGroupId ? this.loaders(ctx).groups.load(ticket.assignedGroupId) : null;
  }

  @ResolveField('parent')
  parent(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return ticket.parentId ? this.loaders(ctx).tickets.load(ticket.parentId) : null;
  }

  @ResolveField('subtasks')
  subtasks(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return this.loaders(ctx).subtasks.load(ticket.id);
  }

  @ResolveField('journal')
  journal(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return this.loaders(ctx).journal.load(ticket.id);
  }
}

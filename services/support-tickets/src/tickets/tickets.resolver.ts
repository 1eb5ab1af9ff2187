import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  ANONYMOUS,
  CurrentIdentity,
  Identity,
  RequireCustomer,
  RequirePermission,
  loadByKey,
  loadGroupsByKey,
  perRequest,
  localeOf,
  CurrentCustomer,
  type CustomerIdentity,
} from '@guide/platform';
import { RequestContext } from '../shared/locale';
import { TicketUsersService } from '../ticket-users/ticket-users.service';
import { TicketEntity } from './ticket.entity';
import { TicketCustomValuesService } from './ticket-custom-values.service';
import { TicketJournalEntity } from './ticket-journal.entity';
import { TicketJournalService } from './ticket-journal.service';
import { TicketStatus } from './ticket-status';
import type { QueryTicketsArgs, TicketInput, TicketUpdateInput } from '../generated/graphql';
import { TicketsService } from './tickets.service';
import { TicketWatchersService } from './ticket-watchers.service';
import type { QueryMyTicketsArgs } from '../generated/graphql';

/** A customer reads their own ticket without the staff's information (assignee, watchers, internal notes…). */
const isCustomer = (ctx: { identity?: Identity }) => (ctx.identity ?? ANONYMOUS).kind === 'customer';

/**
 * A customer's view of the journal: entries with a public note or a status change, only the status among
 * the changes, staff shown as `support`.
 */
export function customerJournal(entries: TicketJournalEntity[]): TicketJournalEntity[] {
  return entries
    .map((e) => ({ ...e, notes: e.internal ? null : e.notes, changes: e.changes.filter((c) => c.field === 'status') }))
    .filter((e) => e.notes || e.changes.length)
    .map((e) => ({ ...e, internal: false, author: e.authorKind === 'STAFF' ? 'support' : e.author }));
}

@Resolver('Ticket')
export class TicketsResolver {
  /** Batched per request: a list of tickets asks once for all their trackers, parents, subtasks and journals. */
  private readonly loaders = perRequest(() => ({
    tickets: loadByKey(
      (ids: string[]) => this.tickets.ticketsByIds(ids),
      (t) => t.id,
    ),
    trackers: loadByKey(
      (ids: string[]) => this.tickets.trackersByIds(ids),
      (t) => t.id,
    ),
    users: loadByKey(
      (ids: string[]) => this.users.usersByIds(ids),
      (u) => u.id,
    ),
    groups: loadByKey(
      (ids: string[]) => this.users.groupsByIds(ids),
      (g) => g.id,
    ),
    subtasks: loadGroupsByKey(
      (ids: string[]) => this.tickets.subtasksOf(ids),
      (t: TicketEntity) => t.parentId!,
    ),
    journal: loadGroupsByKey(
      (ids: string[]) => this.journalService.journalOf(ids),
      (j: TicketJournalEntity) => j.ticketId,
    ),
    watchers: loadGroupsByKey(
      (ids: string[]) => this.watcherService.watchersOf(ids),
      (w) => w.ticketId,
    ),
    // Keyed by "ticketId:trackerId" so a batch reads each ticket's own tracker fields in one query.
    customFields: loadGroupsByKey(
      (keys: string[]) => this.customValueService.customFieldsOf(keys.map((k) => ({ id: k.split(':')[0], trackerId: k.split(':')[1] }))),
      (row) => `${row.ticketId}:${row.trackerId}`,
    ),
  }));

  constructor(
    private readonly tickets: TicketsService,
    private readonly journalService: TicketJournalService,
    private readonly watcherService: TicketWatchersService,
    private readonly customValueService: TicketCustomValuesService,
    private readonly users: TicketUsersService,
  ) {}

  @Query('tickets')
  @RequirePermission('support.tickets.list')
  list(@Args() args: QueryTicketsArgs) {
    return this.tickets.list(args);
  }

  /** Staff with support.tickets.view, or the customer who opened it: checked by the service. */
  @Query('ticket')
  ticket(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.tickets.getFor(id, identity);
  }

  @Query('myTickets')
  @RequireCustomer()
  myTickets(@Args() args: QueryMyTicketsArgs, @CurrentCustomer() customer: CustomerIdentity) {
    return this.tickets.myTickets(customer.id, args);
  }

  @Mutation('createTicket')
  @RequirePermission('support.tickets.create')
  create(@Args('input') input: TicketInput, @CurrentIdentity() identity: Identity) {
    return this.tickets.create(input, identity);
  }

  @Mutation('openSupportTicket')
  @RequireCustomer()
  open(
    @Args('subject') subject: string,
    @Args('description') description: string,
    @Args('orderNumber') orderNumber: string | null | undefined,
    @CurrentCustomer() customer: CustomerIdentity,
    @Context() ctx: RequestContext,
  ) {
    return this.tickets.openSupportTicket(customer, localeOf(ctx), { subject, description, orderNumber });
  }

  @Mutation('addMyTicketNote')
  @RequireCustomer()
  addNote(@Args('id') id: string, @Args('notes') notes: string, @CurrentCustomer() customer: CustomerIdentity) {
    return this.tickets.addCustomerNote(customer, id, notes);
  }

  @Mutation('updateTicketStatus')
  @RequirePermission('support.tickets.update')
  updateStatus(@Args('id') id: string, @Args('status') status: TicketStatus, @CurrentIdentity() identity: Identity) {
    return this.tickets.updateStatus(id, status, identity);
  }

  @Mutation('updateTicketsStatus')
  @RequirePermission('support.tickets.update')
  updateManyStatus(@Args('ids') ids: string[], @Args('status') status: TicketStatus, @CurrentIdentity() identity: Identity) {
    return this.tickets.updateManyStatus(ids, status, identity);
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
    return ticket.assigneeId && !isCustomer(ctx) ? this.loaders(ctx).users.load(ticket.assigneeId) : null;
  }

  @ResolveField('assignedGroup')
  assignedGroup(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return ticket.assignedGroupId && !isCustomer(ctx) ? this.loaders(ctx).groups.load(ticket.assignedGroupId) : null;
  }

  @ResolveField('parent')
  parent(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return ticket.parentId && !isCustomer(ctx) ? this.loaders(ctx).tickets.load(ticket.parentId) : null;
  }

  @ResolveField('subtasks')
  subtasks(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return isCustomer(ctx) ? [] : this.loaders(ctx).subtasks.load(ticket.id);
  }

  @ResolveField('journal')
  async journal(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    const entries = await this.loaders(ctx).journal.load(ticket.id);
    return isCustomer(ctx) ? customerJournal(entries) : entries;
  }

  @ResolveField('watchers')
  watchers(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return isCustomer(ctx) ? [] : this.loaders(ctx).watchers.load(ticket.id);
  }

  @ResolveField('customFields')
  customFields(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return isCustomer(ctx) ? [] : this.loaders(ctx).customFields.load(`${ticket.id}:${ticket.trackerId}`);
  }

  @ResolveField('requesterEmail')
  requesterEmail(@Parent() ticket: TicketEntity, @Context() ctx: object) {
    return isCustomer(ctx) ? null : ticket.requesterEmail;
  }
}

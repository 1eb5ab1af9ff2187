import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission } from '@guide/platform';
import { TicketEntity } from './ticket.entity';
import { TicketStatus } from './ticket-status';
import { TicketInput } from './ticket.validation';
import { TicketListArgs, TicketsService } from './tickets.service';

@Resolver('Ticket')
export class TicketsResolver {
  constructor(private readonly tickets: TicketsService) {}

  @Query('tickets')
  @RequirePermission('support.tickets.list')
  list(@Args() args: TicketListArgs) {
    return this.tickets.list(args);
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
}

import { Module } from '@nestjs/common';
import { TicketGroupsResolver, TicketUsersResolver } from './ticket-users.resolver';
import { TicketUsersService } from './ticket-users.service';

/** Ticket users and groups: who a ticket can be assigned to. */
@Module({
  providers: [TicketUsersService, TicketUsersResolver, TicketGroupsResolver],
  exports: [TicketUsersService],
})
export class TicketUsersModule {}

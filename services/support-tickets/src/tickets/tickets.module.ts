import { Module } from '@nestjs/common';
import { TicketUsersModule } from '../ticket-users/ticket-users.module';
import { TrackersResolver } from '../trackers/trackers.resolver';
import { TicketsResolver } from './tickets.resolver';
import { TicketsService } from './tickets.service';

/** Support tickets: the back office's queue, trackers, status changes, journal and subtasks. */
@Module({
  imports: [TicketUsersModule],
  providers: [TicketsService, TicketsResolver, TrackersResolver],
  exports: [TicketsService],
})
export class TicketsModule {}

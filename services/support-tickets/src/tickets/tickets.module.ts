import { Module } from '@nestjs/common';
import { TicketUsersModule } from '../ticket-users/ticket-users.module';
import { TrackersResolver } from '../trackers/trackers.resolver';
import { TicketCustomValuesService } from './ticket-custom-values.service';
import { TicketJournalService } from './ticket-journal.service';
import { TicketWatchersService } from './ticket-watchers.service';
import { TicketsResolver } from './tickets.resolver';
import { TicketsService } from './tickets.service';

/**
 * Support tickets: the back office's queue, trackers, status changes, journal and subtasks. The ticket core
 * (tickets.service.ts) writes through the journal, watcher and custom-value services in its own transaction.
 */
@Module({
  imports: [TicketUsersModule],
  providers: [TicketsService, TicketJournalService, TicketWatchersService, TicketCustomValuesService, TicketsResolver, TrackersResolver],
  exports: [TicketsService],
})
export class TicketsModule {}

import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { SubgraphConfig, subgraphAppModule } from '@guide/platform';
import { Tickets1700000004000 } from './migrations/1700000004000-tickets';
import { UpdatedAt1700000004050 } from './migrations/1700000004050-updated-at';
import { StatusHistory1700000004100 } from './migrations/1700000004100-status-history';
import { TrackersJournalSubtasks1700000004200 } from './migrations/1700000004200-trackers-journal-subtasks';
import { TicketUsersGroups1700000004300 } from './migrations/1700000004300-ticket-users-groups';
import { TicketGroupEntity, TicketUserEntity } from './ticket-users/ticket-user.entity';
import { TicketUsersModule } from './ticket-users/ticket-users.module';
import { TrackerEntity } from './trackers/tracker.entity';
import { TicketJournalEntity } from './tickets/ticket-journal.entity';
import { TicketEntity } from './tickets/ticket.entity';
import { TicketsModule } from './tickets/tickets.module';

export const SERVICE = 'support-tickets';

/** Variables of this service beyond the platform's (none yet). */
export const supportTicketsEnv = {};

export const MIGRATIONS = [Tickets1700000004000, UpdatedAt1700000004050, StatusHistory1700000004100, TrackersJournalSubtasks1700000004200, TicketUsersGroups1700000004300];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [TicketEntity, TrackerEntity, TicketJournalEntity, TicketUserEntity, TicketGroupEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      features: [TicketsModule, TicketUsersModule],
    });
  }
}

import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { MailSender, SubgraphConfig, subgraphAppModule } from '@guide/platform';
import { ticketsMailEnv, smtpMailSender } from './mailer/mailer.config';
import { TicketsMailerModule } from './mailer/mailer.module';
import { Tickets1700000004000 } from './migrations/1700000004000-tickets';
import { UpdatedAt1700000004050 } from './migrations/1700000004050-updated-at';
import { StatusHistory1700000004100 } from './migrations/1700000004100-status-history';
import { TrackersJournalSubtasks1700000004200 } from './migrations/1700000004200-trackers-journal-subtasks';
import { TicketUsersGroups1700000004300 } from './migrations/1700000004300-ticket-users-groups';
import { SavedFilters1700000004500 } from './migrations/1700000004500-saved-filters';
import { TicketSavedFilterEntity } from './saved-filters/saved-filter.entity';
import { SavedFiltersModule } from './saved-filters/saved-filters.module';
import { seedSupportTickets } from './seed/demo-seed';
import { CustomersWatchersCustomFields1700000004400 } from './migrations/1700000004400-customers-watchers-custom-fields';
import { CustomFieldsModule } from './custom-fields/custom-fields.module';
import { OrdersModule } from './orders/customer-order.consumer';
import { TicketGroupEntity, TicketUserEntity } from './ticket-users/ticket-user.entity';
import { TicketUsersModule } from './ticket-users/ticket-users.module';
import { TrackerEntity } from './trackers/tracker.entity';
import { TicketJournalEntity } from './tickets/ticket-journal.entity';
import { TicketEntity } from './tickets/ticket.entity';
import { TicketsModule } from './tickets/tickets.module';

export const SERVICE = 'support-tickets';

/** Variables of this service beyond the platform's: the mailer's (SMTP, sender, site origin of links). */
export const supportTicketsEnv = { ...ticketsMailEnv };

export const MIGRATIONS = [Tickets1700000004000, UpdatedAt1700000004050, StatusHistory1700000004100, TrackersJournalSubtasks1700000004200, TicketUsersGroups1700000004300, CustomersWatchersCustomFields1700000004400, SavedFilters1700000004500];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig, options: { mailSender?: () => MailSender } = {}): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [TicketEntity, TrackerEntity, TicketJournalEntity, TicketUserEntity, TicketGroupEntity, TicketSavedFilterEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      seed: seedSupportTickets,
      features: [TicketsModule, TicketUsersModule, SavedFiltersModule, CustomFieldsModule, OrdersModule, TicketsMailerModule.forRoot(options.mailSender ?? smtpMailSender(config))],
    });
  }
}

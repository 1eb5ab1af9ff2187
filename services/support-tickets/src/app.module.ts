import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { EventMailerModule, MailSender, SettingsReaderModule, SubgraphConfig, smtpMailSender, subgraphAppModule } from '@guide/platform';
import { ticketsMailEnv } from './mailer/mailer.config';
import { TICKETS_MAILS } from './mailer/mails';
import { TicketSavedFilterEntity } from './saved-filters/saved-filter.entity';
import { SavedFiltersModule } from './saved-filters/saved-filters.module';
import { seedSupportTickets } from './seed/demo-seed';
import { CustomFieldsModule } from './custom-fields/custom-fields.module';
import { OrdersModule } from './orders/customer-order.consumer';
import { PrivacyModule } from './privacy/customer-erasure.consumer';
import { TicketGroupEntity, TicketUserEntity } from './ticket-users/ticket-user.entity';
import { TicketUsersModule } from './ticket-users/ticket-users.module';
import { TrackerEntity } from './trackers/tracker.entity';
import { TicketJournalEntity } from './tickets/ticket-journal.entity';
import { TicketEntity } from './tickets/ticket.entity';
import { TicketsModule } from './tickets/tickets.module';
import { MIGRATIONS } from './migrations';

export const SERVICE = 'support-tickets';

/** Variables of this service beyond the platform's: the mailer's (SMTP, sender, site origin of links). */
export const supportTicketsEnv = { ...ticketsMailEnv };

export { MIGRATIONS };

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
      features: [
        TicketsModule,
        TicketUsersModule,
        SavedFiltersModule,
        CustomFieldsModule,
        OrdersModule,
        PrivacyModule, // issue 25: RGPD erasure of a customer's e-mail address on their tickets
        SettingsReaderModule.forRoot({ consumer: 'support-tickets.settings' }), // general.contactEmail and the emails sender
        EventMailerModule.forRoot(TICKETS_MAILS, options.mailSender ?? smtpMailSender(config)),
      ],
    });
  }
}

import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { EventMailerModule, MailSender, SettingsReaderModule, SmtpMailSender, subgraphAppModule } from '@guide/platform';
import { AccountsModule } from './accounts/accounts.module';
import { CustomerTokenEntity } from './accounts/customer-token.entity';
import { AddressEntity } from './addresses/address.entity';
import { AddressesModule } from './addresses/addresses.module';
import { ApiKeyEntity } from './api-keys/api-key.entity';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AdminEntity } from './admins/admin.entity';
import { AdminsModule } from './admins/admins.module';
import { CustomerGroupEntity } from './customer-groups/customer-group.entity';
import { CustomerGroupsModule } from './customer-groups/customer-groups.module';
import { CustomerNoteEntity } from './customer-notes/customer-note.entity';
import { CustomerNotesModule } from './customer-notes/customer-notes.module';
import { CustomerEntity } from './customers/customer.entity';
import { CustomersModule } from './customers/customers.module';
import { DashboardModule } from './dashboard/dashboard.resolver';
import { IdentityConfig, identityEnv } from './identity.config';
import { IDENTITY_MAILS } from './mailer/mails';
import { PrivacyModule } from './privacy/privacy.module';
import { RoleEntity } from './roles/role.entity';
import { RolesModule } from './roles/roles.module';
import { seedIdentity } from './seed/demo-seed';
import { SessionEntity } from './sessions/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { SupplierEntity } from './suppliers/supplier.entity';
import { SuppliersModule } from './suppliers/suppliers.module';
import { AuthAttemptEntity } from './throttling/auth-attempt.entity';
import { TicketAgentsModule } from './ticket-agents/ticket-agents.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { ThrottlingModule } from './throttling/throttling.module';
import { MIGRATIONS } from './migrations';

export const SERVICE = 'identity';
export { identityEnv, type IdentityConfig };

export { MIGRATIONS };
export const ENTITIES = [
  CustomerEntity,
  CustomerGroupEntity,
  AddressEntity,
  CustomerTokenEntity,
  SessionEntity,
  AuthAttemptEntity,
  RoleEntity,
  AdminEntity,
  CustomerNoteEntity,
  SupplierEntity,
  ApiKeyEntity,
];

@Module({})
export class AppModule {
  /** `mailSender` replaces SMTP (tests of other services may pass a double); by default SMTP_URL is used. */
  static forRoot(config: IdentityConfig, options: { mailSender?: MailSender } = {}): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      seed: seedIdentity,
      features: [
        ThrottlingModule,
        SessionsModule,
        CustomersModule,
        AccountsModule,
        AddressesModule,
        RolesModule,
        AdminsModule,
        CustomerGroupsModule,
        CustomerNotesModule,
        SuppliersModule,
        TicketAgentsModule,
        PrivacyModule,
        ApiKeysModule, // issue 26: partners' API keys (Settings › API keys, the gateway's verify/usage routes)
        WebhooksModule, // issue 26: partners' signed webhooks (Settings › Webhooks, the delivery worker)
        DashboardModule, // issue 25: the back office dashboard's new-customers count
        SettingsReaderModule.forRoot({ consumer: 'identity.settings' }), // customers.* and the emails sender (Settings › Configuration)
        EventMailerModule.forRoot(IDENTITY_MAILS, () => options.mailSender ?? new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM)),
      ],
    });
  }
}

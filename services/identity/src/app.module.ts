import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, parkedEventsResolver } from '@guide/platform';
import { AccountsResolver } from './accounts/accounts.resolver';
import { AccountsService } from './accounts/accounts.service';
import { CustomerTokenEntity } from './accounts/customer-token.entity';
import { AddressEntity } from './addresses/address.entity';
import { AddressesResolver } from './addresses/addresses.resolver';
import { AddressesService } from './addresses/addresses.service';
import { AdminEntity } from './admins/admin.entity';
import { AdminsResolver } from './admins/admins.resolver';
import { AdminsService } from './admins/admins.service';
import { CustomerGroupEntity } from './customer-groups/customer-group.entity';
import { CustomerGroupsResolver } from './customer-groups/customer-groups.resolver';
import { CustomerGroupsService } from './customer-groups/customer-groups.service';
import { CustomerNoteEntity } from './customer-notes/customer-note.entity';
import { CustomerNotesFieldResolver, CustomerNotesResolver } from './customer-notes/customer-notes.resolver';
import { CustomerNotesService } from './customer-notes/customer-notes.service';
import { CustomerEntity } from './customers/customer.entity';
import { CustomersResolver } from './customers/customers.resolver';
import { CustomersService } from './customers/customers.service';
import { IdentityConfig, identityEnv } from './identity.config';
import { MAIL_SENDER, MailSender, SmtpMailSender } from './mailer/mail-sender';
import { MailerConsumer } from './mailer/mailer.consumer';
import { Customers1700000000100 } from './migrations/1700000000100-customers';
import { Sessions1700000000200 } from './migrations/1700000000200-sessions';
import { Staff1700000000300 } from './migrations/1700000000300-staff';
import { CustomerNotes1700000000400 } from './migrations/1700000000400-customer-notes';
import { Suppliers1700000000500 } from './migrations/1700000000500-suppliers';
import { SessionSecurity1700000000600 } from './migrations/1700000000600-session-security';
import { RoleEntity } from './roles/role.entity';
import { RolesResolver } from './roles/roles.resolver';
import { RolesService } from './roles/roles.service';
import { seedIdentity } from './seed/demo-seed';
import { SessionCheckController } from './sessions/session-check.controller';
import { SessionCookies } from './sessions/session-cookies';
import { SessionEntity } from './sessions/session.entity';
import { SessionsService } from './sessions/sessions.service';
import { SupplierEntity } from './suppliers/supplier.entity';
import { SuppliersResolver } from './suppliers/suppliers.resolver';
import { SuppliersService } from './suppliers/suppliers.service';
import { AuthAttemptEntity } from './throttling/auth-attempt.entity';
import { ThrottleService } from './throttling/throttle.service';

export const SERVICE = 'identity';
export { identityEnv, type IdentityConfig };

export const MIGRATIONS = [Customers1700000000100, Sessions1700000000200, Staff1700000000300, CustomerNotes1700000000400, Suppliers1700000000500, SessionSecurity1700000000600];
export const ENTITIES = [CustomerEntity, CustomerGroupEntity, AddressEntity, CustomerTokenEntity, SessionEntity, AuthAttemptEntity, RoleEntity, AdminEntity, CustomerNoteEntity, SupplierEntity];

@Module({})
export class AppModule {
  /** `mailSender` replaces SMTP (tests of other services may pass a double); by default SMTP_URL is used. */
  static forRoot(config: IdentityConfig, options: { mailSender?: MailSender } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          service: SERVICE,
          config,
          entities: ENTITIES,
          migrations: MIGRATIONS,
          typePaths: [join(__dirname, '**/*.graphql')],
          seed: seedIdentity,
        }),
      ],
      controllers: [SessionCheckController],
      providers: [
        { provide: MAIL_SENDER, useFactory: () => options.mailSender ?? new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM) },
        ThrottleService,
        SessionsService,
        SessionCookies,
        CustomersService,
        AccountsService,
        AddressesService,
        RolesService,
        AdminsService,
        CustomerGroupsService,
        CustomerNotesService,
        SuppliersService,
        CustomersResolver,
        AccountsResolver,
        AddressesResolver,
        RolesResolver,
        AdminsResolver,
        CustomerGroupsResolver,
        CustomerNotesResolver,
        CustomerNotesFieldResolver,
        SuppliersResolver,
        MailerConsumer,
        parkedEventsResolver(SERVICE),
      ],
    };
  }
}

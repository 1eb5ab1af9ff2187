import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { AccountsResolver } from './accounts.resolver';
import { AccountsService } from './accounts.service';

/** Customer accounts: registration, e-mail verification, sign-in and password reset. */
@Module({
  imports: [CustomersModule, SessionsModule, ThrottlingModule],
  providers: [AccountsService, AccountsResolver],
})
export class AccountsModule {}

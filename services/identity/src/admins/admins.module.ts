import { Module } from '@nestjs/common';
import { RolesModule } from '../roles/roles.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { AdminsResolver } from './admins.resolver';
import { AdminsService } from './admins.service';

/** Back-office staff: accounts, sign-in, grants of roles. */
@Module({
  imports: [RolesModule, SessionsModule, ThrottlingModule],
  providers: [AdminsService, AdminsResolver],
})
export class AdminsModule {}

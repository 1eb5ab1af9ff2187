import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { PrivacyResolver } from './privacy.resolver';
import { PrivacyService } from './privacy.service';

/** The customer's RGPD rights: export of their data, deletion of their account. */
@Module({
  imports: [SessionsModule, ThrottlingModule],
  providers: [PrivacyService, PrivacyResolver],
})
export class PrivacyModule {}

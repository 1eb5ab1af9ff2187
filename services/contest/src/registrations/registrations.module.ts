import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module';
import { RegistrationsResolver } from './registrations.resolver';
import { RegistrationsService } from './registrations.service';

/** Contest registrations: visitors' applications to the open edition, the back office's list and export. */
@Module({
  imports: [EditionsModule],
  providers: [RegistrationsService, RegistrationsResolver],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}

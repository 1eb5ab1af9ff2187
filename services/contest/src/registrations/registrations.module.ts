import { Module } from '@nestjs/common';
import { RegistrationsResolver } from './registrations.resolver';
import { RegistrationsService } from './registrations.service';

/** Contest registrations: the open edition, visitors' registrations and the back office's list. */
@Module({
  providers: [RegistrationsService, RegistrationsResolver],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}

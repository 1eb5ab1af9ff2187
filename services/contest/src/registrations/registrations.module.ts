import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module';
import { FormThrottle } from '../shared/form-throttle';
import { RegistrationsResolver } from './registrations.resolver';
import { RegistrationsService } from './registrations.service';

/** Contest registrations: visitors' applications to the open edition, the back office's list and export. */
@Module({
  imports: [EditionsModule],
  providers: [FormThrottle, RegistrationsService, RegistrationsResolver],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}

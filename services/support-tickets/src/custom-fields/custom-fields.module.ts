import { Module } from '@nestjs/common';
import { CustomFieldsResolver } from './custom-fields.resolver';
import { CustomFieldsService } from './custom-fields.service';

/** Custom fields of tickets, per tracker (their values live with the tickets, see tickets/ticket-custom-values.service.ts). */
@Module({
  providers: [CustomFieldsService, CustomFieldsResolver],
  exports: [CustomFieldsService],
})
export class CustomFieldsModule {}

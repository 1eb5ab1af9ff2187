import { Module } from '@nestjs/common';
import { CustomerNotesFieldResolver, CustomerNotesResolver } from './customer-notes.resolver';
import { CustomerNotesService } from './customer-notes.service';

/** Staff notes on a customer (`Customer.notes`). */
@Module({
  providers: [CustomerNotesService, CustomerNotesResolver, CustomerNotesFieldResolver],
})
export class CustomerNotesModule {}

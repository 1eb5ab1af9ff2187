import { Module } from '@nestjs/common';
import { CustomerGroupsResolver } from './customer-groups.resolver';
import { CustomerGroupsService } from './customer-groups.service';

/** Customer groups (general public, professionals…). */
@Module({
  providers: [CustomerGroupsService, CustomerGroupsResolver],
})
export class CustomerGroupsModule {}

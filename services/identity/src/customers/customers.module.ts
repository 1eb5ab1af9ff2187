import { Module } from '@nestjs/common';
import { CustomerAdminService } from './customer-admin.service';
import { CustomersResolver } from './customers.resolver';
import { CustomersService } from './customers.service';

/** Customers: the back office's list and detail, the customer's own profile. */
@Module({
  providers: [CustomersService, CustomerAdminService, CustomersResolver],
  exports: [CustomersService],
})
export class CustomersModule {}

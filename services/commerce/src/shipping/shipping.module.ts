import { Module } from '@nestjs/common';
import { RateTablesService } from './rate-tables.service';
import { ShippingResolver } from './shipping.resolver';

/** Shipping methods as rate tables staff edit (issue 25); carts and orders read them through RateTablesService. */
@Module({
  providers: [RateTablesService, ShippingResolver],
  exports: [RateTablesService],
})
export class ShippingModule {}

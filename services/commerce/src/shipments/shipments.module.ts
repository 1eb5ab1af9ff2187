import { Module } from '@nestjs/common';
import { OrderShipmentsResolver, ShipmentsResolver } from './shipments.resolver';
import { ShipmentsService } from './shipments.service';

/** Issue 23 (after the order): parcels of an order, their tracking links and delivery (README.md). */
@Module({
  providers: [ShipmentsService, ShipmentsResolver, OrderShipmentsResolver],
  exports: [ShipmentsService],
})
export class ShipmentsModule {}

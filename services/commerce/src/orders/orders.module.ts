import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { ShippingModule } from '../shipping/shipping.module';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';

/** Orders and quotes: the customer's history, the back office's list, status changes and payments. */
@Module({
  imports: [InventoryModule, TransactionsModule, PromotionsModule, ShippingModule],
  providers: [OrdersService, OrdersResolver],
  exports: [OrdersService],
})
export class OrdersModule {}

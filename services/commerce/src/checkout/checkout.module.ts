import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CouponsModule } from '../coupons/coupons.module';
import { InventoryModule } from '../inventory/inventory.module';
import { OrdersModule } from '../orders/orders.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { CheckoutResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';
import { PaymentMethodsModule } from './payment-methods';

/** Orders and quotes out of carts, payments (bank transfer, test card, and the payments folder's providers). */
@Module({
  imports: [CartModule, OrdersModule, InventoryModule, CouponsModule, TransactionsModule, PaymentMethodsModule, PromotionsModule],
  providers: [CheckoutService, CheckoutResolver],
  exports: [CheckoutService],
})
export class CheckoutModule {}

import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module';
import { ProductsModule } from '../products/products.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { ShippingModule } from '../shipping/shipping.module';
import { TaxesModule } from '../taxes/taxes.module';
import { CartResolver } from './cart.resolver';
import { CartService } from './cart.service';

/** Guests' and customers' carts, their prices, coupon, addresses and shipping method. */
@Module({
  imports: [ProductsModule, CouponsModule, PromotionsModule, ShippingModule, TaxesModule],
  providers: [CartService, CartResolver],
  exports: [CartService],
})
export class CartModule {}

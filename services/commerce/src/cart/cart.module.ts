import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module';
import { ProductsModule } from '../products/products.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { CartResolver } from './cart.resolver';
import { CartService } from './cart.service';

/** Guests' and customers' carts, their prices, coupon, addresses and shipping method. */
@Module({
  imports: [ProductsModule, CouponsModule, PromotionsModule],
  providers: [CartService, CartResolver],
  exports: [CartService],
})
export class CartModule {}

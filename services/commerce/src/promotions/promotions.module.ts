import { Module } from '@nestjs/common';
import { OrderDiscountsService } from './order-discounts.service';
import { CouponPromotionResolver, OrderDiscountsResolver, ProductSalePriceResolver, PromotionsResolver } from './promotions.resolver';
import { PromotionsService } from './promotions.service';

/** Promotions (conditions and actions), vouchers, the pricing of carts through them, and the discounts orders keep. */
@Module({
  providers: [PromotionsService, OrderDiscountsService, PromotionsResolver, CouponPromotionResolver, ProductSalePriceResolver, OrderDiscountsResolver],
  exports: [PromotionsService, OrderDiscountsService],
})
export class PromotionsModule {}

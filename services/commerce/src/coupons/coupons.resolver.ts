import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PageArgs, RequirePermission } from '@guide/platform';
import { CouponInput } from './coupon-rules';
import { CouponsService } from './coupons.service';

@Resolver('Coupon')
export class CouponsResolver {
  constructor(private readonly coupons: CouponsService) {}

  @Query('coupons')
  @RequirePermission('marketing.coupons.list')
  list(@Args() args: PageArgs) {
    return this.coupons.list(args);
  }

  @Mutation('createCoupon')
  @RequirePermission('marketing.coupons.create')
  create(@Args('input') input: CouponInput) {
    return this.coupons.create(input);
  }

  @Mutation('deleteCoupon')
  @RequirePermission('marketing.coupons.delete')
  delete(@Args('id') id: string) {
    return this.coupons.delete(id);
  }
}

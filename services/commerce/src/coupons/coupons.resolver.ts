import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { CouponsService } from './coupons.service';
import type { MutationCreateCouponArgs, QueryCouponsArgs } from '../generated/graphql';

@Resolver('Coupon')
export class CouponsResolver {
  constructor(private readonly coupons: CouponsService) {}

  @Query('coupons')
  @RequirePermission('marketing.coupons.list')
  list(@Args() args: QueryCouponsArgs) {
    return this.coupons.list(args);
  }

  @Mutation('createCoupon')
  @RequirePermission('marketing.coupons.create')
  create(@Args('input') input: MutationCreateCouponArgs['input']) {
    return this.coupons.create(input);
  }

  @Mutation('updateCoupon')
  @RequirePermission('marketing.coupons.update')
  update(@Args('id') id: string, @Args('input') input: MutationCreateCouponArgs['input']) {
    return this.coupons.update(id, input);
  }

  @Mutation('deleteCoupon')
  @RequirePermission('marketing.coupons.delete')
  delete(@Args('id') id: string) {
    return this.coupons.delete(id);
  }

  @Mutation('deleteCoupons')
  @RequirePermission('marketing.coupons.mass-delete')
  deleteMany(@Args('ids') ids: string[]) {
    return this.coupons.deleteMany(ids);
  }
}

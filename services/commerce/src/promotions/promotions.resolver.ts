import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { isUuid } from '@guide/validation';
import type { CouponRow } from '../coupons/coupon-rules';
import type { ProductRef } from '../products/product-ref';
import { OrderDiscountsService, OrderDiscountRow } from './order-discounts.service';
import { PromotionsService } from './promotions.service';
import { ACTIONS, CONDITIONS, definitionOf } from './strategies/registry';
import type { MutationCreatePromotionArgs, MutationGenerateCouponsArgs, QueryPromotionsArgs } from '../generated/graphql';

/** The back office's promotions and the strategies their forms are built from. */
@Resolver('Promotion')
export class PromotionsResolver {
  constructor(private readonly promotions: PromotionsService) {}

  @Query('promotions')
  @RequirePermission('marketing.promotions.list')
  async list(@Args() args: QueryPromotionsArgs) {
    const page = await this.promotions.list(args);
    return { ...page, edges: page.edges.map((e) => ({ ...e, node: this.promotions.view(e.node) })) };
  }

  @Query('promotion')
  @RequirePermission('marketing.promotions.list')
  async promotion(@Args('id') id: string) {
    const row = await this.promotions.byId(id);
    return row ? this.promotions.view(row) : null;
  }

  @Query('promotionConditions')
  @RequirePermission('marketing.promotions.list')
  conditions() {
    return [...CONDITIONS.values()].map(definitionOf);
  }

  @Query('promotionActions')
  @RequirePermission('marketing.promotions.list')
  actions() {
    return [...ACTIONS.values()].map(definitionOf);
  }

  @Mutation('createPromotion')
  @RequirePermission('marketing.promotions.create')
  async create(@Args('input') input: MutationCreatePromotionArgs['input']) {
    return this.promotions.view(await this.promotions.create(input));
  }

  @Mutation('updatePromotion')
  @RequirePermission('marketing.promotions.update')
  async update(@Args('id') id: string, @Args('input') input: MutationCreatePromotionArgs['input']) {
    return this.promotions.view(await this.promotions.update(id, input));
  }

  @Mutation('deletePromotions')
  @RequirePermission('marketing.promotions.delete')
  delete(@Args('ids') ids: string[]) {
    return this.promotions.delete(ids);
  }

  @Mutation('generateCoupons')
  @RequirePermission('marketing.coupons.create')
  generate(@Args() args: MutationGenerateCouponsArgs) {
    return this.promotions.generateVouchers(args.promotionId, args.count, args.prefix);
  }
}

/** Coupon.promotion: a voucher's promotion, batched per request. */
@Resolver('Coupon')
export class CouponPromotionResolver {
  private readonly loaders = perRequest(() => ({
    promotion: loadByKey(
      (ids: string[]) => this.promotions.byIds(ids),
      (r) => r.id,
    ),
  }));

  constructor(private readonly promotions: PromotionsService) {}

  @ResolveField('promotion')
  async promotion(@Parent() coupon: CouponRow, @Context() ctx: object) {
    if (!coupon.promotionId) return null;
    const row = await this.loaders(ctx).promotion.load(coupon.promotionId);
    return row ? this.promotions.view(row) : null;
  }
}

/** Product.salePriceCents: one query for the products of a request, then the cached promotions. */
@Resolver('Product')
export class ProductSalePriceResolver {
  private readonly loaders = perRequest(() => ({
    sale: loadByKey(
      async (ids: string[]) => {
        const prices = await this.discounts.salePrices(ids.filter(isUuid));
        return [...prices.entries()].map(([id, cents]) => ({ id, cents }));
      },
      (r) => r.id,
      { value: (r) => r.cents },
    ),
  }));

  constructor(private readonly discounts: OrderDiscountsService) {}

  @ResolveField('salePriceCents')
  salePriceCents(@Parent() product: ProductRef, @Context() ctx: object): Promise<number | null> {
    return this.loaders(ctx).sale.load(product.id);
  }
}

/** Order.discounts and Order.vatLines, batched per request. */
@Resolver('Order')
export class OrderDiscountsResolver {
  private readonly loaders = perRequest(() => ({
    discounts: loadGroupsByKey(
      (ids: string[]) => this.discounts.discountsOf(ids),
      (r: OrderDiscountRow) => r.orderId,
    ),
    vat: loadByKey(
      (ids: string[]) => this.discounts.vatLinesOf(ids),
      (r) => r.orderId,
      { value: (r) => r.vatLines, missing: [] },
    ),
  }));

  constructor(private readonly discounts: OrderDiscountsService) {}

  @ResolveField('discounts')
  async orderDiscounts(@Parent() order: { id: string }, @Context() ctx: object) {
    return (await this.loaders(ctx).discounts.load(order.id)).map(({ promotionId, name, amountCents }) => ({ promotionId, name, amountCents }));
  }

  @ResolveField('vatLines')
  vatLines(@Parent() order: { id: string }, @Context() ctx: object) {
    return this.loaders(ctx).vat.load(order.id);
  }
}

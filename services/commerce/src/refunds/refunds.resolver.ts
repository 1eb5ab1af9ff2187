import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ANONYMOUS, CurrentIdentity, Identity, RequirePermission, hasPermission, loadGroupsByKey, perRequest } from '@guide/platform';
import { OrderEntity } from '../orders/order.entity';
import { orderLoaders } from '../transactions/transactions.resolver';
import type { MutationCreateRefundArgs, QueryRefundsArgs } from '../generated/graphql';
import { RefundLineRow, RefundRow, RefundsService, creditNotePath } from './refunds.service';

export const REFUNDS_LIST_PERMISSION = 'sales.refunds.list';

@Resolver('Refund')
export class RefundsResolver {
  private readonly orders = orderLoaders(() => this.dataSource);
  private readonly loaders = perRequest(() => ({
    lines: loadGroupsByKey(
      (ids: string[]) => this.refunds.linesOf(ids),
      (l: RefundLineRow) => l.refundId,
    ),
  }));

  constructor(
    private readonly refunds: RefundsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Query('refunds')
  @RequirePermission(REFUNDS_LIST_PERMISSION)
  list(@Args() args: QueryRefundsArgs) {
    return this.refunds.list(args);
  }

  @Mutation('createRefund')
  @RequirePermission('sales.refunds.create')
  create(@Args() args: MutationCreateRefundArgs, @CurrentIdentity() identity: Identity) {
    return this.refunds.create(args.orderId, args.input, identity);
  }

  /** Federation: a refund is resolved for staff who may list refunds, or for its order's customer. */
  @ResolveReference()
  async resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    const [refund] = await this.refunds.byIds([ref.id]);
    if (!refund) return null;
    const identity = context?.identity ?? ANONYMOUS;
    if (hasPermission(identity, REFUNDS_LIST_PERMISSION)) return refund;
    if (identity.kind !== 'customer') return null;
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ id: refund.orderId });
    return order?.customerId === identity.id ? refund : null;
  }

  @ResolveField('order')
  order(@Parent() refund: RefundRow, @Context() ctx: object) {
    return this.orders(ctx).orders.load(refund.orderId);
  }

  @ResolveField('lines')
  lines(@Parent() refund: RefundRow, @Context() ctx: object) {
    return this.loaders(ctx).lines.load(refund.id);
  }

  @ResolveField('pdfUrl')
  pdfUrl(@Parent() refund: RefundRow) {
    return creditNotePath(refund.id);
  }
}

@Resolver('Order')
export class OrderRefundsResolver {
  private readonly loaders = perRequest(() => ({
    refunds: loadGroupsByKey(
      (ids: string[]) => this.refunds.ofOrders(ids),
      (r: RefundRow) => r.orderId,
    ),
  }));

  constructor(private readonly refunds: RefundsService) {}

  /** The order's refunds (credit notes), oldest first, batched over a page of orders. */
  @ResolveField('refunds')
  refundsOf(@Parent() order: OrderEntity, @Context() ctx: object) {
    return this.loaders(ctx).refunds.load(order.id);
  }
}

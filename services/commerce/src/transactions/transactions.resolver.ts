import { Args, Context, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ANONYMOUS, Identity, RequirePermission, hasPermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { OrderEntity } from '../orders/order.entity';
import type { QueryPaymentsArgs } from '../generated/graphql';
import { PaymentLedger, PaymentRow } from './payment-ledger';

/** Who may read any payment: staff with the ledger's permission (a customer reads their own through their order). */
export const PAYMENTS_LIST_PERMISSION = 'sales.transactions.list';

/** The orders a page of payments, refunds or documents points to, one query per request. */
export const orderLoaders = (dataSource: () => DataSource) =>
  perRequest(() => ({
    orders: loadByKey(
      (ids: string[]) =>
        dataSource()
          .getRepository(OrderEntity)
          .findBy({ id: In(ids) }),
      (o: OrderEntity) => o.id,
    ),
  }));

@Resolver('Payment')
export class PaymentsResolver {
  private readonly loaders = orderLoaders(() => this.dataSource);

  constructor(
    private readonly ledger: PaymentLedger,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Query('payments')
  @RequirePermission(PAYMENTS_LIST_PERMISSION)
  payments(@Args() args: QueryPaymentsArgs) {
    return this.ledger.list(args);
  }

  /** Federation: a payment is resolved for staff who may list the ledger, or for its order's customer. */
  @ResolveReference()
  async resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    const [payment] = await this.ledger.byIds([ref.id]);
    if (!payment) return null;
    const identity = context?.identity ?? ANONYMOUS;
    if (hasPermission(identity, PAYMENTS_LIST_PERMISSION)) return payment;
    if (identity.kind !== 'customer') return null;
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ id: payment.orderId });
    return order?.customerId === identity.id ? payment : null;
  }

  @ResolveField('order')
  order(@Parent() payment: PaymentRow, @Context() ctx: object) {
    return this.loaders(ctx).orders.load(payment.orderId);
  }
}

@Resolver('Order')
export class OrderPaymentsResolver {
  private readonly loaders = perRequest(() => ({
    payments: loadGroupsByKey(
      (ids: string[]) => this.ledger.ofOrders(ids),
      (p: PaymentRow) => p.orderId,
    ),
  }));

  constructor(private readonly ledger: PaymentLedger) {}

  /** The order's attempts, oldest first, batched over a page of orders. */
  @ResolveField('payments')
  payments(@Parent() order: OrderEntity, @Context() ctx: object) {
    return this.loaders(ctx).payments.load(order.id);
  }
}

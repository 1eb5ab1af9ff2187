import { Args, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { ANONYMOUS, CurrentIdentity, Identity, RequireCustomer, RequirePermission, unauthenticated } from '@guide/platform';
import { OrderEntity } from './order.entity';
import { OrderListArgs, OrdersService } from './orders.service';

@Resolver('Order')
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Query('myOrders')
  @RequireCustomer()
  myOrders(@CurrentIdentity() identity: Identity, @Args() args: OrderListArgs) {
    if (identity.kind !== 'customer') throw unauthenticated(); // the guard already refused; this narrows the type
    return this.orders.listForCustomer(identity.id, args);
  }

  @Query('orders')
  @RequirePermission('sales.orders.list')
  list(@Args() args: OrderListArgs) {
    return this.orders.listAll(args);
  }

  @Mutation('cancelOrder')
  @RequirePermission('sales.orders.cancel')
  cancel(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.orders.cancel(id, identity);
  }

  /** Federation calls this with (reference, context): an order is only resolved for whom may see it. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    return this.orders.visibleTo(ref.id, context?.identity ?? ANONYMOUS);
  }
}

import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { ANONYMOUS, CurrentIdentity, Identity, RequirePermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import type { MutationCreateShipmentArgs, MutationMarkShipmentDeliveredArgs, QueryShipmentsArgs } from '../generated/graphql';
import type { OrderEntity } from '../orders/order.entity';
import { ShipmentLineRow, ShipmentRow, ShipmentsService } from './shipments.service';

/** One set of loaders per request, shared by Shipment's and Order's fields. */
const loadersFor = (service: () => ShipmentsService) =>
  perRequest(() => ({
    lines: loadGroupsByKey(
      (ids: string[]) => service().linesOf(ids),
      (r: ShipmentLineRow) => r.shipmentId,
    ),
    ofOrder: loadGroupsByKey(
      (ids: string[]) => service().ofOrders(ids),
      (r: ShipmentRow) => r.orderId,
    ),
    orders: loadByKey(
      (ids: string[]) => service().ordersOf(ids),
      (o: OrderEntity) => o.id,
    ),
  }));

@Resolver('Shipment')
export class ShipmentsResolver {
  private readonly loaders = loadersFor(() => this.shipments);

  constructor(private readonly shipments: ShipmentsService) {}

  @Query('shipments')
  @RequirePermission('sales.shipments.list')
  list(@Args() args: QueryShipmentsArgs) {
    return this.shipments.list(args);
  }

  @Mutation('createShipment')
  @RequirePermission('sales.shipments.create')
  create(@Args() args: MutationCreateShipmentArgs, @CurrentIdentity() identity: Identity) {
    return this.shipments.create(args.orderId, args.input, identity);
  }

  @Mutation('markShipmentDelivered')
  @RequirePermission('sales.shipments.create')
  markDelivered(@Args() args: MutationMarkShipmentDeliveredArgs, @CurrentIdentity() identity: Identity) {
    return this.shipments.markDelivered(args.id, args.deliveredAt, identity);
  }

  /** Federation: a shipment is resolved only for its customer or staff. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    return this.shipments.visibleTo(ref.id, context?.identity ?? ANONYMOUS);
  }

  @ResolveField('order')
  order(@Parent() shipment: ShipmentRow, @Context() ctx: object) {
    return this.loaders(ctx).orders.load(shipment.orderId);
  }

  @ResolveField('lines')
  lines(@Parent() shipment: ShipmentRow, @Context() ctx: object) {
    return this.loaders(ctx).lines.load(shipment.id);
  }
}

/** Order.shipments: whoever may read the order reads its parcels. */
@Resolver('Order')
export class OrderShipmentsResolver {
  private readonly loaders = loadersFor(() => this.shipments);

  constructor(private readonly shipments: ShipmentsService) {}

  @ResolveField('shipments')
  shipmentsOf(@Parent() order: OrderEntity, @Context() ctx: object) {
    return this.loaders(ctx).ofOrder.load(order.id);
  }
}

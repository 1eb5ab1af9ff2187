import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import {
  ANONYMOUS,
  CurrentCustomer,
  CurrentIdentity,
  Identity,
  RequireCustomer,
  RequirePermission,
  loadByKey,
  loadGroupsByKey,
  perRequest,
  type CustomerIdentity,
} from '@guide/platform';
import type {
  MutationAddReturnMessageArgs,
  MutationCloseMyReturnRequestArgs,
  MutationCreateReturnRequestArgs,
  MutationSetReturnStatusArgs,
  MutationUpdateMyReturnRequestArgs,
  QueryMyReturnArgs,
  QueryMyReturnsArgs,
  QueryReturnRequestArgs,
  QueryReturnRequestsArgs,
} from '../generated/graphql';
import type { OrderEntity } from '../orders/order.entity';
import { CREATED_FROM, ReturnRow } from './return-transition';
import { ReturnHistoryRow, ReturnLineRow, ReturnMessageRow, ReturnRefundRow, ReturnsService } from './returns.service';

const loadersFor = (service: () => ReturnsService) =>
  perRequest(() => ({
    ofOrder: loadGroupsByKey(
      (ids: string[]) => service().ofOrders(ids),
      (r: ReturnRow) => r.orderId,
    ),
    lines: loadGroupsByKey(
      (ids: string[]) => service().linesOf(ids),
      (r: ReturnLineRow) => r.returnRequestId,
    ),
    messages: loadGroupsByKey(
      (ids: string[]) => service().messagesOf(ids),
      (r: ReturnMessageRow) => r.returnRequestId,
    ),
    history: loadGroupsByKey(
      (ids: string[]) => service().historyOf(ids),
      (r: ReturnHistoryRow) => r.entityId,
    ),
    refunds: loadByKey(
      (ids: string[]) => service().refundsOf(ids),
      (r: ReturnRefundRow) => r.returnRequestId,
    ),
    orders: loadByKey(
      (ids: string[]) => service().ordersOf(ids),
      (o: OrderEntity) => o.id,
    ),
  }));

@Resolver('ReturnRequest')
export class ReturnsResolver {
  private readonly loaders = loadersFor(() => this.returns);

  constructor(private readonly returns: ReturnsService) {}

  // ---- the customer ---------------------------------------------------------------------------------

  @Query('myReturns')
  @RequireCustomer()
  myReturns(@CurrentCustomer() customer: CustomerIdentity, @Args() args: QueryMyReturnsArgs) {
    return this.returns.listForCustomer(customer.id, args);
  }

  @Query('myReturn')
  @RequireCustomer()
  myReturn(@CurrentCustomer() customer: CustomerIdentity, @Args() args: QueryMyReturnArgs) {
    return this.returns.mine(customer.id, args.number);
  }

  @Mutation('createReturnRequest')
  @RequireCustomer()
  create(@CurrentCustomer() customer: CustomerIdentity, @Args() args: MutationCreateReturnRequestArgs) {
    return this.returns.create(customer.id, args.input);
  }

  @Mutation('updateMyReturnRequest')
  @RequireCustomer()
  update(@CurrentCustomer() customer: CustomerIdentity, @Args() args: MutationUpdateMyReturnRequestArgs) {
    return this.returns.update(customer.id, args.number, args.input);
  }

  @Mutation('closeMyReturnRequest')
  @RequireCustomer()
  close(@CurrentCustomer() customer: CustomerIdentity, @Args() args: MutationCloseMyReturnRequestArgs) {
    return this.returns.close(customer.id, args.number);
  }

  /** Its customer, or staff with sales.rma.update: the service decides once it has read the request. */
  @Mutation('addReturnMessage')
  addMessage(@CurrentIdentity() identity: Identity, @Args() args: MutationAddReturnMessageArgs) {
    return this.returns.addMessage(identity, args.returnRequestId, args.body);
  }

  // ---- staff ----------------------------------------------------------------------------------------

  @Query('returnRequests')
  @RequirePermission('sales.rma.list')
  list(@Args() args: QueryReturnRequestsArgs) {
    return this.returns.listAll(args);
  }

  @Query('returnRequest')
  @RequirePermission('sales.rma.view')
  returnRequest(@Args() args: QueryReturnRequestArgs) {
    return this.returns.byId(args.id);
  }

  @Mutation('setReturnStatus')
  @RequirePermission('sales.rma.update')
  setStatus(@CurrentIdentity() identity: Identity, @Args() args: MutationSetReturnStatusArgs) {
    return this.returns.setStatus(identity, args.id, args.status, args.comment);
  }

  // ---- fields ---------------------------------------------------------------------------------------

  /** Federation: a request is resolved only for its customer or staff of returns. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    return this.returns.visibleTo(ref.id, context?.identity ?? ANONYMOUS);
  }

  @ResolveField('order')
  order(@Parent() r: ReturnRow, @Context() ctx: object) {
    return this.loaders(ctx).orders.load(r.orderId);
  }

  @ResolveField('lines')
  lines(@Parent() r: ReturnRow, @Context() ctx: object) {
    return this.loaders(ctx).lines.load(r.id);
  }

  @ResolveField('messages')
  messages(@Parent() r: ReturnRow, @Context() ctx: object) {
    return this.loaders(ctx).messages.load(r.id);
  }

  /** Oldest first; the creation reads `from: null`; byStaff: moved by anyone but the request's customer. */
  @ResolveField('history')
  async history(@Parent() r: ReturnRow, @Context() ctx: object) {
    const rows = await this.loaders(ctx).history.load(r.id);
    return rows.map((h) => ({
      from: h.fromStatus === CREATED_FROM ? null : h.fromStatus,
      to: h.toStatus,
      at: h.occurredAt,
      byStaff: h.actorId !== r.customerId,
    }));
  }

  @ResolveField('refund')
  refund(@Parent() r: ReturnRow, @Context() ctx: object) {
    return this.loaders(ctx).refunds.load(r.id);
  }
}

/** Order.returns: whoever may read the order reads its return requests. */
@Resolver('Order')
export class OrderReturnsResolver {
  private readonly loaders = loadersFor(() => this.returns);

  constructor(private readonly returns: ReturnsService) {}

  @ResolveField('returns')
  returnsOf(@Parent() order: OrderEntity, @Context() ctx: object) {
    return this.loaders(ctx).ofOrder.load(order.id);
  }
}

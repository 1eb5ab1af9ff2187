import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import {
  ANONYMOUS,
  CurrentIdentity,
  Identity,
  RequireCustomer,
  RequirePermission,
  loadByKey,
  loadGroupsByKey,
  perRequest,
  asLocale,
  localeOf,
  CurrentCustomer,
  type CustomerIdentity,
} from '@guide/platform';
import { RateTablesService } from '../shipping/rate-tables.service';
import { OrderEntity } from './order.entity';
import { OrderCommentRow, OrderLineRow, OrdersService } from './orders.service';
import type { QueryMyOrdersArgs, QueryMyQuotesArgs, QueryOrdersArgs, QuotePriceInput } from '../generated/graphql';

type Ctx = Parameters<typeof localeOf>[0] & object;

@Resolver('Order')
export class OrdersResolver {
  private readonly loaders = perRequest(() => ({
    lines: loadGroupsByKey(
      (ids: string[]) => this.orders.linesOf(ids),
      (r: OrderLineRow) => r.orderId,
    ),
    comments: loadGroupsByKey(
      (ids: string[]) => this.orders.commentsOf(ids),
      (r: OrderCommentRow) => r.orderId,
    ),
    numbers: loadByKey(
      (ids: string[]) => this.orders.numbersOf(ids),
      (r) => r.id,
      { value: (r) => r.number },
    ),
  }));

  constructor(
    private readonly orders: OrdersService,
    private readonly rateTables: RateTablesService,
  ) {}

  @Query('myOrders')
  @RequireCustomer()
  myOrders(@CurrentCustomer() customer: CustomerIdentity, @Args() args: QueryMyOrdersArgs) {
    return this.orders.listForCustomer(customer.id, args, 'orders');
  }

  @Query('myQuotes')
  @RequireCustomer()
  myQuotes(@CurrentCustomer() customer: CustomerIdentity, @Args() args: QueryMyQuotesArgs) {
    return this.orders.listForCustomer(customer.id, args, 'quotes');
  }

  @Query('myOrder')
  @RequireCustomer()
  myOrder(@CurrentCustomer() customer: CustomerIdentity, @Args('number') number: string) {
    return this.orders.myOrder(customer.id, number);
  }

  @Query('order')
  @RequirePermission('sales.orders.view')
  order(@Args('id') id: string) {
    return this.orders.byId(id);
  }

  @Query('orders')
  @RequirePermission('sales.orders.list')
  list(@Args() args: QueryOrdersArgs) {
    return this.orders.listAll(args);
  }

  @Mutation('cancelOrder')
  @RequirePermission('sales.orders.cancel')
  cancel(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.orders.cancel(id, identity);
  }

  @Mutation('confirmOrderPayment')
  @RequirePermission('sales.transactions.create')
  confirmPayment(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.orders.confirmPayment(id, identity);
  }

  @Mutation('commentQuote')
  @RequirePermission('sales.quotes.comment')
  commentQuote(@Args('id') id: string, @Args('comment') comment: string, @CurrentIdentity() identity: Identity) {
    return this.orders.commentQuote(id, comment, identity);
  }

  @Mutation('priceQuote')
  @RequirePermission('sales.quotes.comment')
  priceQuote(@Args('id') id: string, @Args('input') input: QuotePriceInput, @CurrentIdentity() identity: Identity) {
    return this.orders.priceQuote(id, input, identity);
  }

  /** Federation calls this with (reference, context): an order is only resolved for whom may see it. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    return this.orders.visibleTo(ref.id, context?.identity ?? ANONYMOUS);
  }

  @ResolveField('customer')
  customer(@Parent() order: OrderEntity) {
    return { __typename: 'Customer', id: order.customerId };
  }

  @ResolveField('lines')
  lines(@Parent() order: OrderEntity, @Context() ctx: Ctx) {
    return this.loaders(ctx).lines.load(order.id);
  }

  @ResolveField('comments')
  async comments(@Parent() order: OrderEntity, @Context() ctx: Ctx) {
    return this.loaders(ctx).comments.load(order.id);
  }

  @ResolveField('convertedToNumber')
  convertedToNumber(@Parent() order: OrderEntity, @Context() ctx: Ctx) {
    return order.convertedToOrderId ? this.loaders(ctx).numbers.load(order.convertedToOrderId) : null;
  }

  /** A copy taken at placement; the name follows the reader's language while its rate table exists. */
  @ResolveField('shippingMethod')
  async shippingMethod(@Parent() order: OrderEntity, @Context() ctx: Ctx) {
    if (!order.shippingMethodCode) return null;
    const method = await this.rateTables.byCode(order.shippingMethodCode);
    const locale = localeOf(ctx) ?? asLocale(order.locale);
    return {
      code: order.shippingMethodCode,
      name: method ? (locale === 'en' ? (method.nameEn ?? method.name) : method.name) : (order.shippingMethodName ?? order.shippingMethodCode),
      priceCents: order.shippingCents,
      delay: method ? (locale === 'en' ? (method.delayEn ?? method.delay) : method.delay) : null,
    };
  }

  @ResolveField('billingAddress')
  billingAddress(@Parent() order: OrderEntity) {
    return order.billingAddress ?? EMPTY_ADDRESS;
  }

  @ResolveField('deliveryAddress')
  deliveryAddress(@Parent() order: OrderEntity) {
    return order.deliveryAddress ?? order.billingAddress ?? EMPTY_ADDRESS;
  }

  @ResolveField('paymentInstructions')
  paymentInstructions(@Parent() order: OrderEntity) {
    return this.orders.paymentInstructions(order);
  }
}

/** Rows written before checkout existed have no address; the API's field is non-null. */
const EMPTY_ADDRESS = { firstName: '', lastName: '', company: null, street: '', additionalAddress: null, postalCode: '', city: '', country: '', phone: null };

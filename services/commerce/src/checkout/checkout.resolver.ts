import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, RequirePermission, localeOf, CurrentCustomer, type CustomerIdentity } from '@guide/platform';
import { CheckoutService } from './checkout.service';

type Ctx = Parameters<typeof localeOf>[0];

/** Checkout: signed-in customers only (UNAUTHENTICATED otherwise); paymentMethods is public; convertQuote is staff's. */
@Resolver('CheckoutResult')
export class CheckoutResolver {
  constructor(private readonly checkout: CheckoutService) {}

  @Query('paymentMethods')
  paymentMethods(@Context() ctx: Ctx) {
    return this.checkout.paymentMethods(localeOf(ctx));
  }

  @Mutation('placeOrder')
  @RequireCustomer()
  placeOrder(
    @CurrentCustomer() customer: CustomerIdentity,
    @Args('paymentMethod') paymentMethod: string,
    @Args('comment') comment: string | null,
    @Context() ctx: Ctx,
  ) {
    return this.checkout.placeOrder(customer, paymentMethod, comment, localeOf(ctx));
  }

  @Mutation('requestQuote')
  @RequireCustomer()
  requestQuote(@CurrentCustomer() customer: CustomerIdentity, @Args('comment') comment: string | null, @Context() ctx: Ctx) {
    return this.checkout.requestQuote(customer, comment, localeOf(ctx));
  }

  @Mutation('convertQuoteToOrder')
  @RequireCustomer()
  convertQuoteToOrder(
    @CurrentCustomer() customer: CustomerIdentity,
    @Args('id') id: string,
    @Args('paymentMethod') paymentMethod: string,
    @Context() ctx: Ctx,
  ) {
    return this.checkout.convertQuote(customer, id, paymentMethod, localeOf(ctx));
  }

  /** Staff's counterpart of convertQuoteToOrder: same path, for the quote's customer, by bank transfer. */
  @Mutation('convertQuote')
  @RequirePermission('sales.quotes.convert')
  convertQuote(@CurrentIdentity() identity: Identity, @Args('id') id: string) {
    return this.checkout.convertQuoteForCustomer(id, identity);
  }

  @Mutation('payOrder')
  @RequireCustomer()
  payOrder(@CurrentCustomer() customer: CustomerIdentity, @Args('number') number: string, @Args('paymentMethod') paymentMethod: string, @Context() ctx: Ctx) {
    return this.checkout.payOrder(customer, number, paymentMethod, localeOf(ctx));
  }

  @Mutation('payTestOrder')
  @RequireCustomer()
  payTestOrder(@CurrentCustomer() customer: CustomerIdentity, @Args('number') number: string, @Args('succeed') succeed: boolean) {
    return this.checkout.payTestOrder(customer, number, succeed);
  }
}

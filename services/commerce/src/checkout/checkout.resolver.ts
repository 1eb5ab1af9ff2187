import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, RequirePermission, unauthenticated } from '@guide/platform';
import { localeOf } from '../cart/locale';
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
    @CurrentIdentity() identity: Identity,
    @Args('paymentMethod') paymentMethod: string,
    @Args('comment') comment: string | null,
    @Context() ctx: Ctx,
  ) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.checkout.placeOrder(identity, paymentMethod, comment, localeOf(ctx));
  }

  @Mutation('requestQuote')
  @RequireCustomer()
  requestQuote(@CurrentIdentity() identity: Identity, @Args('comment') comment: string | null, @Context() ctx: Ctx) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.checkout.requestQuote(identity, comment, localeOf(ctx));
  }

  @Mutation('convertQuoteToOrder')
  @RequireCustomer()
  convertQuoteToOrder(@CurrentIdentity() identity: Identity, @Args('id') id: string, @Args('paymentMethod') paymentMethod: string, @Context() ctx: Ctx) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.checkout.convertQuote(identity, id, paymentMethod, localeOf(ctx));
  }

  /** Staff's counterpart of convertQuoteToOrder: same path, for the quote's customer, by bank transfer. */
  @Mutation('convertQuote')
  @RequirePermission('sales.quotes.convert')
  convertQuote(@CurrentIdentity() identity: Identity, @Args('id') id: string) {
    return this.checkout.convertQuoteForCustomer(id, identity);
  }

  @Mutation('payTestOrder')
  @RequireCustomer()
  payTestOrder(@CurrentIdentity() identity: Identity, @Args('number') number: string, @Args('succeed') succeed: boolean) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.checkout.payTestOrder(identity, number, succeed);
  }
}

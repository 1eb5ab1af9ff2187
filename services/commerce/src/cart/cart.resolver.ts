import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, localeOf, CurrentCustomer, type CustomerIdentity } from '@guide/platform';
import { CartService } from './cart.service';
import type { MutationSetCartAddressesArgs } from '../generated/graphql';

type Ctx = Parameters<typeof localeOf>[0];

/** Cart operations: guests and customers alike, except addresses, shipping and merge (signed in). */
@Resolver('Cart')
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query('cart')
  cart(@CurrentIdentity() identity: Identity, @Args('cartId') cartId: string | null, @Context() ctx: Ctx) {
    return this.carts.get(identity, cartId, localeOf(ctx));
  }

  @Query('shippingMethods')
  shippingMethods(@CurrentIdentity() identity: Identity, @Args('cartId') cartId: string | null, @Context() ctx: Ctx) {
    return this.carts.shippingMethods(identity, cartId, localeOf(ctx));
  }

  @Mutation('addToCart')
  addToCart(
    @CurrentIdentity() identity: Identity,
    @Args('cartId') cartId: string | null,
    @Args('productId') productId: string,
    @Args('quantity', { type: () => Int }) quantity: number,
    @Context() ctx: Ctx,
  ) {
    return this.carts.addLine(identity, cartId, productId, quantity, localeOf(ctx));
  }

  @Mutation('updateCartLine')
  updateCartLine(
    @CurrentIdentity() identity: Identity,
    @Args('cartId') cartId: string | null,
    @Args('lineId') lineId: string,
    @Args('quantity', { type: () => Int }) quantity: number,
    @Context() ctx: Ctx,
  ) {
    return this.carts.updateLine(identity, cartId, lineId, quantity, localeOf(ctx));
  }

  @Mutation('removeCartLine')
  removeCartLine(@CurrentIdentity() identity: Identity, @Args('cartId') cartId: string | null, @Args('lineId') lineId: string, @Context() ctx: Ctx) {
    return this.carts.removeLine(identity, cartId, lineId, localeOf(ctx));
  }

  @Mutation('applyCoupon')
  applyCoupon(@CurrentIdentity() identity: Identity, @Args('cartId') cartId: string | null, @Args('code') code: string, @Context() ctx: Ctx) {
    return this.carts.applyCoupon(identity, cartId, code, localeOf(ctx));
  }

  @Mutation('removeCoupon')
  removeCoupon(@CurrentIdentity() identity: Identity, @Args('cartId') cartId: string | null, @Context() ctx: Ctx) {
    return this.carts.removeCoupon(identity, cartId, localeOf(ctx));
  }

  @Mutation('mergeCart')
  @RequireCustomer()
  mergeCart(@CurrentCustomer() customer: CustomerIdentity, @Args('cartId') cartId: string, @Context() ctx: Ctx) {
    return this.carts.mergeCart(customer, cartId, localeOf(ctx));
  }

  @Mutation('setCartAddresses')
  @RequireCustomer()
  setCartAddresses(
    @CurrentCustomer() customer: CustomerIdentity,
    @Args('billing') billing: MutationSetCartAddressesArgs['billing'],
    @Args('delivery') delivery: MutationSetCartAddressesArgs['delivery'],
    @Context() ctx: Ctx,
  ) {
    return this.carts.setAddresses(customer, billing, delivery, localeOf(ctx));
  }

  @Mutation('setShippingMethod')
  @RequireCustomer()
  setShippingMethod(@CurrentCustomer() customer: CustomerIdentity, @Args('code') code: string, @Context() ctx: Ctx) {
    return this.carts.setShippingMethod(customer, code, localeOf(ctx));
  }
}

import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, unauthenticated } from '@guide/platform';
import { OrderAddressInput } from './address';
import { CartService } from './cart.service';
import { localeOf } from './locale';

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
  mergeCart(@CurrentIdentity() identity: Identity, @Args('cartId') cartId: string, @Context() ctx: Ctx) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.carts.mergeCart(identity, cartId, localeOf(ctx));
  }

  @Mutation('setCartAddresses')
  @RequireCustomer()
  setCartAddresses(
    @CurrentIdentity() identity: Identity,
    @Args('billing') billing: OrderAddressInput,
    @Args('delivery') delivery: OrderAddressInput | null,
    @Context() ctx: Ctx,
  ) {
    return this.carts.setAddresses(identity, billing, delivery, localeOf(ctx));
  }

  @Mutation('setShippingMethod')
  @RequireCustomer()
  setShippingMethod(@CurrentIdentity() identity: Identity, @Args('code') code: string, @Context() ctx: Ctx) {
    return this.carts.setShippingMethod(identity, code, localeOf(ctx));
  }
}

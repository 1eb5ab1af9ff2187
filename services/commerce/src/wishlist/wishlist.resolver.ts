import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, customerGroupOf, unauthenticated } from '@guide/platform';
import { WishlistService } from './wishlist.service';

@Resolver()
export class WishlistResolver {
  constructor(private readonly wishlist: WishlistService) {}

  @Query('myWishlist')
  @RequireCustomer()
  myWishlist(@CurrentIdentity() identity: Identity) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.wishlist.list(identity.id);
  }

  @Mutation('addToWishlist')
  @RequireCustomer()
  add(@CurrentIdentity() identity: Identity, @Args('productId') productId: string) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.wishlist.add(identity.id, productId, customerGroupOf(identity));
  }

  @Mutation('removeFromWishlist')
  @RequireCustomer()
  remove(@CurrentIdentity() identity: Identity, @Args('productId') productId: string) {
    if (identity.kind !== 'customer') throw unauthenticated();
    return this.wishlist.remove(identity.id, productId);
  }
}

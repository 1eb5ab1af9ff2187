import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireCustomer, customerGroupOf, CurrentCustomer, type CustomerIdentity } from '@guide/platform';
import { WishlistService } from './wishlist.service';

@Resolver()
export class WishlistResolver {
  constructor(private readonly wishlist: WishlistService) {}

  @Query('myWishlist')
  @RequireCustomer()
  myWishlist(@CurrentCustomer() customer: CustomerIdentity) {
    return this.wishlist.list(customer.id);
  }

  @Mutation('addToWishlist')
  @RequireCustomer()
  add(@CurrentCustomer() customer: CustomerIdentity, @Args('productId') productId: string) {
    return this.wishlist.add(customer.id, productId, customerGroupOf(customer));
  }

  @Mutation('removeFromWishlist')
  @RequireCustomer()
  remove(@CurrentCustomer() customer: CustomerIdentity, @Args('productId') productId: string) {
    return this.wishlist.remove(customer.id, productId);
  }
}

import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { CurrentCustomer, CustomerIdentity, RequireCustomer, RequirePermission } from '@guide/platform';
import { EstablishmentsService } from '../establishments/establishments.service';
import { ProductsService } from '../products/products.service';
import { ReviewRow, ReviewsService } from './reviews.service';
import type { QueryReviewsForModerationArgs, ReviewInput, ReviewStatus } from '../generated/graphql';

type PageArgs = { first?: number | null; after?: string | null };

/** Reviews: submission, moderation, and the Review type's links to its subject. */
@Resolver('Review')
export class ReviewsResolver {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly products: ProductsService,
    private readonly establishments: EstablishmentsService,
  ) {}

  @Query('reviewsForModeration')
  @RequirePermission('marketing.reviews.list')
  forModeration(@Args() args: QueryReviewsForModerationArgs) {
    return this.reviews.forModeration(args);
  }

  @Mutation('submitReview')
  @RequireCustomer()
  submit(@CurrentCustomer() customer: CustomerIdentity, @Args('input') input: ReviewInput) {
    return this.reviews.submit(customer.id, input);
  }

  @Mutation('moderateReviews')
  @RequirePermission('marketing.reviews.update')
  moderate(@Args('ids') ids: string[], @Args('status') status: ReviewStatus) {
    return this.reviews.moderate(ids, status);
  }

  @Mutation('deleteReviews')
  @RequirePermission('marketing.reviews.mass-delete')
  remove(@Args('ids') ids: string[]) {
    return this.reviews.remove(ids);
  }

  @ResolveReference()
  resolveReference(ref: { id: string }) {
    return this.reviews.approvedById(ref.id);
  }

  @ResolveField('product')
  product(@Parent() r: ReviewRow, @Context() ctx: object) {
    return r.productId ? this.products.loaders(ctx).product.load(r.productId) : null;
  }

  @ResolveField('establishment')
  establishment(@Parent() r: ReviewRow, @Context() ctx: object) {
    return r.establishmentId ? this.establishments.loaders(ctx).establishment.load(r.establishmentId) : null;
  }
}

/** Product.rating (batched: a list of products reads the summaries in one query) and its approved reviews. */
@Resolver('Product')
export class ProductReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @ResolveField('rating')
  rating(@Parent() p: { id: string }, @Context() ctx: object) {
    return this.reviews.loaders(ctx).productRating.load(p.id);
  }

  @ResolveField('reviews')
  list(@Parent() p: { id: string }, @Args() args: PageArgs) {
    return this.reviews.approvedOf('product_id', p.id, args);
  }
}

/** Establishment.rating (batched) and its approved reviews. */
@Resolver('Establishment')
export class EstablishmentReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @ResolveField('rating')
  rating(@Parent() e: { id: string }, @Context() ctx: object) {
    return this.reviews.loaders(ctx).establishmentRating.load(e.id);
  }

  @ResolveField('reviews')
  list(@Parent() e: { id: string }, @Args() args: PageArgs) {
    return this.reviews.approvedOf('establishment_id', e.id, args);
  }
}

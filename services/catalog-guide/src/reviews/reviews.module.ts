import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { ProductsModule } from '../products/products.module';
import { ReviewAuthorErasureConsumer } from './review-author-erasure.consumer';
import { ReviewProjectionsConsumer } from './review-projections.consumer';
import { EstablishmentReviewsResolver, ProductReviewsResolver, ReviewsResolver } from './reviews.resolver';
import { ReviewsService } from './reviews.service';

/** Customer reviews of products and establishments, their moderation, and the projections they need. */
@Module({
  imports: [ProductsModule, EstablishmentsModule],
  providers: [ReviewsService, ReviewsResolver, ProductReviewsResolver, EstablishmentReviewsResolver, ReviewProjectionsConsumer, ReviewAuthorErasureConsumer],
  exports: [ReviewsService],
})
export class ReviewsModule {}

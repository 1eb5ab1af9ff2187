import { Module } from '@nestjs/common';
import { ContentsModule } from '../contents/contents.module';
import { OwnerEstablishmentConsumer } from './owner-establishment.consumer';
import { OwnerPostsResolver } from './owner-posts.resolver';
import { OwnerPostsService } from './owner-posts.service';

/** Owners' posts about their establishment, moderated by staff, published as contents. */
@Module({
  imports: [ContentsModule],
  providers: [OwnerPostsService, OwnerPostsResolver, OwnerEstablishmentConsumer],
})
export class OwnerPostsModule {}

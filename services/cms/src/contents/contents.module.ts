import { Module } from '@nestjs/common';
import { ContentTypesModule } from '../content-types/content-types.module';
import { CategoriesService } from './categories.service';
import { ContentCategoriesResolver, ContentRedirectsResolver, ContentsResolver } from './contents.resolver';
import { ContentsService } from './contents.service';
import { RedirectsService } from './redirects.service';

/** Contents, their categories and the redirects of moved paths. */
@Module({
  imports: [ContentTypesModule],
  providers: [ContentsService, CategoriesService, RedirectsService, ContentsResolver, ContentCategoriesResolver, ContentRedirectsResolver],
  exports: [ContentsService, RedirectsService],
})
export class ContentsModule {}

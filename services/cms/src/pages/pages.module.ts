import { Module } from '@nestjs/common';
import { PageCategoriesService } from './page-categories.service';
import { PageCategoriesResolver, PagesResolver } from './pages.resolver';
import { PagesService } from './pages.service';

/** The CMS pages (page builder blocks, page categories): back-office editing and the public pages. */
@Module({
  providers: [PagesService, PagesResolver, PageCategoriesService, PageCategoriesResolver],
  exports: [PagesService],
})
export class PagesModule {}

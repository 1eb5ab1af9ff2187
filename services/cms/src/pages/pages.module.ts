import { Module } from '@nestjs/common';
import { PagesResolver } from './pages.resolver';
import { PagesService } from './pages.service';

/** The CMS pages: back-office editing and the public pages. */
@Module({
  providers: [PagesService, PagesResolver],
  exports: [PagesService],
})
export class PagesModule {}

import { Module } from '@nestjs/common';
import { ContentTypesResolver } from './content-types.resolver';
import { ContentTypesService } from './content-types.service';

/** Content types and their custom fields (back office), read publicly by the storefront. */
@Module({
  providers: [ContentTypesService, ContentTypesResolver],
  exports: [ContentTypesService],
})
export class ContentTypesModule {}

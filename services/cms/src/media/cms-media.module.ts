import { DynamicModule, Module } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
import { CmsMediaController } from './cms-media.controller';
import { MediaFilesResolver, MediaFoldersResolver } from './media-library.resolver';
import { MediaLibraryService } from './media-library.service';

/**
 * The media storage of the cms service (a folder or S3, ADR 0008), available to every module, its file
 * and upload routes, and the media library (folders, files, usage).
 */
@Module({})
export class CmsMediaModule {
  static forRoot(storage: MediaStorage): DynamicModule {
    return {
      module: CmsMediaModule,
      global: true,
      controllers: [CmsMediaController],
      providers: [{ provide: MEDIA_STORAGE, useValue: storage }, MediaLibraryService, MediaFoldersResolver, MediaFilesResolver],
      exports: [MEDIA_STORAGE, MediaLibraryService],
    };
  }
}

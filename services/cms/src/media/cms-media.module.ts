import { DynamicModule, Module } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
import { CmsMediaController } from './cms-media.controller';

/** The media storage of the cms service (a folder or S3, ADR 0008), available to every module, and its file route. */
@Module({})
export class CmsMediaModule {
  static forRoot(storage: MediaStorage): DynamicModule {
    return {
      module: CmsMediaModule,
      global: true,
      controllers: [CmsMediaController],
      providers: [{ provide: MEDIA_STORAGE, useValue: storage }],
      exports: [MEDIA_STORAGE],
    };
  }
}

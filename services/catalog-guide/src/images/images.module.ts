import { DynamicModule, Module } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { EstablishmentImagesResolver, ImagesResolver } from './images.resolver';
import { ImagesService } from './images.service';
import { MediaController } from './media.controller';

/**
 * Establishment images: galleries, uploads and the media route. The storage is given by the app and
 * shared (global) because establishments delete their files too.
 */
@Module({})
export class ImagesModule {
  static forRoot(storage: MediaStorage): DynamicModule {
    return {
      module: ImagesModule,
      global: true,
      imports: [EstablishmentsModule],
      controllers: [MediaController],
      providers: [{ provide: MEDIA_STORAGE, useValue: storage }, ImagesService, EstablishmentImagesResolver, ImagesResolver],
      exports: [MEDIA_STORAGE],
    };
  }
}

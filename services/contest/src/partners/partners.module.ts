import { DynamicModule, Module } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
import { EditionsModule } from '../editions/editions.module';
import { FormThrottle } from '../shared/form-throttle';
import { PartnerMediaController } from './partner-media.controller';
import { EditionPartnersResolver, PartnersResolver } from './partners.resolver';
import { PartnersService } from './partners.service';

/** Partners of each edition (logos in the media storage the app gives) and "become a partner" applications. */
@Module({})
export class PartnersModule {
  static forRoot(storage: MediaStorage): DynamicModule {
    return {
      module: PartnersModule,
      imports: [EditionsModule],
      controllers: [PartnerMediaController],
      providers: [{ provide: MEDIA_STORAGE, useValue: storage }, FormThrottle, PartnersService, EditionPartnersResolver, PartnersResolver],
      exports: [MEDIA_STORAGE, PartnersService],
    };
  }
}

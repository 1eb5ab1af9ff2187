import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, SubgraphConfig, env, parkedEventsResolver } from '@guide/platform';
import { EstablishmentEntity } from './establishments/establishment.entity';
import { EstablishmentsResolver } from './establishments/establishments.resolver';
import { EstablishmentsService } from './establishments/establishments.service';
import { GuideCitiesResolver, GuideCitiesService } from './establishments/guide-cities';
import { CityEntity, DepartmentEntity } from './geography/geography.entities';
import { CityResolver, DepartmentResolver } from './geography/geography.resolver';
import { GeographyService } from './geography/geography.service';
import { EstablishmentImageEntity } from './images/establishment-image.entity';
import { ImagesService } from './images/images.service';
import { EstablishmentImagesResolver, ImagesResolver } from './images/images.resolver';
import { MediaController } from './images/media.controller';
import { DEFAULT_MEDIA_DIR, LocalMediaStorage, MEDIA_STORAGE } from './images/media-storage';
import { Geography1700000000500 } from './migrations/1700000000500-geography';
import { Establishments1700000000600 } from './migrations/1700000000600-establishments';
import { SearchIndex1700000001000 } from './migrations/1700000001000-search-index';
import { EstablishmentDetails1700000001100 } from './migrations/1700000001100-establishment-details';
import { SearchCoveringIndex1700000001200 } from './migrations/1700000001200-search-covering-index';
import { PublishedTownsIndex1700000001300 } from './migrations/1700000001300-published-towns-index';
import { SearchModule } from './search/search.module';
import { DemoSeed } from './seed/demo-seed';

export const SERVICE = 'catalog-guide';

/** Variables of this service beyond the platform's. */
export const catalogEnv = {
  OPENSEARCH_URL: env.url({ protocols: ['http', 'https'], optional: true, doc: 'use OpenSearch for search instead of Postgres' }),
  MEDIA_DIR: env.string({ default: DEFAULT_MEDIA_DIR, doc: 'folder of the establishment images (originals and thumbnails)' }),
};
export type CatalogConfig = SubgraphConfig & { OPENSEARCH_URL?: string; MEDIA_DIR?: string };

export const MIGRATIONS = [Geography1700000000500, Establishments1700000000600, SearchIndex1700000001000, EstablishmentDetails1700000001100, SearchCoveringIndex1700000001200, PublishedTownsIndex1700000001300];
export const ENTITIES = [EstablishmentEntity, EstablishmentImageEntity, CityEntity, DepartmentEntity];

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          service: SERVICE,
          config,
          entities: ENTITIES,
          migrations: MIGRATIONS,
          typePaths: [join(__dirname, '**/*.graphql')],
        }),
        SearchModule,
      ],
      controllers: [MediaController],
      providers: [
        { provide: MEDIA_STORAGE, useValue: new LocalMediaStorage(config.MEDIA_DIR || DEFAULT_MEDIA_DIR) },
        GeographyService,
        EstablishmentsService,
        EstablishmentsResolver,
        GuideCitiesService,
        GuideCitiesResolver,
        ImagesService,
        EstablishmentImagesResolver,
        ImagesResolver,
        DepartmentResolver,
        CityResolver,
        DemoSeed,
        parkedEventsResolver(SERVICE),
      ],
    };
  }
}

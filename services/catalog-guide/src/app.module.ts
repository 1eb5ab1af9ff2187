import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { MediaConfig, SettingsReaderModule, SubgraphConfig, createMediaStorage, env, mediaEnv, subgraphAppModule } from '@guide/platform';
import { EstablishmentEntity } from './establishments/establishment.entity';
import { EstablishmentsModule } from './establishments/establishments.module';
import { CityEntity, DepartmentEntity } from './geography/geography.entities';
import { GeographyModule } from './geography/geography.module';
import { EstablishmentImageEntity } from './images/establishment-image.entity';
import { ImagesModule } from './images/images.module';
import { PRODUCT_ENTITIES } from './products/product.entities';
import { ProductsModule } from './products/products.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SearchModule } from './search/search.module';
import { DEMO_SIZE, GuideDemoSeed } from './seed/demo-seed';
import { SeedModule } from './seed/seed.module';
import { MIGRATIONS } from './migrations';

export const SERVICE = 'catalog-guide';

/** Variables of this service beyond the platform's. */
export const catalogEnv = {
  OPENSEARCH_URL: env.url({ protocols: ['http', 'https'], optional: true, doc: 'use OpenSearch for search instead of Postgres' }),
  /** 0 turns the Postgres search's result cache off (the bench measures searches, not cache hits). */
  SEARCH_RESULT_CACHE_SIZE: env.int({ default: 1000, min: 0, doc: 'entries of the Postgres search result cache; 0 = off' }),
  /** The e2e stage boots the platform with a small guide (its boot paid ~10 s for the other 200 establishments). */
  DEMO_GUIDE_SIZE: env.int({ default: DEMO_SIZE, min: 1, max: DEMO_SIZE, doc: 'establishments of the demo guide (SEED_DEMO_DATA)' }),
  /** Where establishment images are stored: a folder (MEDIA_DIR) or S3-compatible storage (S3_*), ADR 0008. */
  ...mediaEnv,
};
export type CatalogConfig = SubgraphConfig & { OPENSEARCH_URL?: string; SEARCH_RESULT_CACHE_SIZE?: number; DEMO_GUIDE_SIZE?: number } & Partial<MediaConfig>;

export { MIGRATIONS };
export const ENTITIES = [EstablishmentEntity, EstablishmentImageEntity, CityEntity, DepartmentEntity, ...PRODUCT_ENTITIES];

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      seed: GuideDemoSeed,
      features: [
        SettingsReaderModule.forRoot({ consumer: 'catalog-guide.settings' }), // catalog.* (Settings › Configuration)
        GeographyModule,
        SearchModule,
        EstablishmentsModule,
        ProductsModule,
        ReviewsModule,
        ImagesModule.forRoot(createMediaStorage(config)),
        SeedModule,
      ],
    });
  }
}

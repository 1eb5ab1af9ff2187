import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { MediaConfig, SubgraphConfig, createMediaStorage, env, mediaEnv, subgraphAppModule } from '@guide/platform';
import { EstablishmentEntity } from './establishments/establishment.entity';
import { EstablishmentsModule } from './establishments/establishments.module';
import { CityEntity, DepartmentEntity } from './geography/geography.entities';
import { GeographyModule } from './geography/geography.module';
import { EstablishmentImageEntity } from './images/establishment-image.entity';
import { ImagesModule } from './images/images.module';
import { Geography1700000000500 } from './migrations/1700000000500-geography';
import { Establishments1700000000600 } from './migrations/1700000000600-establishments';
import { SearchIndex1700000001000 } from './migrations/1700000001000-search-index';
import { EstablishmentDetails1700000001100 } from './migrations/1700000001100-establishment-details';
import { SearchCoveringIndex1700000001200 } from './migrations/1700000001200-search-covering-index';
import { PublishedTownsIndex1700000001300 } from './migrations/1700000001300-published-towns-index';
import { UpdatedAt1700000001400 } from './migrations/1700000001400-updated-at';
import { SearchFacetCounts1700000001500 } from './migrations/1700000001500-search-facet-counts';
import { SearchGeneration1700000001600 } from './migrations/1700000001600-search-generation';
import { Products1700000001700 } from './migrations/1700000001700-products';
import { ProductAttributes1700000001800 } from './migrations/1700000001800-product-attributes';
import { PRODUCT_ENTITIES } from './products/product.entities';
import { ProductsModule } from './products/products.module';
import { SearchModule } from './search/search.module';
import { GuideDemoSeed } from './seed/demo-seed';
import { SeedModule } from './seed/seed.module';

export const SERVICE = 'catalog-guide';

/** Variables of this service beyond the platform's. */
export const catalogEnv = {
  OPENSEARCH_URL: env.url({ protocols: ['http', 'https'], optional: true, doc: 'use OpenSearch for search instead of Postgres' }),
  /** Where establishment images are stored: a folder (MEDIA_DIR) or S3-compatible storage (S3_*), ADR 0008. */
  ...mediaEnv,
};
export type CatalogConfig = SubgraphConfig & { OPENSEARCH_URL?: string } & Partial<MediaConfig>;

export const MIGRATIONS = [Geography1700000000500, Establishments1700000000600, SearchIndex1700000001000, EstablishmentDetails1700000001100, SearchCoveringIndex1700000001200, PublishedTownsIndex1700000001300, UpdatedAt1700000001400, SearchFacetCounts1700000001500, SearchGeneration1700000001600, Products1700000001700, ProductAttributes1700000001800];
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
        GeographyModule,
        SearchModule,
        EstablishmentsModule,
        ProductsModule,
        ImagesModule.forRoot(createMediaStorage(config)),
        SeedModule,
      ],
    });
  }
}

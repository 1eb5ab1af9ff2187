import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, SubgraphConfig, env } from '@guide/platform';
import { EstablishmentEntity } from './establishments/establishment.entity';
import { EstablishmentsResolver } from './establishments/establishments.resolver';
import { EstablishmentsService } from './establishments/establishments.service';
import { CityEntity, DepartmentEntity } from './geography/geography.entities';
import { CityResolver, DepartmentResolver } from './geography/geography.resolver';
import { GeographyService } from './geography/geography.service';
import { Geography1700000000500 } from './migrations/1700000000500-geography';
import { Establishments1700000000600 } from './migrations/1700000000600-establishments';
import { SearchIndex1700000001000 } from './migrations/1700000001000-search-index';
import { SearchModule } from './search/search.module';
import { DemoSeed } from './seed/demo-seed';

export const SERVICE = 'catalog-guide';

/** Variables of this service beyond the platform's. */
export const catalogEnv = {
  OPENSEARCH_URL: env.url({ protocols: ['http', 'https'], optional: true, doc: 'use OpenSearch for search instead of Postgres' }),
};
export type CatalogConfig = SubgraphConfig & { OPENSEARCH_URL?: string };

export const MIGRATIONS = [Geography1700000000500, Establishments1700000000600, SearchIndex1700000001000];

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          service: SERVICE,
          config,
          entities: [EstablishmentEntity, CityEntity, DepartmentEntity],
          migrations: MIGRATIONS,
          typePaths: [join(__dirname, '**/*.graphql')],
        }),
        SearchModule,
      ],
      providers: [GeographyService, EstablishmentsService, EstablishmentsResolver, DepartmentResolver, CityResolver, DemoSeed],
    };
  }
}

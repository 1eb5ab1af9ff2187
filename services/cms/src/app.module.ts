import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { SubgraphConfig, subgraphAppModule } from '@guide/platform';
import { Pages1700000003000 } from './migrations/1700000003000-pages';
import { UpdatedAt1700000003050 } from './migrations/1700000003050-updated-at';
import { PageEntity } from './pages/page.entity';
import { PagesModule } from './pages/pages.module';

export const SERVICE = 'cms';

/** Variables of this service beyond the platform's (none yet: media storage will add its own). */
export const cmsEnv = {};

export const MIGRATIONS = [Pages1700000003000, UpdatedAt1700000003050];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [PageEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      features: [PagesModule],
    });
  }
}

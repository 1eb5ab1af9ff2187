import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { SubgraphConfig, subgraphAppModule } from '@guide/platform';
import { Contest1700000005000 } from './migrations/1700000005000-contest';
import { ContestEditionEntity, ContestRegistrationEntity } from './registrations/registration.entity';
import { RegistrationsModule } from './registrations/registrations.module';

export const SERVICE = 'contest';

/** Variables of this service beyond the platform's (none yet). */
export const contestEnv = {};

export const MIGRATIONS = [Contest1700000005000];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [ContestEditionEntity, ContestRegistrationEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      features: [RegistrationsModule],
    });
  }
}

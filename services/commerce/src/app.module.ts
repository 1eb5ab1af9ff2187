import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { SubgraphConfig, subgraphAppModule } from '@guide/platform';
import { Orders1700000002000 } from './migrations/1700000002000-orders';
import { UpdatedAt1700000002050 } from './migrations/1700000002050-updated-at';
import { StatusHistory1700000002100 } from './migrations/1700000002100-status-history';
import { OrderEntity } from './orders/order.entity';
import { OrdersModule } from './orders/orders.module';

export const SERVICE = 'commerce';

/** Variables of this service beyond the platform's (none yet: payment providers will add theirs). */
export const commerceEnv = {};

export const MIGRATIONS = [Orders1700000002000, UpdatedAt1700000002050, StatusHistory1700000002100];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [OrderEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      features: [OrdersModule],
    });
  }
}

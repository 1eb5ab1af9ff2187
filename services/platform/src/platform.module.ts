import { DynamicModule, ForwardReference, Global, MiddlewareConsumer, Module, NestModule, Inject, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type MixedList, type EntitySchema } from 'typeorm';
import { PermissionGuard } from './auth/permissions.guard';
import { gatewayOnly } from './auth/gateway-only.middleware';
import { SubgraphConfig } from './config/config';
import { dataSourceOptions } from './db/database';
import { DemoSeedModule, type SeedRegistration } from './db/demo-seed';
import { EVENT_TRANSPORT, EventBus, createTransport } from './events/events.module';
import { CreateEventTables1700000000000 } from './events/outbox';
import { CreateParkedEvents1700000000001 } from './events/parked-events';
import { subgraphGraphQLModule, subgraphInfo } from './graphql/subgraph-graphql.module';
import { ParkedEventsModule } from './events/parked-events.graphql';
import { HealthModule } from './health/health.module';
import { METRICS_SERVICE, ServiceMetrics } from './metrics/service-metrics';

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

/** Every migration of a service's database: the platform's event tables (outbox, inbox, parked events), then the service's own. */
export const serviceMigrations = (own: Function[]): Function[] => [CreateEventTables1700000000000, CreateParkedEvents1700000000001, ...own];

export interface PlatformOptions {
  /** e.g. "catalog-guide": names logs, Kafka client id and consumer groups. */
  service: string;
  config: SubgraphConfig;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: MixedList<Function | EntitySchema<any>>;
  /** The service's own migrations; the outbox/inbox migration is added in front. */
  migrations: Function[];
  /** Absolute globs of the subgraph's .graphql files (schema-first: the SDL is the contract). */
  typePaths: string[];
  /**
   * The service's demo data (a function of the database, or a provider class with `seed()`), run by the
   * platform's DemoSeedRunner at start when SEED_DEMO_DATA=true (npm start), never in production.
   */
  seed?: SeedRegistration;
}

/**
 * Everything a subgraph needs that is not its domain: database and migrations, the federation driver
 * (graphql/), /health, the demo-seed runner (db/), the gateway-only middleware, the permission guard and
 * the event bus.
 */
@Global()
@Module({})
export class PlatformModule implements NestModule {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: SubgraphConfig) {}

  static forRoot(options: PlatformOptions): DynamicModule {
    const { config } = options;
    return {
      module: PlatformModule,
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(config.DATABASE_URL, options.entities, serviceMigrations(options.migrations))),
        subgraphGraphQLModule(options.service, options.typePaths),
        ...(subgraphInfo(options.service).consumesEvents ? [ParkedEventsModule.forService(options.service)] : []),
        HealthModule,
        DemoSeedModule.forRoot(options.service, config, options.seed),
      ],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: 'GUIDE_DATABASE_URL', useValue: config.DATABASE_URL },
        { provide: APP_GUARD, useClass: PermissionGuard },
        {
          provide: EVENT_TRANSPORT,
          useFactory: () => createTransport({ kafkaBrokers: config.KAFKA_BROKERS, eventsDatabaseUrl: config.EVENTS_DATABASE_URL, clientId: options.service }),
        },
        EventBus,
        // /metrics' outbox backlog, consumer lag, parked events and pool gauges (the route: bootstrap.ts).
        { provide: METRICS_SERVICE, useValue: options.service },
        ServiceMetrics,
      ],
      exports: [SERVICE_CONFIG, EVENT_TRANSPORT, EventBus],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(gatewayOnly(this.config.GATEWAY_SECRET)).forRoutes('*path');
  }
}

/**
 * A service's root module: the platform plus the service's feature modules, one per feature folder
 * (Twenty's shape). `app.module.ts` lists features, never providers:
 * `return subgraphAppModule(AppModule, { service, config, entities, migrations, typePaths, features: [PagesModule] })`.
 */
export function subgraphAppModule(
  app: Type,
  options: PlatformOptions & { features: (Type | DynamicModule | Promise<DynamicModule> | ForwardReference)[] },
): DynamicModule {
  const { features, ...platform } = options;
  return { module: app, imports: [PlatformModule.forRoot(platform), ...features] };
}

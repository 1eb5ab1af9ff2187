import { DynamicModule, Inject, Injectable, Logger, Module, OnApplicationBootstrap, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { SubgraphConfig } from '../config/config';

/** A seed written as a function of the database (plain SQL or repositories). */
export type SeedFunction = (dataSource: DataSource) => Promise<void>;

/** A seed that needs the service's own providers (e.g. writes through its services): a provider of a feature module. */
export interface DemoSeed {
  seed(): Promise<void>;
}

/** What a service registers with `PlatformModule.forRoot({ seed })`: one seed per service. */
export type SeedRegistration = SeedFunction | Type<DemoSeed>;

export const DEMO_SEED = Symbol('DEMO_SEED');
export const SEED_SERVICE_CONFIG = Symbol('SEED_SERVICE_CONFIG');

const isSeedClass = (seed: SeedRegistration): seed is Type<DemoSeed> =>
  typeof seed === 'function' && typeof (seed as Type<DemoSeed>).prototype?.seed === 'function';

/**
 * The one demo-seed runner: at start, when SEED_DEMO_DATA is set and never in production, it runs the
 * service's registered seed under a session advisory lock (two replicas starting together seed one
 * after the other; each seed checks what exists, so a restart adds nothing).
 */
@Injectable()
export class DemoSeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    @Inject(SEED_SERVICE_CONFIG) private readonly options: { service: string; config: SubgraphConfig },
    @Inject(DEMO_SEED) private readonly registration: SeedRegistration | undefined,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { config } = this.options;
    if (config.SEED_DEMO_DATA && config.NODE_ENV !== 'production') await this.run();
  }

  /** Runs the seed now (tests call it to prove a second run changes nothing). */
  async run(): Promise<void> {
    const registration = this.registration;
    if (!registration) return;
    const started = Date.now();
    const lock = this.dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`demo-seed:${this.options.service}`]);
      if (isSeedClass(registration)) await this.moduleRef.get(registration, { strict: false }).seed();
      else await registration(this.dataSource);
      this.logger.log(`${this.options.service} demo data ready in ${Date.now() - started} ms`);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`demo-seed:${this.options.service}`]).catch(() => undefined);
      await lock.release();
    }
  }
}

/** The seed runner of one service (imported by PlatformModule with the service's registration). */
@Module({})
export class DemoSeedModule {
  static forRoot(service: string, config: SubgraphConfig, seed: SeedRegistration | undefined): DynamicModule {
    return {
      module: DemoSeedModule,
      providers: [{ provide: DEMO_SEED, useValue: seed }, { provide: SEED_SERVICE_CONFIG, useValue: { service, config } }, DemoSeedRunner],
      exports: [DemoSeedRunner],
    };
  }
}

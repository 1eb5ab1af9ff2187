import { Injectable, Inject, OnApplicationBootstrap, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, SubgraphConfig } from '@guide/platform';
import { EstablishmentsService } from '../establishments/establishments.service';
import { generateEstablishments } from './generate';
import { TOWNS } from './towns';

/** Five establishments in each of the 50 towns: every type and meal category, many producer trades. */
export const DEMO_SIZE = TOWNS.length * 5;

/**
 * Demo guide for `npm start` (SEED_DEMO_DATA): 250 plausible establishments, deterministic so the seed
 * is reviewable, written through the service (validation, slugs, events: the index fills itself).
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly establishments: EstablishmentsService,
    @Inject(SERVICE_CONFIG) private readonly config: SubgraphConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA || this.config.NODE_ENV === 'production') return;
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM establishment');
    if (n > 0) return; // idempotent: demo data only goes into an empty guide
    let created = 0;
    for (const { cityName, ...input } of generateEstablishments(DEMO_SIZE, { seed: 2024, spreadKm: 2 })) {
      await this.establishments.create(input).then(
        () => created++,
        (error: Error) => this.logger.warn(`skipped ${input.name} (${cityName}): ${error.message}`),
      );
    }
    this.logger.log(`demo guide seeded with ${created} establishments`);
  }
}

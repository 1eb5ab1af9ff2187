import { Injectable, Inject, OnApplicationBootstrap, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, SubgraphConfig } from '@guide/platform';
import { EstablishmentsService } from '../establishments/establishments.service';
import { MEDIA_STORAGE, type MediaStorage } from '../images/media-storage';
import { generateEstablishments } from './generate';
import { TOWNS } from './towns';
import { attachVisual, visualAlt, visualFiles } from './visuals';

/** Five establishments in each of the 50 towns: every type, meal category and producer category. */
export const DEMO_SIZE = TOWNS.length * 5;

/**
 * Demo guide for `npm start` (SEED_DEMO_DATA): 250 plausible establishments, deterministic so the seed
 * is reviewable, written through the service (validation, slugs, events: the index fills itself),
 * each with an illustration of its kind as its main picture (seed/visuals.ts).
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly establishments: EstablishmentsService,
    @Inject(SERVICE_CONFIG) private readonly config: SubgraphConfig,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA || this.config.NODE_ENV === 'production') return;
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM establishment');
    if (n > 0) return; // idempotent: demo data only goes into an empty guide
    let created = 0;
    const files = visualFiles();
    for (const { cityName, ...input } of generateEstablishments(DEMO_SIZE, { seed: 2024, spreadKm: 2 })) {
      const entity = await this.establishments.create(input).catch((error: Error) => {
        this.logger.warn(`skipped ${input.name} (${cityName}): ${error.message}`);
      });
      if (!entity) continue;
      created++;
      await attachVisual(this.dataSource.manager, this.media, entity.id, await files(input), visualAlt(input)).catch((error: Error) =>
        this.logger.warn(`no picture for ${input.name} (${cityName}): ${error.message}`),
      );
    }
    this.logger.log(`demo guide seeded with ${created} establishments`);
  }
}

import { Injectable, Inject, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MEDIA_STORAGE, SERVICE_CONFIG, type DemoSeed, type MediaStorage } from '@guide/platform';
import { EstablishmentsService } from '../establishments/establishments.service';
import { generateEstablishments } from './generate';
import { TOWNS } from './towns';
import { ShopDemoSeed } from './shop-seed';
import { attachVisual, visualAlt, visualFiles } from './visuals';
import { seedDemoReviews } from '../reviews/demo-reviews';

/** Five establishments in each of the 50 towns: every type, meal category and producer category (DEMO_GUIDE_SIZE: fewer). */
export const DEMO_SIZE = TOWNS.length * 5;

/**
 * Demo guide for `npm start` (SEED_DEMO_DATA, run by the platform's DemoSeedRunner): 250 plausible
 * establishments, deterministic so the seed is reviewable, written through the service (validation,
 * slugs, events: the index fills itself), each with an illustration of its kind as its main picture
 * (seed/visuals.ts).
 */
@Injectable()
export class GuideDemoSeed implements DemoSeed {
  private readonly logger = new Logger('GuideDemoSeed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly establishments: EstablishmentsService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly shop: ShopDemoSeed,
    @Inject(SERVICE_CONFIG) private readonly config: { DEMO_GUIDE_SIZE?: number },
  ) {}

  async seed(): Promise<void> {
    // The shop and the guide write different tables, each in its own order (so both stay deterministic):
    // side by side, the shop's pictures render on other cores while the guide's rows are written (17 → 14–16 s).
    const [, created] = await Promise.all([this.shop.seed(), this.seedGuide()]);
    if (created !== undefined) this.logger.log(`demo guide seeded with ${created} establishments`);
    // Reviews go to the first products and establishments: once both exist.
    this.logger.log(`demo reviews: ${await seedDemoReviews(this.dataSource)}`);
  }

  /** The establishments with their pictures, into an empty guide only; how many were created (undefined: none, the guide had some). */
  private async seedGuide(): Promise<number | undefined> {
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM establishment');
    if (n > 0) return undefined; // idempotent: demo data only goes into an empty guide
    let created = 0;
    const files = visualFiles();
    for (const { cityName, ...input } of generateEstablishments(this.config.DEMO_GUIDE_SIZE ?? DEMO_SIZE, { seed: 2024, spreadKm: 2 })) {
      const entity = await this.establishments.create(input).catch((error: Error) => {
        this.logger.warn(`skipped ${input.name} (${cityName}): ${error.message}`);
      });
      if (!entity) continue;
      created++;
      await attachVisual(this.dataSource.manager, this.media, entity.id, await files(input), visualAlt(input)).catch((error: Error) =>
        this.logger.warn(`no picture for ${input.name} (${cityName}): ${error.message}`),
      );
    }
    return created;
  }
}

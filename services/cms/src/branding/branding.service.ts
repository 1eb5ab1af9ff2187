import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MEDIA_STORAGE, badInput, type MediaStorage } from '@guide/platform';
import {
  BRANDING_COLOUR_KEYS,
  BRANDING_IMAGE_SLOTS,
  DEFAULT_BRANDING_COLOURS,
  validateBrandingColours,
  type BrandingColours,
  type BrandingImageSlot,
} from '@guide/validation';
import { brandingImageKey, brandingImageUrl, processBrandingImage } from './branding-image';

/** What the API answers: defaults where nothing is stored. */
export interface BrandingView {
  colours: BrandingColours;
  images: Record<string, string | null>;
  updatedAt: Date;
}

interface BrandingRow {
  colours: Partial<BrandingColours>;
  images: Partial<Record<BrandingImageSlot, string>>;
  updated_at: Date;
}

/** `DESKTOP_DARK_LOGO` → `desktopDarkLogo` (the GraphQL field). */
const fieldOf = (slot: BrandingImageSlot) => slot.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const logger = new Logger('Branding');

@Injectable()
export class BrandingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  private async row(): Promise<BrandingRow> {
    const [row] = await this.dataSource.query('SELECT colours, images, updated_at FROM branding WHERE id = 1');
    return row;
  }

  private view(row: BrandingRow): BrandingView {
    const colours = { ...DEFAULT_BRANDING_COLOURS };
    for (const key of BRANDING_COLOUR_KEYS) if (typeof row.colours[key] === 'string') colours[key] = row.colours[key]!;
    const images: Record<string, string | null> = {};
    for (const slot of BRANDING_IMAGE_SLOTS) images[fieldOf(slot)] = brandingImageUrl(row.images[slot]);
    return { colours, images, updatedAt: row.updated_at };
  }

  async get(): Promise<BrandingView> {
    return this.view(await this.row());
  }

  /** Only the colours given change (one UPDATE merging the jsonb). */
  async updateColours(input: Record<string, unknown>): Promise<BrandingView> {
    const result = validateBrandingColours(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    await this.dataSource.query(`UPDATE branding SET colours = colours || $1::jsonb WHERE id = 1`, [JSON.stringify(result.colours)]);
    return this.get();
  }

  async resetColours(): Promise<BrandingView> {
    await this.dataSource.query(`UPDATE branding SET colours = '{}'::jsonb WHERE id = 1`);
    return this.get();
  }

  /** Re-encodes and stores the new file, points the slot at it, then deletes the previous file. */
  async uploadImage(slot: BrandingImageSlot, data: Buffer): Promise<string> {
    const webp = await processBrandingImage(slot, data);
    const key = brandingImageKey(slot);
    await this.media.put(key, webp, 'image/webp');
    const previous = await this.swapImage(slot, key);
    await this.deleteFile(previous);
    return brandingImageUrl(key)!;
  }

  async resetImage(slot: BrandingImageSlot): Promise<BrandingView> {
    if (!(BRANDING_IMAGE_SLOTS as readonly string[]).includes(slot)) throw badInput({ slot: 'INVALID_CHOICE' });
    await this.deleteFile(await this.swapImage(slot, null));
    return this.get();
  }

  /** Sets (or removes) the slot's key under a row lock; returns the key it replaced. */
  private swapImage(slot: BrandingImageSlot, key: string | null): Promise<string | null> {
    return this.dataSource.transaction(async (m) => {
      const [row] = await m.query('SELECT images FROM branding WHERE id = 1 FOR UPDATE');
      const previous: string | null = row.images[slot] ?? null;
      if (key) await m.query(`UPDATE branding SET images = images || jsonb_build_object($1::text, $2::text) WHERE id = 1`, [slot, key]);
      else await m.query(`UPDATE branding SET images = images - $1::text WHERE id = 1`, [slot]);
      return previous;
    });
  }

  /** A file left behind is only wasted space: never fail the change for it. */
  private async deleteFile(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await this.media.delete(key);
    } catch (error) {
      logger.warn(`could not delete ${key}: ${(error as Error).message}`);
    }
  }
}

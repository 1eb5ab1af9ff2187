import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MEDIA_STORAGE, type DemoSeed, type MediaStorage } from '@guide/platform';
import { ABOUT_PAGES, DEMO_CONTENT, HOME_SLIDES, SEED_MEDIA_PREFIX, seedMediaUrl, type SeedContent, type SeedContentType } from './data';

/** Copied next to the compiled seed by the build (swc --copy-files). */
export const VISUALS_DIR = join(__dirname, 'visuals');

/** The picture files a seeded content uses: its illustration (full size and thumbnail) or, for partners, a logo. */
export function visualFiles(type: string, content: SeedContent): { main: string; thumbnail: string } {
  const base = `${type}-${content.visual}`;
  return { main: `${base}.webp`, thumbnail: content.thumbnail ? content.thumbnail.slice(seedMediaUrl('').length) : `${base}-thumb.webp` };
}

/** Every file the seed stores: each type's illustrations and the partners' logos. */
export function seedMediaFiles(content: SeedContentType[] = DEMO_CONTENT): string[] {
  const files = new Set<string>();
  for (const t of content) {
    for (const c of t.contents) {
      const { main, thumbnail } = visualFiles(t.type, c);
      files.add(main).add(thumbnail);
      for (const value of Object.values(c.fields ?? {})) if (value.startsWith(seedMediaUrl(''))) files.add(value.slice(seedMediaUrl('').length));
    }
  }
  return [...files].sort();
}

/**
 * Stores the seed's pictures through the media port (a folder or S3, like any upload) under
 * `cms/seed/`, served by the gateway at `/media/files/cms/seed/…` (media/cms-media.controller.ts).
 * A file already there is left alone.
 */
export async function storeSeedMedia(media: MediaStorage, dir = VISUALS_DIR): Promise<void> {
  for (const file of seedMediaFiles()) {
    const key = `${SEED_MEDIA_PREFIX}${file}`;
    if (await media.stat(key)) continue;
    await media.put(key, await readFile(join(dir, file)), 'image/webp');
  }
}

const at = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);

/**
 * One content type's demo content, only into a type that has neither contents nor categories (a
 * restart adds nothing, and what editors delete or rename does not come back). Returns how many
 * contents were written.
 */
async function seedType(m: EntityManager, t: SeedContentType, now: Date): Promise<number> {
  const [{ taken }] = await m.query(
    'SELECT (EXISTS (SELECT 1 FROM content WHERE content_type = $1) OR EXISTS (SELECT 1 FROM content_category WHERE content_type = $1)) AS taken',
    [t.type],
  );
  if (taken) return 0;
  const fields = new Map<string, string>(
    (await m.query('SELECT code, id FROM content_custom_field WHERE content_type = $1', [t.type])).map((f: { code: string; id: string }) => [f.code, f.id]),
  );
  const categories = new Map<string, string>();
  for (const [i, cat] of t.categories.entries()) {
    // Created a few seconds apart, in order, so lists sorted by creation keep the data's order.
    const [{ id }] = await m.query(
      `INSERT INTO content_category (content_type, slug, title, title_en, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [t.type, cat.slug, cat.title, cat.titleEn, new Date(at(now, 200).getTime() + i * 1000)],
    );
    categories.set(cat.slug, id);
  }
  for (const c of t.contents) {
    const status = c.status ?? 'PUBLISHED';
    const publishedAt = c.publishedDaysAgo === null ? null : at(now, c.publishedDaysAgo);
    // Written a few days before publication, like a real editorial calendar.
    const createdAt = at(now, Math.max(c.publishedDaysAgo ?? 0, 0) + 3);
    const { main, thumbnail } = visualFiles(t.type, c);
    const [{ id }] = await m.query(
      `INSERT INTO content (content_type, slug, title, status, short_description, body, title_en, short_description_en, body_en,
         thumbnail_url, main_image_url, tags, meta_title, meta_description, og_title, og_description, og_image_url, published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19) RETURNING id`,
      [
        t.type,
        c.slug,
        c.title,
        status,
        c.shortDescription,
        c.body,
        c.titleEn,
        c.shortDescriptionEn,
        c.bodyEn,
        seedMediaUrl(thumbnail),
        seedMediaUrl(main),
        c.tags,
        c.seo?.metaTitle ?? null,
        c.seo?.metaDescription ?? null,
        c.seo?.ogTitle ?? null,
        c.seo?.ogDescription ?? null,
        c.seo?.ogTitle || c.seo?.ogDescription ? seedMediaUrl(main) : null,
        publishedAt,
        createdAt,
      ],
    );
    for (const [position, slug] of c.categories.entries()) {
      const categoryId = categories.get(slug);
      if (!categoryId) throw new Error(`Demo content ${t.type}/${c.slug}: unknown category ${slug}`);
      await m.query('INSERT INTO content_category_link (content_id, category_id, position) VALUES ($1, $2, $3)', [id, categoryId, position]);
    }
    for (const [code, value] of Object.entries(c.fields ?? {})) {
      const fieldId = fields.get(code);
      if (!fieldId) throw new Error(`Demo content ${t.type}/${c.slug}: the type has no custom field ${code}`);
      await m.query('INSERT INTO content_field_value (content_id, field_id, value) VALUES ($1, $2, $3)', [id, fieldId, value]);
    }
  }
  return t.contents.length;
}

/**
 * The CMS demo content (SEED_DEMO_DATA): categories and contents of the nine seeded content types,
 * the about-us pages, in one transaction; pictures stored first through the media port. Idempotent:
 * a type that already has content is left alone, a page whose slug exists too.
 */
export async function seedCms(dataSource: DataSource, media: MediaStorage | null, now = new Date()): Promise<{ contents: number; pages: number }> {
  if (media) await storeSeedMedia(media);
  return dataSource.transaction(async (m) => {
    let contents = 0;
    for (const t of DEMO_CONTENT) contents += await seedType(m, t, now);
    let pages = 0;
    for (const p of ABOUT_PAGES) {
      const inserted = await m.query(
        `INSERT INTO page (title, slug, status, body, meta_title, meta_description, blocks) VALUES ($1, $2, 'PUBLISHED', $3, $4, $5, $6::jsonb) ON CONFLICT (slug) DO NOTHING RETURNING id`,
        [p.title, p.slug, p.body, p.metaTitle ?? null, p.metaDescription ?? null, p.blocks ? JSON.stringify(p.blocks) : null],
      );
      pages += inserted.length;
    }
    // The home slider (created empty by its migration) gets its slides once; an editor's list stays.
    await m.query(`UPDATE slider SET slides = $1::jsonb WHERE code = 'home' AND slides = '[]'::jsonb`, [JSON.stringify(HOME_SLIDES)]);
    return { contents, pages };
  });
}

/** Registered with the platform's seed runner (`seed: CmsDemoSeed` in app.module.ts). */
@Injectable()
export class CmsDemoSeed implements DemoSeed {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async seed(): Promise<void> {
    await seedCms(this.dataSource, this.media);
  }
}

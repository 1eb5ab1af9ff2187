/** The typed shape of the CMS demo content (one file per content type in this folder). */

export interface SeedCategory {
  slug: string;
  title: string;
  titleEn: string;
}

export interface SeedSeo {
  metaTitle?: string;
  metaDescription?: string;
  ogTitle?: string;
  ogDescription?: string;
}

export interface SeedContent {
  slug: string;
  title: string;
  titleEn: string;
  /** PUBLISHED unless said otherwise. */
  status?: 'DRAFT' | 'PUBLISHED';
  /** Days before the seed runs (negative: scheduled in the future); null for a draft never published. */
  publishedDaysAgo: number | null;
  /** Category slugs of the same type; the first is the one in the path. */
  categories: string[];
  shortDescription: string;
  shortDescriptionEn: string;
  /** Simple HTML (h2, p, ul, li, strong, em) the sanitizer keeps as it is. */
  body: string;
  bodyEn: string;
  tags: string[];
  seo?: SeedSeo;
  /** Custom field values by field code, in the formats of the field kinds (NUMBER "12.5", DATE YYYY-MM-DD…). */
  fields?: Record<string, string>;
  /** Which illustration of the type (0, 1 or 2: visuals/{type}-{n}.webp). */
  visual: number;
  /** Overrides the thumbnail (partners show their logo). */
  thumbnail?: string;
}

export interface SeedContentType {
  type: string;
  categories: SeedCategory[];
  contents: SeedContent[];
}

/** A date `days` from today (negative: in the past), YYYY-MM-DD: events and offers stay current whenever the seed runs. */
export function dayFromNow(days: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** Where the seed stores its pictures (media keys) and the URLs they are served at (gateway `/media/files/…`). */
export const SEED_MEDIA_PREFIX = 'cms/seed/';
export const seedMediaUrl = (file: string) => `/media/files/${SEED_MEDIA_PREFIX}${file}`;

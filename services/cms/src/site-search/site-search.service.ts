import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Connection, FuzzyTsquery, TYPO_MIN_LENGTH, badInput, decodeOffsetCursor, frenchDocumentSql, offsetConnection, queryWords } from '@guide/platform';
import { ABOUT_PAGE_SLUG, PAGES_PATH_PREFIX } from '@guide/vocabulary';
import { SITE_WORD_MAX } from '../migrations/1700000003310-site-search';
import { plainExcerpt } from './site-search.text';

export type SiteSearchKind = 'ESTABLISHMENT' | 'PRODUCT' | 'CONTENT' | 'PAGE';

export interface SiteSearchHit {
  kind: SiteSearchKind;
  title: string;
  path: string;
  excerpt: string | null;
  imageUrl: string | null;
  contentType: string | null;
}

export const DEFAULT_SITE_SEARCH_SIZE = 10;
export const MAX_SITE_SEARCH_SIZE = 50;

/**
 * The visitor's words as one tsquery: the platform's per-word fuzzy query (as catalog-guide's search),
 * over `site_search_words`. Each word is its French stem, or (5 to 40 letters) also the stem of a known
 * word one typo away; words that are only stop words ("le", "de") are dropped. `exact` is the query
 * without corrections: what matches it ranks first.
 */
const FUZZY_TEXT = new FuzzyTsquery('site_search_words', { minLength: TYPO_MIN_LENGTH, maxLength: SITE_WORD_MAX });

const STRIP = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;

/**
 * One statement: the four sources matched, ranked (typed words above corrections, then the rank, then a
 * stable order), the page and the total. Contents and pages are searched in place: only public ones
 * (a content PUBLISHED with published_at in the past, a PUBLISHED page); their document is computed on
 * the fly (a CMS holds thousands of items, not millions).
 */
const SEARCH_SQL = `
WITH q AS (SELECT $1::tsquery AS query, $2::tsquery AS exact),
hits AS (
  SELECT c.kind, c.id, c.title, c.path, c.excerpt, c.image_url, NULL::text AS content_type, c.document
    FROM site_search_catalog c, q WHERE c.visible AND c.document @@ q.query
  UNION ALL
  SELECT 'CONTENT', ct.id::text, ct.title,
         '/' || ct.content_type || coalesce('/' || (SELECT cat.slug FROM content_category_link l JOIN content_category cat ON cat.id = l.category_id
                                                     WHERE l.content_id = ct.id ORDER BY l.position, cat.slug LIMIT 1), '') || '/' || ct.slug,
         coalesce(nullif(ct.short_description, ''), left(${STRIP('ct.body')}, 1000)),
         coalesce(ct.thumbnail_url, ct.main_image_url), ct.content_type, d.document
    FROM content ct
    CROSS JOIN LATERAL (SELECT ${frenchDocumentSql([
      ['ct.title', 'A'],
      [`concat_ws(' ', ct.short_description, ct.title_en, array_to_string(ct.tags, ' '))`, 'B'],
      [STRIP('ct.body'), 'C'],
    ])} AS document) d, q
   WHERE ct.status = 'PUBLISHED' AND ct.published_at <= now() AND d.document @@ q.query
  UNION ALL
  SELECT 'PAGE', p.id::text, p.title, CASE WHEN p.slug = '${ABOUT_PAGE_SLUG}' THEN '/' || p.slug ELSE '${PAGES_PATH_PREFIX}/' || p.slug END,
         coalesce(nullif(p.short_description, ''), nullif(p.meta_description, ''), left(${STRIP('p.body')}, 1000)),
         coalesce(p.thumbnail_url, p.main_image_url), NULL, d.document
    FROM page p
    CROSS JOIN LATERAL (SELECT ${frenchDocumentSql([
      ['p.title', 'A'],
      [`concat_ws(' ', p.meta_description, p.short_description, array_to_string(p.tags, ' '))`, 'B'],
      [STRIP('p.body'), 'C'],
    ])} AS document) d, q
   WHERE p.status = 'PUBLISHED' AND d.document @@ q.query
),
ranked AS (
  SELECT h.kind, h.id, h.title, h.path, h.excerpt, h.image_url, h.content_type,
         (h.document @@ q.exact)::int AS exact, ts_rank_cd(h.document, q.query) AS rank
    FROM hits h, q
),
page AS (
  SELECT * FROM ranked ORDER BY exact DESC, rank DESC, kind, id LIMIT $3 OFFSET $4
)
SELECT (SELECT count(*) FROM ranked)::int AS total,
       coalesce((SELECT json_agg(page ORDER BY exact DESC, rank DESC, kind, id) FROM page), '[]'::json) AS rows`;

interface Row {
  kind: SiteSearchKind;
  title: string;
  path: string;
  excerpt: string | null;
  image_url: string | null;
  content_type: string | null;
}

@Injectable()
export class SiteSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(text: string, first?: number | null, after?: string | null): Promise<Connection<SiteSearchHit>> {
    const limit = first ?? DEFAULT_SITE_SEARCH_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SITE_SEARCH_SIZE) {
      throw badInput({ first: 'PAGE_SIZE_OUT_OF_RANGE' }, `first must be between 1 and ${MAX_SITE_SEARCH_SIZE}`);
    }
    const offset = decodeOffsetCursor(after);
    // Blank, or stop words only ("le", "de la"): nothing to look for.
    const resolved = await FUZZY_TEXT.resolve(this.dataSource, queryWords(text));
    if (!resolved) return offsetConnection([], 0, offset, limit);
    const [{ total, rows }] = (await this.dataSource.query(SEARCH_SQL, [resolved.query, resolved.exact, limit, offset])) as { total: number; rows: Row[] }[];
    const hits = rows.map(
      (r): SiteSearchHit => ({
        kind: r.kind,
        title: r.title,
        path: r.path,
        excerpt: plainExcerpt(r.excerpt),
        imageUrl: r.image_url,
        contentType: r.content_type,
      }),
    );
    return offsetConnection(hits, total, offset, limit);
  }
}

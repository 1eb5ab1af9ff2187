import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Connection, badInput, decodeOffsetCursor, offsetConnection } from '@guide/platform';
import { ABOUT_PAGE_SLUG, PAGES_PATH_PREFIX } from '@guide/vocabulary';
import { SITE_WORD_MAX } from '../migrations/1700000003310-site-search';
import { TYPO_MIN_LENGTH, plainExcerpt, queryWords } from './site-search.text';

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
 * The visitor's words as one tsquery (as catalog-guide's RESOLVE_TEXT_SQL, over `site_search_words`):
 * each word is its French stem, or (5 to 40 letters) also the stem of a known word one typo away. One edit
 * leaves the first ⌊n/2⌋ letters or the last n−1−⌊n/2⌋ intact, so the trigram index finds every
 * candidate through LIKE. Words that are only stop words ("le", "de") are dropped. `exact` is the query
 * without corrections: what matches it ranks first.
 */
const RESOLVE_SQL = `
WITH raw AS (
  SELECT u.ord, regexp_replace(lower(guide_unaccent(u.w)), '[^[:alnum:]]+', '', 'g') AS word
  FROM unnest($1::text[]) WITH ORDINALITY AS u(w, ord)
), words AS MATERIALIZED (
  SELECT ord, word, plainto_tsquery('guide_french', word) AS exact FROM raw WHERE word <> ''
), per_word AS MATERIALIZED (
  SELECT w.ord, w.exact,
    (SELECT guide_tsquery_or(c.q)
       FROM (SELECT DISTINCT plainto_tsquery('guide_french', sw.word) AS q
               FROM site_search_words sw
              WHERE length(w.word) BETWEEN $2::int AND $3::int
                AND (sw.word LIKE (left(w.word, length(w.word) / 2) || '%')
                     OR sw.word LIKE ('%' || right(w.word, length(w.word) - 1 - length(w.word) / 2)))
                AND length(sw.word) BETWEEN length(w.word) - 1 AND length(w.word) + 1
                AND sw.word <> w.word
                AND guide_one_typo(sw.word, w.word)) c
      WHERE c.q <> w.exact AND numnode(c.q) > 0) AS fuzzy
  FROM words w
  WHERE numnode(w.exact) > 0
)
SELECT guide_tsquery_and(CASE WHEN fuzzy IS NULL OR numnode(fuzzy) = 0 THEN exact ELSE exact || fuzzy END)::text AS query,
       guide_tsquery_and(exact)::text AS exact
FROM per_word`;

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
    CROSS JOIN LATERAL (SELECT setweight(to_tsvector('guide_french', ct.title), 'A')
      || setweight(to_tsvector('guide_french', concat_ws(' ', ct.short_description, ct.title_en, array_to_string(ct.tags, ' '))), 'B')
      || setweight(to_tsvector('guide_french', ${STRIP('ct.body')}), 'C') AS document) d, q
   WHERE ct.status = 'PUBLISHED' AND ct.published_at <= now() AND d.document @@ q.query
  UNION ALL
  SELECT 'PAGE', p.id::text, p.title, CASE WHEN p.slug = '${ABOUT_PAGE_SLUG}' THEN '/' || p.slug ELSE '${PAGES_PATH_PREFIX}/' || p.slug END,
         coalesce(nullif(p.meta_description, ''), left(${STRIP('p.body')}, 1000)), NULL, NULL, d.document
    FROM page p
    CROSS JOIN LATERAL (SELECT setweight(to_tsvector('guide_french', p.title), 'A')
      || setweight(to_tsvector('guide_french', coalesce(p.meta_description, '')), 'B')
      || setweight(to_tsvector('guide_french', ${STRIP('p.body')}), 'C') AS document) d, q
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
    const words = queryWords(text);
    if (!words.length) return offsetConnection([], 0, offset, limit);
    const [resolved] = (await this.dataSource.query(RESOLVE_SQL, [words, TYPO_MIN_LENGTH, SITE_WORD_MAX])) as { query: string | null; exact: string | null }[];
    // Stop words only ("le", "de la"): nothing to look for.
    if (!resolved?.query || !resolved.exact) return offsetConnection([], 0, offset, limit);
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

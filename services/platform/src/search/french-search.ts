/**
 * French typo-tolerant text search on PostgreSQL, shared by every service that searches (catalog-guide's
 * Postgres search adapter, cms's site search): the schema objects (extensions, `guide_unaccent`, the
 * `guide_french` configuration, `guide_one_typo`, the tsquery aggregates), a migration factory that
 * installs them, and the SQL fragments of a search: folded words, weighted documents and the per-word
 * fuzzy tsquery. README.md beside this file.
 */
import type { Queryable } from '../state-machine/status-history';
import { TYPO_MIN_LENGTH } from './query-words';

/** The text search configuration: `french` with `unaccent` before `french_stem`. */
export const FRENCH_SEARCH_CONFIG = 'guide_french';

/** The extensions French search needs; all "trusted" since PostgreSQL 13: a database owner may create them. */
export const FRENCH_SEARCH_EXTENSIONS: readonly string[] = ['unaccent', 'pg_trgm', 'fuzzystrmatch'];

/**
 * The statements creating the search functions, each idempotent (a database where another migration
 * already made them is left as it is). Order matters: the configuration needs `unaccent`.
 */
export const FRENCH_SEARCH_SQL: readonly string[] = [
  ...FRENCH_SEARCH_EXTENSIONS.map((ext) => `CREATE EXTENSION IF NOT EXISTS ${ext}`),
  // unaccent() is only STABLE (it looks its dictionary up by name); with the dictionary named the result
  // is fixed, so this wrapper may be IMMUTABLE and used in index expressions / generated columns.
  `CREATE OR REPLACE FUNCTION guide_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`,
  `DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = '${FRENCH_SEARCH_CONFIG}') THEN
        CREATE TEXT SEARCH CONFIGURATION ${FRENCH_SEARCH_CONFIG} (COPY = french);
        ALTER TEXT SEARCH CONFIGURATION ${FRENCH_SEARCH_CONFIG} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
      END IF;
    END $$`,
  // "One typo": Levenshtein distance 1 (substitution, insertion, deletion) or one swap of adjacent letters.
  `CREATE OR REPLACE FUNCTION guide_one_typo(a text, b text) RETURNS boolean
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE i int := 1; n int := length(a);
      BEGIN
        IF levenshtein_less_equal(a, b, 1) <= 1 THEN RETURN true; END IF;
        IF n <> length(b) OR n < 2 THEN RETURN false; END IF;
        WHILE i <= n AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
        RETURN i < n AND substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2);
      END $$`,
  // tsquery has && and || operators but no aggregates: these fold one query per word.
  'CREATE OR REPLACE AGGREGATE guide_tsquery_and(tsquery) (SFUNC = tsquery_and, STYPE = tsquery)',
  'CREATE OR REPLACE AGGREGATE guide_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery)',
];

/** Dropping them, in reverse order. The extensions stay: other objects of the database may rely on them. */
export const DROP_FRENCH_SEARCH_SQL: readonly string[] = [
  'DROP AGGREGATE IF EXISTS guide_tsquery_or(tsquery)',
  'DROP AGGREGATE IF EXISTS guide_tsquery_and(tsquery)',
  'DROP FUNCTION IF EXISTS guide_one_typo(text, text)',
  `DROP TEXT SEARCH CONFIGURATION IF EXISTS ${FRENCH_SEARCH_CONFIG}`,
  'DROP FUNCTION IF EXISTS guide_unaccent(text)',
];

/** In a migration's `up`: the extensions and functions of French search (idempotent). */
export async function installFrenchSearch(q: Queryable): Promise<void> {
  for (const sql of FRENCH_SEARCH_SQL) await q.query(sql);
}

/** In the same migration's `down`. */
export async function dropFrenchSearch(q: Queryable): Promise<void> {
  for (const sql of DROP_FRENCH_SEARCH_SQL) await q.query(sql);
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;
const checked = (table: string): string => {
  if (!SAFE_NAME.test(table)) throw new Error(`Not a plain table name: ${table}`);
  return table;
};

/**
 * The rows of the folded words of a text expression (lowercase, unaccented, split on anything but
 * letters and digits; empty strings included, to filter with `length(w)`): `FROM ... AS w`. What feeds
 * a typo vocabulary (`search_words`, `site_search_words`).
 */
export function foldedWordsSql(expression: string): string {
  return `regexp_split_to_table(lower(guide_unaccent(${expression})), '[^[:alnum:]]+')`;
}

/** A weighted tsvector over `guide_french`: `[[expr, 'A'], [expr, 'B'], ...]` concatenated. */
export function frenchDocumentSql(parts: readonly (readonly [expression: string, weight: 'A' | 'B' | 'C' | 'D'])[]): string {
  return parts.map(([expression, weight]) => `setweight(to_tsvector('${FRENCH_SEARCH_CONFIG}', ${expression}), '${weight}')`).join('\n      || ');
}

/**
 * The visitor's words (queryWords) as one tsquery, in one round trip: each word is its French stem, or,
 * from `minLength` letters (up to `maxLength` when set), also the stems of the words of `vocabulary` one
 * typo away. One edit leaves either the first ⌊n/2⌋ letters or the last n−1−⌊n/2⌋ intact, so
 * `LIKE 'prefix%' OR LIKE '%suffix'` over the vocabulary's trigram index finds every candidate, and
 * guide_one_typo() keeps those at distance one (swaps of two letters included). Corrections whose stem
 * is the word's own stem ("fromages" for "fromage") add nothing and are dropped. Words that are only
 * stop words ("le", "de") are dropped. `exact` is the query without corrections: what matches it ranks
 * first. Parameters: $1 words, $2 minLength, $3 maxLength (when set).
 */
export function fuzzyTsquerySql(vocabulary: string, options: { bounded: boolean }): string {
  const length = options.bounded ? 'length(w.word) BETWEEN $2::int AND $3::int' : 'length(w.word) >= $2::int';
  return `
WITH raw AS (
  SELECT u.ord, regexp_replace(lower(guide_unaccent(u.w)), '[^[:alnum:]]+', '', 'g') AS word
  FROM unnest($1::text[]) WITH ORDINALITY AS u(w, ord)
), words AS MATERIALIZED (
  SELECT ord, word, plainto_tsquery('${FRENCH_SEARCH_CONFIG}', word) AS exact FROM raw WHERE word <> ''
), per_word AS MATERIALIZED (
  SELECT w.ord, w.exact,
    (SELECT guide_tsquery_or(c.q)
       FROM (SELECT DISTINCT plainto_tsquery('${FRENCH_SEARCH_CONFIG}', sw.word) AS q
               FROM ${checked(vocabulary)} sw
              WHERE ${length}
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
}

/** A text query resolved to tsqueries (canonical tsquery text, safe to cast back with ::tsquery). */
export interface ResolvedTsquery {
  /** Every word must match: its stem, or the stem of a vocabulary word one typo away. */
  query: string;
  /** The same words without typo corrections: documents matching it rank first. */
  exact: string;
}

/** The per-word fuzzy query over one vocabulary table, built once (fuzzyTsquerySql). */
export class FuzzyTsquery {
  readonly sql: string;
  private readonly minLength: number;
  private readonly maxLength: number | null;

  constructor(vocabulary: string, options: { minLength?: number; maxLength?: number | null } = {}) {
    this.minLength = options.minLength ?? TYPO_MIN_LENGTH;
    this.maxLength = options.maxLength ?? null;
    this.sql = fuzzyTsquerySql(vocabulary, { bounded: this.maxLength !== null });
  }

  params(words: readonly string[]): unknown[] {
    return this.maxLength === null ? [words, this.minLength] : [words, this.minLength, this.maxLength];
  }

  /** The tsqueries of the words, or null when none is searchable (no words, stop words only). */
  async resolve(db: Queryable, words: readonly string[]): Promise<ResolvedTsquery | null> {
    if (!words.length) return null;
    const [row] = (await db.query(this.sql, this.params(words))) as { query: string | null; exact: string | null }[];
    return row?.query && row.exact ? { query: row.query, exact: row.exact } : null;
  }
}

/**
 * Search on the service's own PostgreSQL (the one-machine default). Schema: migration
 * 1700000001000-search-index.ts. How text, typos, near-me and facets work: README.md beside this file.
 */
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { foldedWordsSql, frenchDocumentSql, FuzzyTsquery, queryWords, TYPO_MIN_LENGTH, type ResolvedTsquery } from '@guide/platform';
import { ResultCache, resultKey } from './result-cache';
import { categoryText, effectiveSort, present, roundKm } from './search-rules';
import type { EstablishmentSort, FacetCount, SearchDocument, SearchFacets, SearchPort, SearchQuery, SearchResult } from './search.port';

/** A text query resolved to tsqueries (canonical tsquery text, safe to cast back with ::tsquery). */
export type ResolvedText = ResolvedTsquery;
/** The words of a text query, resolved by the search statement itself (text without near: one round trip). */
export type UnresolvedText = { words: readonly string[] };

/**
 * Round trip 1 of a text search: the visitor's words (already normalised, no syntax) become one tsquery,
 * typo candidates coming from `search_words` (the platform's per-word fuzzy query: FuzzyTsquery).
 */
const FUZZY_TEXT = new FuzzyTsquery('search_words', { minLength: TYPO_MIN_LENGTH });
export const RESOLVE_TEXT_SQL = FUZZY_TEXT.sql;

/** Sort key (a column of the index and of `matched`) and direction; ties always by id. */
const SORT_KEY: Record<Exclude<EstablishmentSort, 'DISTANCE' | 'RELEVANCE' | 'RATING'>, [string, string]> = {
  PRICE_ASC: ['price_from', 'ASC NULLS LAST'],
  PRICE_DESC: ['price_from', 'DESC NULLS LAST'],
  NAME_ASC: ['name_norm', 'ASC'],
  NAME_DESC: ['name_norm', 'DESC'],
  NEWEST: ['updated_at', 'DESC'],
};

/**
 * RATING: the average of the approved reviews, then their count, both descending; unrated last. Read
 * from `review_summary` (src/reviews, migration 1700000001900: one row per rated establishment, kept by
 * moderation, which also bumps `search_generation`), one unique-index lookup per candidate row: the page
 * is a top-N sort of the matches, as for relevance.
 */
const RATING_KEY = `(SELECT ROW(s.rating_sum::float8 / s.review_count, s.review_count) FROM review_summary s
    WHERE s.establishment_id = e.id AND s.review_count > 0)`;

/**
 * Round trip 2: one statement returns the page of hits, the total and every facet. Only the filters
 * present are written into the SQL (so the planner sees plain, indexable conditions); every value is a
 * parameter.
 *
 * - Facets are disjunctive: the counts of a facet (types, meal categories, producer categories,
 *   departments) apply every filter except that facet's own, so a visitor sees what ticking one more
 *   box would add.
 * - A list with no text, budget, town, radius, equipment or services, and at most one disjunctive
 *   filter (`fromCounts`: the whole guide, every hotel-restaurant, a department) sums rows of
 *   `search_facet_counts`, the counts the index's triggers keep (migration 1700000001500), and walks
 *   the index of its sort order for the page. `options.facetCounts: false` forces the path below
 *   (the specs compare both).
 * - Otherwise `groups` reads the rows that count somewhere (a row failing two of those filters counts
 *   nowhere) and aggregates them as it reads; `counts` derives the total and the four facets from the
 *   groups in one pass (grouping sets). `matched` holds the rows matching every filter: equipment and
 *   services ("all of" filters) are counted over it, and the page is a top-N sort of it, except by
 *   distance.
 * - By distance, `page` reads the table with every filter and its own ORDER BY ... LIMIT, so the index
 *   serves the order: nearest first is a GiST KNN scan (`ll_to_earth(lat, lon) <-> origin`, whose
 *   chord order is the great-circle order), then an incremental sort on id. Distances are computed
 *   for the page only (ll_to_earth costs a few microseconds a row: 80 ms for 20,000 rows).
 * - `summary: false` (a page only, e.g. "nearby"): no groups, no counts.
 * Lists read covering indexes (index only) where they can: see search() and the migrations.
 */
export function buildSearchSql(
  query: SearchQuery,
  text: ResolvedText | UnresolvedText | null,
  options: { facetCounts?: boolean } = {},
): { sql: string; params: unknown[]; fromCounts: boolean; plainCost: boolean } {
  const params: unknown[] = [];
  const p = (value: unknown, cast = ''): string => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  // Words not resolved yet: RESOLVE_TEXT_SQL becomes the statement's first CTE (its parameters, $1 and
  // $2, go first), and the tsqueries are read from it.
  const unresolved = text !== null && 'words' in text;
  if (unresolved) {
    if (query.near || query.summary === false) throw new Error('Unresolved text is for text without near, with a summary');
    for (const value of FUZZY_TEXT.params(text.words)) p(value);
  }
  const resolved = (column: 'query' | 'exact') => `(SELECT r.${column}::tsquery FROM resolved r)`;
  const f = query.filter ?? {};
  // Text without near reads the narrow copy of the published rows (migration 1700000001975): every
  // match is read to rank and count it, and there a row is half the pages and a third of the columns.
  const textTable = text !== null && !query.near;
  const source = textTable ? 'establishment_search_text' : 'establishment_search';
  const where = textTable ? [] : ['e.published'];
  let tsq = '';
  if (text) {
    tsq = 'words' in text ? resolved('query') : p(text.query, '::tsquery');
    where.push(`e.document @@ ${tsq}`);
  }
  // Matching the words as typed ranks above matching through a typo correction (adding 0 when there is
  // none changes no rank).
  const rank = () =>
    'words' in text!
      ? `ts_rank_cd(e.document, ${tsq}) + CASE WHEN (SELECT r.query <> r.exact FROM resolved r) THEN (e.document @@ ${resolved('exact')})::int ELSE 0 END`
      : text!.query === text!.exact
        ? `ts_rank_cd(e.document, ${tsq})`
        : `ts_rank_cd(e.document, ${tsq}) + (e.document @@ ${p(text!.exact, '::tsquery')})::int`;
  let origin: string | null = null;
  if (query.near) {
    origin = `ll_to_earth(${p(query.near.lat, '::float8')}, ${p(query.near.lon, '::float8')})`;
    if (query.near.radiusKm != null) {
      const radius = p(query.near.radiusKm * 1000, '::float8');
      // The box is served by the GiST index on ll_to_earth(lat, lon); the exact check trims its corners.
      where.push(`earth_box(${origin}, ${radius}) @> ll_to_earth(e.lat, e.lon)`, `earth_distance(${origin}, ll_to_earth(e.lat, e.lon)) <= ${radius}`);
    }
  }
  if (f.budgetMax != null) where.push(`e.price_from <= ${p(f.budgetMax, '::int')}`);
  if (present(f.cityCodes)) where.push(`e.city_code = ANY(${p(f.cityCodes, '::text[]')})`);
  if (present(f.equipment)) where.push(`e.equipment @> ${p(f.equipment, '::text[]')}`);
  if (present(f.services)) where.push(`e.services @> ${p(f.services, '::text[]')}`);
  // The four disjunctive filters: [key in search_facet_counts, column, the list's parameter or null].
  const disjunctive = (
    [
      ['type', 'type', f.types],
      ['meal', 'meal_category', f.mealCategories],
      ['prod', 'producer_category', f.producerCategories],
      ['dept', 'department_code', f.departmentCodes],
    ] as const
  ).map(([key, column, list]) => ({ key, column, param: present<string>(list) ? p(list, '::text[]') : null }));
  const [fType, fMeal, fProd, fDept] = disjunctive.map(({ column, param }) => (param ? `e.${column} = ANY(${param})` : 'true'));
  const pageWhere = [...where, ...[fType, fMeal, fProd, fDept].filter((c) => c !== 'true')];

  const sort = effectiveSort(query, text !== null);
  // Built once: it adds a parameter, which must then appear in the statement.
  const rankSql = sort === 'RELEVANCE' ? rank() : '';
  // The page's sort key as an expression over the row (`e`) and its direction.
  const [sortKey, direction] =
    sort === 'RELEVANCE'
      ? [rankSql, 'DESC']
      : sort === 'DISTANCE'
        ? [`ll_to_earth(e.lat, e.lon) <-> ${origin}`, 'ASC']
        : sort === 'RATING'
          ? [RATING_KEY, 'DESC NULLS LAST']
          : [`e.${SORT_KEY[sort][0]}`, SORT_KEY[sort][1]];
  const limit = p(Math.max(0, Math.min(Math.floor(query.limit), 1000)), '::int');
  const offset = p(Math.max(0, Math.floor(query.offset)), '::bigint');
  const distance = origin ? `earth_distance(${origin}, ll_to_earth(page.lat, page.lon))` : 'NULL::float8';
  // Coordinates are read for distances only (the text table has none).
  const coords = origin ? ', e.lat, e.lon' : '';

  // GROUPING(type, meal_category, producer_category, department_code) of each grouping set below.
  const SET = { type: 7, meal: 11, prod: 13, dept: 14, none: 15 };
  const facet = (column: string, count: string, set: number) =>
    `(SELECT coalesce(json_agg(json_build_array(${column}, ${count}) ORDER BY ${count} DESC, ${column}), '[]'::json)
        FROM counts WHERE g = ${set} AND ${column} IS NOT NULL AND ${count} > 0)`;
  // Matches share a few hundred distinct arrays of each: each distinct array is unnested once, weighted
  // by its rows (unnesting every match's costs several times more).
  // The text table numbers its arrays (search_text_lists): matches are grouped by an integer instead.
  const arrays = (column: string) =>
    textTable
      ? `SELECT l.list, m.n FROM (SELECT ${column}_list AS list_id, count(*) AS n FROM matched GROUP BY 1) m
                  JOIN search_text_lists l ON l.id = m.list_id`
      : `SELECT ${column} AS list, count(*) AS n FROM matched GROUP BY 1`;
  const arrayFacet = (column: string) =>
    `(SELECT coalesce(json_agg(json_build_array(value, n) ORDER BY n DESC, value), '[]'::json)
        FROM (SELECT v AS value, sum(a.n)::int AS n
                FROM (${arrays(column)}) a, unnest(a.list) AS v
               GROUP BY 1) c)`;
  // A row counts in a disjunctive facet when every filter but that facet's own holds: rows failing two
  // or more of them count nowhere, so groups leaves them out.
  const active = (
    [
      [fType, 'f_type'],
      [fMeal, 'f_meal'],
      [fProd, 'f_prod'],
      [fDept, 'f_dept'],
    ] as const
  ).filter(([c]) => c !== 'true');
  const countsSomewhere = active.length >= 2 ? `(${active.map(([, column]) => `e.${column}::int`).join(' + ')}) >= ${active.length - 1}` : 'true';

  // The page keeps its sort key so the hits can be put back in order; no window function over the
  // matches, which would turn the top-N sort into a sort of every match.
  const pageFrom = (source: string, conditions: string[], key: string) => `page AS (
  SELECT e.id${coords}, ${key} AS sort_key
  FROM ${source} e
  WHERE ${conditions.join('\n    AND ')}
  ORDER BY ${key} ${direction}, e.id
  LIMIT ${limit} OFFSET ${offset}
)`;
  const hits = `(SELECT coalesce(json_agg(json_build_array(page.id, ${distance}) ORDER BY page.sort_key ${direction}, page.id), '[]'::json) FROM page)`;
  // No text, budget, town, radius, equipment or services, and at most one disjunctive filter: the total
  // and every facet are sums of rows of search_facet_counts, kept by the index's triggers (migration
  // 1700000001500), and the page is read in the order of an index on the sort column.
  const filtered = disjunctive.filter((l) => l.param);
  const fromCounts =
    options.facetCounts !== false &&
    query.summary !== false &&
    !text &&
    f.budgetMax == null &&
    !present(f.cityCodes) &&
    !present(f.equipment) &&
    !present(f.services) &&
    query.near?.radiusKm == null &&
    filtered.length <= 1;
  if (fromCounts) {
    const [only] = filtered;
    // A facet ignores its own filter: the filtered field's facet comes from the unfiltered counts.
    const keys = only ? `(c.dim = '${only.key}' AND c.dim_value = ANY(${only.param})) OR (c.dim = '' AND c.facet = '${only.key}')` : `c.dim = ''`;
    const counted = (facetKey: string) =>
      `(SELECT coalesce(json_agg(json_build_array(value, n) ORDER BY n DESC, value), '[]'::json) FROM counts WHERE facet = '${facetKey}' AND n > 0)`;
    const total = `coalesce((SELECT n FROM counts WHERE facet = 'total'), 0)`;
    // The page walks the index of the sort order (index only: the sort indexes of migration
    // 1700000001500 include the filtered fields), and stops at the page; the total is checked first,
    // so a value nobody has or an offset past the end reads nothing.
    const page = pageFrom('establishment_search', [...pageWhere, `${offset} < ${total}`], sortKey);
    const sql = `WITH counts AS MATERIALIZED (
  SELECT c.facet, c.value, sum(c.n)::int AS n
  FROM search_facet_counts c
  WHERE ${keys}
  GROUP BY c.facet, c.value
), ${page}
SELECT
  ${total} AS total,
  ${hits} AS hits,
  ${counted('type')} AS types,
  ${counted('meal')} AS meal_categories,
  ${counted('prod')} AS producer_categories,
  ${counted('dept')} AS departments,
  ${counted('equipment')} AS equipment,
  ${counted('services')} AS services`;
    return { sql, params, fromCounts, plainCost: true };
  }
  // The text table has one index (the document's): any page cost gives the same plan.
  const plainCost = textTable;

  if (query.summary === false) {
    const none = `'[]'::json`;
    const sql = `WITH ${pageFrom(source, pageWhere, sortKey)}
SELECT 0 AS total, ${hits} AS hits,
  ${none} AS types, ${none} AS meal_categories, ${none} AS producer_categories, ${none} AS departments, ${none} AS equipment, ${none} AS services`;
    return { sql, params, fromCounts, plainCost };
  }

  // Two reads of the index, each shaped for its job (one when no disjunctive filter is set):
  // - groups: the rows the facets count (those failing two disjunctive filters count nowhere and are
  //   dropped), aggregated while read to a few hundred groups by facet values; counts then derives the
  //   total and every disjunctive facet from those groups (grouping sets). Nothing per row is kept.
  // - matched: the rows matching every filter (every condition indexable), kept for the page and the
  //   "all of" facets (equipment, services). The page is a top-N sort of it: an index on the sort
  //   column would walk the rows the filters reject (prices correlate with types: the cheapest are
  //   producers), and relevance ranks each match once, here. Nearest first reads the table in GiST
  //   (KNN) order instead: it stops after the page (measured: 1 ms, against 5 ms to sort 700 rows by
  //   distance).
  const fromMatched = sort !== 'DISTANCE';
  // matched keeps the sort key itself (relevance is ranked once, here), named like the page's.
  const matchedKey = fromMatched ? `, ${sortKey} AS sort_key` : '';
  // Without a disjunctive filter, the rows the facets count are exactly the matches: one read only.
  const single = active.length === 0;
  // The text table numbers the four fields together (search_text_fields): groups count by that number,
  // then read the values once a group.
  const fieldColumns = 'type, meal_category, producer_category, department_code';
  const facetFields = textTable ? 'fields' : fieldColumns;
  const matched = `matched AS MATERIALIZED (
  SELECT e.id${coords}, ${textTable ? 'e.equipment_list, e.services_list' : 'e.equipment, e.services'}${matchedKey}${single ? `, ${facetFields}` : ''}
  FROM ${source} e
  WHERE ${pageWhere.join('\n    AND ')}
)`;
  const flagColumns = 'f_type, f_meal, f_prod, f_dept';
  const groups = textTable
    ? `groups AS (
  SELECT ${fieldColumns.replace(/\w+/g, (c) => `v.${c}`)}, ${flagColumns.replace(/\w+/g, (c) => `g.${c}`)}, g.n
  FROM (${
    single
      ? `SELECT fields, true AS f_type, true AS f_meal, true AS f_prod, true AS f_dept, count(*) AS n FROM matched GROUP BY 1`
      : `SELECT e.fields, ${flagColumns.replace(/\w+/g, (c) => `e.${c}`)}, count(*) AS n
    FROM (
      -- OFFSET 0 keeps this a subquery: each filter is evaluated once a row.
      SELECT e.fields, ${fType} AS f_type, ${fMeal} AS f_meal, ${fProd} AS f_prod, ${fDept} AS f_dept
      FROM ${source} e
      WHERE ${where.join('\n        AND ')}
      OFFSET 0
    ) e
    WHERE ${countsSomewhere}
    GROUP BY 1, 2, 3, 4, 5`
  }) g
  JOIN search_text_fields v ON v.id = g.fields
)`
    : single
      ? `groups AS (
  SELECT type, meal_category, producer_category, department_code, true AS f_type, true AS f_meal, true AS f_prod, true AS f_dept, count(*) AS n
  FROM matched GROUP BY 1, 2, 3, 4
)`
      : `groups AS (
  SELECT e.type, e.meal_category, e.producer_category, e.department_code, e.f_type, e.f_meal, e.f_prod, e.f_dept, count(*) AS n
  FROM (
    -- OFFSET 0 keeps this a subquery: each filter is evaluated once a row.
    SELECT e.type, e.meal_category, e.producer_category, e.department_code,
           ${fType} AS f_type, ${fMeal} AS f_meal, ${fProd} AS f_prod, ${fDept} AS f_dept
    FROM ${source} e
    WHERE ${where.join('\n      AND ')}
    OFFSET 0
  ) e
  WHERE ${countsSomewhere}
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
)`;
  const sql = `WITH ${unresolved ? `resolved AS MATERIALIZED (${RESOLVE_TEXT_SQL}\n), ` : ''}${matched}, ${groups}, counts AS MATERIALIZED (
  SELECT type, meal_category, producer_category, department_code,
         GROUPING(type, meal_category, producer_category, department_code) AS g,
         coalesce(sum(n) FILTER (WHERE f_meal AND f_prod AND f_dept), 0)::int AS n_type,
         coalesce(sum(n) FILTER (WHERE f_type AND f_prod AND f_dept), 0)::int AS n_meal,
         coalesce(sum(n) FILTER (WHERE f_type AND f_meal AND f_dept), 0)::int AS n_prod,
         coalesce(sum(n) FILTER (WHERE f_type AND f_meal AND f_prod), 0)::int AS n_dept,
         coalesce(sum(n) FILTER (WHERE f_type AND f_meal AND f_prod AND f_dept), 0)::int AS n_all
  FROM groups
  GROUP BY GROUPING SETS ((type), (meal_category), (producer_category), (department_code), ())
), ${fromMatched ? pageFrom('matched', ['true'], 'e.sort_key') : pageFrom(source, pageWhere, sortKey)}
SELECT
  coalesce((SELECT n_all FROM counts WHERE g = ${SET.none}), 0) AS total,
  ${hits} AS hits,
  ${facet('type', 'n_type', SET.type)} AS types,
  ${facet('meal_category', 'n_meal', SET.meal)} AS meal_categories,
  ${facet('producer_category', 'n_prod', SET.prod)} AS producer_categories,
  ${facet('department_code', 'n_dept', SET.dept)} AS departments,
  ${arrayFacet('equipment')} AS equipment,
  ${arrayFacet('services')} AS services${unresolved ? ',\n  (SELECT r.query FROM resolved r) AS resolved' : ''}`;
  return { sql, params, fromCounts, plainCost };
}

type Row = {
  total: number;
  hits: [string, number | null][];
  types: [string, number][];
  meal_categories: [string, number][];
  producer_categories: [string, number][];
  departments: [string, number][];
  equipment: [string, number][];
  services: [string, number][];
};

const counts = (pairs: [string, number][]): FacetCount[] => pairs.map(([value, count]) => ({ value, count }));

const UPSERT_SQL = `
WITH up AS (
  INSERT INTO establishment_search AS s (id, slug, name, type, meal_category, producer_category, description, specialties,
    city_code, city_name, department_code, postal_code, lat, lon, price_from, cups, toques, equipment, services, path,
    published, updated_at, document)
  VALUES ($1::uuid, $2, $3::text, $4, $5, $6, $7::text, $8::text[], $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::text[],
    $19::text[], $20, $21::boolean, $22::timestamptz,
    ${frenchDocumentSql([
      ['$3::text', 'A'],
      ['$23::text', 'B'],
      ['$7::text', 'C'],
    ])})
  ON CONFLICT (id) DO UPDATE SET
    slug = EXCLUDED.slug, name = EXCLUDED.name, type = EXCLUDED.type, meal_category = EXCLUDED.meal_category,
    producer_category = EXCLUDED.producer_category, description = EXCLUDED.description, specialties = EXCLUDED.specialties,
    city_code = EXCLUDED.city_code, city_name = EXCLUDED.city_name, department_code = EXCLUDED.department_code,
    postal_code = EXCLUDED.postal_code, lat = EXCLUDED.lat, lon = EXCLUDED.lon, price_from = EXCLUDED.price_from,
    cups = EXCLUDED.cups, toques = EXCLUDED.toques, equipment = EXCLUDED.equipment, services = EXCLUDED.services,
    path = EXCLUDED.path, published = EXCLUDED.published, updated_at = EXCLUDED.updated_at, document = EXCLUDED.document
  WHERE s.updated_at <= EXCLUDED.updated_at
  RETURNING s.published
)
INSERT INTO search_words (word)
SELECT DISTINCT w FROM up, ${foldedWordsSql('$24::text')} AS w
WHERE up.published AND length(w) >= ${TYPO_MIN_LENGTH - 1}
ORDER BY w
ON CONFLICT DO NOTHING`;

/**
 * upsertMany: the same rules as UPSERT_SQL for a batch given as one JSON array (one round trip, one
 * plan). A batch must not hold one id twice (ON CONFLICT cannot touch a row twice): the adapter keeps
 * the newest of each id.
 */
const UPSERT_MANY_SQL = `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, slug text, name text, type text, meal_category text,
    producer_category text, description text, specialties text[], city_code text, city_name text, department_code text,
    postal_code text, lat float8, lon float8, price_from int, cups smallint, toques smallint, equipment text[],
    services text[], path text, published boolean, updated_at timestamptz, weight_b text)
), up AS (
  INSERT INTO establishment_search AS s (id, slug, name, type, meal_category, producer_category, description, specialties,
    city_code, city_name, department_code, postal_code, lat, lon, price_from, cups, toques, equipment, services, path,
    published, updated_at, document)
  SELECT id, slug, name, type, meal_category, producer_category, description, specialties, city_code, city_name,
    department_code, postal_code, lat, lon, price_from, cups, toques, equipment, services, path, published, updated_at,
    ${frenchDocumentSql([
      ['name', 'A'],
      ['weight_b', 'B'],
      ['description', 'C'],
    ])}
  FROM input ORDER BY id
  ON CONFLICT (id) DO UPDATE SET
    slug = EXCLUDED.slug, name = EXCLUDED.name, type = EXCLUDED.type, meal_category = EXCLUDED.meal_category,
    producer_category = EXCLUDED.producer_category, description = EXCLUDED.description, specialties = EXCLUDED.specialties,
    city_code = EXCLUDED.city_code, city_name = EXCLUDED.city_name, department_code = EXCLUDED.department_code,
    postal_code = EXCLUDED.postal_code, lat = EXCLUDED.lat, lon = EXCLUDED.lon, price_from = EXCLUDED.price_from,
    cups = EXCLUDED.cups, toques = EXCLUDED.toques, equipment = EXCLUDED.equipment, services = EXCLUDED.services,
    path = EXCLUDED.path, published = EXCLUDED.published, updated_at = EXCLUDED.updated_at, document = EXCLUDED.document
  WHERE s.updated_at <= EXCLUDED.updated_at
  RETURNING s.id, s.published
)
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM up JOIN input USING (id),
     ${foldedWordsSql(`input.name || ' ' || input.weight_b || ' ' || input.description`)} AS w
WHERE up.published AND length(w) >= ${TYPO_MIN_LENGTH - 1}
ORDER BY w
ON CONFLICT DO NOTHING`;

/** The B-weighted text of a document: town, specialties, type and category words. */
function weightBText(doc: SearchDocument): string {
  return [doc.cityName, (doc.specialties ?? []).join(' '), categoryText(doc)].join(' ');
}

/** The `pg` client under a TypeORM query runner, as far as the adapter uses it. */
interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/**
 * A search by words alone: no other filter, no place (the site's search box). Its statement differs only by
 * sort order, so it is the one prepared (queryPrepared).
 */
export function textOnly(query: SearchQuery): boolean {
  const { text, ...others } = query.filter ?? {};
  return !query.near && Boolean(text) && Object.values(others).every((value) => value == null || (Array.isArray(value) && value.length === 0));
}

/** random_page_cost for the search statement (see search()): pages are cached, random reads cost little more. */
export const PAGE_COST = 1.1;

export interface PostgresSearchOptions {
  /** Entries of the exact result cache (result-cache.ts, migration 1700000001600); 0 or absent: no cache. */
  resultCacheSize?: number;
}

export class PostgresSearchAdapter implements SearchPort {
  readonly name = 'postgres';
  /** Null when off: every search computes. */
  readonly resultCache: ResultCache | null;

  constructor(
    private readonly dataSource: DataSource,
    options: PostgresSearchOptions = {},
  ) {
    const size = Math.floor(options.resultCacheSize ?? 0);
    this.resultCache = size > 0 ? new ResultCache(size) : null;
  }

  async ensureReady(): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT to_regclass('establishment_search') IS NOT NULL AS index, to_regclass('search_words') IS NOT NULL AS words,
              EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'guide_french') AS config,
              to_regclass('search_facet_counts') IS NOT NULL AS counts,
              to_regclass('search_generation') IS NOT NULL AS generation,
              to_regclass('establishment_search_text') IS NOT NULL AS text`,
    );
    if (!row.index || !row.words || !row.config) {
      throw new Error('Postgres search index missing: run the catalog-guide migrations (SearchIndex1700000001000)');
    }
    if (!row.counts) {
      throw new Error('Postgres search facet counts missing: run the catalog-guide migrations (SearchFacetCounts1700000001500)');
    }
    if (!row.text) {
      throw new Error('Postgres search text table missing: run the catalog-guide migrations (SearchTextTable1700000001975)');
    }
    if (this.resultCache && !row.generation) {
      throw new Error('Postgres search generation missing: run the catalog-guide migrations (SearchGeneration1700000001600)');
    }
  }

  async upsert(doc: SearchDocument, manager?: EntityManager): Promise<void> {
    const weightB = weightBText(doc);
    const allText = [doc.name, weightB, doc.description].join(' ');
    await (manager ?? this.dataSource).query(UPSERT_SQL, [
      doc.id,
      doc.slug,
      doc.name,
      doc.type,
      doc.mealCategory,
      doc.producerCategory,
      doc.description ?? '',
      doc.specialties ?? [],
      doc.cityCode,
      doc.cityName,
      doc.departmentCode,
      doc.postalCode ?? '',
      doc.lat,
      doc.lon,
      doc.priceFrom,
      doc.cups ?? 0,
      doc.toques ?? 0,
      doc.equipment ?? [],
      doc.services ?? [],
      doc.path,
      doc.published,
      doc.updatedAt,
      weightB,
      allText,
    ]);
  }

  async upsertMany(docs: SearchDocument[], manager?: EntityManager): Promise<void> {
    if (!docs.length) return;
    const newest = new Map<string, SearchDocument>();
    for (const doc of docs) {
      const seen = newest.get(doc.id);
      if (!seen || Date.parse(seen.updatedAt) <= Date.parse(doc.updatedAt)) newest.set(doc.id, doc);
    }
    const rows = [...newest.values()].map((doc) => ({
      id: doc.id,
      slug: doc.slug,
      name: doc.name,
      type: doc.type,
      meal_category: doc.mealCategory,
      producer_category: doc.producerCategory,
      description: doc.description ?? '',
      specialties: doc.specialties ?? [],
      city_code: doc.cityCode,
      city_name: doc.cityName,
      department_code: doc.departmentCode,
      postal_code: doc.postalCode ?? '',
      lat: doc.lat,
      lon: doc.lon,
      price_from: doc.priceFrom,
      cups: doc.cups ?? 0,
      toques: doc.toques ?? 0,
      equipment: doc.equipment ?? [],
      services: doc.services ?? [],
      path: doc.path,
      published: doc.published,
      updated_at: doc.updatedAt,
      weight_b: weightBText(doc),
    }));
    await (manager ?? this.dataSource).query(UPSERT_MANY_SQL, [JSON.stringify(rows)]);
  }

  async remove(id: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource).query('DELETE FROM establishment_search WHERE id = $1::uuid', [id]);
  }

  /** The tsqueries for the (normalised) text, or null when it has no searchable word. */
  async resolveText(text: string | null | undefined): Promise<ResolvedText | null> {
    return FUZZY_TEXT.resolve(this.dataSource, queryWords(text));
  }

  /**
   * With the result cache: the generation is read first (its own tiny statement), then an entry stamped
   * with that very generation is served, else the result is computed and stored with that stamp. A write
   * committed after the read makes the generation larger, so a result computed before or during it is
   * never served to a request that starts after it (docs/decisions/0015, "Result cache").
   */
  async search(query: SearchQuery): Promise<SearchResult> {
    const cache = this.resultCache;
    if (!cache) return this.compute(query);
    const [row] = (await this.dataSource.query('SELECT n::text AS n FROM search_generation')) as { n: string }[];
    // No generation row (deleted by hand): nothing can be proven fresh, so nothing is cached.
    if (!row) return this.compute(query);
    const key = resultKey(query);
    const cached = cache.get(key, row.n);
    if (cached) return cached;
    const result = await this.compute(query);
    cache.set(key, row.n, result);
    return result;
  }

  /**
   * The search itself: the page, total and facets in one statement. Text without near resolves its words
   * in that statement too (one round trip; words that are all stop words then search again without
   * text); other text first resolves them in a statement of its own.
   */
  private async compute(query: SearchQuery): Promise<SearchResult> {
    const words = queryWords(query.filter?.text);
    if (words.length && !query.near && query.summary !== false) {
      const built = buildSearchSql(query, { words });
      const [row] = (textOnly(query) ? await this.queryPrepared(built.sql, built.params) : await this.dataSource.query(built.sql, built.params)) as (Row & {
        resolved: string | null;
      })[];
      return row.resolved === null ? this.result(query, await this.run(query, null)) : this.result(query, row);
    }
    const text = await this.resolveText(query.filter?.text);
    return this.result(query, await this.run(query, text));
  }

  private async run(query: SearchQuery, text: ResolvedText | null): Promise<Row> {
    const { sql, params, plainCost } = buildSearchSql(query, text);
    // Lists from the counts read a few count rows and walk a sort index, text without near reads the text
    // table's one index: the same plan at any page cost, so one round trip instead of three.
    const [row] = plainCost ? ((await this.dataSource.query(sql, params)) as Row[]) : await this.queryAtPageCost(sql, params);
    return row;
  }

  private result(query: SearchQuery, row: Row): SearchResult {
    const facets: SearchFacets = {
      types: counts(row.types),
      mealCategories: counts(row.meal_categories),
      producerCategories: counts(row.producer_categories),
      departments: counts(row.departments),
      equipment: counts(row.equipment),
      services: counts(row.services),
    };
    return {
      hits: row.hits.map(([id, meters]) => ({ id, distanceKm: query.near && meters != null ? roundKm(meters / 1000) : null })),
      totalCount: row.total,
      facets,
    };
  }

  /**
   * The statement in a transaction of its own with `random_page_cost = PAGE_COST`: the default (4,
   * spinning disks) makes the planner prefer a sequential scan of the wide table to the covering index
   * (establishment_search_lists), and the index is in memory like the table. On the driver's client:
   * BEGIN and SET go in one round trip (a query without parameters may hold several statements).
   */
  private async queryAtPageCost(sql: string, params: unknown[]): Promise<Row[]> {
    return this.onClient(async (client) => {
      try {
        await client.query(`BEGIN; SET LOCAL random_page_cost = ${PAGE_COST}`);
        const { rows } = await client.query(sql, params);
        await client.query('COMMIT');
        return rows;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * A statement prepared on its connection under a name derived from its text: PostgreSQL parses it once a
   * connection and, after five runs, keeps a generic plan. For the text-only search alone (`textOnly`): its
   * plan is the same whatever the words (the text table has one index), and its few texts (one a sort
   * order) bound what each connection keeps, about 0.4 MB of plan each. Measured on the bench's 50,000
   * establishments: 9.8 → 8.3 ms a statement on average over seven texts (bench/README.md).
   */
  private async queryPrepared(sql: string, params: unknown[]): Promise<Row[]> {
    const name = `guide_search_${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
    return this.onClient(async (client) => (await client.query({ name, text: sql, values: params })).rows);
  }

  /** `work` on a pooled connection's own driver client (BEGIN and SET in one round trip, named statements). */
  private async onClient<T>(work: (client: DriverClient) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await work((await runner.connect()) as DriverClient);
    } finally {
      await runner.release();
    }
  }

  /** The TRUNCATE bumps the generation (trigger), which makes every cached result stale everywhere. */
  async clear(): Promise<void> {
    await this.dataSource.query('TRUNCATE establishment_search, search_words');
  }
}

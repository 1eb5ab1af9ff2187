import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists at the scale of the whole guide (docs/decisions/0015, src/search/README.md):
 *
 * - `search_facet_counts` holds the facet counts of the published index, kept by triggers in the
 *   transaction of every write, so a list with no filter, or with one disjunctive filter (types, meal
 *   categories, producer categories or departments), reads about a hundred rows instead of counting
 *   the 50,000. Keys: `dim`/`dim_value` = the filter ('' = none; else one value of that field), `facet`/
 *   `value` = what is counted ('total' = the rows themselves). A row counts under '' and under each of
 *   its four field values; a facet's own field is only kept under '' (a disjunctive facet ignores its own
 *   filter). Equipment and services count each array element, as the statement over the rows does.
 * - Statement triggers with transition tables: a batch (upsertMany, 2,000 rows) is one aggregated
 *   upsert of the counts, in key order (concurrent writers lock count rows in the same order: no
 *   deadlock between them); an update that changes no counted field nets to zero and touches nothing.
 * - Lists from the counts read their page in the order of an index: one per sort order, partial on
 *   published, including the four filtered fields and the coordinates, so a one-filter list walks the
 *   index only (names and dates correlate with types: the first hotel by name is the 14,000th row).
 *   Price descending needs its own (a backward scan gives NULLS FIRST; unknown prices go last).
 * - `establishment_search_earth` becomes covering (partial on published, INCLUDE what counts and the
 *   page read): near me reads the index only instead of ~1,000 wide rows.
 */
export class SearchFacetCounts1700000001500 implements MigrationInterface {
  name = 'SearchFacetCounts1700000001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_facet_counts (
      dim text NOT NULL,
      dim_value text NOT NULL,
      facet text NOT NULL,
      value text NOT NULL,
      n int NOT NULL,
      PRIMARY KEY (dim, dim_value, facet, value)
    )`);
    // The keys one published row counts under (with the row's own fields).
    await q.query(`CREATE FUNCTION guide_search_count_keys(type text, meal text, prod text, dept text, equipment text[], services text[])
      RETURNS TABLE (dim text, dim_value text, facet text, value text)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT d.dim, d.dim_value, f.facet, f.value
        FROM (VALUES ('', ''), ('type', type), ('meal', meal), ('prod', prod), ('dept', dept)) AS d(dim, dim_value)
        CROSS JOIN LATERAL (
          SELECT 'total', ''
          UNION ALL
          SELECT x.facet, x.value
          FROM (VALUES ('type', type), ('meal', meal), ('prod', prod), ('dept', dept)) AS x(facet, value)
          WHERE x.value IS NOT NULL AND x.facet <> d.dim
          UNION ALL
          SELECT 'equipment', v FROM unnest(equipment) AS v WHERE v IS NOT NULL
          UNION ALL
          SELECT 'services', v FROM unnest(services) AS v WHERE v IS NOT NULL
        ) AS f(facet, value)
        WHERE d.dim_value IS NOT NULL
      $$`);
    // One function for the four triggers; the transition tables a statement has depend on its kind.
    await q.query(`CREATE FUNCTION guide_search_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        cols text := 'type, meal_category, producer_category, department_code, equipment, services';
        rows text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM search_facet_counts;
          RETURN NULL;
        END IF;
        rows := CASE TG_OP
          WHEN 'INSERT' THEN format('SELECT 1 AS d, %s FROM new_rows WHERE published', cols)
          WHEN 'DELETE' THEN format('SELECT -1 AS d, %s FROM old_rows WHERE published', cols)
          ELSE format('SELECT 1 AS d, %1$s FROM new_rows WHERE published UNION ALL SELECT -1, %1$s FROM old_rows WHERE published', cols)
        END;
        EXECUTE format($sql$
          INSERT INTO search_facet_counts AS c (dim, dim_value, facet, value, n)
          SELECT k.dim, k.dim_value, k.facet, k.value, sum(r.d)::int
          FROM (%s) r, guide_search_count_keys(r.type, r.meal_category, r.producer_category, r.department_code, r.equipment, r.services) k
          GROUP BY 1, 2, 3, 4
          HAVING sum(r.d) <> 0
          ORDER BY 1, 2, 3, 4
          ON CONFLICT (dim, dim_value, facet, value) DO UPDATE SET n = c.n + EXCLUDED.n
        $sql$, rows);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER search_counts_insert AFTER INSERT ON establishment_search
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_counts_trigger()`);
    await q.query(`CREATE TRIGGER search_counts_update AFTER UPDATE ON establishment_search
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_counts_trigger()`);
    await q.query(`CREATE TRIGGER search_counts_delete AFTER DELETE ON establishment_search
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_counts_trigger()`);
    await q.query(`CREATE TRIGGER search_counts_truncate AFTER TRUNCATE ON establishment_search
      FOR EACH STATEMENT EXECUTE FUNCTION guide_search_counts_trigger()`);
    // The triggers' lock (SHARE ROW EXCLUSIVE, held until this migration commits) keeps writers out
    // until the counts of the rows already there are in.
    await q.query(`INSERT INTO search_facet_counts (dim, dim_value, facet, value, n)
      SELECT k.dim, k.dim_value, k.facet, k.value, count(*)::int
      FROM establishment_search e,
           guide_search_count_keys(e.type, e.meal_category, e.producer_category, e.department_code, e.equipment, e.services) k
      WHERE e.published
      GROUP BY 1, 2, 3, 4`);

    // The orders lists are read in, each with what the page and a one-filter list need (index only).
    // Price ascending is establishment_search_lists (migration 1700000001200).
    const walked = 'INCLUDE (type, meal_category, producer_category, department_code, lat, lon) WHERE published';
    await q.query(`CREATE INDEX establishment_search_by_price_desc ON establishment_search (price_from DESC NULLS LAST, id) ${walked}`);
    await q.query(`CREATE INDEX establishment_search_by_name ON establishment_search (name_norm, id) ${walked}`);
    await q.query(`CREATE INDEX establishment_search_by_newest ON establishment_search (updated_at DESC, id) ${walked}`);
    // Replaced by by_name and by_newest (every search reads published rows only).
    await q.query('DROP INDEX establishment_search_name_norm');
    await q.query('DROP INDEX establishment_search_updated_at');
    await q.query('DROP INDEX establishment_search_earth');
    await q.query(`CREATE INDEX establishment_search_earth ON establishment_search USING gist (ll_to_earth(lat, lon))
      INCLUDE (id, lat, lon, type, meal_category, producer_category, department_code, equipment, services) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX establishment_search_earth');
    await q.query('CREATE INDEX establishment_search_earth ON establishment_search USING gist (ll_to_earth(lat, lon))');
    for (const name of ['by_price_desc', 'by_name', 'by_newest']) await q.query(`DROP INDEX establishment_search_${name}`);
    for (const col of ['name_norm', 'updated_at']) await q.query(`CREATE INDEX establishment_search_${col} ON establishment_search (${col})`);
    for (const kind of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER search_counts_${kind} ON establishment_search`);
    }
    await q.query('DROP FUNCTION guide_search_counts_trigger()');
    await q.query('DROP FUNCTION guide_search_count_keys(text, text, text, text, text[], text[])');
    await q.query('DROP TABLE search_facet_counts');
  }
}

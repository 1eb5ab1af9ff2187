import { MigrationInterface, QueryRunner } from 'typeorm';

/** Upserts the published rows of `rows` (the index or a transition table), numbering their new facet values first. */
const fillSql = (rows: string): string => `
        -- Numbers for new field tuples and arrays, in key order like every writer here (an existing one is
        -- kept; one another writer is adding waits for it). The insert below, a later statement, sees them.
        INSERT INTO search_text_fields (type, meal_category, producer_category, department_code)
        SELECT DISTINCT type, meal_category, producer_category, department_code FROM ${rows} WHERE published
        ORDER BY 1, 2, 3, 4
        ON CONFLICT DO NOTHING;
        INSERT INTO search_text_lists (list)
        SELECT DISTINCT l.list FROM ${rows}, LATERAL (VALUES (equipment), (services)) AS l(list) WHERE published
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        INSERT INTO establishment_search_text AS t (id, updated_at, price_from, fields, equipment_list, services_list, type,
          meal_category, producer_category, department_code, city_code, name_norm, equipment, services, document)
        SELECT n.id, n.updated_at, n.price_from, f.id, le.id, ls.id, n.type, n.meal_category, n.producer_category,
          n.department_code, n.city_code, n.name_norm, n.equipment, n.services, n.document
        FROM ${rows} n
        JOIN search_text_fields f ON f.type = n.type AND f.department_code = n.department_code
          AND f.meal_category IS NOT DISTINCT FROM n.meal_category AND f.producer_category IS NOT DISTINCT FROM n.producer_category
        JOIN search_text_lists le ON le.list = n.equipment
        JOIN search_text_lists ls ON ls.list = n.services
        WHERE n.published ORDER BY n.id
        ON CONFLICT (id) DO UPDATE SET
          updated_at = EXCLUDED.updated_at, price_from = EXCLUDED.price_from, fields = EXCLUDED.fields,
          equipment_list = EXCLUDED.equipment_list, services_list = EXCLUDED.services_list, type = EXCLUDED.type,
          meal_category = EXCLUDED.meal_category, producer_category = EXCLUDED.producer_category,
          department_code = EXCLUDED.department_code, city_code = EXCLUDED.city_code, name_norm = EXCLUDED.name_norm,
          equipment = EXCLUDED.equipment, services = EXCLUDED.services, document = EXCLUDED.document`;

/**
 * A narrow copy of the published index for text search (issue 27; src/search/README.md).
 *
 * A text search reads every match: to rank it (`ts_rank_cd` needs the document) and to count the facets.
 * In `establishment_search` a row is ≈ 860 bytes (description, path, slug...) and the document is its
 * last column: 7,000 matches ("fromage" at 50,000) touch 4,100 of 5,500 pages and deform 23 columns a
 * row. `establishment_search_text` holds only what a text search without `near` filters, counts, ranks
 * and sorts on, published rows only, the document last: about half the pages, a third of the CPU for
 * the scan. Its facet fields are also numbered: `fields` is the row's (type, meal category, producer
 * category, department) in `search_text_fields`, `equipment_list` and `services_list` its arrays in
 * `search_text_lists` (a few hundred to a few thousand of each, never deleted: a number nobody uses
 * counts nothing). Facets group the matches by these integers, then read the values once per group:
 * hashing text arrays and four text columns per match cost more than the scan.
 *
 * Kept by statement triggers with transition tables on `establishment_search` (like the facet counts,
 * migration 1700000001500), in the writer's transaction: inserted or updated published rows are
 * upserted, rows unpublished or deleted are removed, TRUNCATE empties it. Trigger names sort before
 * `search_counts_*` and `search_generation_*`: a writer takes its index rows, these rows, then its count
 * rows, then the generation, always in that order (single-statement writers cannot deadlock).
 */
export class SearchTextTable1700000001975 implements MigrationInterface {
  name = 'SearchTextTable1700000001975';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_text_fields (
      id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      type text NOT NULL,
      meal_category text,
      producer_category text,
      department_code text NOT NULL,
      UNIQUE NULLS NOT DISTINCT (type, meal_category, producer_category, department_code)
    )`);
    await q.query(`CREATE TABLE search_text_lists (
      id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      list text[] NOT NULL UNIQUE
    )`);
    // Fixed-width columns first, the document last: a row is deformed up to the last column read.
    await q.query(`CREATE TABLE establishment_search_text (
      id uuid PRIMARY KEY,
      updated_at timestamptz NOT NULL,
      price_from int,
      fields int NOT NULL,
      equipment_list int NOT NULL,
      services_list int NOT NULL,
      type text NOT NULL,
      meal_category text,
      producer_category text,
      department_code text NOT NULL,
      city_code text NOT NULL,
      name_norm text COLLATE "C" NOT NULL,
      equipment text[] NOT NULL,
      services text[] NOT NULL,
      document tsvector NOT NULL
    )`);
    await q.query(`CREATE FUNCTION guide_search_text_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        written bigint;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE establishment_search_text;
          RETURN NULL;
        END IF;
        IF TG_OP = 'DELETE' THEN
          DELETE FROM establishment_search_text t USING old_rows o WHERE t.id = o.id;
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          DELETE FROM establishment_search_text t USING new_rows n WHERE t.id = n.id AND NOT n.published;
        END IF;
        ${fillSql('new_rows')};
        -- Every published row found its numbers (a join that missed one would hide it from text search).
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> (SELECT count(*) FROM new_rows WHERE published) THEN
          RAISE EXCEPTION 'establishment_search_text: % of % published rows written', written, (SELECT count(*) FROM new_rows WHERE published);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER search_by_text_insert AFTER INSERT ON establishment_search
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_text_trigger()`);
    await q.query(`CREATE TRIGGER search_by_text_update AFTER UPDATE ON establishment_search
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_text_trigger()`);
    await q.query(`CREATE TRIGGER search_by_text_delete AFTER DELETE ON establishment_search
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_text_trigger()`);
    await q.query(`CREATE TRIGGER search_by_text_truncate AFTER TRUNCATE ON establishment_search
      FOR EACH STATEMENT EXECUTE FUNCTION guide_search_text_trigger()`);
    // The rows already there.
    for (const sql of fillSql('establishment_search').split(';\n')) await q.query(sql);
    // fastupdate off, as on establishment_search_document: few writes, no pending list to scan.
    await q.query('CREATE INDEX establishment_search_text_document ON establishment_search_text USING gin (document) WITH (fastupdate = off)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const kind of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER search_by_text_${kind} ON establishment_search`);
    await q.query('DROP FUNCTION guide_search_text_trigger()');
    await q.query('DROP TABLE establishment_search_text');
    await q.query('DROP TABLE search_text_lists');
    await q.query('DROP TABLE search_text_fields');
  }
}

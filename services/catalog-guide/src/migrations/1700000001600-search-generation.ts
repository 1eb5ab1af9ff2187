import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The generation of the search index, for the Postgres adapter's exact result cache
 * (docs/decisions/0015, "Result cache"; src/search/README.md).
 *
 * - `search_generation` has one row; `n` grows by one in the transaction of every statement that changes
 *   what a search can return: an insert, update or delete touching a published row of
 *   `establishment_search` (unpublished rows are never returned), any change to `search_words` (typo
 *   candidates change the resolved text), and TRUNCATE (`clear()`, so `reindexAll`).
 * - Statement triggers, like the facet counts' (migration 1700000001500): a batch of 2,000 documents is
 *   one bump. Their names sort after `search_counts_*`, so a writer takes its table rows, then its count
 *   rows, then this row, always in that order (no deadlock between single-statement writers).
 * - The bump commits with the rows: a reader that sees generation n sees every write counted in n, and
 *   any later commit makes it n + 1 or more. A cached result stamped with the generation read before it
 *   was computed is therefore never served after a write it does not include.
 */
export class SearchGeneration1700000001600 implements MigrationInterface {
  name = 'SearchGeneration1700000001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_generation (
      one boolean PRIMARY KEY DEFAULT true CHECK (one),
      n bigint NOT NULL
    )`);
    await q.query('INSERT INTO search_generation (one, n) VALUES (true, 1)');
    // Static statements per branch: each runs only where its transition tables exist (the plpgsql
    // manual's audit example does the same).
    await q.query(`CREATE FUNCTION guide_search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed boolean;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          changed := true;
        ELSIF TG_TABLE_NAME = 'search_words' THEN
          IF TG_OP = 'DELETE' THEN
            changed := EXISTS (SELECT 1 FROM old_rows);
          ELSE
            changed := EXISTS (SELECT 1 FROM new_rows);
          END IF;
        ELSIF TG_OP = 'INSERT' THEN
          changed := EXISTS (SELECT 1 FROM new_rows WHERE published);
        ELSIF TG_OP = 'DELETE' THEN
          changed := EXISTS (SELECT 1 FROM old_rows WHERE published);
        ELSE
          changed := EXISTS (SELECT 1 FROM new_rows WHERE published) OR EXISTS (SELECT 1 FROM old_rows WHERE published);
        END IF;
        IF changed THEN
          UPDATE search_generation SET n = n + 1;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['establishment_search', 'search_words']) {
      await q.query(`CREATE TRIGGER search_generation_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_generation_bump()`);
      await q.query(`CREATE TRIGGER search_generation_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_generation_bump()`);
      await q.query(`CREATE TRIGGER search_generation_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guide_search_generation_bump()`);
      await q.query(`CREATE TRIGGER search_generation_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION guide_search_generation_bump()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['establishment_search', 'search_words']) {
      for (const kind of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER search_generation_${kind} ON ${table}`);
    }
    await q.query('DROP FUNCTION guide_search_generation_bump()');
    await q.query('DROP TABLE search_generation');
  }
}

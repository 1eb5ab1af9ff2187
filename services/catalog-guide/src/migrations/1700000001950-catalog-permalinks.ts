import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = [
  { table: 'product_old_slug', owner: 'product_id', ownerTable: 'product' },
  { table: 'product_category_old_slug', owner: 'category_id', ownerTable: 'product_category' },
] as const;

/**
 * Catalogue permalinks: a product's or category's former slugs, so the storefront answers an old link with a 301
 * to the current page. Filled by triggers, in the transaction that changes the slug, whatever writes it (the back
 * office, the CSV import): the old slug is recorded for its owner, and a slug in use again (by its owner or another
 * product) stops redirecting. Every former slug points at its owner, so there are no chains to follow.
 */
export class CatalogPermalinks1700000001950 implements MigrationInterface {
  name = 'CatalogPermalinks1700000001950';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, owner, ownerTable } of TABLES) {
      await q.query(`CREATE TABLE ${table} (
        slug text PRIMARY KEY,
        ${owner} uuid NOT NULL REFERENCES ${ownerTable}(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      // The owner's deletion cascades here.
      await q.query(`CREATE INDEX ${table}_${owner} ON ${table} (${owner})`);
      await q.query(`CREATE FUNCTION guide_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM ${table} WHERE slug = NEW.slug;
          IF TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN
            INSERT INTO ${table} (slug, ${owner}) VALUES (OLD.slug, NEW.id)
              ON CONFLICT (slug) DO UPDATE SET ${owner} = EXCLUDED.${owner}, created_at = now();
          END IF;
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER ${table} AFTER INSERT OR UPDATE OF slug ON ${ownerTable} FOR EACH ROW EXECUTE FUNCTION guide_${table}()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table, ownerTable } of TABLES) {
      await q.query(`DROP TRIGGER ${table} ON ${ownerTable}`);
      await q.query(`DROP FUNCTION guide_${table}()`);
      await q.query(`DROP TABLE ${table}`);
    }
  }
}

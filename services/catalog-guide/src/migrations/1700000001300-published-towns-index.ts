import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `guideCities` counts the published establishments of a department (or of all France) by town, with
 * the list's types and categories: one GROUP BY city_code on `establishment`. Without this index it reads
 * the wide rows (index scan on the department, then a filter; all France is a sequential scan); with it,
 * an index-only scan. Measured with EXPLAIN ANALYZE on 70,000 rows: a department's hotels-restaurants
 * 1.3 ms → 0.3 ms (515 → 13 buffers), every wine town of France 39 ms → 5 ms.
 */
export class PublishedTownsIndex1700000001300 implements MigrationInterface {
  name = 'PublishedTownsIndex1700000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX establishment_published_towns ON establishment (department_code, type, city_code)
      INCLUDE (meal_category, producer_category) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX establishment_published_towns');
  }
}

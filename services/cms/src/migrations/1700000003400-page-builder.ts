import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * The page builder: a page's blocks (null for pages written as rich text only) and the page categories,
 * their own small tables (content categories belong to a content type; pages have none).
 */
export class PageBuilder1700000003400 implements MigrationInterface {
  name = 'PageBuilder1700000003400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE page ADD COLUMN blocks jsonb NULL`);
    await q.query(`CREATE TABLE page_category (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      title_en text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE page_category_link (
      page_id uuid NOT NULL REFERENCES page(id) ON DELETE CASCADE,
      category_id uuid NOT NULL REFERENCES page_category(id) ON DELETE CASCADE,
      PRIMARY KEY (page_id, category_id))`);
    await q.query(`CREATE INDEX page_category_link_category ON page_category_link (category_id)`);
    await touchUpdatedAt(q, ['page_category']);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['page_category']);
    await q.query(`DROP TABLE page_category_link`);
    await q.query(`DROP TABLE page_category`);
    await q.query(`ALTER TABLE page DROP COLUMN blocks`);
  }
}

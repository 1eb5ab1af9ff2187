import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * Reusable page-builder components (Content › Components, src/components): a name, a thumbnail and blocks
 * (pages/blocks.ts, never a Component block). Pages and contents show one through a `Component` block
 * `{ componentId }` in their own `blocks`; the GIN indexes answer "which pages / contents use this component"
 * (jsonb containment) when it changes or is deleted.
 */
export class PageComponents1700000003990 implements MigrationInterface {
  name = 'PageComponents1700000003990';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE page_component (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      thumbnail_url text,
      blocks jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await touchUpdatedAt(q, ['page_component']);
    await q.query('CREATE INDEX page_blocks_gin ON page USING gin (blocks jsonb_path_ops)');
    await q.query('CREATE INDEX content_blocks_gin ON content USING gin (blocks jsonb_path_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX content_blocks_gin');
    await q.query('DROP INDEX page_blocks_gin');
    await untouchUpdatedAt(q, ['page_component']);
    await q.query('DROP TABLE page_component');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The block editor for contents: a content's blocks, like a page's (pages/blocks.ts), null for a content
 * written as rich text only (every content so far, and those of a type whose block editor is disabled).
 */
export class ContentBlocks1700000003985 implements MigrationInterface {
  name = 'ContentBlocks1700000003985';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content ADD COLUMN blocks jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content DROP COLUMN blocks`);
  }
}

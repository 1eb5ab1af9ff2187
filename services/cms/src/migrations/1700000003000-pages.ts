import { MigrationInterface, QueryRunner } from 'typeorm';

export class Pages1700000003000 implements MigrationInterface {
  name = 'Pages1700000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE page (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL CHECK (title <> ''),
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT','PUBLISHED')),
      body text NOT NULL DEFAULT '',
      meta_title text,
      meta_description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX page_slug ON page (slug)');
    await q.query('CREATE INDEX page_created ON page (created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE page');
  }
}

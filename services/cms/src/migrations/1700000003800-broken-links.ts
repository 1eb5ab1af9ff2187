import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broken links (src/broken-links/README.md): one row per broken link and place it appears in (url, source,
 * field), kept between runs so `first_seen_at` and `ignored` survive; and the single row of the check's
 * progress (id 1) the back office polls.
 */
export class BrokenLinks1700000003800 implements MigrationInterface {
  name = 'BrokenLinks1700000003800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE broken_link (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      url text NOT NULL,
      source_kind text NOT NULL CHECK (source_kind IN ('CONTENT', 'PAGE', 'MENU')),
      source_id text NOT NULL,
      source_title text NOT NULL,
      source_content_type text,
      field text NOT NULL,
      problem text NOT NULL,
      status_code int,
      error text,
      ignored boolean NOT NULL DEFAULT false,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_checked_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (url, source_kind, source_id, field)
    )`);
    await q.query('CREATE INDEX broken_link_problem ON broken_link (problem, last_checked_at DESC)');
    await q.query(`CREATE TABLE link_check_run (
      id int PRIMARY KEY CHECK (id = 1),
      state text NOT NULL,
      checked int NOT NULL DEFAULT 0,
      total int NOT NULL DEFAULT 0,
      broken int NOT NULL DEFAULT 0,
      skipped int NOT NULL DEFAULT 0,
      -- Where the next run starts in the sorted outside URLs, so a per-run cap still reaches every one in turn.
      next_offset int NOT NULL DEFAULT 0,
      started_at timestamptz,
      finished_at timestamptz,
      error text
    )`);
    await q.query(`INSERT INTO link_check_run (id, state) VALUES (1, 'IDLE')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE link_check_run');
    await q.query('DROP TABLE broken_link');
  }
}

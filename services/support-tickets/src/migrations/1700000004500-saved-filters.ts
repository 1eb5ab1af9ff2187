import { MigrationInterface, QueryRunner } from 'typeorm';

/** Ticket-list filters a staff member saved under a name (one name per staff member, whatever the case). */
export class SavedFilters1700000004500 implements MigrationInterface {
  name = 'SavedFilters1700000004500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ticket_saved_filter (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      staff_id text NOT NULL,
      name text NOT NULL CHECK (name <> ''),
      name_key text NOT NULL,
      filter jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (staff_id, name_key)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ticket_saved_filter');
  }
}

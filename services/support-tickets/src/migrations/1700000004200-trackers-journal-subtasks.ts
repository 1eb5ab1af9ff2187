import { MigrationInterface, QueryRunner } from 'typeorm';

/** Fixed ids: the seeded trackers are referenced by code (the default tracker of a new ticket). */
export const TRACKER_IDS = {
  SUPPORT: '7a1c0000-0000-4000-8000-000000000001',
  AFTER_SALES: '7a1c0000-0000-4000-8000-000000000002',
  PARTNERSHIP: '7a1c0000-0000-4000-8000-000000000003',
  BUG: '7a1c0000-0000-4000-8000-000000000004',
} as const;

/** Trackers (kinds of ticket), subtasks (`parent_id`) and the journal of `updateTicket`. */
export class TrackersJournalSubtasks1700000004200 implements MigrationInterface {
  name = 'TrackersJournalSubtasks1700000004200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE tracker (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE CHECK (name <> ''),
      position int NOT NULL DEFAULT 0
    )`);
    await q.query(
      `INSERT INTO tracker (id, name, position) VALUES
        ($1, 'Demande de support', 1), ($2, 'Retour / SAV', 2), ($3, 'Partenariat', 3), ($4, 'Bug', 4)`,
      [TRACKER_IDS.SUPPORT, TRACKER_IDS.AFTER_SALES, TRACKER_IDS.PARTNERSHIP, TRACKER_IDS.BUG],
    );
    await q.query(`ALTER TABLE ticket
      ADD COLUMN tracker_id uuid NOT NULL DEFAULT '${TRACKER_IDS.SUPPORT}' REFERENCES tracker (id),
      ADD COLUMN parent_id uuid REFERENCES ticket (id) ON DELETE SET NULL,
      ADD CONSTRAINT ticket_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)`);
    await q.query('CREATE INDEX ticket_parent ON ticket (parent_id) WHERE parent_id IS NOT NULL');
    await q.query('CREATE INDEX ticket_tracker ON ticket (tracker_id)');
    await q.query('CREATE INDEX ticket_status ON ticket (status)');
    // One row per updateTicket call; `changes` is [{field, from, to}] in input order.
    await q.query(`CREATE TABLE ticket_journal (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigserial NOT NULL,
      ticket_id uuid NOT NULL REFERENCES ticket (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      author text NOT NULL,
      author_id uuid,
      notes text,
      changes jsonb NOT NULL DEFAULT '[]'
    )`);
    await q.query('CREATE INDEX ticket_journal_ticket ON ticket_journal (ticket_id, seq)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ticket_journal');
    await q.query('ALTER TABLE ticket DROP COLUMN parent_id, DROP COLUMN tracker_id');
    await q.query('DROP TABLE tracker');
  }
}

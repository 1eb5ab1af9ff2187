import { MigrationInterface, QueryRunner } from 'typeorm';

export class Tickets1700000004000 implements MigrationInterface {
  name = 'Tickets1700000004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ticket (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subject text NOT NULL CHECK (subject <> ''),
      description text,
      status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW','IN_PROGRESS','RESOLVED','CLOSED','REJECTED')),
      priority text NOT NULL DEFAULT 'NORMAL' CHECK (priority IN ('LOW','NORMAL','HIGH','URGENT')),
      start_date date,
      due_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (due_date IS NULL OR start_date IS NULL OR due_date >= start_date)
    )`);
    await q.query('CREATE INDEX ticket_created ON ticket (created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ticket');
  }
}

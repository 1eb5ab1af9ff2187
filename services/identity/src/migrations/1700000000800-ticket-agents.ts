import { MigrationInterface, QueryRunner } from 'typeorm';

/** A back-office account may mirror a ticket user of support-tickets (ADR 0018): at most one per ticket user. */
export class TicketAgents1700000000800 implements MigrationInterface {
  name = 'TicketAgents1700000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin ADD COLUMN ticket_user_id uuid UNIQUE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin DROP COLUMN ticket_user_id');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { createStatusHistoryTable, dropStatusHistoryTable } from '@guide/platform';

/** `status_history`: one row per status change, written by the platform's state machines (ADR 0012). */
export class StatusHistory1700000002100 implements MigrationInterface {
  name = 'StatusHistory1700000002100';

  async up(q: QueryRunner): Promise<void> {
    await createStatusHistoryTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropStatusHistoryTable(q);
  }
}

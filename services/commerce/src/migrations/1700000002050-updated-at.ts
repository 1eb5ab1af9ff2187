import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/** `updated_at` is set by the database on every update (platform db/updated-at.ts, ADR 0009). */
const TABLES = ['orders'];

export class UpdatedAt1700000002050 implements MigrationInterface {
  name = 'UpdatedAt1700000002050';

  async up(q: QueryRunner): Promise<void> {
    await touchUpdatedAt(q, TABLES);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, TABLES);
  }
}

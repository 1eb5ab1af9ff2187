import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/** `updated_at` is set by the database on every update (platform db/updated-at.ts, ADR 0009). */
const TABLES = ['customer', 'customer_group', 'address', 'admin', 'role', 'supplier'];

export class UpdatedAt1700000000700 implements MigrationInterface {
  name = 'UpdatedAt1700000000700';

  async up(q: QueryRunner): Promise<void> {
    await touchUpdatedAt(q, TABLES);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, TABLES);
  }
}

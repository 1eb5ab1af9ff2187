import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Configuration settings (Settings › Configuration, › Locales): one row per group with the keys staff saved
 * (jsonb; the registry in packages/vocabulary/src/settings.ts gives the rest their defaults) and a version,
 * +1 on every save, that the readers' copies use to apply changes in order.
 */
export class Settings1700000003960 implements MigrationInterface {
  name = 'Settings1700000003960';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE settings (
      group_code text PRIMARY KEY,
      stored_values jsonb NOT NULL DEFAULT '{}',
      version integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE settings');
  }
}

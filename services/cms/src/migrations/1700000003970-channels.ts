import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * Channels (Settings › Channels): one row per storefront the platform serves. Today only `default` exists and
 * staff change its maintenance mode; its name and hostname are shown. The default locale is not stored here: it
 * is the `locales` settings' (one source for the storefront, the channel and siteStatus).
 */
export class Channels1700000003970 implements MigrationInterface {
  name = 'Channels1700000003970';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE channel (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text NOT NULL CHECK (name <> ''),
      hostname text,
      maintenance_mode boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await touchUpdatedAt(q, ['channel']);
    await q.query(`INSERT INTO channel (code, name) VALUES ('default', 'Guide Gourmand')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['channel']);
    await q.query('DROP TABLE channel');
  }
}

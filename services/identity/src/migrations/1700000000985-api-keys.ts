import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners' API keys (issue 26): the secret itself is never stored, only its SHA-256 (`secret_hash`,
 * unique: the gateway's lookup). The creator is kept (ON DELETE SET NULL: the key stays listed but can
 * no longer be used, since its rights are bounded by the creator's current ones). `requests_today`
 * counts the calls of `requests_day` (UTC); a new day starts again from zero.
 */
export class ApiKeys1700000000985 implements MigrationInterface {
  name = 'ApiKeys1700000000985';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        prefix text NOT NULL,
        secret_hash char(64) NOT NULL UNIQUE,
        permissions text[] NOT NULL DEFAULT '{}',
        created_by uuid REFERENCES admin(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        requests_today integer NOT NULL DEFAULT 0,
        requests_day date
      )`);
    await q.query('CREATE INDEX api_key_created_at ON api_key (created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api_key');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1700000000200 implements MigrationInterface {
  name = 'Sessions1700000000200';

  async up(q: QueryRunner): Promise<void> {
    // One row per refresh token. A family is one sign-in: each rotation adds a row to it, and reuse of
    // a rotated token revokes the whole family.
    await q.query(`CREATE TABLE session (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      family_id uuid NOT NULL,
      subject_kind text NOT NULL CHECK (subject_kind IN ('customer', 'admin')),
      subject_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      remember boolean NOT NULL DEFAULT false,
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz,
      revoked_at timestamptz,
      user_agent text,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX session_subject ON session (subject_kind, subject_id) WHERE revoked_at IS NULL');
    await q.query('CREATE INDEX session_family ON session (family_id)');
    // Throttling ledger: one row per counted attempt, by account and by client address.
    await q.query(`CREATE TABLE auth_attempt (
      id bigserial PRIMARY KEY,
      action text NOT NULL,
      scope text NOT NULL CHECK (scope IN ('account', 'address')),
      key text NOT NULL,
      succeeded boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX auth_attempt_lookup ON auth_attempt (action, scope, key, created_at)');
    await q.query('CREATE INDEX auth_attempt_age ON auth_attempt (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE auth_attempt');
    await q.query('DROP TABLE session');
  }
}

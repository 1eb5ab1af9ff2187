import { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionSecurity1700000000600 implements MigrationInterface {
  name = 'SessionSecurity1700000000600';

  async up(q: QueryRunner): Promise<void> {
    // Per-subject session version, copied into access tokens (`sv`): bumping it ends every access token
    // of the subject within seconds (the gateway checks it), without touching refresh tokens.
    await q.query('ALTER TABLE admin ADD COLUMN session_version integer NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE customer ADD COLUMN session_version integer NOT NULL DEFAULT 0');
    // Sign-in failures are also counted per (account, address) pair: the hard limit applies to the pair,
    // so failures from one address cannot lock the owner out from another.
    await q.query('ALTER TABLE auth_attempt DROP CONSTRAINT IF EXISTS auth_attempt_scope_check');
    await q.query(`ALTER TABLE auth_attempt ADD CONSTRAINT auth_attempt_scope_check CHECK (scope IN ('account', 'address', 'account-address'))`);
    // Who did what to which administrator, when (today: setting another administrator's password).
    await q.query(`CREATE TABLE admin_audit (
      id bigserial PRIMARY KEY,
      action text NOT NULL,
      actor_id uuid,
      actor_email text,
      target_id uuid NOT NULL,
      target_email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX admin_audit_target ON admin_audit (target_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_audit');
    await q.query(`DELETE FROM auth_attempt WHERE scope = 'account-address'`);
    await q.query('ALTER TABLE auth_attempt DROP CONSTRAINT IF EXISTS auth_attempt_scope_check');
    await q.query(`ALTER TABLE auth_attempt ADD CONSTRAINT auth_attempt_scope_check CHECK (scope IN ('account', 'address'))`);
    await q.query('ALTER TABLE customer DROP COLUMN session_version');
    await q.query('ALTER TABLE admin DROP COLUMN session_version');
  }
}

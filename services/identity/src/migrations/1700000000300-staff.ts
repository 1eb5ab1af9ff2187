import { MigrationInterface, QueryRunner } from 'typeorm';

export class Staff1700000000300 implements MigrationInterface {
  name = 'Staff1700000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE role (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      interface text NOT NULL CHECK (interface IN ('BACK_OFFICE', 'FRONT_OFFICE')),
      permissions text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX role_name ON role (lower(name))');
    await q.query(`CREATE TABLE admin (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      password_hash text NOT NULL,
      role_id uuid NOT NULL REFERENCES role(id) ON DELETE RESTRICT,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX admin_email ON admin (lower(email))');
    await q.query('CREATE INDEX admin_role ON admin (role_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin');
    await q.query('DROP TABLE role');
  }
}

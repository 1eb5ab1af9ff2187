import { MigrationInterface, QueryRunner } from 'typeorm';

export class Customers1700000000100 implements MigrationInterface {
  name = 'Customers1700000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE customer_group (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX customer_group_code ON customer_group (lower(code))');
    await q.query(`CREATE TABLE customer (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      password_hash text NOT NULL,
      customer_type text NOT NULL CHECK (customer_type IN ('INDIVIDUAL', 'PROFESSIONAL')),
      first_name text NOT NULL,
      last_name text NOT NULL,
      gender text CHECK (gender IN ('MALE', 'FEMALE', 'OTHER')),
      birth_date date,
      company text,
      phone text,
      corporate_name text,
      trade_name text,
      siret text,
      website text,
      locale text NOT NULL DEFAULT 'fr' CHECK (locale IN ('fr', 'en')),
      email_verified_at timestamptz,
      group_id uuid REFERENCES customer_group(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Emails are unique whatever their case: the rule of "duplicate email rejected".
    await q.query('CREATE UNIQUE INDEX customer_email ON customer (lower(email))');
    await q.query('CREATE INDEX customer_created ON customer (created_at DESC, id)');
    await q.query('CREATE INDEX customer_group_member ON customer (group_id)');
    await q.query(`CREATE TABLE address (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('BILLING', 'DELIVERY')),
      first_name text NOT NULL,
      last_name text NOT NULL,
      company text,
      street text NOT NULL,
      additional_address text,
      postal_code text NOT NULL,
      city text NOT NULL,
      country char(2) NOT NULL,
      phone text,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX address_customer ON address (customer_id, type)');
    // One default address per customer and type, enforced by the database.
    await q.query('CREATE UNIQUE INDEX address_one_default ON address (customer_id, type) WHERE is_default');
    await q.query(`CREATE TABLE customer_token (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX customer_token_customer ON customer_token (customer_id, purpose)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE customer_token');
    await q.query('DROP TABLE address');
    await q.query('DROP TABLE customer');
    await q.query('DROP TABLE customer_group');
  }
}

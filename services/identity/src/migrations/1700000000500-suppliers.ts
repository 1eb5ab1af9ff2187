import { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop's suppliers (back office, Users → suppliers). */
export class Suppliers1700000000500 implements MigrationInterface {
  name = 'Suppliers1700000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE supplier (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      contact_name text,
      email text,
      phone text,
      siret char(14),
      website text,
      address text,
      notes text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One supplier per name, whatever its case: the rule behind SUPPLIER_EXISTS. Also serves the name order.
    await q.query('CREATE UNIQUE INDEX supplier_name ON supplier (lower(name))');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE supplier');
  }
}

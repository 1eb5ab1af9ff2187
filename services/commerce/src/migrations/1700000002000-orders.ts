import { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1700000002000 implements MigrationInterface {
  name = 'Orders1700000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL,
      status text NOT NULL CHECK (status IN ('QUOTE','PENDING','PENDING_PAYMENT','PROCESSING','COMPLETED','CANCELED','CLOSED')),
      customer_id uuid NOT NULL,
      total_cents int NOT NULL CHECK (total_cents >= 0),
      currency char(3) NOT NULL,
      placed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX orders_number ON orders (number)');
    await q.query('CREATE INDEX orders_customer_placed ON orders (customer_id, placed_at DESC)');
    await q.query('CREATE INDEX orders_status_placed ON orders (status, placed_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE orders');
  }
}

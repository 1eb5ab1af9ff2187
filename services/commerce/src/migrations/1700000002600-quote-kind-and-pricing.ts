import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quotes say what they are (`kind`) instead of being recognised by their D- number, and keep when staff
 * answered or priced them and until when the price holds: a customer may order a quote only once it is
 * answered and still valid.
 */
export class QuoteKindAndPricing1700000002600 implements MigrationInterface {
  name = 'QuoteKindAndPricing1700000002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders
      ADD COLUMN kind text NOT NULL DEFAULT 'ORDER' CHECK (kind IN ('ORDER','QUOTE')),
      ADD COLUMN quote_answered_at timestamptz,
      ADD COLUMN quote_valid_until timestamptz`);
    await q.query(`UPDATE orders SET kind = 'QUOTE' WHERE number LIKE 'D-%'`);
    await q.query(`UPDATE orders o SET quote_answered_at = c.first FROM
      (SELECT order_id, min(created_at) AS first FROM order_comments WHERE from_staff GROUP BY order_id) c
      WHERE c.order_id = o.id AND o.kind = 'QUOTE'`);
    await q.query('CREATE INDEX orders_customer_kind_placed ON orders (customer_id, kind, placed_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX orders_customer_kind_placed');
    await q.query('ALTER TABLE orders DROP COLUMN kind, DROP COLUMN quote_answered_at, DROP COLUMN quote_valid_until');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { spread } from '../money/money';

/**
 * Promotions (issue 24): promotions made of typed conditions and actions (jsonb, parsed by the strategy
 * registry in promotions/strategies), their uses per order and customer (per-customer limits), generated
 * vouchers (coupons pointing to a promotion), the discounts an order was placed with, each line's share
 * of them, and the categories of the product projection (condition in_categories).
 */
export class Promotions1700000002800 implements MigrationInterface {
  name = 'Promotions1700000002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE promotions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
      enabled boolean NOT NULL DEFAULT true,
      starts_at timestamptz,
      ends_at timestamptz CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
      coupon_code text CHECK (coupon_code ~ '^[A-Z0-9-]{3,40}$'),
      per_customer_usage_limit int CHECK (per_customer_usage_limit >= 1),
      usage_limit int CHECK (usage_limit >= 1),
      times_used int NOT NULL DEFAULT 0 CHECK (times_used >= 0),
      priority int NOT NULL DEFAULT 0,
      exclusive boolean NOT NULL DEFAULT false,
      conditions jsonb NOT NULL DEFAULT '[]',
      actions jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Codes are stored upper-case; unique whatever the case (coupons' codes are checked by the service).
    await q.query('CREATE UNIQUE INDEX promotions_coupon_code ON promotions (upper(coupon_code)) WHERE coupon_code IS NOT NULL');
    await q.query('CREATE INDEX promotions_priority ON promotions (priority DESC, created_at, id)');
    await q.query('CREATE INDEX promotions_enabled ON promotions (ends_at) WHERE enabled');

    // One row per order placed with a promotion: the per-customer limit counts them (under the promotion's row lock).
    await q.query(`CREATE TABLE promotion_usages (
      promotion_id uuid NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      customer_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (promotion_id, order_id)
    )`);
    await q.query('CREATE INDEX promotion_usages_customer ON promotion_usages (customer_id, promotion_id)');

    // Vouchers: coupons of a promotion, without a reduction of their own (the promotion's actions apply).
    await q.query('ALTER TABLE coupons ADD COLUMN promotion_id uuid REFERENCES promotions(id) ON DELETE CASCADE');
    await q.query('CREATE INDEX coupons_promotion ON coupons (promotion_id, created_at DESC) WHERE promotion_id IS NOT NULL');
    const [check] = await q.query(
      `SELECT conname FROM pg_constraint WHERE conrelid = 'coupons'::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%percent_off IS NULL%amount_off_cents IS NULL%'`,
    );
    if (check) await q.query(`ALTER TABLE coupons DROP CONSTRAINT "${check.conname}"`);
    await q.query(`ALTER TABLE coupons ADD CONSTRAINT coupons_one_reduction CHECK (
      CASE WHEN promotion_id IS NULL THEN (percent_off IS NULL) <> (amount_off_cents IS NULL) ELSE percent_off IS NULL AND amount_off_cents IS NULL END)`);

    // The discounts an order (or quote) was placed with, by name: they stay when a promotion is deleted.
    await q.query(`CREATE TABLE order_discounts (
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      position int NOT NULL,
      promotion_id uuid,
      name text NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      PRIMARY KEY (order_id, position)
    )`);
    await q.query('CREATE INDEX order_discounts_promotion ON order_discounts (promotion_id) WHERE promotion_id IS NOT NULL');
    // Each line's share of the discounts (invoices and refunds read it), and the part taken off shipping.
    await q.query('ALTER TABLE order_lines ADD COLUMN discount_cents int NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)');
    await q.query('ALTER TABLE orders ADD COLUMN shipping_discount_cents int NOT NULL DEFAULT 0 CHECK (shipping_discount_cents >= 0)');

    // Orders placed before: one discount (the coupon's code or "Remise"), spread over the lines as checkout did.
    const discounted: { id: string; discount: number; code: string | null }[] = await q.query(
      'SELECT id, discount_cents AS discount, coupon_code AS code FROM orders WHERE discount_cents > 0',
    );
    for (const o of discounted) {
      await q.query('INSERT INTO order_discounts (order_id, position, promotion_id, name, amount_cents) VALUES ($1, 0, NULL, $2, $3)', [
        o.id,
        o.code ?? 'Remise',
        o.discount,
      ]);
      const lines: { position: number; total: number }[] = await q.query(
        'SELECT position, total_cents AS total FROM order_lines WHERE order_id = $1 ORDER BY position',
        [o.id],
      );
      const shares = spread(
        o.discount,
        lines.map((l) => l.total),
      );
      for (const [i, l] of lines.entries())
        if (shares[i]) await q.query('UPDATE order_lines SET discount_cents = $3 WHERE order_id = $1 AND position = $2', [o.id, l.position, shares[i]]);
    }

    // The product projection's categories (catalog.product.* category_ids), for the condition in_categories.
    await q.query(`ALTER TABLE products ADD COLUMN category_ids text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products DROP COLUMN category_ids');
    await q.query('ALTER TABLE orders DROP COLUMN shipping_discount_cents');
    await q.query('ALTER TABLE order_lines DROP COLUMN discount_cents');
    await q.query('DROP TABLE order_discounts');
    await q.query('DELETE FROM coupons WHERE promotion_id IS NOT NULL');
    await q.query('ALTER TABLE coupons DROP CONSTRAINT coupons_one_reduction');
    await q.query('ALTER TABLE coupons ADD CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))');
    await q.query('ALTER TABLE coupons DROP COLUMN promotion_id');
    await q.query('DROP TABLE promotion_usages');
    await q.query('DROP TABLE promotions');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * The shop's sales side: the product projection (fed by catalog events), inventory, carts, coupons,
 * the order's priced content (lines, addresses, totals), comments, per-year counters, payments and
 * wishlists. Commerce never reads catalog tables: `products` is its own copy.
 */
const TOUCHED = ['products', 'stock_levels', 'carts', 'coupons'];

export class Shop1700000002200 implements MigrationInterface {
  name = 'Shop1700000002200';

  async up(q: QueryRunner): Promise<void> {
    // Projection of catalog's products. A delete keeps a tombstone (deleted = true) so a late
    // created/updated event cannot bring the product back; orders keep their own copies of lines.
    await q.query(`CREATE TABLE products (
      id uuid PRIMARY KEY,
      sku text NOT NULL,
      name text NOT NULL,
      name_en text,
      price_cents int NOT NULL CHECK (price_cents >= 0),
      currency char(3) NOT NULL DEFAULT 'EUR',
      tax_category text NOT NULL CHECK (tax_category IN ('STANDARD','INTERMEDIATE','REDUCED','SUPER_REDUCED')),
      weight_grams int NOT NULL DEFAULT 0,
      published boolean NOT NULL DEFAULT false,
      deleted boolean NOT NULL DEFAULT false,
      source_updated_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX products_sku ON products (sku)');

    await q.query(`CREATE TABLE inventory_sources (
      code text PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO inventory_sources (code, name) VALUES ('default', 'Entrepôt principal')`);
    await q.query(`CREATE TABLE stock_levels (
      product_id uuid NOT NULL REFERENCES products(id),
      source_code text NOT NULL REFERENCES inventory_sources(code),
      quantity int NOT NULL CHECK (quantity >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (product_id, source_code)
    )`);

    await q.query(`CREATE TABLE coupons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{3,40}$'),
      percent_off int CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_cents int CHECK (amount_off_cents > 0),
      valid_until timestamptz,
      usage_limit int CHECK (usage_limit >= 1),
      times_used int NOT NULL DEFAULT 0 CHECK (times_used >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
    )`);
    await q.query('CREATE INDEX coupons_created ON coupons (created_at DESC, id)');

    await q.query(`CREATE TABLE carts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid UNIQUE,
      coupon_code text,
      billing_address jsonb,
      delivery_address jsonb,
      shipping_method_code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE cart_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      cart_id uuid NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
      product_id uuid NOT NULL REFERENCES products(id),
      quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 999),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (cart_id, product_id)
    )`);
    await q.query('CREATE INDEX cart_lines_product ON cart_lines (product_id)');

    // The order as it was placed: everything copied, nothing joined to the projection.
    await q.query(`ALTER TABLE orders
      ADD COLUMN sub_total_cents int NOT NULL DEFAULT 0,
      ADD COLUMN discount_cents int NOT NULL DEFAULT 0,
      ADD COLUMN shipping_cents int NOT NULL DEFAULT 0,
      ADD COLUMN vat_cents int NOT NULL DEFAULT 0,
      ADD COLUMN coupon_code text,
      ADD COLUMN billing_address jsonb,
      ADD COLUMN delivery_address jsonb,
      ADD COLUMN shipping_method_code text,
      ADD COLUMN shipping_method_name text,
      ADD COLUMN payment_method text,
      ADD COLUMN comment text,
      ADD COLUMN customer_email text,
      ADD COLUMN customer_first_name text,
      ADD COLUMN customer_last_name text,
      ADD COLUMN locale text NOT NULL DEFAULT 'fr',
      ADD COLUMN quote_id uuid REFERENCES orders(id),
      ADD COLUMN converted_to_order_id uuid REFERENCES orders(id),
      ADD COLUMN carrier text,
      ADD COLUMN tracking_number text,
      ADD COLUMN shipped_at timestamptz,
      ADD COLUMN delivered_at timestamptz`);
    await q.query('CREATE INDEX orders_placed ON orders (placed_at DESC, id)');
    await q.query('CREATE INDEX orders_email ON orders (lower(customer_email))');
    await q.query(`CREATE INDEX orders_customer_name ON orders (lower(customer_first_name || ' ' || customer_last_name))`);

    await q.query(`CREATE TABLE order_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      position int NOT NULL,
      product_id uuid NOT NULL,
      sku text NOT NULL,
      name text NOT NULL,
      quantity int NOT NULL CHECK (quantity > 0),
      unit_price_cents int NOT NULL,
      total_cents int NOT NULL,
      tax_category text NOT NULL,
      UNIQUE (order_id, position)
    )`);
    await q.query(`CREATE TABLE order_comments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      body text NOT NULL,
      from_staff boolean NOT NULL,
      author_id uuid,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX order_comments_order ON order_comments (order_id, created_at, id)');

    // One row per sequence and year ('2026', 'D-2026'), incremented with UPDATE … RETURNING inside the
    // order's transaction: the row lock serialises numbering and a rollback gives the number back.
    await q.query(`CREATE TABLE order_counters (
      name text PRIMARY KEY,
      value int NOT NULL
    )`);

    // One row per payment outcome applied: a provider's notification repeated changes nothing.
    await q.query(`CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders(id),
      method text NOT NULL,
      status text NOT NULL CHECK (status IN ('captured','failed','pending')),
      provider_reference text NOT NULL,
      amount_cents int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (method, provider_reference, status)
    )`);
    await q.query('CREATE INDEX payments_order ON payments (order_id)');

    await q.query(`CREATE TABLE wishlist_items (
      customer_id uuid NOT NULL,
      product_id uuid NOT NULL REFERENCES products(id),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (customer_id, product_id)
    )`);
    await q.query('CREATE INDEX wishlist_items_product ON wishlist_items (product_id)');

    await touchUpdatedAt(q, TOUCHED);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, TOUCHED);
    for (const table of [
      'wishlist_items',
      'payments',
      'order_counters',
      'order_comments',
      'order_lines',
      'cart_lines',
      'carts',
      'coupons',
      'stock_levels',
      'inventory_sources',
      'products',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`ALTER TABLE orders DROP COLUMN sub_total_cents, DROP COLUMN discount_cents, DROP COLUMN shipping_cents, DROP COLUMN vat_cents,
      DROP COLUMN coupon_code, DROP COLUMN billing_address, DROP COLUMN delivery_address, DROP COLUMN shipping_method_code,
      DROP COLUMN shipping_method_name, DROP COLUMN payment_method, DROP COLUMN comment, DROP COLUMN customer_email,
      DROP COLUMN customer_first_name, DROP COLUMN customer_last_name, DROP COLUMN locale, DROP COLUMN quote_id,
      DROP COLUMN converted_to_order_id, DROP COLUMN carrier, DROP COLUMN tracking_number, DROP COLUMN shipped_at, DROP COLUMN delivered_at`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

const TOUCHED = ['payments', 'shipments', 'refunds', 'return_requests'];

/**
 * After the order (issue 23): payments become one row per attempt with a status machine; shipments,
 * invoices, refunds (credit notes) and return requests with their lines. Numbers come from
 * order_counters ('EXP-2026', 'F-2026', 'AV-2026', 'R-2026'), gapless like orders'. Documents keep a
 * copy of the seller and the buyer as they were when issued: an invoice never changes afterwards.
 */
export class AfterTheOrder1700000002500 implements MigrationInterface {
  name = 'AfterTheOrder1700000002500';

  async up(q: QueryRunner): Promise<void> {
    // payments: from one row per outcome (pending, captured, failed of one reference) to one row per
    // attempt whose status moves; keep the furthest outcome of each attempt.
    await q.query(`DELETE FROM payments p USING payments o
      WHERE p.method = o.method AND p.provider_reference = o.provider_reference AND p.id <> o.id
        AND array_position(ARRAY['pending','failed','captured'], p.status) < array_position(ARRAY['pending','failed','captured'], o.status)`);
    await q.query('ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check');
    await q.query('ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_method_provider_reference_status_key');
    await q.query('UPDATE payments SET status = upper(status)');
    await q.query(`ALTER TABLE payments
      ADD CONSTRAINT payments_status_check CHECK (status IN ('PENDING','CAPTURED','FAILED','CANCELED','PARTIALLY_REFUNDED','REFUNDED')),
      ADD COLUMN refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      ADD COLUMN currency char(3) NOT NULL DEFAULT 'EUR',
      ADD COLUMN actor_id uuid,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD CONSTRAINT payments_refund_within CHECK (refunded_cents <= amount_cents),
      ADD CONSTRAINT payments_attempt UNIQUE (method, provider_reference)`);
    await q.query('UPDATE payments p SET currency = o.currency FROM orders o WHERE o.id = p.order_id');
    await q.query('CREATE INDEX payments_created ON payments (created_at DESC, id)');
    await q.query('CREATE INDEX payments_status_created ON payments (status, created_at DESC, id)');

    await q.query(`CREATE TABLE shipments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL UNIQUE,
      order_id uuid NOT NULL REFERENCES orders(id),
      status text NOT NULL DEFAULT 'SHIPPED' CHECK (status IN ('SHIPPED','DELIVERED','CANCELED')),
      carrier text NOT NULL,
      tracking_number text,
      package_count int NOT NULL DEFAULT 1 CHECK (package_count BETWEEN 1 AND 99),
      shipped_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX shipments_order ON shipments (order_id, shipped_at)');
    await q.query('CREATE INDEX shipments_shipped ON shipments (shipped_at DESC, id)');
    await q.query(`CREATE TABLE shipment_lines (
      shipment_id uuid NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
      product_id uuid NOT NULL,
      sku text NOT NULL,
      name text NOT NULL,
      quantity int NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (shipment_id, product_id)
    )`);

    // Invoices and credit notes share their line and VAT shape (DocumentLine, VatLine).
    await q.query(`CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL UNIQUE,
      order_id uuid NOT NULL REFERENCES orders(id),
      issued_at timestamptz NOT NULL DEFAULT now(),
      shipping_cents int NOT NULL DEFAULT 0,
      discount_cents int NOT NULL DEFAULT 0,
      total_cents int NOT NULL,
      vat_cents int NOT NULL,
      vat_lines jsonb NOT NULL DEFAULT '[]',
      currency char(3) NOT NULL,
      seller jsonb NOT NULL,
      buyer jsonb NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX invoices_order ON invoices (order_id, issued_at)');
    await q.query('CREATE INDEX invoices_issued ON invoices (issued_at DESC, id)');
    await q.query(`CREATE TABLE invoice_lines (
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      position int NOT NULL,
      product_id uuid NOT NULL,
      sku text NOT NULL,
      name text NOT NULL,
      quantity int NOT NULL CHECK (quantity > 0),
      unit_price_cents int NOT NULL,
      total_cents int NOT NULL,
      vat_rate_percent numeric(5,2) NOT NULL,
      PRIMARY KEY (invoice_id, position)
    )`);

    await q.query(`CREATE TABLE return_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL UNIQUE,
      order_id uuid NOT NULL REFERENCES orders(id),
      customer_id uuid NOT NULL,
      status text NOT NULL DEFAULT 'NEW_REQUEST' CHECK (status IN
        ('NEW_REQUEST','PROCESSING','AWAITING_RETURN','RETURNED','REFUNDED','NEW_PARCEL_SENT','SOLVED','REFUSED','CUSTOMER_CLOSED')),
      resolution text NOT NULL CHECK (resolution IN ('REFUND','REPLACEMENT')),
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX return_requests_order ON return_requests (order_id, created_at)');
    await q.query('CREATE INDEX return_requests_customer ON return_requests (customer_id, created_at DESC, id)');
    await q.query('CREATE INDEX return_requests_created ON return_requests (created_at DESC, id)');
    await q.query('CREATE INDEX return_requests_status_created ON return_requests (status, created_at DESC, id)');
    await q.query(`CREATE TABLE return_lines (
      return_request_id uuid NOT NULL REFERENCES return_requests(id) ON DELETE CASCADE,
      product_id uuid NOT NULL,
      sku text NOT NULL,
      name text NOT NULL,
      quantity int NOT NULL CHECK (quantity > 0),
      reason text,
      PRIMARY KEY (return_request_id, product_id)
    )`);
    await q.query(`CREATE TABLE return_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      return_request_id uuid NOT NULL REFERENCES return_requests(id) ON DELETE CASCADE,
      body text NOT NULL,
      from_staff boolean NOT NULL,
      author_id uuid,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX return_messages_request ON return_messages (return_request_id, created_at, id)');

    // A refund is PENDING from its commit until the provider answered (a crash in between leaves it
    // PENDING for a retry, never a second refund); its credit note is the same row.
    await q.query(`CREATE TABLE refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL UNIQUE,
      order_id uuid NOT NULL REFERENCES orders(id),
      payment_id uuid REFERENCES payments(id),
      return_request_id uuid REFERENCES return_requests(id),
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','COMPLETED','FAILED')),
      shipping_cents int NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
      adjustment_cents int NOT NULL DEFAULT 0,
      total_cents int NOT NULL CHECK (total_cents >= 0),
      vat_cents int NOT NULL,
      vat_lines jsonb NOT NULL DEFAULT '[]',
      currency char(3) NOT NULL,
      restock boolean NOT NULL,
      reason text,
      provider_reference text,
      failure_reason text,
      seller jsonb NOT NULL,
      buyer jsonb NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX refunds_order ON refunds (order_id, created_at)');
    await q.query('CREATE INDEX refunds_created ON refunds (created_at DESC, id)');
    await q.query("CREATE INDEX refunds_pending ON refunds (created_at) WHERE status = 'PENDING'");
    await q.query(`CREATE TABLE refund_lines (
      refund_id uuid NOT NULL REFERENCES refunds(id) ON DELETE CASCADE,
      position int NOT NULL,
      product_id uuid NOT NULL,
      sku text NOT NULL,
      name text NOT NULL,
      quantity int NOT NULL CHECK (quantity > 0),
      unit_price_cents int NOT NULL,
      total_cents int NOT NULL,
      vat_rate_percent numeric(5,2) NOT NULL,
      PRIMARY KEY (refund_id, position)
    )`);

    await touchUpdatedAt(q, TOUCHED);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, TOUCHED);
    for (const table of [
      'refund_lines',
      'refunds',
      'return_messages',
      'return_lines',
      'return_requests',
      'invoice_lines',
      'invoices',
      'shipment_lines',
      'shipments',
    ])
      await q.query(`DROP TABLE ${table}`);
    await q.query('DROP INDEX payments_created');
    await q.query('DROP INDEX payments_status_created');
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_attempt, DROP CONSTRAINT payments_refund_within, DROP CONSTRAINT payments_status_check,
      DROP COLUMN refunded_cents, DROP COLUMN currency, DROP COLUMN actor_id, DROP COLUMN updated_at`);
    await q.query(
      `UPDATE payments SET status = CASE WHEN status IN ('CAPTURED','PARTIALLY_REFUNDED','REFUNDED') THEN 'captured' WHEN status = 'PENDING' THEN 'pending' ELSE 'failed' END`,
    );
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('captured','failed','pending')),
      ADD CONSTRAINT payments_method_provider_reference_status_key UNIQUE (method, provider_reference, status)`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's sales summary (dashboard/README.md) reads daily totals kept by triggers, not the orders:
 * a year is about 2,000 day × status rows and one row per product and day, whatever the number of orders
 * (aggregating 100,000 orders and 200,000 lines per request took 600 ms; the target is 100 ms p95).
 * - sales_by_day: orders (kind ORDER) per Paris day of placement and status: count and total. `slot`
 *   (4 per day and status, from the order id) spreads concurrent checkouts over 4 rows instead of one.
 * - product_sales_by_day / _by_month: lines of sales (kind ORDER, not CANCELED) per Paris day (and its
 *   month) and product; the whole months of a period are read from the month rows.
 * Same transaction as the write that changes them: never out of step. Filled from the existing orders.
 */
const DAY = (col: string) => `(${col} AT TIME ZONE 'Europe/Paris')::date`;

export class Dashboard1700000002920 implements MigrationInterface {
  name = 'Dashboard1700000002920';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sales_by_day (
      day date NOT NULL,
      status text NOT NULL,
      slot smallint NOT NULL,
      order_count int NOT NULL,
      sales_cents bigint NOT NULL,
      PRIMARY KEY (day, status, slot)
    )`);
    await q.query(`CREATE TABLE product_sales_by_day (
      day date NOT NULL,
      product_id uuid NOT NULL,
      quantity bigint NOT NULL,
      sales_cents bigint NOT NULL,
      PRIMARY KEY (day, product_id)
    )`);
    // The same per calendar month (month = its first day): a year's best sellers read 12 rows a product.
    await q.query(`CREATE TABLE product_sales_by_month (
      month date NOT NULL,
      product_id uuid NOT NULL,
      quantity bigint NOT NULL,
      sales_cents bigint NOT NULL,
      PRIMARY KEY (month, product_id)
    )`);
    // One product's change on a day, and on its month.
    await q.query(`CREATE FUNCTION dashboard_add_product(d date, product uuid, quantity bigint, sales bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO product_sales_by_day AS s (day, product_id, quantity, sales_cents) VALUES (d, product, quantity, sales)
        ON CONFLICT (day, product_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity, sales_cents = s.sales_cents + EXCLUDED.sales_cents;
      INSERT INTO product_sales_by_month AS s (month, product_id, quantity, sales_cents) VALUES (date_trunc('month', d)::date, product, quantity, sales)
        ON CONFLICT (month, product_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity, sales_cents = s.sales_cents + EXCLUDED.sales_cents;
    $$`);

    // An order's weight in sales_by_day (sign +1 to add, -1 to take back).
    await q.query(`CREATE FUNCTION dashboard_count_order(o orders, sign int) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF o.kind <> 'ORDER' THEN RETURN; END IF;
        INSERT INTO sales_by_day AS s (day, status, slot, order_count, sales_cents)
          VALUES (${DAY('o.placed_at')}, o.status, hashtext(o.id::text) & 3, sign, sign * o.total_cents::bigint)
          ON CONFLICT (day, status, slot) DO UPDATE SET order_count = s.order_count + EXCLUDED.order_count, sales_cents = s.sales_cents + EXCLUDED.sales_cents;
      END $$`);
    // Lines of one order in product_sales_by_day, when the order is a sale.
    await q.query(`CREATE FUNCTION dashboard_count_lines(o orders, sign int) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF o.kind <> 'ORDER' OR o.status = 'CANCELED' THEN RETURN; END IF;
        PERFORM dashboard_add_product(${DAY('o.placed_at')}, l.product_id, sign * sum(l.quantity), sign * sum(l.total_cents))
          FROM order_lines l WHERE l.order_id = o.id GROUP BY l.product_id;
      END $$`);
    await q.query(`CREATE FUNCTION dashboard_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM dashboard_count_order(NEW, 1); -- no line yet: checkout adds them next (dashboard_lines_changed)
          RETURN NEW;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM dashboard_count_order(OLD, -1);
          PERFORM dashboard_count_lines(OLD, -1);
          RETURN OLD;
        END IF;
        PERFORM dashboard_count_order(OLD, -1);
        PERFORM dashboard_count_order(NEW, 1);
        -- The lines move only when the order stops or starts being a sale, or changes day.
        IF (OLD.kind = 'ORDER' AND OLD.status <> 'CANCELED') IS DISTINCT FROM (NEW.kind = 'ORDER' AND NEW.status <> 'CANCELED')
           OR OLD.placed_at IS DISTINCT FROM NEW.placed_at THEN
          PERFORM dashboard_count_lines(OLD, -1);
          PERFORM dashboard_count_lines(NEW, 1);
        END IF;
        RETURN NEW;
      END $$`);
    // BEFORE DELETE: the lines are still there (the cascade that removes them runs after).
    await q.query(`CREATE TRIGGER dashboard_orders_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION dashboard_orders_changed()`);
    await q.query(`CREATE TRIGGER dashboard_orders_written AFTER INSERT OR UPDATE OF status, kind, total_cents, placed_at ON orders
      FOR EACH ROW EXECUTE FUNCTION dashboard_orders_changed()`);
    await q.query(`CREATE FUNCTION dashboard_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE o orders;
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          SELECT * INTO o FROM orders WHERE id = OLD.order_id;
          IF FOUND AND o.kind = 'ORDER' AND o.status <> 'CANCELED' THEN
            PERFORM dashboard_add_product(${DAY('o.placed_at')}, OLD.product_id, -OLD.quantity::bigint, -OLD.total_cents::bigint);
          END IF;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          SELECT * INTO o FROM orders WHERE id = NEW.order_id;
          IF FOUND AND o.kind = 'ORDER' AND o.status <> 'CANCELED' THEN
            PERFORM dashboard_add_product(${DAY('o.placed_at')}, NEW.product_id, NEW.quantity::bigint, NEW.total_cents::bigint);
          END IF;
          RETURN NEW;
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER dashboard_lines_written AFTER INSERT OR DELETE OR UPDATE OF product_id, quantity, total_cents ON order_lines
      FOR EACH ROW EXECUTE FUNCTION dashboard_lines_changed()`);

    // The orders already there.
    await q.query(`INSERT INTO sales_by_day (day, status, slot, order_count, sales_cents)
      SELECT ${DAY('placed_at')}, status, hashtext(id::text) & 3, count(*), sum(total_cents) FROM orders WHERE kind = 'ORDER' GROUP BY 1, 2, 3`);
    await q.query(`INSERT INTO product_sales_by_day (day, product_id, quantity, sales_cents)
      SELECT ${DAY('o.placed_at')}, l.product_id, sum(l.quantity), sum(l.total_cents)
      FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.kind = 'ORDER' AND o.status <> 'CANCELED' GROUP BY 1, 2`);
    await q.query(`INSERT INTO product_sales_by_month (month, product_id, quantity, sales_cents)
      SELECT date_trunc('month', day)::date, product_id, sum(quantity), sum(sales_cents) FROM product_sales_by_day GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER dashboard_lines_written ON order_lines');
    await q.query('DROP TRIGGER dashboard_orders_written ON orders');
    await q.query('DROP TRIGGER dashboard_orders_deleted ON orders');
    await q.query(
      'DROP FUNCTION dashboard_lines_changed(), dashboard_orders_changed(), dashboard_count_lines(orders, int), dashboard_count_order(orders, int), dashboard_add_product(date, uuid, bigint, bigint)',
    );
    await q.query('DROP TABLE product_sales_by_month, product_sales_by_day, sales_by_day');
  }
}

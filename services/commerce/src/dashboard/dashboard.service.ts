import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FieldErrors, badInput } from '@guide/platform';
import { ORDER_STATUSES } from '../orders/order-status';
import { fillDays, parisDay, wholeMonths } from './sales-days';

/** A year and a bit twice over: a two-year comparison, not a whole history in one request. */
export const MAX_PERIOD_DAYS = 732;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const TOP_PRODUCTS = 10;
const LOW_STOCK_DEFAULT = 5;
const LOW_STOCK_MAX = 100_000;
/** GraphQL Int is 32 bits: a sum beyond it is shown at the maximum rather than failing the dashboard. */
const INT_MAX = 2_147_483_647;
const int = (value: unknown) => Math.min(INT_MAX, Number(value ?? 0));

/**
 * What counts as a sale (README.md): an order (kind ORDER, never a quote) not CANCELED, on the Paris day it
 * was placed. The figures come from the daily totals the triggers of migration 2920 keep
 * (sales_by_day, product_sales_by_day): a year reads a few thousand rows, not every order.
 * The order statuses the dashboard shows: every one but QUOTE (quotes are not orders).
 */
export const DASHBOARD_STATUSES = ORDER_STATUSES.filter((s) => s !== 'QUOTE');

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async salesSummary(fromValue: Date | string, toValue: Date | string) {
    const [from, to] = checkPeriod(fromValue, toValue);
    // Whole Paris days: from's day to the day of the period's last instant.
    const [first, last] = [parisDay(from), parisDay(new Date(to.getTime() - 1))];
    const params = [first, last];
    const [monthFrom, monthTo] = wholeMonths(first, last);
    // Two statements at once on two pool connections: the summary costs the slower of them.
    const [dayStatuses, top] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, sum(order_count)::int AS "orderCount", sum(sales_cents)::bigint AS "salesCents"
         FROM sales_by_day WHERE day BETWEEN $1 AND $2 GROUP BY day, status HAVING sum(order_count) <> 0`,
        params,
      ),
      this.dataSource.query(
        `WITH sold AS (
           SELECT product_id, sum(quantity)::bigint AS quantity, sum(sales_cents)::bigint AS sales FROM (
             SELECT product_id, quantity, sales_cents FROM product_sales_by_month WHERE month >= $3 AND month < $4
             UNION ALL
             SELECT product_id, quantity, sales_cents FROM product_sales_by_day WHERE day BETWEEN $1 AND $2 AND (day < $3 OR day >= $4)
           ) x GROUP BY product_id HAVING sum(quantity) > 0 ORDER BY quantity DESC, sales DESC, product_id LIMIT ${TOP_PRODUCTS})
         SELECT s.product_id AS "productId", s.quantity, s.sales AS "salesCents",
           coalesce(p.name, (SELECT x.name FROM order_lines x WHERE x.product_id = s.product_id LIMIT 1)) AS name
         FROM sold s LEFT JOIN products p ON p.id = s.product_id
         ORDER BY s.quantity DESC, s.sales DESC, s.product_id`,
        [first, last, monthFrom, monthTo],
      ),
    ]);
    const sales = new Map<string, { salesCents: number; orderCount: number }>();
    const counted = new Map<string, number>();
    for (const row of dayStatuses as { day: string; status: string; orderCount: number; salesCents: string }[]) {
      counted.set(row.status, (counted.get(row.status) ?? 0) + row.orderCount);
      if (row.status === 'CANCELED') continue;
      const day = sales.get(row.day) ?? { salesCents: 0, orderCount: 0 };
      day.salesCents += Number(row.salesCents);
      day.orderCount += row.orderCount;
      sales.set(row.day, day);
    }
    const days = [...sales].map(([day, d]) => ({ day, ...d }));
    const salesByDay = fillDays(
      from,
      to,
      days.map((d) => ({ ...d, salesCents: int(d.salesCents) })),
    );
    const totalCents = days.reduce((sum, d) => sum + d.salesCents, 0);
    const orderCount = salesByDay.reduce((sum, d) => sum + d.orderCount, 0);
    return {
      salesCents: int(totalCents),
      orderCount,
      averageOrderCents: orderCount ? int(Math.round(totalCents / orderCount)) : 0,
      salesByDay,
      topProducts: top.map((p: { productId: string; name: string; quantity: string; salesCents: string }) => ({
        productId: p.productId,
        name: p.name,
        quantity: int(p.quantity),
        salesCents: int(p.salesCents),
      })),
      ordersByStatus: DASHBOARD_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 })),
    };
  }

  /** Published products (not deleted) whose stock over every source is at most `threshold`. */
  async lowStockCount(threshold: number | null | undefined): Promise<number> {
    const limit = threshold ?? LOW_STOCK_DEFAULT;
    if (!Number.isInteger(limit) || limit < 0 || limit > LOW_STOCK_MAX) throw badInput({ threshold: 'OUT_OF_RANGE' });
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM products p
       WHERE p.published AND NOT p.deleted
         AND coalesce((SELECT sum(s.quantity) FROM stock_levels s WHERE s.product_id = p.id), 0) <= $1`,
      [limit],
    );
    return count;
  }

  /** Quote requests nobody answered or priced yet (orders_status_placed serves status = 'QUOTE'). */
  async quotesToAnswerCount(): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM orders WHERE status = 'QUOTE' AND kind = 'QUOTE' AND quote_answered_at IS NULL`,
    );
    return count;
  }
}

/** The period as dates, or BAD_USER_INPUT with the field at fault. */
export function checkPeriod(fromValue: Date | string, toValue: Date | string): [Date, Date] {
  const from = asDate(fromValue);
  const to = asDate(toValue);
  const errors: FieldErrors = {};
  const inRange = (d: Date) => !Number.isNaN(d.getTime()) && d.getTime() >= EARLIEST && d.getTime() <= LATEST;
  if (!inRange(from)) errors.from = 'OUT_OF_RANGE';
  if (!inRange(to)) errors.to = 'OUT_OF_RANGE';
  else if (!errors.from && to.getTime() <= from.getTime()) errors.to = 'DATE_RANGE_INVALID';
  else if (!errors.from && to.getTime() - from.getTime() > MAX_PERIOD_DAYS * 86_400_000) errors.to = 'OUT_OF_RANGE';
  if (Object.keys(errors).length) throw badInput(errors, 'The period is not valid');
  return [from, to];
}

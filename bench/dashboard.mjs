// The dashboard part of `npm run bench` (BENCH_MODE=dashboard): the back office's sales summary over
// 100,000 orders of one year seeded straight into commerce's tables, measured directly against commerce
// and through the gateway. Uses the built files. Not a test: prints figures, never fails on a time.
// Issue 25's target: salesSummary for a year ≤ 100 ms p95. See bench/README.md.
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { GATEWAY_SECRET, startCommerceStack } from './commerce-stack.mjs';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PRODUCTS = 200;

const SUMMARY = `query($from: DateTime!, $to: DateTime!) { salesSummary(from: $from, to: $to) {
  salesCents orderCount averageOrderCents salesByDay { day salesCents orderCount }
  topProducts { productId name quantity salesCents } ordersByStatus { status count } } }`;
/** Periods as the admin's picker sends them (Paris midnights, [from, to)). */
const PERIODS = {
  'year 2025': { from: '2024-12-31T23:00:00Z', to: '2025-12-31T23:00:00Z' },
  'month (Nov. 2025)': { from: '2025-10-31T23:00:00Z', to: '2025-11-30T23:00:00Z' },
  '7 days': { from: '2025-12-23T23:00:00Z', to: '2025-12-30T23:00:00Z' },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/**
 * ORDERS orders spread over 2025 (Paris), one to three lines over 200 products, with the statuses a shop
 * has after a year: 1 in 20 canceled, 1 in 20 refunded (CLOSED), a few waiting for payment, most
 * completed; plus 2,000 quote requests (never sales). Commerce's triggers (migration 2920) keep the daily
 * totals the summary reads as the rows go in. Then VACUUM ANALYZE (autovacuum's job in production).
 */
async function seed(client, n) {
  const q = (sql, params) => client.query(sql, params);
  await q(`INSERT INTO products (id, sku, name, price_cents, tax_category, weight_grams, published, source_updated_at)
    SELECT gen_random_uuid(), 'DASH-' || i, 'Produit du terroir n° ' || i, 500 + (i * 137) % 6000,
      CASE WHEN i % 2 = 0 THEN 'STANDARD' ELSE 'REDUCED' END, 500, true, now() FROM generate_series(1, ${PRODUCTS}) i`);
  await q(`CREATE TEMP TABLE p AS SELECT row_number() OVER (ORDER BY sku) - 1 AS k, id, sku, name, price_cents, tax_category FROM products`);
  // placed_at: the year in equal steps, with a pseudo-random jitter of up to 4 hours.
  await q(
    `CREATE TEMP TABLE o AS SELECT i, gen_random_uuid() AS id,
      CASE WHEN i % 20 = 0 THEN 'CANCELED' WHEN i % 20 = 1 THEN 'PENDING_PAYMENT' WHEN i % 20 = 2 THEN 'PENDING'
        WHEN i % 20 BETWEEN 3 AND 6 THEN 'PROCESSING' WHEN i % 20 = 19 THEN 'CLOSED' ELSE 'COMPLETED' END AS status,
      1 + i % 3 AS line_count,
      timestamptz '2025-01-01 00:00+01' + (i - 1) * (interval '365 days' / $1::int) - ((i * 7919) % 14400) * interval '1 second' AS placed_at
    FROM generate_series(1, $1::int) i`,
    [n],
  );
  await q(`UPDATE o SET placed_at = placed_at + interval '4 hours' WHERE placed_at < timestamptz '2025-01-01 00:00+01'`);
  await q(`CREATE TEMP TABLE l AS SELECT o.id AS order_id, g.pos AS position, p.id AS product_id, p.sku, p.name, 1 + (o.i + g.pos) % 3 AS quantity,
      p.price_cents, p.tax_category
    FROM o CROSS JOIN LATERAL generate_series(0, o.line_count - 1) AS g(pos)
    JOIN p ON p.k = CASE WHEN (o.i + g.pos) % 2 = 0 THEN (o.i + g.pos * 3) % 20 ELSE (o.i * 31 + g.pos * 17) % ${PRODUCTS} END`); // 20 best sellers
  await q(`INSERT INTO orders (id, number, status, kind, customer_id, sub_total_cents, shipping_cents, vat_cents, total_cents, currency,
      shipping_method_code, shipping_method_name, payment_method, customer_email, customer_first_name, customer_last_name, placed_at)
    SELECT o.id, '2025-' || lpad(o.i::text, 6, '0'), o.status, 'ORDER', md5('customer' || (o.i % 20000))::uuid, t.sub, 690, 0, t.sub + 690, 'EUR',
      'colissimo', 'Colissimo', 'test-card', 'client' || (o.i % 20000) || '@example.com', 'Claire', 'Martin', o.placed_at
    FROM o JOIN (SELECT order_id, sum(quantity * price_cents)::int AS sub FROM l GROUP BY order_id) t ON t.order_id = o.id`);
  await q(`INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, tax_category)
    SELECT order_id, position, product_id, sku, name, quantity, price_cents, quantity * price_cents, tax_category FROM l`);
  await q(`INSERT INTO orders (number, status, kind, customer_id, total_cents, currency, customer_email, placed_at)
    SELECT 'D-2025-' || lpad(i::text, 6, '0'), 'QUOTE', 'QUOTE', md5('customer' || i)::uuid, 150000, 'EUR', 'pro' || i || '@example.com',
      timestamptz '2025-01-01 10:00+01' + i * interval '4 hours' FROM generate_series(1, 2000) i`);
  await q('VACUUM ANALYZE');
  const [counts] = (
    await q(`SELECT (SELECT count(*) FROM orders WHERE kind = 'ORDER')::int AS orders, (SELECT count(*) FROM order_lines)::int AS lines,
      (SELECT count(*) FROM orders WHERE kind = 'QUOTE')::int AS quotes`)
  ).rows;
  return counts;
}

export async function runDashboardBench({ log, startProcess, waitFor, cleanups }) {
  const { client, platform, adminToken, commerceUrl, gatewayOrigin } = await startCommerceStack({ name: 'dashboard', startProcess, waitFor, cleanups });
  const t0 = performance.now();
  const counts = await seed(client, ORDERS);
  log(`dashboard: seeded ${JSON.stringify(counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const admin = { kind: 'admin', id: randomUUID(), permissions: ['dashboard.view'] };
  const token = await adminToken(admin);
  const post = async (url, headers, variables) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: SUMMARY, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`salesSummary: ${JSON.stringify(body.errors).slice(0, 300)}`);
    return body.data.salesSummary;
  };
  const paths = {
    direct: (v) => post(commerceUrl, { [platform.GATEWAY_SECRET_HEADER]: GATEWAY_SECRET, [platform.IDENTITY_HEADER]: platform.encodeIdentity(admin) }, v),
    gateway: (v) => post(`${gatewayOrigin}/graphql`, { authorization: `Bearer ${token}` }, v),
  };
  await waitFor('gateway', async () => !!(await paths.gateway(PERIODS['7 days'])));
  log('dashboard: commerce and a gateway in front of it are up');

  // Sequential, the two paths interleaved (same period, same moment), 20 warm-up requests each.
  const rows = [];
  let check = null;
  for (const [name, period] of Object.entries(PERIODS)) {
    const times = { direct: [], gateway: [] };
    for (let i = 0; i < 20 + REQUESTS; i++) {
      for (const path of ['direct', 'gateway']) {
        const start = performance.now();
        const result = await paths[path](period);
        if (i >= 20) times[path].push(performance.now() - start);
        if (name === 'year 2025') check ??= result;
      }
    }
    rows.push({ name, direct: summary(times.direct), gateway: summary(times.gateway) });
    log(`dashboard: ${name} measured`);
  }
  // What PostgreSQL itself spends on the year (the three statements the service sends, run one after the other).
  const plans = {};
  const year = [PERIODS['year 2025'].from, PERIODS['year 2025'].to];
  for (const [name, sql] of Object.entries(STATEMENTS)) {
    const explained = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, year)).rows[0]['QUERY PLAN'][0];
    plans[name] = explained['Execution Time'];
  }
  return { counts, rows, check, plans };
}

/** The service's statements for EXPLAIN ANALYZE (kept in step with services/commerce/src/dashboard/dashboard.service.ts). */
const STATEMENTS = {
  'days and statuses': `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, sum(order_count)::int, sum(sales_cents)::bigint
    FROM sales_by_day WHERE day BETWEEN ($1::timestamptz AT TIME ZONE 'Europe/Paris')::date AND (($2::timestamptz - interval '1 ms') AT TIME ZONE 'Europe/Paris')::date
    GROUP BY day, status HAVING sum(order_count) <> 0`,
  // the year is 12 whole months: the month rows only (the service's UNION's day half reads nothing)
  'top products': `SELECT product_id, sum(quantity)::bigint AS quantity, sum(sales_cents)::bigint AS sales FROM product_sales_by_month
    WHERE month >= ($1::timestamptz AT TIME ZONE 'Europe/Paris')::date AND month < ($2::timestamptz AT TIME ZONE 'Europe/Paris')::date
    GROUP BY product_id HAVING sum(quantity) > 0 ORDER BY quantity DESC, sales DESC, product_id LIMIT 10`,
};

export function printDashboard(result) {
  const ms = (v) => v.toFixed(1).padStart(7);
  const { counts, rows, check, plans } = result;
  console.log(
    `\nDashboard: salesSummary over ${counts.orders.toLocaleString('en')} orders (${counts.lines.toLocaleString('en')} lines, ${counts.quotes} quotes), ${REQUESTS} sequential requests per row (after 20 warm-up)`,
  );
  console.log('period              |  direct p50     p95     p99 | gateway p50     p95     p99   (target: a year p95 <= 100 ms)');
  console.log('--------------------|-----------------------------|----------------------------');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(20)}|     ${ms(r.direct.p50)} ${ms(r.direct.p95)} ${ms(r.direct.p99)} |     ${ms(r.gateway.p50)} ${ms(r.gateway.p95)} ${ms(r.gateway.p99)}`,
    );
  console.log(
    `year 2025: ${check.orderCount} sales, ${(check.salesCents / 100).toLocaleString('fr-FR')} €, average ${(check.averageOrderCents / 100).toFixed(2)} €, ${check.salesByDay.length} days, top product ${check.topProducts[0]?.name} (${check.topProducts[0]?.quantity} units)`,
  );
  console.log(
    `PostgreSQL execution for the year (EXPLAIN ANALYZE, ms): ${Object.entries(plans)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  );
}

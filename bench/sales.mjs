// The sales part of `npm run bench` (BENCH_MODE=sales, or all): the back office after the order over
// 100,000 seeded orders: the order, invoice and return lists, an invoice's PDF, and createShipment /
// createInvoice / createRefund, all through the gateway. Uses the built files. Not a test: prints
// figures, never fails on a time. See bench/README.md.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { startCommerceStack } from './commerce-stack.mjs';

const require = createRequire(import.meta.url);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Mutations measured per kind (each on its own order: a shipment, an invoice, then a refund of it). */
const WRITES = Math.min(Number(process.env.BENCH_WRITES ?? 100), Math.floor(ORDERS * 0.3) - 10);
const ALL_SALES = [
  'sales.orders.list',
  'sales.orders.view',
  'sales.shipments.list',
  'sales.shipments.create',
  'sales.invoices.list',
  'sales.invoices.create',
  'sales.invoices.print',
  'sales.refunds.list',
  'sales.refunds.create',
  'sales.transactions.list',
  'sales.rma.list',
  'sales.rma.view',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/**
 * 100,000 orders of one year in a few statements: two lines each over eight products; one in ten waiting
 * for its transfer, three in ten paid and PROCESSING (what the mutations work on), five in ten COMPLETED
 * (shipped, invoiced), one in ten CLOSED (refunded); one completed order in ten has a return request.
 * Documents get the seller and buyer snapshots the service writes.
 */
async function seed(client, n) {
  const q = (sql, params) => client.query(sql, params);
  await q(`INSERT INTO products (id, sku, name, price_cents, tax_category, weight_grams, published, source_updated_at)
    SELECT gen_random_uuid(), 'SALES-' || i, 'Coffret dégustation n° ' || i, 1500 + i * 250,
      CASE WHEN i % 2 = 0 THEN 'STANDARD' ELSE 'REDUCED' END, 500, true, now() FROM generate_series(1, 8) i`);
  await q(`CREATE TEMP TABLE p AS SELECT row_number() OVER (ORDER BY sku) - 1 AS k, id, sku, name, price_cents, tax_category FROM products`);
  await q(
    `CREATE TEMP TABLE o AS SELECT i, gen_random_uuid() AS id,
      (ARRAY['Claire','Louis','Camille','Hugo','Léa','Jules','Chloé','Arthur','Manon','Gabriel','Inès','Raphaël','Jade','Paul','Zoé','Victor','Alice','Nathan','Lina','Tom'])[1 + i % 20] AS first_name,
      (ARRAY['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Simon','Laurent','Lefebvre','Michel','Garcia','David','Bertrand','Roux','Vincent','Fournier','Morel','Girard','André','Lefèvre','Mercier','Dupont','Lambert','Bonnet','François','Martinez','Legrand','Garnier','Faure','Rousseau','Blanc','Guérin','Muller'])[1 + i % 37] AS last_name,
      CASE WHEN i % 10 = 0 THEN 'PENDING_PAYMENT' WHEN i % 10 IN (1,2,3) THEN 'PROCESSING' WHEN i % 10 = 9 THEN 'CLOSED' ELSE 'COMPLETED' END AS status,
      timestamptz '2025-01-01 08:00+01' + (i * interval '5 minutes') AS placed_at
    FROM generate_series(1, $1::int) i`,
    [n],
  );
  await q(`INSERT INTO orders (id, number, status, customer_id, sub_total_cents, shipping_cents, vat_cents, total_cents, currency, billing_address,
      delivery_address, shipping_method_code, shipping_method_name, payment_method, customer_email, customer_first_name, customer_last_name, locale, placed_at)
    SELECT o.id, '2025-' || lpad(o.i::text, 6, '0'), o.status, md5('customer' || (o.i % 20000))::uuid,
      a.price_cents + 2 * b.price_cents, 690, 0, a.price_cents + 2 * b.price_cents + 690, 'EUR', addr, addr, 'colissimo', 'Colissimo', 'test-card',
      lower(o.first_name || '.' || o.last_name || (o.i % 20000)) || '@example.com', o.first_name, o.last_name, CASE WHEN o.i % 7 = 0 THEN 'en' ELSE 'fr' END, o.placed_at
    FROM o JOIN p a ON a.k = o.i % 8 JOIN p b ON b.k = (o.i + 3) % 8,
      LATERAL (SELECT jsonb_build_object('firstName', o.first_name, 'lastName', o.last_name, 'street', (o.i % 120 + 1) || ' rue de la République',
        'postalCode', '21000', 'city', 'Dijon', 'country', 'FR') AS addr) x`);
  await q(`INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, tax_category)
    SELECT o.id, 0, a.id, a.sku, a.name, 1, a.price_cents, a.price_cents, a.tax_category FROM o JOIN p a ON a.k = o.i % 8
    UNION ALL
    SELECT o.id, 1, b.id, b.sku, b.name, 2, b.price_cents, 2 * b.price_cents, b.tax_category FROM o JOIN p b ON b.k = (o.i + 3) % 8`);
  await q(`INSERT INTO payments (order_id, method, status, provider_reference, amount_cents, refunded_cents, currency, created_at)
    SELECT x.id, 'test-card', CASE WHEN o.status = 'CLOSED' THEN 'REFUNDED' ELSE 'CAPTURED' END, 'bench-' || o.i, x.total_cents,
      CASE WHEN o.status = 'CLOSED' THEN x.total_cents ELSE 0 END, 'EUR', o.placed_at + interval '2 minutes'
    FROM o JOIN orders x ON x.id = o.id WHERE o.status <> 'PENDING_PAYMENT'`);
  const seller = { name: 'Guide Gourmand (bench)', address: ['1 place de la Libération', '21000 Dijon'], siret: '12345678900007', vatNumber: 'FR32123456789' };
  // The company details invoices print, as the cms would have sent them (production refuses to invoice without them).
  await q(`INSERT INTO settings_copy (group_code, stored_values, version) VALUES ('general', $1::jsonb, 1)`, [
    JSON.stringify({ companyName: seller.name, address: seller.address.join('\n'), siret: seller.siret, vatNumber: seller.vatNumber }),
  ]);
  await q(`SELECT pg_notify('guide_settings', 'general')`);
  await q(`INSERT INTO shipments (number, order_id, carrier, tracking_number, shipped_at, delivered_at)
    SELECT 'EXP-2025-' || lpad(o.i::text, 6, '0'), o.id, 'Colissimo', '6A' || lpad(o.i::text, 11, '0'), o.placed_at + interval '1 day', o.placed_at + interval '3 days'
    FROM o WHERE o.status IN ('COMPLETED','CLOSED')`);
  await q(`INSERT INTO shipment_lines (shipment_id, product_id, sku, name, quantity)
    SELECT s.id, l.product_id, l.sku, l.name, l.quantity FROM shipments s JOIN order_lines l ON l.order_id = s.order_id`);
  await q(
    `INSERT INTO invoices (number, order_id, issued_at, shipping_cents, total_cents, vat_cents, currency, seller, buyer)
    SELECT 'F-2025-' || lpad(o.i::text, 6, '0'), o.id, o.placed_at + interval '1 day', x.shipping_cents, x.total_cents, x.vat_cents, 'EUR', $1::jsonb,
      x.billing_address || jsonb_build_object('email', x.customer_email)
    FROM o JOIN orders x ON x.id = o.id WHERE o.status IN ('COMPLETED','CLOSED')`,
    [JSON.stringify(seller)],
  );
  await q(`INSERT INTO invoice_lines (invoice_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, vat_rate_percent)
    SELECT i.id, l.position, l.product_id, l.sku, l.name, l.quantity, l.unit_price_cents, l.total_cents,
      CASE l.tax_category WHEN 'STANDARD' THEN 20 WHEN 'INTERMEDIATE' THEN 10 WHEN 'REDUCED' THEN 5.5 ELSE 2.1 END
    FROM invoices i JOIN order_lines l ON l.order_id = i.order_id`);
  await q(
    `INSERT INTO refunds (number, order_id, status, shipping_cents, total_cents, vat_cents, currency, restock, seller, buyer, created_at)
    SELECT 'AV-2025-' || lpad(o.i::text, 6, '0'), o.id, 'COMPLETED', x.shipping_cents, x.total_cents, x.vat_cents, 'EUR', false, $1::jsonb,
      x.billing_address, o.placed_at + interval '10 days'
    FROM o JOIN orders x ON x.id = o.id WHERE o.status = 'CLOSED'`,
    [JSON.stringify(seller)],
  );
  await q(`INSERT INTO return_requests (number, order_id, customer_id, status, resolution, reason, created_at)
    SELECT 'R-2025-' || lpad(o.i::text, 6, '0'), o.id, x.customer_id,
      (ARRAY['NEW_REQUEST','PROCESSING','AWAITING_RETURN','RETURNED','REFUNDED','NEW_PARCEL_SENT','SOLVED','REFUSED','CUSTOMER_CLOSED'])[1 + (o.i / 10) % 9],
      CASE WHEN o.i % 3 = 0 THEN 'REPLACEMENT' ELSE 'REFUND' END, 'Bouteille arrivée cassée', o.placed_at + interval '5 days'
    FROM o JOIN orders x ON x.id = o.id WHERE o.status = 'COMPLETED' AND o.i % 10 = 4 AND o.i % 20 = 4`);
  await q(`INSERT INTO return_lines (return_request_id, product_id, sku, name, quantity)
    SELECT r.id, l.product_id, l.sku, l.name, 1 FROM return_requests r JOIN order_lines l ON l.order_id = r.order_id AND l.position = 0`);
  await q(
    `INSERT INTO order_counters (name, value) VALUES ('2025', $1), ('EXP-2025', $1), ('F-2025', $1), ('AV-2025', $1), ('R-2025', $1)
    ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    [n],
  );
  await q('VACUUM ANALYZE');
  const [counts] = (
    await q(`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM shipments)::int AS shipments, (SELECT count(*) FROM invoices)::int AS invoices,
      (SELECT count(*) FROM refunds)::int AS refunds, (SELECT count(*) FROM return_requests)::int AS returns, (SELECT count(*) FROM payments)::int AS payments`)
  ).rows;
  const processing = (await q(`SELECT id FROM orders WHERE status = 'PROCESSING' ORDER BY number LIMIT $1`, [WRITES * 2])).rows.map((r) => r.id);
  return { counts, processing };
}

export async function runSalesBench({ log, startProcess, waitFor, cleanups }) {
  // Mails (shipped, invoiced, refunded) go to a local SMTP server that accepts and drops them.
  const { SMTPServer } = require('smtp-server');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (s, _x, done) => s.on('end', () => done()).resume(),
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => smtp.close(resolve)));

  const {
    client,
    ports,
    adminToken,
    gatewayOrigin: origin,
  } = await startCommerceStack({
    name: 'sales',
    startProcess,
    waitFor,
    cleanups,
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
  });
  const t0 = performance.now();
  const { counts, processing } = await seed(client, ORDERS);
  log(`sales: seeded ${JSON.stringify(counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const token = await adminToken({ kind: 'admin', id: randomUUID(), permissions: ALL_SALES });
  const call = async (query, variables) => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`${query.slice(0, 50)}: ${JSON.stringify(body.errors).slice(0, 300)}`);
    return body.data;
  };
  await waitFor('gateway', async () => !!(await call('{ __typename }', {})));
  log('sales: commerce and a gateway in front of it are up');

  const timed = async (times, fn) => {
    const start = performance.now();
    const value = await fn();
    times.push(performance.now() - start);
    return value;
  };
  const measure = async (variants) => {
    const times = [];
    for (let i = 0; i < 20; i++) await call(...variants(i));
    for (let i = 0; i < REQUESTS; i++) await timed(times, () => call(...variants(i + 20)));
    return summary(times);
  };

  // Lists as the back office asks for them: a page of 20 with what the screen shows, the count included.
  const ORDER_LIST = `query($after: String, $search: String, $status: OrderStatus) { orders(first: 20, after: $after, search: $search, status: $status) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id number status placedAt totalCents currency customerId billingAddress { firstName lastName } } } } }`;
  const INVOICE_LIST = `query($search: String) { invoices(first: 20, search: $search) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id number issuedAt totalCents currency pdfUrl order { id number } } } } }`;
  const RETURN_LIST = `query($status: ReturnStatus, $search: String) { returnRequests(first: 20, status: $status, search: $search) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id number status resolution createdAt updatedAt order { id number } } } } }`;
  const STATUSES = ['PROCESSING', 'COMPLETED', 'CLOSED', 'PENDING_PAYMENT'];
  const NAMES = ['dupont', 'martin', 'claire', 'léa moreau', '2025-0042'];
  const RETURN_STATUSES = ['NEW_REQUEST', 'PROCESSING', 'AWAITING_RETURN', 'RETURNED'];
  const lists = {
    'orders, newest': await measure(() => [ORDER_LIST, {}]),
    'orders, by status': await measure((i) => [ORDER_LIST, { status: STATUSES[i % STATUSES.length] }]),
    'orders, search': await measure((i) => [ORDER_LIST, { search: NAMES[i % NAMES.length] }]),
    'invoices, newest': await measure(() => [INVOICE_LIST, {}]),
    'invoices, search': await measure((i) => [INVOICE_LIST, { search: `F-2025-0${String(10000 + i * 37).padStart(5, '0')}` }]),
    'returns, newest': await measure(() => [RETURN_LIST, {}]),
    'returns, by status': await measure((i) => [RETURN_LIST, { status: RETURN_STATUSES[i % RETURN_STATUSES.length] }]),
  };
  log('sales: lists measured');

  // Writes, each on its own PROCESSING order: ship everything, invoice it (then COMPLETED), refund one unit.
  const writes = { createShipment: [], createInvoice: [], createRefund: [] };
  const invoiceIds = [];
  const failures = [];
  for (let i = 0; i < WRITES; i++) {
    const orderId = processing[i];
    try {
      await timed(writes.createShipment, () =>
        call('mutation($o: ID!, $in: ShipmentInput!) { createShipment(orderId: $o, input: $in) { id number trackingUrl } }', {
          o: orderId,
          in: { carrier: 'Colissimo', trackingNumber: `6A${String(i).padStart(11, '0')}` },
        }),
      );
      const invoice = await timed(writes.createInvoice, () =>
        call('mutation($o: ID!) { createInvoice(orderId: $o) { id number totalCents } }', { o: orderId }),
      );
      invoiceIds.push(invoice.createInvoice.id);
      const [line] = (await client.query('SELECT product_id FROM order_lines WHERE order_id = $1 ORDER BY position LIMIT 1', [orderId])).rows;
      await timed(writes.createRefund, () =>
        call('mutation($o: ID!, $in: RefundInput!) { createRefund(orderId: $o, input: $in) { id number status totalCents } }', {
          o: orderId,
          in: { lines: [{ productId: line.product_id, quantity: 1 }], restock: true, reason: 'Geste commercial (bench)' },
        }),
      );
    } catch (error) {
      failures.push(String(error).slice(0, 200));
    }
  }
  log(`sales: ${WRITES} shipments, invoices and refunds measured (${failures.length} failed${failures.length ? `: ${failures[0]}` : ''})`);

  // The invoice PDF as the back office fetches it (Bearer, through the gateway), one invoice after another.
  const pdf = [];
  let pdfBytes = 0;
  const pdfCpuBefore = processCpuMs(ports.commerce);
  const pdfStart = performance.now();
  for (let i = 0; i < Math.min(REQUESTS, invoiceIds.length * 2); i++) {
    const id = invoiceIds[i % invoiceIds.length];
    await timed(pdf, async () => {
      const res = await fetch(`${origin}/documents/invoices/${id}.pdf`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/pdf')) throw new Error(`PDF answered ${res.status}`);
      pdfBytes += (await res.arrayBuffer()).byteLength;
    });
  }
  const pdfWallS = (performance.now() - pdfStart) / 1000;
  const pdfCpu = processCpuMs(ports.commerce) - pdfCpuBefore;
  return {
    counts,
    lists,
    writes: Object.fromEntries(Object.entries(writes).map(([k, v]) => [k, summary(v)])),
    failures,
    pdf: summary(pdf),
    pdfWallS,
    pdfCpu,
    pdfBytes,
  };
}

/** CPU time (user + system, ms) of the process listening on a port, from /proc; NaN when it cannot be read. */
function processCpuMs(port) {
  try {
    const { readFileSync, readdirSync } = require('node:fs');
    const inode = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .find((f) => f[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`) && f[3] === '0A')?.[9];
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          if (require('node:fs').readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
            return ((Number(stat[11]) + Number(stat[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
          }
        } catch {
          /* gone */
        }
      }
    }
  } catch {
    /* not Linux */
  }
  return Number.NaN;
}

export function printSales(r) {
  const ms = (v) => (v == null ? '      -' : v.toFixed(1).padStart(7));
  console.log(
    `\nSales through the gateway (commerce), ${r.counts.orders} orders: ${r.counts.invoices} invoices, ${r.counts.shipments} shipments, ${r.counts.returns} returns, ${r.counts.payments} payments`,
  );
  console.log(`lists: 20 warm-up then ${REQUESTS} sequential requests each, a page of 20 with its count (target p95 <= 30 ms)`);
  console.log('list                |     p50     p95     p99');
  console.log('--------------------|------------------------');
  for (const [name, s] of Object.entries(r.lists)) console.log(`${name.padEnd(20)}| ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}`);
  console.log(`\nwrites, each on its own paid order (target p95 <= 50 ms), ${r.failures.length} failed`);
  console.log('mutation            |   n |     p50     p95     p99');
  console.log('--------------------|-----|------------------------');
  for (const [name, s] of Object.entries(r.writes)) console.log(`${name.padEnd(20)}| ${String(s.n).padStart(3)} | ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}`);
  const perPdf = r.pdf.n ? r.pdfCpu / r.pdf.n : Number.NaN;
  console.log(
    `\ninvoice PDF (GET through the gateway, Bearer): ${r.pdf.n} fetched, p50 ${ms(r.pdf.p50)} p95 ${ms(r.pdf.p95)} ms, ${(r.pdf.n / r.pdfWallS).toFixed(1)} PDFs/s sequential, ` +
      `commerce CPU ${Number.isFinite(perPdf) ? perPdf.toFixed(1) : '?'} ms a PDF (target <= 50 ms, >= 20 a second on one core), ${r.pdf.n ? Math.round(r.pdfBytes / r.pdf.n / 1024) : 0} kB each`,
  );
}

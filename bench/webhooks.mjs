// Webhook delivery throughput (issue 26's goal: keep up with 200 events/s on one machine). Not a test: prints
// figures, never fails on a time. Uses the built files (`npm run build` first): `node bench/webhooks.mjs`.
//
// Starts a throw-away embedded PostgreSQL, identity from services/identity/dist/main.js (one process, the
// default WEBHOOK_CONCURRENCY) and a local receiver answering 200 at once, then measures:
//   1. the worker alone: BENCH_DELIVERIES (5,000) deliveries queued in one statement, until all SUCCEEDED;
//   2. the whole path: BENCH_EVENTS (2,000) commerce.order.placed events appended to the event log at
//      BENCH_RATE (200) per second, each through identity's consumer (inbox, one delivery queued) and its
//      worker to the receiver; prints events/s delivered and the lag of the last one.
// NODE_ENV=development: the receiver is on loopback, which production refuses (SSRF guard).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = (path) => join(root, path);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 5_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);

const { startEmbeddedPostgres, freePort } = require(dist('services/platform/dist/db/embedded-postgres.js'));
const platform = require(dist('services/platform/dist/index.js'));
const { Events, OrderPlacedSchema } = require(dist('proto-schemas/dist/src/index.js'));
const { create, toBinary } = require('@bufbuild/protobuf');
const { Client } = require('pg');

const started = performance.now();
const log = (message) => console.log(`[webhooks bench ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
};
process.once('SIGINT', () => cleanup().then(() => process.exit(130)));

async function until(what, probe, timeoutMs = 300_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

async function main() {
  const pgDir = mkdtempSync(join(tmpdir(), 'guide-bench-webhooks-pg-'));
  cleanups.push(async () => rmSync(pgDir, { recursive: true, force: true }));
  const pg = await startEmbeddedPostgres({ dir: pgDir, port: await freePort(), persistent: false, quiet: true });
  cleanups.push(() => pg.stop());

  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => receiver.close(() => resolve())));

  const port = await freePort();
  const keys = await platform.generateSigningKeys();
  const child = spawn(process.execPath, [dist('services/identity/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: pg.url('bench_identity'),
      EVENTS_DATABASE_URL: pg.url('bench_events'),
      KAFKA_BROKERS: '',
      GATEWAY_SECRET: 'bench-gateway-secret',
      JWT_PRIVATE_KEY: keys.privateKeyPem,
      WEBHOOK_SIGNING_KEY: 'bench-webhook-key',
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  await until('identity', async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok);
  log('identity is up');

  const db = new Client({ connectionString: pg.url('bench_identity') });
  await db.connect();
  cleanups.push(() => db.end());
  const [webhook] = (
    await db.query(`INSERT INTO webhook (url, events, enabled) VALUES ($1, '{order.placed}', true) RETURNING id`, [
      `http://127.0.0.1:${receiver.address().port}/hook`,
    ])
  ).rows;
  const succeeded = async () => (await db.query(`SELECT count(*)::int AS n FROM webhook_delivery WHERE status = 'SUCCEEDED'`)).rows[0].n;

  // 1. The worker alone.
  const body = JSON.stringify({ id: 'bench', event: 'order.placed', occurredAt: new Date().toISOString(), data: { orderId: randomUUID(), totalCents: 3190 } });
  let t0 = performance.now();
  await db.query(
    `INSERT INTO webhook_delivery (id, webhook_id, source_event_id, event, body)
     SELECT gen_random_uuid(), $1, gen_random_uuid(), 'order.placed', $2 FROM generate_series(1, $3)`,
    [webhook.id, body, DELIVERIES],
  );
  await db.query(`SELECT pg_notify('identity_webhooks', '')`);
  await until('deliveries sent', async () => (await succeeded()) >= DELIVERIES, 600_000, 50);
  const workerSeconds = (performance.now() - t0) / 1000;
  log(
    `worker alone: ${DELIVERIES} deliveries in ${workerSeconds.toFixed(2)} s = ${(DELIVERIES / workerSeconds).toFixed(0)} deliveries/s (receiver got ${received})`,
  );

  // 2. Events through the consumer and the worker, at a steady rate.
  const transport = new platform.PostgresTransport(pg.url('bench_events'));
  cleanups.push(() => transport.close());
  const before = await succeeded();
  t0 = performance.now();
  const batch = Math.max(1, Math.round(RATE / 10)); // a tenth of a second's events at a time
  for (let sent = 0; sent < EVENTS; sent += batch) {
    const events = Array.from({ length: Math.min(batch, EVENTS - sent) }, () => {
      const orderId = randomUUID();
      const payload = toBinary(
        OrderPlacedSchema,
        create(OrderPlacedSchema, { orderId, number: '2026-000001', status: 'PENDING', placedAt: new Date().toISOString() }),
      );
      return { id: randomUUID(), type: Events.orderPlaced.type, key: orderId, payload, occurredAt: new Date().toISOString() };
    });
    await transport.publish(events);
    const due = t0 + ((sent + events.length) / RATE) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const publishedIn = (performance.now() - t0) / 1000;
  await until('events delivered', async () => (await succeeded()) - before >= EVENTS, 600_000, 50);
  const totalSeconds = (performance.now() - t0) / 1000;
  log(
    `events → consumer → worker: ${EVENTS} events offered at ${RATE}/s (over ${publishedIn.toFixed(1)} s), all delivered after ${totalSeconds.toFixed(1)} s ` +
      `= ${(EVENTS / totalSeconds).toFixed(0)} deliveries/s; the last one ${(totalSeconds - publishedIn).toFixed(2)} s after it was offered`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);

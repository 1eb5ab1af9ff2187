// The shop's part of `npm run bench` (BENCH_MODE=shop, or all): add-to-cart and place-order through the
// gateway, sequentially (latency) and under 20 concurrent signed-in customers (throughput). Uses the built
// files. Not a test: prints figures, never fails on a time. See bench/README.md.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = (path) => join(root, path);

const SECRET = 'bench-gateway-secret';
const CUSTOMERS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const MEASURE_S = Number(process.env.BENCH_MEASURE_S ?? 10);
const PRODUCTS = 8;
/** BENCH_PROMOTIONS=50 (or BENCH_MODE=promotions): that many active promotions seeded before measuring (issue 24). */
const PROMOTIONS = Number(process.env.BENCH_PROMOTIONS ?? (process.env.BENCH_MODE === 'promotions' ? 50 : 0));
/** Vendure 3.7 on a machine like this one (issue 10): add-to-cart 91 req/s, p50 210 ms. */
const VENDURE_ADD_TO_CART_RPS = 91;

const ADD = 'mutation Add($p: ID!) { addToCart(productId: $p, quantity: 1) { id itemCount totalCents discountCents discounts { name amountCents } } }';
const CART = '{ cart { id totalCents discountCents vatCents discounts { promotionId name amountCents } lines { quantity totalCents discountCents } } }';
const ADDRESS = { firstName: 'Claire', lastName: 'Bench', street: '1 rue de la Paix', postalCode: '21000', city: 'Dijon', country: 'FR' };
const SET_ADDRESSES = 'mutation Addr($a: OrderAddressInput!) { setCartAddresses(billing: $a) { id } }';
const SHIPPING = '{ shippingMethods { code priceCents } }';
const SET_SHIPPING = 'mutation Ship($c: String!) { setShippingMethod(code: $c) { id } }';
const PLACE = 'mutation Place { placeOrder(paymentMethod: "bank-transfer") { order { number totalCents } } }';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** What both shop benches share: PostgreSQL, a mail sink, the identity stand-in and the signing keys. */
async function shopBase({ cleanups }) {
  const { startEmbeddedPostgres, freePort } = require(dist('services/platform/dist/db/embedded-postgres.js'));
  const platform = require(dist('services/platform/dist/index.js'));
  const pgDir = mkdtempSync(join(tmpdir(), 'guide-bench-shop-pg-'));
  cleanups.push(async () => rmSync(pgDir, { recursive: true, force: true }));
  const dir = mkdtempSync(join(tmpdir(), 'guide-bench-shop-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const pg = await startEmbeddedPostgres({ dir: pgDir, port: await freePort(), persistent: false, quiet: true });
  cleanups.push(() => pg.stop());

  // Order emails go to a local SMTP server that accepts and drops them (the mailer stays busy as in production).
  const { SMTPServer } = require('smtp-server');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => stream.on('end', () => done()).resume(),
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => smtp.close(resolve)));
  // The gateway asks identity whether a token's sign-in is still open: a stand-in that says yes.
  const identityStub = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/internal/sessions/') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ valid: true }));
  });
  await new Promise((resolve) => identityStub.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => identityStub.close(() => resolve())));
  return {
    pg,
    dir,
    freePort,
    platform,
    keys: await platform.generateSigningKeys(),
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    identityUrl: `http://127.0.0.1:${identityStub.address().port}/graphql`,
  };
}

/**
 * catalog-guide, commerce and a gateway in front of both, on databases of their own (`tag` tells two stacks
 * apart), with PRODUCTS products created and stocked; `env` goes over every process's. Returns how to call it.
 */
async function startShop({ log, startProcess, waitFor }, base, tag = '', env = {}, nodeArgs = () => []) {
  const { pg, dir, freePort, platform, keys, smtpUrl, identityUrl } = base;
  const { composeSupergraph } = require(dist('gateway/dist/compose.js'));
  const { SUBGRAPHS } = require(dist('gateway/dist/subgraphs.js'));
  const common = {
    NODE_ENV: 'production',
    EVENTS_DATABASE_URL: pg.url(`shop_events${tag}`),
    KAFKA_BROKERS: '',
    GATEWAY_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    ...env,
  };
  const ports = { catalog: await freePort(), commerce: await freePort(), gateway: await freePort() };
  const processes = [];
  processes.push(
    startProcess(
      'catalog-guide',
      dist('services/catalog-guide/dist/main.js'),
      {
        ...common,
        PORT: String(ports.catalog),
        DATABASE_URL: pg.url(`shop_catalog${tag}`),
        MEDIA_DIR: join(dir, `media${tag}`),
        OPENSEARCH_URL: '',
      },
      nodeArgs('catalog-guide'),
    ),
  );
  processes.push(
    startProcess(
      'commerce',
      dist('services/commerce/dist/main.js'),
      {
        ...common,
        PORT: String(ports.commerce),
        DATABASE_URL: pg.url(`shop_commerce${tag}`),
        SMTP_URL: smtpUrl,
        PUBLIC_WEB_URL: 'http://localhost:3000',
        BANK_TRANSFER_IBAN: 'FR76 3000 6000 0112 3456 7890 189',
        BANK_TRANSFER_BIC: 'AGRIFRPPXXX',
        BANK_TRANSFER_HOLDER: 'Guide Gourmand (bench)',
        // The seller's invoice mentions: required in production (invoicing/seller.ts).
      },
      nodeArgs('commerce'),
    ),
  );
  await waitFor('catalog-guide', async () => (await fetch(`http://127.0.0.1:${ports.catalog}/health`)).ok);
  await waitFor('commerce', async () => (await fetch(`http://127.0.0.1:${ports.commerce}/health`)).ok);

  const shop = SUBGRAPHS.filter((s) => s.name === 'catalog-guide' || s.name === 'commerce');
  const supergraphFile = join(dir, `supergraph${tag}.graphql`);
  writeFileSync(supergraphFile, composeSupergraph(shop));
  processes.push(
    startProcess(
      'gateway',
      dist('gateway/dist/main.js'),
      {
        NODE_ENV: 'production',
        PORT: String(ports.gateway),
        GATEWAY_SECRET: SECRET,
        JWT_PUBLIC_KEY: keys.publicKeyPem,
        SUPERGRAPH_FILE: supergraphFile,
        CATALOG_GUIDE_URL: `http://127.0.0.1:${ports.catalog}/graphql`,
        COMMERCE_URL: `http://127.0.0.1:${ports.commerce}/graphql`,
        IDENTITY_URL: identityUrl,
        QUERY_COST_PER_SECOND: '100000000',
        QUERY_COST_BURST: '100000000',
        ...env,
      },
      nodeArgs('gateway'),
    ),
  );
  const gateway = `http://127.0.0.1:${ports.gateway}/graphql`;
  const call = async (query, variables, token) => {
    const res = await fetch(gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors).slice(0, 300)}`);
    return body.data;
  };
  const token = async (identity) => (await platform.signAccessToken({ ...identity, sessionId: randomUUID(), sessionVersion: 1 }, keys.privateKeyPem)).token;
  const admin = await token({
    kind: 'admin',
    id: randomUUID(),
    permissions: ['catalog.products.create', 'catalog.products.update', 'marketing.promotions.create'],
  });
  await waitFor('gateway', async () => !!(await call('{ __typename }', {}, admin)));
  log(`shop${tag}: catalog-guide, commerce and a gateway in front of both are up`);

  // Products through the catalogue; commerce learns of them from catalog.product.created, then stock.
  const productIds = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const input = {
      sku: `BENCH-${i}`,
      name: `Coffret dégustation n° ${i + 1}`,
      priceCents: 1990 + i * 500,
      taxCategory: i % 2 ? 'REDUCED' : 'STANDARD',
      weightGrams: 400 + i * 50,
      published: true,
    };
    productIds.push((await call('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input }, admin)).createProduct.id);
  }
  for (const id of productIds) {
    await waitFor(
      'product projection',
      async () => !!(await call('mutation($id: ID!) { setStock(productId: $id, quantity: 1000000) { stockQuantity } }', { id }, admin)),
      30_000,
    );
  }
  log(`shop${tag}: ${PRODUCTS} products created and stocked`);
  if (PROMOTIONS > 0) {
    await seedPromotions(call, admin, productIds);
    log(`shop${tag}: ${PROMOTIONS} active promotions created (most automatic, some conditions held, some behind codes)`);
  }
  const customer = () => token({ kind: 'customer', id: randomUUID(), email: `bench+${randomUUID().slice(0, 8)}@example.com` });
  // The processes in the order started: catalog-guide, commerce, gateway (SHOP_PROCESSES).
  return { call, productIds, customer, pids: () => processes.map((p) => p.pid) };
}

const timed = async (times, fn) => {
  const t0 = performance.now();
  await fn();
  times.push(performance.now() - t0);
};

/** Closed loop: each of `who` (customers' tokens) sends its next request when the previous answer is in. */
async function loop(seconds, step, who) {
  const times = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    who.map(async (t, c) => {
      for (let i = 0; performance.now() < end; i++) {
        try {
          await step(t, c, i, times);
        } catch {
          failed++;
        }
      }
    }),
  );
  return { times, failed, seconds };
}

/** The steps the loops time: one add-to-cart; a whole checkout whose last step, place-order, is timed. */
async function stepsOf({ call, productIds, customer }) {
  // The shipping method a filled, addressed cart is offered.
  const first = await customer();
  await call(ADD, { p: productIds[0] }, first);
  await call(SET_ADDRESSES, { a: ADDRESS }, first);
  const [method] = (await call(SHIPPING, {}, first)).shippingMethods;
  return {
    method,
    add: (t, c, i, times) => timed(times, () => call(ADD, { p: productIds[(c + i) % PRODUCTS] }, t)),
    place: async (t, c, i, times) => {
      await call(ADD, { p: productIds[(c + i) % PRODUCTS] }, t);
      await call(SET_ADDRESSES, { a: ADDRESS }, t);
      await call(SET_SHIPPING, { c: method.code }, t);
      await timed(times, () => call(PLACE, {}, t));
    },
  };
}

export async function runShopBench(context) {
  const { log } = context;
  const shop = await startShop(context, await shopBase(context));
  const { call, productIds, customer } = shop;
  const steps = await stepsOf(shop);
  const { method } = steps;

  // Sequential: one customer, one request at a time (each add is a new line or one more of a line). The
  // adds fill a cart of their own: hundreds of items weigh more than any shipping band (rate tables).
  const adder = await customer();
  const sequential = { add: [], place: [] };
  for (let i = 0; i < 20; i++) await call(ADD, { p: productIds[i % PRODUCTS] }, adder);
  for (let i = 0; i < SEQUENTIAL; i++) await timed(sequential.add, () => call(ADD, { p: productIds[i % PRODUCTS] }, adder));
  const alone = await customer();
  await call(ADD, { p: productIds[0] }, alone);
  await call(SET_ADDRESSES, { a: ADDRESS }, alone);
  await call(SET_SHIPPING, { c: method.code }, alone);
  await call(PLACE, {}, alone);
  for (let i = 0; i < Math.min(SEQUENTIAL, 100); i++) {
    await call(ADD, { p: productIds[i % PRODUCTS] }, alone);
    await call(SET_ADDRESSES, { a: ADDRESS }, alone);
    await call(SET_SHIPPING, { c: method.code }, alone);
    await timed(sequential.place, () => call(PLACE, {}, alone));
  }
  log('shop: sequential add-to-cart and place-order measured');

  // Closed loop: CUSTOMERS customers, each sending its next request when the previous answer is in.
  const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, customer));
  const { add: addStep, place: placeStep } = steps;
  await loop(WARMUP_S, addStep, tokens);
  const adds = await loop(MEASURE_S, addStep, tokens);
  log(`shop: add-to-cart under ${CUSTOMERS} customers: ${(adds.times.length / MEASURE_S).toFixed(1)} req/s`);
  // Reading the cart (priced through the promotions): sequential, then under the same load.
  const cartAlone = [];
  for (let i = 0; i < SEQUENTIAL; i++) await timed(cartAlone, () => call(CART, {}, tokens[0]));
  const carts = await loop(MEASURE_S, (t, _c, _i, times) => timed(times, () => call(CART, {}, t)), tokens);
  log(`shop: cart under ${CUSTOMERS} customers: ${(carts.times.length / MEASURE_S).toFixed(1)} req/s`);
  // Each measured placement is a whole checkout: the cart is filled and addressed first (not timed), by
  // customers whose carts start empty (the add-to-cart loop's would weigh more than any shipping band).
  const buyers = await Promise.all(Array.from({ length: CUSTOMERS }, customer));
  await loop(WARMUP_S, placeStep, buyers);
  const places = await loop(MEASURE_S, placeStep, buyers);
  log(`shop: place-order under ${CUSTOMERS} customers: ${(places.times.length / MEASURE_S).toFixed(1)} orders/s`);

  return { sequential: { add: summary(sequential.add), place: summary(sequential.place), cart: summary(cartAlone) }, adds, places, carts };
}

/**
 * PROMOTIONS active promotions, as a shop might run them: product sales on some boxes, order percentages
 * and amounts behind thresholds some carts reach, customer-group and first-order offers, free delivery,
 * buy-2-get-1, and a few behind codes (never applied here: they still go through the engine's filter).
 */
async function seedPromotions(call, admin, productIds) {
  const arg = (name, value) => ({ name, value: JSON.stringify(value) });
  const CREATE = 'mutation($i: PromotionInput!) { createPromotion(input: $i) { id } }';
  const kinds = [
    (i) => ({
      conditions: [],
      actions: [{ code: 'product_percentage_discount', args: [arg('productIds', [productIds[i % productIds.length]]), arg('percent', 5 + (i % 20))] }],
    }),
    (i) => ({
      conditions: [{ code: 'minimum_order_amount', args: [arg('amountCents', 5000 + i * 1000)] }],
      actions: [{ code: 'order_percentage_discount', args: [arg('percent', 1 + (i % 10))] }],
    }),
    (i) => ({
      conditions: [{ code: 'contains_products', args: [arg('productIds', productIds.slice(0, 3)), arg('minimumQuantity', 2 + (i % 5))] }],
      actions: [{ code: 'order_fixed_discount', args: [arg('amountCents', 100 + i)] }],
    }),
    () => ({
      conditions: [{ code: 'customer_group', args: [arg('groupCodes', ['PRO', 'CE'])] }],
      actions: [{ code: 'order_percentage_discount', args: [arg('percent', 8)] }],
    }),
    () => ({ conditions: [{ code: 'first_order', args: [] }], actions: [{ code: 'order_fixed_discount', args: [arg('amountCents', 500)] }] }),
    (i) => ({ conditions: [{ code: 'minimum_order_amount', args: [arg('amountCents', 8000 + i)] }], actions: [{ code: 'free_shipping', args: [] }] }),
    (i) => ({
      conditions: [],
      actions: [{ code: 'buy_x_get_y_free', args: [arg('productIds', [productIds[(i + 3) % productIds.length]]), arg('x', 2), arg('y', 1)] }],
    }),
    (i) => ({ couponCode: `BENCH-CODE-${i}`, conditions: [], actions: [{ code: 'order_percentage_discount', args: [arg('percent', 15)] }] }),
  ];
  for (let i = 0; i < PROMOTIONS; i++) {
    const input = { name: `Promotion bench ${i + 1}`, enabled: true, priority: i % 7, exclusive: false, ...kinds[i % kinds.length](i) };
    await call(CREATE, { i: input }, admin);
  }
}

export function printShop(result) {
  const ms = (v) => v.toFixed(1).padStart(7);
  const row = (name, r) => {
    const s = summary(r.times);
    return `${name.padEnd(13)}| ${(r.times.length / r.seconds).toFixed(1).padStart(7)} | ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} | ${String(r.failed).padStart(6)}`;
  };
  console.log(`\nShop through the gateway (catalog-guide + commerce), sequential: ${SEQUENTIAL} add-to-cart, ${Math.min(SEQUENTIAL, 100)} place-order`);
  console.log(`add-to-cart  p50 ${ms(result.sequential.add.p50)}  p95 ${ms(result.sequential.add.p95)}  p99 ${ms(result.sequential.add.p99)}`);
  console.log(`place-order  p50 ${ms(result.sequential.place.p50)}  p95 ${ms(result.sequential.place.p95)}  p99 ${ms(result.sequential.place.p99)}`);
  console.log(`cart         p50 ${ms(result.sequential.cart.p50)}  p95 ${ms(result.sequential.cart.p95)}  p99 ${ms(result.sequential.cart.p99)}`);
  console.log(
    `\n${CUSTOMERS} concurrent signed-in customers, ${WARMUP_S} s warm-up then ${MEASURE_S} s measured${PROMOTIONS ? `, ${PROMOTIONS} active promotions` : ''}`,
  );
  console.log('operation    |   req/s |    p50     p95     p99 | failed');
  console.log('-------------|---------|-------------------------|-------');
  console.log(row('add-to-cart', result.adds));
  console.log(row('place-order', result.places));
  console.log(row('cart', result.carts));
  const rps = result.adds.times.length / result.adds.seconds;
  console.log(
    `(add-to-cart: ${(rps / VENDURE_ADD_TO_CART_RPS).toFixed(2)}× Vendure 3.7's ${VENDURE_ADD_TO_CART_RPS} req/s on this kind of machine; place-order = a whole checkout's last step, stock reserved and numbered in one transaction)`,
  );
}

/** The shop's processes, in the order startShop starts them (its pids() order). */
export const SHOP_PROCESSES = ['catalog-guide', 'commerce', 'gateway'];

/** A window total per answered request: req/s, and CPU ms in all and per process. */
const perRequest = ({ ok, seconds, cpu, failed }) => {
  const each = cpu.map((ms) => ms / Math.max(1, ok));
  return { rps: ok / seconds, cpu: each.reduce((a, b) => a + b, 0), each, failed };
};

/**
 * The shop's part of BENCH_MODE=observability: two shops over one PostgreSQL (databases of their own), one
 * with `off`'s environment and one with `on`'s; add-to-cart and place-order under CUSTOMERS customers on
 * each in turn, in short windows whose order alternates, so the machine's drift hits both alike. Requests
 * and the CPU of each shop's three processes add up per shop and per process. `cpuOf(pids)`: the CPU ms
 * each of those processes used so far, in the same order; `onNodeArgs(service)`: node arguments of the
 * "on" shop's processes (a CPU profile).
 */
export async function runShopObservabilityBench(context, { off, on, rounds, windowS, cpuOf, onNodeArgs }) {
  const { log } = context;
  const base = await shopBase(context);
  const shops = {};
  for (const [name, env] of Object.entries({ off, on })) {
    const shop = await startShop(context, base, `_${name}`, env, name === 'on' ? onNodeArgs : undefined);
    const customers = () => Promise.all(Array.from({ length: CUSTOMERS }, shop.customer));
    shops[name] = { shop, steps: await stepsOf(shop), who: { add: await customers(), place: await customers() } };
  }
  // BENCH_SHOP_OPS=add (or place): only that operation (a profile of one).
  const operations = ['add', 'place'].filter((op) => !process.env.BENCH_SHOP_OPS || process.env.BENCH_SHOP_OPS.split(',').includes(op));
  for (const op of operations) for (const name of Object.keys(shops)) await loop(WARMUP_S, shops[name].steps[op], shops[name].who[op]);
  log('shop: both shops warmed');
  const totals = {};
  for (let round = 0; round < rounds; round++) {
    for (const op of operations) {
      const names = round % 2 ? ['on', 'off'] : ['off', 'on'];
      for (const name of names) {
        const { shop, steps, who } = shops[name];
        await loop(1, steps[op], who[op]);
        const before = cpuOf(shop.pids());
        const run = await loop(windowS, steps[op], who[op]);
        const after = cpuOf(shop.pids());
        const total = (totals[`${op}|${name}`] ??= { ok: 0, failed: 0, seconds: 0, cpu: SHOP_PROCESSES.map(() => 0) });
        total.ok += run.times.length;
        total.failed += run.failed;
        total.seconds += run.seconds;
        after.forEach((ms, i) => (total.cpu[i] += ms - before[i]));
      }
    }
    log(`shop: round ${round + 1}/${rounds} done`);
  }
  return operations.map((op) => {
    const [o, n] = [totals[`${op}|off`], totals[`${op}|on`]];
    return {
      name: op === 'add' ? 'add-to-cart' : 'place-order',
      off: perRequest(o),
      on: perRequest(n),
    };
  });
}

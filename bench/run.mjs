#!/usr/bin/env node
// `npm run bench`: the guide's search with 50,000 establishments, measured directly against the
// catalog-guide subgraph and through the gateway in one run. Uses the built files: run `npm run build`
// first. Not a test: it prints figures and never fails on a time. See bench/README.md.
// BENCH_MODE=latency (sequential table, change -> searchable), throughput (autocannon, 20 clients),
// lighthouse (the storefront's server-rendered pages on a phone profile, over this data), shop (add-to-cart
// and place-order through the gateway, bench/shop.mjs), sales (the back office after the order over
// 100,000 orders, bench/sales.mjs), dashboard (salesSummary over 100,000 orders, bench/dashboard.mjs) or all.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';
import { SHOP_PROCESSES, printShop, runShopBench, runShopObservabilityBench } from './shop.mjs';
import { printSales, runSalesBench } from './sales.mjs';
import { printDashboard, runDashboardBench } from './dashboard.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = (path) => join(root, path);

const COUNT = Number(process.env.BENCH_ESTABLISHMENTS ?? 50_000);
const N = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const CHANGES = 20;
const SECRET = 'bench-gateway-secret';
const MODE = process.env.BENCH_MODE ?? 'all';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const MEASURE_S = Number(process.env.BENCH_MEASURE_S ?? 10);
// A folder: the gateway runs under `node --cpu-prof` and writes its profile there when the bench stops it.
const GATEWAY_CPU_PROF = process.env.BENCH_GATEWAY_CPU_PROF;
// The same for catalog-guide (the subgraph the throughput bench loads).
const SUBGRAPH_CPU_PROF = process.env.BENCH_SUBGRAPH_CPU_PROF;
// Entries of catalog-guide's search result cache (0: off, the default here; see SEARCH_RESULT_CACHE_SIZE).
const RESULT_CACHE_SIZE = process.env.BENCH_RESULT_CACHE_SIZE ?? '0';
// BENCH_MODE=observability: the throughput rows on two stacks over one database, taken in turn in short windows
// (so the machine's drift hits both alike): one with metrics and tracing off, one with metrics on and traces
// exported (OTLP to bench/otlp-sink.mjs) for BENCH_TRACE_SAMPLE of new traces (the compose and k8s default).
const TRACE_SAMPLE = process.env.BENCH_TRACE_SAMPLE ?? '0.1';
const OBSERVABILITY_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const OBSERVABILITY_WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 4);
// BENCH_OBSERVE=metrics or tracing: only that one on in the second stack (both by default).
const OBSERVE = process.env.BENCH_OBSERVE ?? 'both';
const OBSERVED = {
  both: `metrics on, traces exported for ${TRACE_SAMPLE} of new traces`,
  metrics: 'metrics on, no tracing',
  tracing: `metrics off, traces exported for ${TRACE_SAMPLE} of new traces`,
}[OBSERVE];
// BENCH_OBSERVE_PARTS=guide (or shop): only that part (both by default).
const OBSERVE_PARTS = (process.env.BENCH_OBSERVE_PARTS ?? 'guide,shop').split(',');
// A folder: the second stack's processes run under --cpu-prof and write their profiles there.
const OBSERVE_CPU_PROF = process.env.BENCH_OBSERVE_CPU_PROF;
const OBSERVABILITY_OFF = { METRICS_ENABLED: 'false', OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' };
// Another build of the gateway to run instead (a before/after comparison): its main.js, inside the repository.
const GATEWAY_MAIN = process.env.BENCH_GATEWAY_MAIN ?? dist('gateway/dist/main.js');
const MODES = ['latency', 'throughput', 'observability', 'lighthouse', 'shop', 'promotions', 'sales', 'dashboard', 'all'];
if (!MODES.includes(MODE)) {
  console.error(`[bench] BENCH_MODE must be one of ${MODES.join(', ')} (got ${MODE})`);
  process.exit(1);
}

for (const file of [
  'infra/dist/web/web-server.js',
  'frontends/storefront/dist/server/entry-server.cjs',
  'services/platform/dist/index.js',
  'services/catalog-guide/dist/main.js',
  'services/commerce/dist/main.js',
  'services/catalog-guide/dist/search/reindex.js',
  'gateway/dist/main.js',
  'packages/vocabulary/dist/index.js',
]) {
  if (!existsSync(dist(file))) {
    console.error(`[bench] ${file} is missing: run "npm run build" first`);
    process.exit(1);
  }
}

const { startEmbeddedPostgres, freePort } = require(dist('services/platform/dist/db/embedded-postgres.js'));
const platform = require(dist('services/platform/dist/index.js'));
const { generateEstablishments } = require(dist('services/catalog-guide/dist/seed/generate.js'));
const { TOWNS } = require(dist('services/catalog-guide/dist/seed/towns.js'));
const { slugify } = require(dist('packages/vocabulary/dist/index.js'));
const { reindexAll } = require(dist('services/catalog-guide/dist/search/reindex.js'));
const { PostgresSearchAdapter } = require(dist('services/catalog-guide/dist/search/postgres-search.adapter.js'));
const { composeSupergraph } = require(dist('gateway/dist/compose.js'));
const { SUBGRAPHS } = require(dist('gateway/dist/subgraphs.js'));
const { DataSource } = require('typeorm');
const autocannon = require('autocannon');

const started = performance.now();
const log = (message) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
};
process.once('SIGINT', () => cleanup().then(() => process.exit(130)));

function startProcess(name, script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  );
  child.once('exit', (code) => {
    if (code && code !== 143) console.error(`[bench] ${name} exited with ${code}\n${stderr}`);
  });
  return child;
}

async function waitFor(what, probe, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function post(url, query, variables, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(`${url}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** Bulk load: generated inputs straight into the table with INSERT … SELECT from one JSON parameter per batch. */
async function loadEstablishments(dataSource) {
  const inputs = generateEstablishments(COUNT, { seed: 42, spreadKm: 25 });
  const now = Date.now();
  const batch = 5000;
  for (let i = 0; i < inputs.length; i += batch) {
    const rows = inputs.slice(i, i + batch).map((e, k) => ({
      ...e,
      slug: `${slugify(e.name)}-${i + k + 1}`,
      // Spread over a year, so "newest" is a real order.
      updatedAt: new Date(now - (i + k) * 631_000).toISOString(),
    }));
    await dataSource.query(
      `INSERT INTO establishment (slug, name, type, meal_category, producer_category, description, description_en, street, postal_code,
         city_code, department_code, lat, lon, price_from, cups, toques, equipment, services, phone, email, website, nearby_places,
         room_count, seat_count, menus, opening_hours, closure_note, languages, payment_modes, specialties, seo_title, seo_description,
         published, created_at, updated_at)
       SELECT x.slug, x.name, x.type, x."mealCategory", x."producerCategory", x.description, x."descriptionEn", x.street, c.postal_codes[1],
         c.code, c.department_code, x.lat, x.lon, x."priceFrom", x.cups, x.toques, x.equipment, x.services, x.phone, x.email, x.website,
         x."nearbyPlaces", x."roomCount", x."seatCount", x.menus, x."openingHours", x."closureNote", x.languages, x."paymentModes",
         x.specialties, x."seoTitle", x."seoDescription", true, x."updatedAt", x."updatedAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, name text, type text, "mealCategory" text, "producerCategory" text,
         description text, "descriptionEn" text, street text, "cityCode" text, lat float8, lon float8, "priceFrom" int, cups smallint,
         toques smallint, equipment text[], services text[], phone text, email text, website text, "nearbyPlaces" text[],
         "roomCount" int, "seatCount" int, menus jsonb, "openingHours" jsonb, "closureNote" text, languages text[],
         "paymentModes" text[], specialties text[], "seoTitle" text, "seoDescription" text, "updatedAt" timestamptz)
       JOIN city c ON c.code = x."cityCode"`,
      [JSON.stringify(rows)],
    );
  }
}

const LIST_FIELDS = `totalCount pageInfo { hasNextPage endCursor }
  edges { distanceKm node { id name slug path type priceFrom cups toques city { name } } }
  facets { types { value count } mealCategories { value count } producerCategories { value count } departments { value count } equipment { value count } services { value count } }`;
const LIST = `query Bench($filter: EstablishmentFilter, $near: GeoInput, $sort: EstablishmentSort) {
  establishments(filter: $filter, near: $near, sort: $sort, first: 20) { ${LIST_FIELDS} } }`;

const TEXTS = [
  'cassoulet',
  'fromage',
  'brasserie lyon',
  'chocolat',
  'auberge',
  'foie gras',
  'bistrot',
  'domaine viticole',
  'miel de châtaignier',
  'truffe',
  'casoulet',
  'bourgogne',
  'choucroute strasbourg',
  'hôtel de charme',
  'tartiflette',
  'champagne reims',
  'menu dégustation',
  'boulangerie levain',
  'fromagerie annecy',
  'bière ambrée',
];
const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NEWEST'];
const DEPARTMENTS = [...new Set(TOWNS.map((t) => (t.code.startsWith('97') ? t.code.slice(0, 3) : t.code.slice(0, 2))))];

/** The i-th request of each kind: the same list for both paths. */
const QUERIES = {
  // The whole guide, every facet: the list a visitor lands on before choosing anything.
  'whole guide, price': (i) => ({ sort: i % 2 ? 'PRICE_DESC' : 'PRICE_ASC' }),
  'text search': (i) => ({ filter: { text: TEXTS[i % TEXTS.length] } }),
  'near me, 20 km': (i) => {
    const town = TOWNS[i % TOWNS.length];
    return { near: { lat: town.lat + ((i % 7) - 3) * 0.01, lon: town.lon + ((i % 5) - 2) * 0.01, radiusKm: 20 } };
  },
  'filtered + sorted': (i) => ({
    filter: {
      types: i % 2 ? ['RESTAURANT', 'HOTEL_RESTAURANT'] : ['LOCAL_PRODUCER', 'WINE'],
      departmentCodes: [DEPARTMENTS[i % DEPARTMENTS.length], DEPARTMENTS[(i * 7 + 3) % DEPARTMENTS.length]],
      budgetMax: 3000 + (i % 5) * 2000,
      ...(i % 3 === 0 ? { equipment: ['parking'] } : {}),
    },
    sort: SORTS[i % SORTS.length],
  }),
};

async function main() {
  if (MODE === 'shop' || MODE === 'promotions') return printShop(await runShopBench({ log, startProcess, waitFor, cleanups }));
  if (MODE === 'sales') return printSales(await runSalesBench({ log, startProcess, waitFor, cleanups }));
  if (MODE === 'dashboard') return printDashboard(await runDashboardBench({ log, startProcess, waitFor, cleanups }));
  log(`${cpus().length} CPU(s) ${cpus()[0]?.model ?? ''}, Node ${process.version}; ${COUNT} establishments, ${N} requests per query type and path`);
  if (MODE === 'observability' && !OBSERVE_PARTS.includes('guide')) return observeShop();
  const dir = mkdtempSync(join(tmpdir(), 'guide-bench-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));

  // Its own temporary folder: as root, PostgreSQL runs as a dedicated user that must own it.
  const pgDir = mkdtempSync(join(tmpdir(), 'guide-bench-pg-'));
  cleanups.push(async () => rmSync(pgDir, { recursive: true, force: true }));
  const pg = await startEmbeddedPostgres({ dir: pgDir, port: await freePort(), persistent: false, quiet: true });
  cleanups.push(() => pg.stop());
  const databaseUrl = pg.url('bench_catalog');
  const eventsUrl = pg.url('bench_events');
  log(`embedded PostgreSQL on port ${pg.port}`);

  /** A catalog-guide on its own port over the bench's database; `env` over the bench's (a second one for observability). */
  const startCatalog = async (env = {}, nodeArgs = []) => {
    const port = await freePort();
    const child = startProcess(
      'catalog-guide',
      dist('services/catalog-guide/dist/main.js'),
      {
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        EVENTS_DATABASE_URL: eventsUrl,
        KAFKA_BROKERS: '',
        GATEWAY_SECRET: SECRET,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        MEDIA_DIR: join(dir, 'media'),
        OPENSEARCH_URL: '',
        // The text rows cycle 20 texts: with the result cache on, every request after the first 20 is a hit.
        // Off by default, so the figures are the search's own (BENCH_RESULT_CACHE_SIZE=1000: the product's default).
        SEARCH_RESULT_CACHE_SIZE: RESULT_CACHE_SIZE,
        ...env,
      },
      nodeArgs,
    );
    await waitFor('catalog-guide', async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok);
    return { process: child, url: `http://127.0.0.1:${port}/graphql` };
  };
  const observed = MODE === 'observability';
  const catalog = await startCatalog(observed ? OBSERVABILITY_OFF : {}, SUBGRAPH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${SUBGRAPH_CPU_PROF}`] : []);
  const catalogProcess = catalog.process;
  const direct = catalog.url;
  log(`catalog-guide up (migrations done, French geography loaded; search result cache: ${RESULT_CACHE_SIZE === '0' ? 'off' : RESULT_CACHE_SIZE})`);

  const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, entities: [], extra: { max: 4 } }).initialize();
  cleanups.push(() => dataSource.destroy());
  let t = performance.now();
  await loadEstablishments(dataSource);
  log(`${COUNT} establishments inserted in ${((performance.now() - t) / 1000).toFixed(1)} s (INSERT … SELECT from JSON, 5,000 a statement)`);
  t = performance.now();
  let lastShown = 0;
  const indexed = await reindexAll(dataSource, new PostgresSearchAdapter(dataSource), {
    batchSize: 2000,
    onProgress: (done) => {
      if (done - lastShown >= 10_000 || done === COUNT) {
        lastShown = done;
        log(`  indexed ${done}/${COUNT}`);
      }
    },
  });
  log(`${indexed} documents indexed in ${((performance.now() - t) / 1000).toFixed(1)} s (reindex core: upsertMany, 2,000 a statement)`);
  await dataSource.query('VACUUM ANALYZE establishment');
  await dataSource.query('VACUUM ANALYZE establishment_search');
  await dataSource.query('VACUUM ANALYZE search_words');
  // BENCH_HOLD=1: stop here for an hour with the data loaded, to try statements by hand (EXPLAIN, psql).
  if (process.env.BENCH_HOLD) {
    log(`holding for an hour: database ${databaseUrl}, catalog-guide ${direct}`);
    await new Promise((resolve) => setTimeout(resolve, 3_600_000));
  }

  const keys = await platform.generateSigningKeys();
  const supergraphFile = join(dir, 'supergraph.graphql');
  writeFileSync(supergraphFile, composeSupergraph(SUBGRAPHS.filter((s) => s.name === 'catalog-guide')));
  // The gateway asks identity whether an admin token's sign-in is still open (revocation.ts) and
  // refuses it when identity does not answer: a stand-in that says yes, for the bench's one admin token.
  const identityStub = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/internal/sessions/') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ valid: true }));
  });
  await new Promise((resolve) => identityStub.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => identityStub.close(() => resolve())));
  /** A gateway in front of `subgraphUrl`; `env` over the bench's. */
  const startGateway = async (subgraphUrl, env = {}, nodeArgs = []) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/graphql`;
    const child = startProcess(
      'gateway',
      GATEWAY_MAIN,
      {
        NODE_ENV: 'production',
        PORT: String(port),
        GATEWAY_SECRET: SECRET,
        JWT_PUBLIC_KEY: keys.publicKeyPem,
        SUPERGRAPH_FILE: supergraphFile,
        CATALOG_GUIDE_URL: subgraphUrl,
        IDENTITY_URL: `http://127.0.0.1:${identityStub.address().port}/graphql`,
        // Every bench request comes from one address: the per-client cost budget (rate-limit.ts) would answer
        // 429 long before the service is saturated. Raised, not removed: the plugin still runs.
        QUERY_COST_PER_SECOND: '100000000',
        QUERY_COST_BURST: '100000000',
        ...env,
      },
      nodeArgs,
    );
    await waitFor('gateway', async () => !!(await post(url, '{ __typename }', {})));
    return { process: child, url };
  };
  const gateway = await startGateway(direct, observed ? OBSERVABILITY_OFF : {}, GATEWAY_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${GATEWAY_CPU_PROF}`] : []);
  const gatewayProcess = gateway.process;
  const viaGateway = gateway.url;
  log('gateway up (supergraph of catalog-guide only)');

  const directHeaders = { [platform.GATEWAY_SECRET_HEADER]: SECRET, [platform.IDENTITY_HEADER]: platform.encodeIdentity(platform.ANONYMOUS) };
  const targets = { direct: { url: direct, headers: directHeaders }, gateway: { url: viaGateway, headers: {} } };
  const latency = MODE === 'latency' || MODE === 'all' ? await measureLatency(targets, dataSource, keys) : null;
  // Whose CPU a request costs: the postmaster's first line in its data folder names it; its backends are its children.
  let postmaster = 0;
  try {
    postmaster = Number(readFileSync(join(pg.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    /* not readable: no CPU columns */
  }
  const cpu = {
    subgraph: () => cpuByPid([catalogProcess.pid]),
    gateway: () => cpuByPid([gatewayProcess.pid]),
    postgres: () => cpuByPid(familyOf(postmaster)),
    available: postmaster > 0,
  };
  const throughput = MODE === 'throughput' || MODE === 'all' ? await measureThroughput(targets, cpu) : null;
  let observability = null;
  if (observed) {
    const on = await observedEnv();
    const onCatalog = await startCatalog(on, observedNodeArgs('catalog-guide'));
    const onGateway = await startGateway(onCatalog.url, on, observedNodeArgs('gateway'));
    log(`second stack up: ${OBSERVED}`);
    const stackOf = (subgraph, gatewayChild, gatewayUrl) => ({
      targets: { direct: { url: subgraph.url, headers: directHeaders }, gateway: { url: gatewayUrl, headers: {} } },
      cpu: { subgraph: () => cpuByPid([subgraph.process.pid]), gateway: () => cpuByPid([gatewayChild.pid]), postgres: cpu.postgres, available: cpu.available },
    });
    observability = await measureObservability({
      off: stackOf(catalog, gatewayProcess, viaGateway),
      on: stackOf(onCatalog, onGateway.process, onGateway.url),
    });
  }
  const pages = MODE === 'lighthouse' || MODE === 'all' ? await measurePages(viaGateway) : null;

  const ms = (v) => v.toFixed(1).padStart(7);
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`.padStart(7);
  if (latency) {
    console.log(
      `\nGuide search, ${COUNT.toLocaleString('en')} establishments, ${N} requests per row (after ${WARMUP} warm-up), page of 20 with facets, sequential`,
    );
    console.log('query type          |  direct p50  p95 |  gateway p50  p95 | gateway/direct p50  p95');
    console.log('--------------------|------------------|-------------------|------------------------');
    for (const r of latency.results) {
      console.log(
        `${r.name.padEnd(20)}|  ${ms(r.d.p50)} ${ms(r.d.p95)}|  ${ms(r.g.p50)} ${ms(r.g.p95)} |  ${ratio(r.g.p50, r.d.p50)} ${ratio(r.g.p95, r.d.p95)}`,
      );
    }
    const { change } = latency;
    console.log(
      `\nchange -> searchable (update through the gateway, then search): p50 ${change.p50.toFixed(0)} ms, p95 ${change.p95.toFixed(0)} ms over ${CHANGES} changes`,
    );
  }
  if (throughput) {
    console.log(
      `\nThroughput, ${CONNECTIONS} concurrent clients (autocannon), every row warmed ${WARMUP_S} s, then per row and path ${MEASURE_S} s measured in two halves (A-B-B-A), page of 20 with facets`,
    );
    console.log('query type          | path    |   req/s |    p50     p95     p99 | failed | CPU ms a request: subgraph gateway postgres load');
    console.log('--------------------|---------|---------|-------------------------|--------|--------------------------------------------');
    const perRequest = (v) => (v == null ? '     -' : v.toFixed(2).padStart(6));
    for (const r of throughput) {
      const c = r.cpu;
      console.log(
        `${r.name.padEnd(20)}| ${r.path.padEnd(8)}| ${r.rps.toFixed(1).padStart(7)} | ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} | ${String(r.failed).padStart(6)} |` +
          `   ${perRequest(c?.subgraph)}   ${perRequest(r.path === 'gateway' ? c?.gateway : null)}   ${perRequest(c?.postgres)} ${perRequest(c?.load)}`,
      );
    }
    console.log('(CPU: user + system time of each process over the measured window, per answered request; load = this process, autocannon)');
  }
  if (observability) {
    console.log(
      `\nWhat metrics and tracing cost: ${CONNECTIONS} clients, ${OBSERVABILITY_ROUNDS} rounds of ${OBSERVABILITY_WINDOW_S} s per row and stack, taken in turn;` +
        ` "off" = metrics and tracing off, "on" = ${OBSERVED}`,
    );
    console.log('query type          | path    | off req/s | on req/s | on/off | CPU ms a request off: subgraph gateway | on: subgraph gateway | failed');
    console.log('--------------------|---------|-----------|----------|--------|-----------------------------------|----------------------|-------');
    const perRequest = (v) => (v == null ? '     -' : v.toFixed(2).padStart(6));
    for (const r of observability) {
      const gw = (c) => (r.path === 'gateway' ? c.gateway : null);
      console.log(
        `${r.name.padEnd(20)}| ${r.path.padEnd(8)}| ${r.off.rps.toFixed(1).padStart(9)} | ${r.on.rps.toFixed(1).padStart(8)} | ${(r.on.rps / r.off.rps).toFixed(3).padStart(6)} |` +
          `                  ${perRequest(r.off.cpu.subgraph)}  ${perRequest(gw(r.off.cpu))} |      ${perRequest(r.on.cpu.subgraph)}  ${perRequest(gw(r.on.cpu))} | ${r.off.failed + r.on.failed}`,
      );
    }
  }
  if (observed && OBSERVE_PARTS.includes('shop')) {
    await cleanup();
    await observeShop();
  }
  if (pages) printLighthouse(pages);
  if (MODE === 'all') {
    await cleanup();
    printShop(await runShopBench({ log, startProcess, waitFor, cleanups }));
    await cleanup();
    printSales(await runSalesBench({ log, startProcess, waitFor, cleanups }));
    await cleanup();
    printDashboard(await runDashboardBench({ log, startProcess, waitFor, cleanups }));
  }
  console.log(`(times in ms; total run ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/**
 * Lighthouse on the storefront over the 50,000 establishments: the web server (infra/dist/web, with the
 * built storefront and its server renderer) in front of this gateway; home, a category list and the
 * detail page of the list's first establishment. bench/lighthouse.mjs drives Debian's Chromium.
 */
async function measurePages(gatewayUrl) {
  const { startWebServer } = require(dist('infra/dist/web/web-server.js'));
  const web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    gatewayUrl,
    storefrontDir: dist('frontends/storefront/dist'),
    adminDir: dist('frontends/admin/dist'),
  });
  cleanups.push(() => web.close());
  const baseUrl = `http://127.0.0.1:${web.port}`;
  const list = '/hotels-restaurants/tables-terroir';
  const first = await post(gatewayUrl, '{ establishments(filter: { mealCategories: [TERROIR] }, first: 1) { edges { node { path } } } }', {});
  const detail = first?.establishments.edges[0]?.node.path;
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  log(`lighthouse: home, a list and a detail page (${runs} run${runs > 1 ? 's' : ''} each, median score)`);
  return runLighthouse(baseUrl, ['/', list, ...(detail ? [detail] : [])], { runs });
}

/** Sequential: each request alone, both paths interleaved (same query, same moment). Then change -> searchable. */
async function measureLatency(targets, dataSource, keys) {
  const call = (target) => (v) => post(target.url, LIST, v, target.headers);
  const paths = { direct: call(targets.direct), gateway: call(targets.gateway) };
  const results = [];
  for (const [name, variables] of Object.entries(QUERIES)) {
    for (let i = 0; i < WARMUP; i++) for (const fn of Object.values(paths)) await fn(variables(i));
    const times = { direct: [], gateway: [] };
    let hits = 0;
    for (let i = 0; i < N; i++) {
      // Interleaved, so both paths see the same machine state.
      for (const [path, fn] of Object.entries(paths)) {
        const t0 = performance.now();
        const data = await fn(variables(WARMUP + i));
        times[path].push(performance.now() - t0);
        if (path === 'direct') hits += data.establishments.totalCount;
      }
    }
    results.push({ name, d: summary(times.direct), g: summary(times.gateway), avgHits: Math.round(hits / N) });
    log(`${name}: done (average totalCount ${Math.round(hits / N)})`);
  }

  // Change -> searchable: an update through the gateway, then the direct search polled until it finds it.
  const { direct, gateway } = targets;
  const admin = await platform.signAccessToken(
    { kind: 'admin', id: 'bench', permissions: ['catalog.establishments.update'], sessionId: 'bench', sessionVersion: 1 },
    keys.privateKeyPem,
  );
  const picks = await dataSource.query(`SELECT id, name, type, city_code, lat, lon FROM establishment ORDER BY id LIMIT ${CHANGES}`);
  const UPDATE = `mutation($id: ID!, $input: EstablishmentInput!) { updateEstablishment(id: $id, input: $input) { id } }`;
  const FIND = `query($text: String) { establishments(filter: { text: $text }, first: 1) { totalCount } }`;
  const letters = (n) => String.fromCharCode(97 + (Math.floor(n / 26) % 26), 97 + (n % 26));
  const latencies = [];
  for (const [i, e] of picks.entries()) {
    const word = `quokka${letters(i)}z`;
    const t0 = performance.now();
    await post(
      gateway.url,
      UPDATE,
      { id: e.id, input: { name: `${e.name} ${word}`, type: e.type, cityCode: e.city_code, lat: e.lat, lon: e.lon } },
      { authorization: `Bearer ${admin.token}` },
    );
    for (;;) {
      const found = await post(direct.url, FIND, { text: word }, direct.headers);
      if (found.establishments.totalCount > 0) break;
      if (performance.now() - t0 > 10_000) throw new Error(`change ${i} not searchable after 10 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    latencies.push(performance.now() - t0);
  }
  return { results, change: summary(latencies) };
}

/** The query types of the throughput table (the whole guide is the one the counts table is for). */
// BENCH_ROWS=whole,text: only the rows whose name starts with one of these (a profile of one query, a quicker A/B).
const THROUGHPUT_QUERIES = ['whole guide, price', 'text search', 'near me, 20 km'].filter(
  (name) => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').some((prefix) => name.startsWith(prefix.trim())),
);
// BENCH_PATHS=gateway (or direct): only that path; direct,gateway: both, direct first.
const THROUGHPUT_PATHS = (process.env.BENCH_PATHS ?? 'gateway,direct').split(',').filter((path) => path === 'gateway' || path === 'direct');

/** autocannon's options for one throughput row against one path: 40 variants of the query, GraphQL errors failed. */
const optionsOf = (name, target) => ({
  url: target.url,
  connections: CONNECTIONS,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...target.headers },
  requests: Array.from({ length: 40 }, (_, i) => ({ body: JSON.stringify({ query: LIST, variables: QUERIES[name](i) }) })),
  verifyBody: (body) => !body.includes('"errors"'),
});

/**
 * Closed loop: CONNECTIONS clients, each sending its next request as soon as the previous answer is
 * in, cycling through 40 variants of the query. Every row warmed once, then each row's paths measured in
 * A-B-B-A halves, each after a short warm-up. Latencies come from autocannon's response events (its
 * histogram has no p95); a GraphQL error answered 200 counts as failed.
 */
async function measureThroughput(targets, cpu) {
  const rows = [];
  // Every row once before any is measured, so the processes' code is optimised and their caches filled for all.
  for (const name of THROUGHPUT_QUERIES) {
    for (const path of THROUGHPUT_PATHS) await runCannon({ ...optionsOf(name, targets[path]), duration: WARMUP_S });
  }
  log('every row warmed once');
  // Each row's paths are measured in two halves, in A-B-B-A order: whatever the machine does meanwhile (a
  // process still warming, autovacuum after the bulk load) falls on both paths alike. Measured one after the
  // other, the first path of the first row paid it: the whole guide through the gateway showed 77 % of
  // direct at 50,000 establishments, and 96 % with direct measured first.
  const halves = [...THROUGHPUT_PATHS, ...[...THROUGHPUT_PATHS].reverse()];
  for (const name of THROUGHPUT_QUERIES) {
    const totals = new Map(THROUGHPUT_PATHS.map((path) => [path, { times: [], ok: 0, failed: 0, seconds: 0, cpu: {} }]));
    for (const path of halves) {
      const options = optionsOf(name, targets[path]);
      const total = totals.get(path);
      await runCannon({ ...options, duration: Math.max(1, WARMUP_S / 2) });
      const times = [];
      const before = cpuSample(cpu);
      const run = await runCannon({ ...options, duration: MEASURE_S / 2 }, (statusCode, ms) => statusCode === 200 && times.push(ms));
      const after = cpuSample(cpu);
      total.times.push(...times);
      total.failed += run.non2xx + run.errors + run.timeouts + run.mismatches;
      total.ok += Math.max(0, times.length - run.mismatches);
      total.seconds += run.duration;
      if (before && after) for (const k of Object.keys(after)) total.cpu[k] = (total.cpu[k] ?? 0) + cpuSpent(before[k], after[k]);
    }
    for (const [path, { times, ok, failed, seconds, cpu: spent }] of totals) {
      const s = times.length ? summary(times) : { p50: NaN, p95: NaN, p99: NaN };
      const used = ok && Object.keys(spent).length ? Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, v / ok])) : null;
      rows.push({ name, path, rps: ok / seconds, ...s, failed, cpu: used });
      log(`${name} (${path}): ${(ok / seconds).toFixed(1)} req/s${failed ? `, ${failed} failed` : ''}`);
    }
  }
  return rows;
}

/** Node arguments of the "on" stack's processes: a CPU profile each under BENCH_OBSERVE_CPU_PROF. */
const observedNodeArgs = (service) => (OBSERVE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${OBSERVE_CPU_PROF}/${service}`] : []);

/** BENCH_MODE=observability's shop part (shop.mjs' runShopObservabilityBench), printed. */
async function observeShop() {
  const shop = await runShopObservabilityBench(
    { log, startProcess, waitFor, cleanups },
    {
      off: OBSERVABILITY_OFF,
      on: await observedEnv(),
      rounds: OBSERVABILITY_ROUNDS,
      windowS: OBSERVABILITY_WINDOW_S,
      cpuOf: (pids) => {
        const times = cpuByPid(pids);
        return pids.map((pid) => times.get(pid) ?? 0);
      },
      onNodeArgs: observedNodeArgs,
    },
  );
  console.log(
    `\nThe same for the shop (catalog-guide + commerce + gateway, ${CONNECTIONS} signed-in customers; place-order = a whole checkout, its last step timed)`,
  );
  console.log('operation           | off req/s | on req/s | on/off | CPU ms a request (3 processes) off |     on | failed | off → on per process');
  console.log('--------------------|-----------|----------|--------|------------------------------------|--------|--------|---------------------');
  for (const r of shop) {
    const each = SHOP_PROCESSES.map((name, i) => `${name} ${r.off.each[i].toFixed(2)} → ${r.on.each[i].toFixed(2)}`).join(', ');
    console.log(
      `${r.name.padEnd(20)}| ${r.off.rps.toFixed(1).padStart(9)} | ${r.on.rps.toFixed(1).padStart(8)} | ${(r.on.rps / r.off.rps).toFixed(3).padStart(6)} |` +
        ` ${r.off.cpu.toFixed(2).padStart(34)} | ${r.on.cpu.toFixed(2).padStart(6)} | ${String(r.off.failed + r.on.failed).padStart(6)} | ${each}`,
    );
  }
}

/** The "on" stack's environment, with a stand-in collector (bench/otlp-sink.mjs) of its own to export to. */
async function observedEnv() {
  const { freePort } = require(dist('services/platform/dist/db/embedded-postgres.js'));
  // BENCH_OTLP_ENDPOINT: a collector of your own instead (e.g. a sink started by hand, to read its counts).
  let endpoint = process.env.BENCH_OTLP_ENDPOINT;
  if (!endpoint) {
    const sinkPort = await freePort();
    startProcess('otlp sink', dist('bench/otlp-sink.mjs'), { OTLP_SINK_PORT: String(sinkPort) });
    endpoint = `http://127.0.0.1:${sinkPort}`;
  }
  await waitFor('otlp sink', async () => (await fetch(`${endpoint}/`, { method: 'POST', body: '{}' })).ok);
  return {
    METRICS_ENABLED: String(OBSERVE !== 'tracing'),
    OTEL_SDK_DISABLED: String(OBSERVE === 'metrics'),
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: TRACE_SAMPLE,
  };
}

/**
 * The throughput rows on two stacks (off, on), in turn: every round takes each row and path on both, in
 * alternating order, for OBSERVABILITY_WINDOW_S after a second's warm-up; requests and CPU add up per stack.
 */
async function measureObservability(stacks) {
  const names = Object.keys(stacks);
  const totals = new Map();
  for (const name of THROUGHPUT_QUERIES) {
    for (const path of THROUGHPUT_PATHS) {
      for (const stack of names) await runCannon({ ...optionsOf(name, stacks[stack].targets[path]), duration: WARMUP_S });
    }
  }
  log('every row warmed once on both stacks');
  for (let round = 0; round < OBSERVABILITY_ROUNDS; round++) {
    for (const name of THROUGHPUT_QUERIES) {
      for (const path of THROUGHPUT_PATHS) {
        for (const stack of round % 2 ? [...names].reverse() : names) {
          const options = optionsOf(name, stacks[stack].targets[path]);
          await runCannon({ ...options, duration: 1 });
          const before = cpuSample(stacks[stack].cpu);
          const run = await runCannon({ ...options, duration: OBSERVABILITY_WINDOW_S });
          const after = cpuSample(stacks[stack].cpu);
          const key = `${name}|${path}|${stack}`;
          const total = totals.get(key) ?? { ok: 0, seconds: 0, failed: 0, cpu: {} };
          total.ok += Math.max(0, run.requests.total - run.non2xx - run.errors - run.timeouts - run.mismatches);
          total.failed += run.non2xx + run.errors + run.timeouts + run.mismatches;
          total.seconds += run.duration;
          if (before && after) for (const k of Object.keys(after)) total.cpu[k] = (total.cpu[k] ?? 0) + cpuSpent(before[k], after[k]);
          totals.set(key, total);
        }
      }
    }
    log(`round ${round + 1}/${OBSERVABILITY_ROUNDS} done`);
  }
  const rows = [];
  for (const name of THROUGHPUT_QUERIES) {
    for (const path of THROUGHPUT_PATHS) {
      const [off, on] = names.map((stack) => totals.get(`${name}|${path}|${stack}`));
      const perRequest = (t) => Object.fromEntries(Object.entries(t.cpu).map(([k, v]) => [k, v / Math.max(1, t.ok)]));
      rows.push({
        name,
        path,
        off: { rps: off.ok / off.seconds, failed: off.failed, cpu: perRequest(off) },
        on: { rps: on.ok / on.seconds, failed: on.failed, cpu: perRequest(on) },
      });
    }
  }
  return rows;
}

/** CPU time (user + system, ms) of each process, from /proc (Linux). */
function cpuByPid(pids) {
  const times = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      /* gone meanwhile */
    }
  }
  return times;
}
const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux build this runs on

/** CPU spent between two samples by the processes alive at the second (one started meanwhile: all of its time). */
function cpuSpent(before, after) {
  if (typeof after === 'number') return after - before;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** A process and its children (the postmaster and its backends). */
function familyOf(pid) {
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
  return [pid, ...children.map(Number)];
}

function cpuSample(cpu) {
  if (!existsSync('/proc/self/stat') || !cpu.available) return null;
  const own = process.cpuUsage();
  return { subgraph: cpu.subgraph(), gateway: cpu.gateway(), postgres: cpu.postgres(), load: (own.user + own.system) / 1000 };
}

function runCannon(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', (_client, statusCode, _bytes, responseTime) => onResponse(statusCode, responseTime));
  });
}

main()
  .catch((error) => {
    console.error('[bench] failed:', error);
    process.exitCode = 1;
  })
  .finally(cleanup);

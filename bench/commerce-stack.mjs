// Commerce alone on its own embedded PostgreSQL, with a gateway in front of it: what the sales and
// dashboard benches measure (identity is a stub that accepts every session; catalog-guide is not started,
// only commerce's fields are asked for).
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = (path) => join(root, path);

export const GATEWAY_SECRET = 'bench-gateway-secret';

/**
 * Starts PostgreSQL, commerce (migrated, no demo data; waits for its health) and the gateway (not waited
 * for: the caller asks it its own first query). `name` prefixes the databases and temporary folders.
 * Returns the connected `client` of commerce's database, the built `platform` module, the ports and both URLs.
 */
export async function startCommerceStack({ name, startProcess, waitFor, cleanups, smtpUrl = 'smtp://127.0.0.1:1' }) {
  const { startEmbeddedPostgres, freePort } = require(dist('services/platform/dist/db/embedded-postgres.js'));
  const platform = require(dist('services/platform/dist/index.js'));
  const { composeSupergraph } = require(dist('gateway/dist/compose.js'));
  const { SUBGRAPHS } = require(dist('gateway/dist/subgraphs.js'));
  const { Client } = require('pg');

  const pgDir = mkdtempSync(join(tmpdir(), `guide-bench-${name}-pg-`));
  cleanups.push(async () => rmSync(pgDir, { recursive: true, force: true }));
  const dir = mkdtempSync(join(tmpdir(), `guide-bench-${name}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const pg = await startEmbeddedPostgres({ dir: pgDir, port: await freePort(), persistent: false, quiet: true });
  cleanups.push(() => pg.stop());

  const ports = { commerce: await freePort(), gateway: await freePort() };
  startProcess('commerce', dist('services/commerce/dist/main.js'), {
    NODE_ENV: 'production',
    EVENTS_DATABASE_URL: pg.url(`${name}_events`),
    KAFKA_BROKERS: '',
    GATEWAY_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    PORT: String(ports.commerce),
    DATABASE_URL: pg.url(`${name}_commerce`),
    SMTP_URL: smtpUrl,
    PUBLIC_WEB_URL: 'http://localhost:3000',
    BANK_TRANSFER_IBAN: 'FR76 3000 6000 0112 3456 7890 189',
    BANK_TRANSFER_BIC: 'AGRIFRPPXXX',
    BANK_TRANSFER_HOLDER: 'Guide Gourmand (bench)',
  });
  await waitFor('commerce', async () => (await fetch(`http://127.0.0.1:${ports.commerce}/health`)).ok);

  const client = new Client({ connectionString: pg.url(`${name}_commerce`) });
  await client.connect();
  cleanups.push(() => client.end());

  const keys = await platform.generateSigningKeys();
  const supergraphFile = join(dir, 'supergraph.graphql');
  const shop = SUBGRAPHS.filter((s) => s.name === 'catalog-guide' || s.name === 'commerce');
  writeFileSync(supergraphFile, composeSupergraph(shop));
  const identityStub = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/internal/sessions/') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ valid: true }));
  });
  await new Promise((resolve) => identityStub.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => identityStub.close(() => resolve())));
  startProcess('gateway', dist('gateway/dist/main.js'), {
    NODE_ENV: 'production',
    PORT: String(ports.gateway),
    GATEWAY_SECRET,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    SUPERGRAPH_FILE: supergraphFile,
    CATALOG_GUIDE_URL: `http://127.0.0.1:${await freePort()}/graphql`,
    COMMERCE_URL: `http://127.0.0.1:${ports.commerce}/graphql`,
    IDENTITY_URL: `http://127.0.0.1:${identityStub.address().port}/graphql`,
    QUERY_COST_PER_SECOND: '100000000',
    QUERY_COST_BURST: '100000000',
  });
  /** A bearer token of an admin holding `permissions`, valid at the gateway. */
  const adminToken = async (admin) =>
    (await platform.signAccessToken({ ...admin, sessionId: admin.sessionId ?? randomId(), sessionVersion: 1 }, keys.privateKeyPem)).token;
  return {
    client,
    ports,
    platform,
    adminToken,
    commerceUrl: `http://127.0.0.1:${ports.commerce}/graphql`,
    gatewayOrigin: `http://127.0.0.1:${ports.gateway}`,
  };
}

const randomId = () => globalThis.crypto.randomUUID();

import { DynamicModule, INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createSubgraphApp } from '../bootstrap';
import { SubgraphConfig } from '../config/config';
import { createDatabaseFrom, templateDatabaseName } from './templates';
import { ANONYMOUS, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '../auth/identity';

export const TEST_GATEWAY_SECRET = 'test-gateway-secret';

/** A database name of the run's PostgreSQL: unique to this jest worker and call, lowercase letters, digits and _. */
function uniqueDatabaseName(name: string): string {
  const worker = process.env.JEST_WORKER_ID ?? '0';
  return `${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_w${worker}_${randomUUID().slice(0, 8)}`;
}

function testPostgresPort(): string {
  const port = process.env.GUIDE_TEST_PG_PORT;
  if (!port) throw new Error('No test PostgreSQL: this suite needs the integration stage (npm run test:integration), whose global set-up starts it');
  return port;
}

/**
 * The databases this registry's harness created: a subgraph booted on them skips its own existence check, which
 * costs a connection each (about 20 ms of the server's CPU), also when a suite passes a config built from them.
 */
const created = new Set<string>();

/** An empty database of the run's PostgreSQL, unique to this jest worker and name. */
export async function testDatabaseUrl(name: string): Promise<string> {
  const url = `postgres://postgres:postgres@127.0.0.1:${testPostgresPort()}/${uniqueDatabaseName(name)}`;
  await createDatabaseFrom(url);
  created.add(url);
  return url;
}

/**
 * A database with every migration of `service` already applied: a copy of the template the integration
 * stage's global set-up migrated once (testing/templates.ts), so a suite pays a file copy, not the
 * migrations. Without a template (a run that did not build one), an empty database the service migrates.
 */
export async function migratedTestDatabaseUrl(service: string): Promise<string> {
  const template = (process.env.GUIDE_TEST_TEMPLATES ?? '').split(',').includes(service) ? templateDatabaseName(service) : undefined;
  if (!template) return testDatabaseUrl(service);
  const url = `postgres://postgres:postgres@127.0.0.1:${testPostgresPort()}/${uniqueDatabaseName(service)}`;
  await createDatabaseFrom(url, template);
  created.add(url);
  return url;
}

export async function testSubgraphConfig(service: string): Promise<SubgraphConfig> {
  return {
    NODE_ENV: 'test',
    PORT: 0,
    DATABASE_URL: await migratedTestDatabaseUrl(service),
    EVENTS_DATABASE_URL: await testDatabaseUrl(`${service}_events`),
    KAFKA_BROKERS: '',
    GATEWAY_SECRET: TEST_GATEWAY_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: false,
  };
}

export interface TestSubgraph {
  app: INestApplication;
  url: string;
  config: SubgraphConfig;
  /** Sends a GraphQL operation as the gateway would, with the given identity. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, identity?: Identity): Promise<{ data: T; errors: any }>;
  close(): Promise<void>;
}

export async function bootTestSubgraph(service: string, build: (config: SubgraphConfig) => DynamicModule, config?: SubgraphConfig): Promise<TestSubgraph> {
  const cfg = config ?? (await testSubgraphConfig(service));
  const databasesExist = created.has(cfg.DATABASE_URL) && (!cfg.EVENTS_DATABASE_URL || created.has(cfg.EVENTS_DATABASE_URL));
  const app = await createSubgraphApp(build(cfg), cfg, service, { databasesExist });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}/graphql`;
  return {
    app,
    url,
    config: cfg,
    gql: (query, variables, identity = ANONYMOUS) =>
      postGraphQL(url, query, variables, { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(identity) }),
    close: () => app.close(),
  };
}

export async function postGraphQL(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Non-JSON answer (${res.status}) from ${url}: ${text.slice(0, 200)}`);
  }
}

export const adminIdentity = (permissions: string[]): Identity => ({
  kind: 'admin',
  id: '00000000-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  permissions,
});
export const customerIdentity = (id = '00000000-0000-4000-8000-0000000000c1'): Identity => ({ kind: 'customer', id });

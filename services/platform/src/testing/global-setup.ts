import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startEmbeddedPostgres } from '../db/embedded-postgres';

/**
 * jest globalSetup: one real PostgreSQL per test run (Immich's "medium tests" pattern). Workers read
 * its address from GUIDE_TEST_PG_PORT and create one database each (see harness.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.GUIDE_TEST_PG_PORT) return; // an outer runner already started one
  const dir = mkdtempSync(join(tmpdir(), 'guide-test-pg-'));
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dir, port, persistent: false, quiet: true });
  process.env.GUIDE_TEST_PG_PORT = String(port);
  (globalThis as { __guidePg?: unknown }).__guidePg = server;
}

import { fork } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../db/free-port';

/**
 * jest globalSetup: one real PostgreSQL per test run (Immich's "medium tests" pattern), started in a
 * child process (test-postgres.mjs). Workers read its port from GUIDE_TEST_PG_PORT and create one
 * database per test suite (see harness.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.GUIDE_TEST_PG_PORT) return; // an outer runner already started one
  const port = await freePort();
  const child = fork(join(__dirname, 'test-postgres.mjs'), [String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('test PostgreSQL did not start within 60 s')), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`test PostgreSQL exited with code ${code}`)));
  });
  process.env.GUIDE_TEST_PG_PORT = String(port);
  (globalThis as { __guidePg?: unknown }).__guidePg = child;
}

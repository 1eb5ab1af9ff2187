// The test run's PostgreSQL, in its own Node process: a crashed test run cannot leave the server
// behind for long: the server stops when this process gets SIGTERM or its parent (jest) goes away.
// As root it runs as the `postgres` user from a reachable copy of the binaries (postgres-runner.cjs).
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import runner from '../db/postgres-runner.cjs';

/**
 * The data folder lives in memory (/dev/shm) when it has room: a run creates two databases per suite, and on a
 * disk mounted with `discard` creating and deleting those files cost more than the queries (removing 88
 * databases: 5.3 s). Elsewhere, the system's temporary folder.
 */
function dataRoot() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 6 * 2 ** 30) return '/dev/shm';
  } catch {
    // no /dev/shm (macOS…)
  }
  return tmpdir();
}

const port = Number(process.argv[2]);
const dir = mkdtempSync(join(dataRoot(), 'guide-test-pg-'));
let stopping = false;
let pg;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pg?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
// Belt and braces: if jest dies without closing the channel, being re-parented is the signal.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 2000).unref();
// A throw-away server: nothing to make durable, and no autovacuum. A run creates about 270 databases, and the
// launcher visits each one every minute with a new worker process (a session's start-up each time): switched
// off, the integration stage used 317 CPU-seconds instead of 352 (2026-12-01). Suites that read query plans
// ANALYZE their tables themselves.
pg = await runner.startPostgres({
  dir,
  port,
  persistent: false,
  superuser: 'postgres',
  password: 'postgres',
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'autovacuum=off'],
});
if (stopping) await pg.stop().catch(() => undefined);
else process.send?.({ ready: true });

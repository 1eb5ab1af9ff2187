// The test run's PostgreSQL, in its own Node process: a crashed test run cannot leave the server
// behind for long: the server stops when this process gets SIGTERM or its parent (jest) goes away.
// As root it runs as the `postgres` user from a reachable copy of the binaries (postgres-runner.cjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import runner from '../db/postgres-runner.cjs';

const port = Number(process.argv[2]);
const dir = mkdtempSync(join(tmpdir(), 'guide-test-pg-'));
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
pg = await runner.startPostgres({
  dir,
  port,
  persistent: false,
  superuser: 'postgres',
  password: 'postgres',
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
});
if (stopping) await pg.stop().catch(() => undefined);
else process.send?.({ ready: true });

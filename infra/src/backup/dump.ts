import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { SequenceValue, captureSchema, listTables, quoteIdent, sequenceValues } from './catalog';
import { DatabaseTarget, redact } from './targets';

export const MANIFEST = 'manifest.json';
export const FORMAT = 1;

export interface DumpedTable {
  name: string;
  columns: string[];
  rows: number;
  /** Relative to the dump folder: `<database>/<table>.copy.gz`, PostgreSQL's COPY text format, gzipped. */
  file: string;
  sha256: string;
}

export interface DumpedDatabase {
  name: string;
  service?: string;
  /** Where it was read from (password hidden). */
  source: string;
  /** `migrations`: rebuilt by its service's migrations, listed here in the order they ran. `captured`: by `ddl`. */
  schema: 'migrations' | 'captured';
  migrations: string[];
  ddl?: string[];
  tables: DumpedTable[];
  sequences: SequenceValue[];
}

export interface Manifest {
  format: number;
  startedAt: string;
  completedAt: string;
  code: { version: string; commit?: string };
  databases: DumpedDatabase[];
  media?: { dir: string; files: number };
}

/** The code that wrote a dump: the repository's version and, when known, its commit. */
export function codeVersion(root: string, env: NodeJS.ProcessEnv = process.env): Manifest['code'] {
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  let commit = env.GIT_COMMIT || undefined;
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      /* no git (an image): the version alone */
    }
  }
  return { version, ...(commit ? { commit } : {}) };
}

export interface BackupOptions {
  targets: DatabaseTarget[];
  /** The folder to create; it must not exist. Written as `<folder>.partial` and renamed once complete. */
  folder: string;
  code: Manifest['code'];
  /** The local media folder (MEDIA_STORAGE=local) to copy along, when it exists. */
  mediaDir?: string;
  log?: (line: string) => void;
}

/**
 * Dumps every database into `folder`. Each database is read in one REPEATABLE READ READ ONLY transaction:
 * one snapshot, so a table and its outbox, inbox or event log agree; the transactions of all databases are
 * opened before any row is read, so their snapshots are moments apart. (Across databases no snapshot can
 * be shared; the outbox and the consumers' inboxes make that harmless: an event in a restored outbox is
 * published again and an inbox that already has it skips it.) The platform keeps running meanwhile.
 */
export async function backup(opts: BackupOptions): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  if (existsSync(opts.folder)) throw new Error(`${opts.folder} already exists`);
  const partial = `${opts.folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const startedAt = new Date().toISOString();
  const clients: Client[] = [];
  try {
    for (const target of opts.targets) {
      const client = new Client({ connectionString: target.url, application_name: 'guide-backup' });
      await client.connect();
      clients.push(client);
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query('SELECT 1'); // the snapshot is taken by the first statement
    }
    const databases: DumpedDatabase[] = [];
    for (const [i, target] of opts.targets.entries()) {
      databases.push(await dumpDatabase(clients[i], target, partial, log));
    }
    for (const client of clients) await client.query('COMMIT');
    let media: Manifest['media'];
    if (opts.mediaDir && existsSync(opts.mediaDir)) {
      // Media files are written once under new names and never changed in place: a copy taken while the
      // platform runs holds every file the databases refer to, plus perhaps a few newer ones.
      cpSync(opts.mediaDir, join(partial, 'media'), { recursive: true });
      media = { dir: opts.mediaDir, files: countFiles(join(partial, 'media')) };
      log(`  media: ${media.files} files`);
    }
    const manifest: Manifest = { format: FORMAT, startedAt, completedAt: new Date().toISOString(), code: opts.code, databases, media };
    writeFileSync(join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    renameSync(partial, opts.folder);
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}

async function dumpDatabase(client: Client, target: DatabaseTarget, folder: string, log: (line: string) => void): Promise<DumpedDatabase> {
  const dir = join(folder, target.name);
  mkdirSync(dir);
  const tables = await listTables(client);
  const hasMigrations = tables.some((t) => t.name === 'migrations');
  if (target.service && !hasMigrations) throw new Error(`${target.name} (${redact(target.url)}) has no migrations table: is it a ${target.service} database?`);
  const migrations = hasMigrations ? (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((r) => r.name) : [];
  const ddl = hasMigrations ? undefined : await captureSchema(client);
  const dumped: DumpedTable[] = [];
  for (const table of tables) {
    // The migrations table is written again by the migrations themselves on restore.
    if (table.name === 'migrations') continue;
    const file = `${target.name}/${table.name}.copy.gz`;
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    let rows = 0;
    // COPY's text format ends every row with a newline and escapes the ones inside values.
    const counting = new Transform({
      transform(chunk: Buffer, _enc, done) {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
        done(null, chunk);
      },
    });
    const columns = table.columns.map(quoteIdent).join(', ');
    const copy = client.query(copyTo(`COPY public.${quoteIdent(table.name)} (${columns}) TO STDOUT`));
    await pipeline(copy, counting, createGzip(), hashing, createWriteStream(join(folder, file)));
    dumped.push({ name: table.name, columns: table.columns, rows, file, sha256: hash.digest('hex') });
  }
  const sequences = await sequenceValues(client);
  const total = dumped.reduce((sum, t) => sum + t.rows, 0);
  log(`  ${target.name}: ${dumped.length} tables, ${total} rows`);
  return {
    name: target.name,
    ...(target.service ? { service: target.service } : {}),
    source: redact(target.url),
    schema: hasMigrations ? 'migrations' : 'captured',
    migrations,
    ...(ddl ? { ddl } : {}),
    tables: dumped,
    sequences,
  };
}

function countFiles(dir: string): number {
  return readdirSync(dir).reduce((n, entry) => n + (statSync(join(dir, entry)).isDirectory() ? countFiles(join(dir, entry)) : 1), 0);
}

/** Deletes all but the `keep` newest complete dumps (folders holding a manifest) of `parent`. */
export function pruneDumps(parent: string, keep: number): string[] {
  if (!existsSync(parent)) return [];
  const dumps = readdirSync(parent)
    .filter((name) => existsSync(join(parent, name, MANIFEST)))
    .sort();
  const removed = dumps.slice(0, Math.max(0, dumps.length - keep));
  for (const name of removed) rmSync(join(parent, name), { recursive: true, force: true });
  return removed;
}

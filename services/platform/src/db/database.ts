import { Client } from 'pg';
import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';

/** TypeORM options for a service: migrations always, never synchronize. */
export function dataSourceOptions(
  url: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: MixedList<Function | string | EntitySchema<any>>,
  migrations: MixedList<Function | string>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: 10 },
  };
}

/**
 * A sibling process created the database between our check and our CREATE: 42P04 (duplicate_database)
 * when its row was committed first, 23505 (unique_violation on pg_database_datname_index) when both
 * inserts into pg_database raced. Either way the database exists.
 */
const DATABASE_EXISTS_CODES = ['42P04', '23505'];

/**
 * Creates the database named in `url` when the server does not have it yet (one-machine and tests).
 * Safe when several services start at once on a fresh server: the losers find it created.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Database name "${name}" must be lowercase letters, digits and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
        if (!DATABASE_EXISTS_CODES.includes(error.code ?? '')) throw error;
      });
    }
  } finally {
    await client.end();
  }
}

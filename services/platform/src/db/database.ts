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

/** Creates the database named in `url` when the server does not have it yet (one-machine and tests). */
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
        if (error.code !== '42P04') throw error; // created meanwhile by a sibling process
      });
    }
  } finally {
    await client.end();
  }
}

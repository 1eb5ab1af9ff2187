import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../db/database';
import { serviceMigrations } from '../platform.module';

/**
 * Template databases: each service's migrations run once per test run, into `template_<service>`; every
 * suite then gets `CREATE DATABASE … TEMPLATE template_<service>`, a file copy of an already migrated
 * schema (PostgreSQL's own mechanism, the one `createdb -T` uses).
 */
export const templateDatabaseName = (service: string): string => `template_${service.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;

const adminUrl = (url: string): string => {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
};

/** (Re)creates `template_<service>` on the server of `serverUrl` with every migration of the service applied. */
export async function buildTemplateDatabase(serverUrl: string, service: string, migrations: Function[]): Promise<void> {
  const name = templateDatabaseName(service);
  const admin = new Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataSource = new DataSource({ ...dataSourceOptions(url.toString(), [], serviceMigrations(migrations)), migrationsRun: false, extra: { max: 1 } });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy(); // a template must have no open connection when it is copied
  }
}

/**
 * The connection that creates suites' databases, kept for the suites that follow in this module registry (a
 * group of suites, infra/scripts/test-groups.mjs): opening one costs PostgreSQL about 20 ms of CPU on this
 * machine, and every suite created two databases. Unreferenced, so it never keeps a finished run alive.
 */
let admin: { server: string; client: Promise<Client> } | undefined;

function adminClient(url: string): Promise<Client> {
  const server = adminUrl(url);
  if (admin?.server !== server) {
    const client = new Client({ connectionString: server });
    const forget = () => {
      if (admin?.client === connected) admin = undefined;
    };
    client.on('error', forget); // the server went away: the next suite connects again
    client.on('end', forget);
    const connected = client.connect().then(() => {
      (client as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
      return client;
    });
    connected.catch(forget);
    admin = { server, client: connected };
  }
  return admin.client;
}

/** Creates the database of `url`: a copy of `template`, or an empty one. */
export async function createDatabaseFrom(url: string, template?: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || (template !== undefined && !/^[a-z0-9_]+$/.test(template)))
    throw new Error(`Database names must be lowercase letters, digits and _: ${name}, ${template}`);
  const client = await adminClient(url);
  // FILE_COPY: a copy of the files, not of every block through the WAL (PostgreSQL 15's default, WAL_LOG): on
  // this machine 74 ms of server CPU for the catalog's template against 286 ms, 122 ms of wall against 304 ms.
  const copy = `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''} STRATEGY FILE_COPY`;
  // Two workers copying the same template at the same instant: PostgreSQL refuses the second copy while the
  // first one holds the template (55006 "source database is being accessed by other users"); it is brief.
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(copy);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
    }
  }
}

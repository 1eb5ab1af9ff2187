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

/** Creates the database of `url` as a copy of `template`. */
export async function createDatabaseFrom(url: string, template: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || !/^[a-z0-9_]+$/.test(template))
    throw new Error(`Database names must be lowercase letters, digits and _: ${name}, ${template}`);
  const admin = new Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    // Two workers copying the same template at the same instant: PostgreSQL refuses the second copy while the
    // first one holds the template (55006 "source database is being accessed by other users"); it is brief.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
      }
    }
  } finally {
    await admin.end();
  }
}

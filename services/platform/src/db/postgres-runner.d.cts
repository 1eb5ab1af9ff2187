// Types of postgres-runner.cjs (plain CommonJS so that test-postgres.mjs can load it without a build).
export interface ServerUser {
  uid: number;
  gid: number;
}

export interface StartPostgresOptions {
  dir: string;
  port: number;
  persistent: boolean;
  superuser: string;
  password: string;
  initdbFlags?: string[];
  postgresFlags?: string[];
  onLog?: (message: string) => void;
  /** Where the binaries come from (bin/, lib/, share/); defaults to the installed package's native folder. */
  nativeDir?: string;
}

export interface StartedPostgres {
  /** The data folder in use: `dir`, or a reachable stand-in when `relocated`. */
  dataDir: string;
  relocated: boolean;
  /** The folder the server binaries run from. */
  binDir: string;
  /** The system user the server runs as (when started by root). */
  runAs?: string;
  stop(): Promise<void>;
}

export function startPostgres(options: StartPostgresOptions): Promise<StartedPostgres>;
export function packagedNativeDir(): string;
export function serverUser(): ServerUser | undefined;
export function reachableDataDir(user: ServerUser | undefined, requested: string): { dir: string; relocated: boolean };

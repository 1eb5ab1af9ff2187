import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SUBGRAPHS, ensureDatabase, subgraphUrl } from '@guide/platform';
import { startEmbeddedPostgres, type EmbeddedServer } from '@guide/platform/embedded-postgres';
import { startWebServer } from '../web/web-server';
import { startMailCatcher, MailCatcher } from './mail-catcher';
import { localSecrets } from './local-secrets';
import { ManagedProcess, waitForHealthy } from './processes';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export interface PlatformPorts {
  web: number;
  gateway: number;
  postgres: number;
  mailWeb: number;
  mailSmtp: number;
  /** Port of each subgraph by name; defaults to the list in gateway/src/subgraphs.ts. */
  subgraphs: Record<string, number>;
}

export interface PlatformOptions {
  dataDir: string;
  ports: PlatformPorts;
  seed: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface RunningPlatform {
  urls: { web: string; admin: string; gateway: string; mail: string; health: string };
  /** Where the generated one-machine secrets live (tests sign tokens with them). */
  secrets: { jwtPrivateKey: string; jwtPublicKey: string; gatewaySecret: string };
  /** The embedded server's data folder (relocated when the checkout is out of the postgres user's reach). */
  postgresData?: { dir: string; relocated: boolean };
  /** Stops and restarts one subgraph (failure tests). */
  stopSubgraph(name: string): Promise<void>;
  startSubgraph(name: string): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_PORTS: PlatformPorts = {
  web: 3000,
  gateway: 4000,
  postgres: 54329,
  mailWeb: 1080,
  mailSmtp: 1025,
  subgraphs: Object.fromEntries(SUBGRAPHS.map((s) => [s.name, s.port])),
};

const dbName = (service: string) => service.replace(/-/g, '_');
const envKey = (service: string) => service.toUpperCase().replace(/-/g, '_');

/**
 * Starts the whole platform on one machine: embedded PostgreSQL (unless every database is external),
 * the mail catcher (unless SMTP_URL is set), six subgraphs, the gateway and the web server.
 * Everything it starts, it stops, in reverse order.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const { ports } = options;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e) => log(`stop failed: ${(e as Error).message}`));
    stops.length = 0;
  };

  try {
    mkdirSync(options.dataDir, { recursive: true });
    for (const dir of ['services/identity/dist/main.js', 'gateway/dist/main.js', 'frontends/storefront/dist/index.html']) {
      if (!existsSync(join(REPO_ROOT, dir))) throw new Error(`${dir} is missing: run "npm run build" first`);
    }
    const secrets = await localSecrets(options.dataDir, env);

    const external = (service: string) => env[`${envKey(service)}_DATABASE_URL`];
    const needsEmbedded = SUBGRAPHS.some((s) => !external(s.name)) || (!env.KAFKA_BROKERS && !env.EVENTS_DATABASE_URL);
    let pg: EmbeddedServer | undefined;
    let postgresData: RunningPlatform['postgresData'];
    if (needsEmbedded) {
      log(`Starting embedded PostgreSQL on port ${ports.postgres}`);
      pg = await startEmbeddedPostgres({ dir: join(options.dataDir, 'postgres'), port: ports.postgres, persistent: true, quiet: true });
      const server = pg;
      postgresData = { dir: pg.dataDir, relocated: pg.relocated };
      // As root, PostgreSQL runs as the `postgres` user; a checkout it cannot enter keeps its data elsewhere.
      log(pg.relocated ? `  PostgreSQL data in ${pg.dataDir} (the postgres user cannot reach ${options.dataDir})` : `  PostgreSQL data in ${pg.dataDir}`);
      stops.push(() => server.stop());
    }
    const databaseUrl = (service: string) => external(service) || pg!.url(dbName(service));
    const eventsUrl = env.KAFKA_BROKERS ? '' : env.EVENTS_DATABASE_URL || pg!.url('events');
    for (const s of SUBGRAPHS) await ensureDatabase(databaseUrl(s.name));
    if (eventsUrl) await ensureDatabase(eventsUrl);

    let smtpUrl = env.SMTP_URL;
    let mail: MailCatcher | undefined;
    if (!smtpUrl) {
      mail = await startMailCatcher(ports.mailWeb, ports.mailSmtp);
      stops.push(() => mail!.stop());
      smtpUrl = `smtp://127.0.0.1:${ports.mailSmtp}`;
    }

    const webUrl = `http://localhost:${ports.web}`;
    // The site's public origin for every service that writes its URLs (emailed links, payment returns, canonical
    // and Open Graph URLs, the sitemap): the configured one, else this machine's web origin.
    const publicWebUrl = env.PUBLIC_WEB_URL || webUrl;
    const subgraphEnv: Record<string, string> = {};
    for (const s of SUBGRAPHS) subgraphEnv[s.urlEnv] = `http://127.0.0.1:${ports.subgraphs[s.name]}/graphql`;
    const common = {
      ...env,
      NODE_ENV: env.NODE_ENV === 'production' ? 'production' : 'development',
      GATEWAY_SECRET: secrets.gatewaySecret,
      EVENTS_DATABASE_URL: eventsUrl,
      KAFKA_BROKERS: env.KAFKA_BROKERS ?? '',
      SEED_DEMO_DATA: options.seed ? 'true' : 'false',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    };

    const processes = SUBGRAPHS.map(
      (s, i) =>
        new ManagedProcess(
          s.name,
          process.execPath,
          [join(REPO_ROOT, s.dir, 'dist', 'main.js')],
          {
            ...common,
            PORT: String(ports.subgraphs[s.name]),
            DATABASE_URL: databaseUrl(s.name),
            JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
            WEBHOOK_SIGNING_KEY: secrets.webhookSigningKey,
            SMTP_URL: smtpUrl,
            PUBLIC_WEB_URL: publicWebUrl,
            // Media stay with the rest of this machine's data (MEDIA_STORAGE=s3 and S3_* pass through from env).
            MEDIA_DIR: env.MEDIA_DIR || join(options.dataDir, 'media'),
          },
          i,
        ),
    );
    let stopping = false;
    for (const p of processes) {
      p.start((code) => {
        if (!stopping && code !== 0) log(`${p.name} exited with code ${code}`);
      });
      stops.push(() => p.stop());
    }
    await Promise.all(
      SUBGRAPHS.map((s, i) =>
        waitForHealthy(subgraphUrl(s, subgraphEnv).replace(/\/graphql$/, '/health'), 120_000, () => processes[i].running).then(() => log(`  ${s.name} is up`)),
      ),
    );

    const gateway = new ManagedProcess(
      'gateway',
      process.execPath,
      [join(REPO_ROOT, 'gateway', 'dist', 'main.js')],
      {
        ...common,
        ...subgraphEnv,
        PORT: String(ports.gateway),
        JWT_PUBLIC_KEY: secrets.jwtPublicKey,
        // The web server below proxies to the gateway over loopback: its X-Forwarded-For is believed, and
        // the gateway takes the address it observed (it drops what visitors send themselves).
        TRUSTED_PROXIES: env.TRUSTED_PROXIES || '127.0.0.1/32,::1/128',
      },
      SUBGRAPHS.length,
    );
    gateway.start((code) => {
      if (!stopping && code !== 0) log(`gateway exited with code ${code}`);
    });
    stops.push(() => gateway.stop());
    await waitForHealthy(`http://127.0.0.1:${ports.gateway}/health`, 60_000, () => gateway.running);

    const web = await startWebServer({
      port: ports.web,
      gatewayUrl: `http://127.0.0.1:${ports.gateway}/graphql`,
      storefrontDir: join(REPO_ROOT, 'frontends', 'storefront', 'dist'),
      adminDir: join(REPO_ROOT, 'frontends', 'admin', 'dist'),
      publicOrigin: publicWebUrl,
    });
    stops.push(() => web.close());

    const byName = new Map(SUBGRAPHS.map((s, i) => [s.name, { info: s, process: processes[i] }]));
    return {
      secrets,
      postgresData,
      stopSubgraph: async (name) => {
        await byName.get(name)!.process.stop();
      },
      startSubgraph: async (name) => {
        const { info, process: p } = byName.get(name)!;
        p.start(() => undefined);
        await waitForHealthy(subgraphUrl(info, subgraphEnv).replace(/\/graphql$/, '/health'), 60_000, () => p.running);
      },
      urls: {
        web: `${webUrl}/`,
        admin: `${webUrl}/admin/`,
        gateway: `http://localhost:${ports.gateway}/graphql`,
        mail: mail ? `http://localhost:${ports.mailWeb}/` : `(external SMTP: ${smtpUrl})`,
        health: `http://localhost:${ports.gateway}/health`,
      },
      stop: async () => {
        stopping = true;
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

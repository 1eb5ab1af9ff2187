import { ChildProcess, fork } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPHS, freePort } from '@guide/platform';

const START = join(__dirname, '..', '..', 'infra', 'dist', 'runtime', 'start.js');

/**
 * Establishments of the demo guide the e2e stage boots with (DEMO_GUIDE_SIZE): one per seeded town instead of
 * five, what the suites need (each creates the rest under its own names); the other 200 took ~10 s of its boot.
 */
export const E2E_GUIDE_SIZE = 50;

export interface BootedPlatform {
  ports: Record<string, number>;
  stopSubgraph(name: string): Promise<void>;
  startSubgraph(name: string): Promise<void>;
  stop(): Promise<void>;
  /** What the platform's processes printed so far (the last 200 kB): to explain a failure. */
  output(): Promise<string>;
}

/**
 * Boots the real platform exactly as `npm start` does (the built start script, its own embedded
 * PostgreSQL, mail catcher, six subgraph processes, gateway, web server) on free ports.
 */
export async function bootPlatform(extraEnv: Record<string, string> = {}): Promise<BootedPlatform> {
  try {
    return await bootOnce(extraEnv);
  } catch (error) {
    // A port can still be taken between choosing it and binding it (another test's process): one
    // more try on fresh ports; any other failure is reported as it is.
    if (!/EADDRINUSE/.test(String(error))) throw error;
    return bootOnce(extraEnv);
  }
}

/**
 * The platform the e2e stage's global set-up booted for the whole run (global-setup.ts). Suites share it:
 * each creates its own data with unique names and leaves the seed's data as it found it; `stop()` is the
 * run's business, not a suite's.
 */
export function connectPlatform(): BootedPlatform {
  const shared = process.env.GUIDE_E2E_PLATFORM;
  if (!shared) throw new Error('No shared platform: run this suite in the e2e stage (npm run test:e2e), whose global set-up boots it');
  const { ports, control } = JSON.parse(shared) as { ports: Record<string, number>; control: string };
  const ask = async (name: string, action: 'stop' | 'start') => {
    const res = await fetch(`${control}/subgraphs/${name}/${action}`, { method: 'POST' });
    if (res.status !== 204) throw new Error(`could not ${action} ${name}: ${res.status} ${await res.text()}`);
  };
  return {
    ports,
    stopSubgraph: (name) => ask(name, 'stop'),
    startSubgraph: (name) => ask(name, 'start'),
    stop: async () => undefined,
    output: async () => (await fetch(`${control}/output`)).text(),
  };
}

async function bootOnce(extraEnv: Record<string, string>): Promise<BootedPlatform> {
  if (!existsSync(START)) throw new Error(`${START} is missing: run "npm run build" first (npm test does)`);
  const ports: Record<string, number> = {
    web: await freePort(),
    gateway: await freePort(),
    postgres: await freePort(),
    mailWeb: await freePort(),
    mailSmtp: await freePort(),
  };
  for (const s of SUBGRAPHS) ports[s.name] = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-e2e-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root: it must reach its folder
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'true' };
  for (const key of ['SMTP_URL', 'KAFKA_BROKERS', 'OPENSEARCH_URL', 'EVENTS_DATABASE_URL', 'JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY', 'GATEWAY_SECRET', 'NODE_ENV'])
    delete env[key];
  Object.assign(env, {
    WEB_PORT: String(ports.web),
    GATEWAY_PORT: String(ports.gateway),
    EMBEDDED_PG_PORT: String(ports.postgres),
    MAIL_WEB_PORT: String(ports.mailWeb),
    MAIL_SMTP_PORT: String(ports.mailSmtp),
  });
  for (const s of SUBGRAPHS) env[`${s.name.toUpperCase().replace(/-/g, '_')}_PORT`] = String(ports[s.name]);
  Object.assign(env, extraEnv);

  const child: ChildProcess = fork(START, [], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform not ready within 180 s:\n${output.slice(-3000)}`)), 180_000);
    child.on('message', (m: { type: string }) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`platform exited with code ${code}:\n${output.slice(-3000)}`));
    });
  });
  const ask = (type: string, name: string) =>
    new Promise<void>((resolve) => {
      const onMessage = (m: { type: string; of?: string }) => {
        if (m.type === 'done' && m.of === type) {
          child.off('message', onMessage);
          resolve();
        }
      };
      child.on('message', onMessage);
      child.send({ type, name });
    });
  return {
    ports,
    output: async () => output,
    stopSubgraph: (name) => ask('stopSubgraph', name),
    startSubgraph: (name) => ask('startSubgraph', name),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };
  return { status: res.status, ...body } as { status: number; data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };
}

export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  for (;;) {
    const value = await fn();
    if (value) return { value, ms: Date.now() - start };
    if (Date.now() - start > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

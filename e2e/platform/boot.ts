import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@guide/platform';
import { RunningPlatform, startPlatform } from '../../infra/src/runtime/platform';
import { SUBGRAPHS } from '../../gateway/src/subgraphs';

/** Boots the real platform (built processes, its own embedded PostgreSQL and mail catcher) on free ports. */
export async function bootPlatform(): Promise<{ platform: RunningPlatform; ports: Record<string, number> }> {
  const ports = {
    web: await freePort(),
    gateway: await freePort(),
    postgres: await freePort(),
    mailWeb: await freePort(),
    mailSmtp: await freePort(),
  };
  const subgraphs: Record<string, number> = {};
  for (const s of SUBGRAPHS) subgraphs[s.name] = await freePort();
  const env = { ...process.env };
  for (const key of ['SMTP_URL', 'KAFKA_BROKERS', 'OPENSEARCH_URL', 'EVENTS_DATABASE_URL', 'JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY', 'GATEWAY_SECRET']) delete env[key];
  env.LOG_LEVEL = 'error';
  const platform = await startPlatform({
    dataDir: mkdtempSync(join(tmpdir(), 'guide-e2e-')),
    ports: { ...ports, subgraphs },
    seed: true,
    env,
    log: () => undefined,
  });
  return { platform, ports: { ...ports, ...subgraphs } };
}

export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };
  return { status: res.status, ...body };
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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findSamples, parseExposition } from '@guide/platform/metrics';
import { startWebServer, type WebServer } from './web-server';

/**
 * The web server's /metrics: served from loopback, refused when relayed (X-Forwarded-For from a peer that is
 * not a trusted proxy, as a reverse proxy on this machine would send), never proxied to the gateway, and
 * served on the metrics-only port.
 */
describe('the web server’s /metrics', () => {
  const root = mkdtempSync(join(tmpdir(), 'guide-web-metrics-'));
  const gatewayPaths: string[] = [];
  let gateway: http.Server;
  let web: WebServer;
  let metricsPort: number;

  const fakeBuild = (name: string) => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>${name}</title></head><body></body></html>`);
    return dir;
  };

  /** A raw request: fetch() would resolve `..` in the path before sending it. */
  const get = (port: number, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      gatewayPaths.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: null }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`,
      storefrontDir: fakeBuild('storefront'),
      adminDir: fakeBuild('admin'),
      siteStatusIntervalMs: 60_000,
      metricsPort: 0,
    });
    metricsPort = web.metricsPort!;
  });

  afterAll(async () => {
    await web.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it('answers loopback with the request counts by route class and status', async () => {
    expect((await get(web.port, '/healthz')).status).toBe(200);
    const res = await get(web.port, '/metrics');
    expect(res.status).toBe(200);
    const samples = parseExposition(res.body);
    expect(findSamples(samples, 'web_requests_total', { route: 'health', status: '200' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(findSamples(samples, 'process_resident_memory_bytes')).toHaveLength(1);
  });

  it('refuses a request relayed by a proxy it does not trust, even from loopback', async () => {
    expect((await get(web.port, '/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await get(web.port, '/metrics', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
  });

  it('never passes /metrics on to the gateway, whatever the path tricks', async () => {
    for (const path of [
      '/graphql/../metrics',
      '/graphql/%2e%2e/metrics',
      '/graphql/..%2fmetrics',
      '/media/../metrics',
      '/payments/%2E%2E/metrics',
      '/documents/..\\metrics',
      '/graphql/%E0%A4%A/%2e%2e/metrics', // a malformed escape elsewhere does not hide the dots
    ]) {
      expect([path, (await get(web.port, path)).status]).toEqual([path, 400]);
    }
    expect(gatewayPaths.filter((p) => p.includes('metrics'))).toEqual([]);
  });

  it('serves /metrics alone on the metrics port', async () => {
    const res = await get(metricsPort, '/metrics');
    expect(res.status).toBe(200);
    expect(findSamples(parseExposition(res.body), 'web_requests_total').length).toBeGreaterThan(0);
    expect((await get(metricsPort, '/')).status).toBe(404);
    expect((await get(metricsPort, '/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type WebServer, type WebServerOptions } from './web-server';

/**
 * The site's own URLs (sitemap, robots.txt; canonical and Open Graph URLs in ssr.int-spec.ts) come from the
 * configured public origin, never from the request: a `Host` header is the visitor's to choose, and the
 * sitemap is cached for an hour for everyone.
 */
describe('web server: the public origin of the URLs it writes', () => {
  let dir: string;
  let gateway: Server;
  let gatewayUrl: string;
  const servers: WebServer[] = [];
  const saved = process.env.PUBLIC_WEB_URL;

  beforeAll(async () => {
    delete process.env.PUBLIC_WEB_URL;
    dir = mkdtempSync(join(tmpdir(), 'guide-web-origin-'));
    for (const app of ['storefront', 'admin']) {
      mkdirSync(join(dir, app), { recursive: true });
      writeFileSync(join(dir, app, 'index.html'), `<!doctype html><title>${app}</title><div id="root"></div>`);
    }
    gateway = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: { establishmentSitemap: [{ path: '/hotels-restaurants/21/beaune/la-table', updatedAt: '2026-01-02T00:00:00Z' }] } })),
      );
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await new Promise((resolve) => gateway?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.PUBLIC_WEB_URL;
    else process.env.PUBLIC_WEB_URL = saved;
  });

  const start = async (extra: Partial<WebServerOptions> = {}) => {
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      gatewayUrl,
      storefrontDir: join(dir, 'storefront'),
      adminDir: join(dir, 'admin'),
      ...extra,
    });
    servers.push(web);
    return web;
  };
  /** A request as a visitor can shape it: any Host, any X-Forwarded-Host. */
  const get = (port: number, path: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });

  it('uses the configured origin whatever Host the request names', async () => {
    const web = await start({ publicOrigin: 'https://guide.example/' });
    expect(await get(web.port, '/robots.txt')).toContain('Sitemap: https://guide.example/sitemap.xml');
    const sitemap = await get(web.port, '/sitemap.xml');
    expect(sitemap).toContain('<loc>https://guide.example/hotels-restaurants/21/beaune/la-table</loc>');
    expect(sitemap).not.toContain('evil.example');
  });

  it('reads PUBLIC_WEB_URL when no origin is given', async () => {
    process.env.PUBLIC_WEB_URL = 'https://env.guide.example';
    try {
      const web = await start();
      expect(await get(web.port, '/robots.txt')).toContain('Sitemap: https://env.guide.example/sitemap.xml');
    } finally {
      delete process.env.PUBLIC_WEB_URL;
    }
  });

  it('without any configured origin, uses its own address, never the Host header', async () => {
    const web = await start();
    const robots = await get(web.port, '/robots.txt');
    expect(robots).toContain(`Sitemap: http://127.0.0.1:${web.port}/sitemap.xml`);
    expect(robots).not.toContain('evil.example');
    const sitemap = await get(web.port, '/sitemap.xml');
    expect(sitemap).toContain(`<loc>http://127.0.0.1:${web.port}/</loc>`);
    expect(sitemap).not.toContain('evil.example');
  });

  it('refuses to start with an origin that is not an http(s) URL', async () => {
    await expect(start({ publicOrigin: 'guide.example' })).rejects.toThrow(/PUBLIC_WEB_URL/);
  });
});

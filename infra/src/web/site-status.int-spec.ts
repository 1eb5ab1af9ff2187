import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAINTENANCE_RETRY_AFTER } from './site-status';
import { startWebServer, type WebServer } from './web-server';

/**
 * The web server with a stand-in gateway whose siteStatus the test sets: maintenance answers 503 for storefront
 * pages only, the status is refreshed in the background (never per request) and the last known one survives
 * the gateway going down; a language turned off redirects; the error pages answer their own status.
 */
describe('the web server and siteStatus', () => {
  const root = mkdtempSync(join(tmpdir(), 'guide-site-status-'));
  let gateway: http.Server;
  let web: WebServer;
  let base: string;
  let site: { maintenanceMode: boolean; enabledLocales: string[]; defaultLocale: string; siteName?: string; hostname?: string | null } = {
    maintenanceMode: false,
    enabledLocales: ['fr', 'en'],
    defaultLocale: 'fr',
  };
  let down = false;
  const asked: string[] = [];

  const fakeBuild = (name: string) => {
    const dir = join(root, name);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="fr"><head><title>${name}</title></head><body><div id="root"></div></body></html>`);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(join(dir, 'favicon.ico'), 'icon');
    return dir;
  };

  /** Waits for the background refresh to see the gateway's new answer. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error('the web server never saw the new site status');
  }
  const statusOf = async (path: string) => (await fetch(`${base}${path}`, { redirect: 'manual' })).status;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (down) return void req.socket.destroy();
        const { operationName } = JSON.parse(body || '{}') as { operationName?: string };
        asked.push(operationName ?? '');
        res.setHeader('content-type', 'application/json');
        if (operationName === 'WebSiteStatus') return void res.end(JSON.stringify({ data: { siteStatus: site } }));
        if (operationName === 'PageStatusContentTypes') return void res.end(JSON.stringify({ data: { contentTypes: [] } }));
        if (operationName === 'PageStatusContentRedirect') return void res.end(JSON.stringify({ data: { contentRedirect: null } }));
        if (operationName === 'Echo') return void res.end(JSON.stringify({ data: { echo: 'from the gateway' } }));
        res.end(JSON.stringify({ data: null, errors: [{ message: 'nope', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
    web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      gatewayUrl,
      storefrontDir: fakeBuild('storefront'),
      adminDir: fakeBuild('admin'),
      siteStatusIntervalMs: 40,
    });
    base = `http://127.0.0.1:${web.port}`;
  });
  afterAll(async () => {
    await web?.close();
    await new Promise((r) => gateway?.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the storefront while the site is open', async () => {
    await eventually(async () => asked.includes('WebSiteStatus'));
    expect(await statusOf('/')).toBe(200);
    expect(await statusOf('/guide-et-goodies')).toBe(200);
  });

  it('answers every storefront page 503 with Retry-After and the maintenance page; assets, the back office, the API and health stay up', async () => {
    site = { ...site, maintenanceMode: true };
    await eventually(async () => (await statusOf('/')) === 503);
    const page = await fetch(`${base}/guide-et-goodies/coffret?utm=1`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(MAINTENANCE_RETRY_AFTER));
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('data-testid="maintenance-page"');
    expect(html).toContain('lang="fr"');
    expect(html).toContain('<title>Site en maintenance · Guide Gourmand</title>'); // no siteName said: the default
    expect(html).not.toContain('<script');
    const english = await fetch(`${base}/en/hotels-restaurants`);
    expect(english.status).toBe(503);
    expect(await english.text()).toContain('lang="en"');
    for (const path of ['/404', '/panier', '/account/orders', '/nowhere/at/all']) expect(await statusOf(path)).toBe(503);
    expect((await fetch(`${base}/`, { method: 'HEAD' })).status).toBe(503);

    expect(await statusOf('/assets/index-abc123.js')).toBe(200);
    expect(await statusOf('/favicon.ico')).toBe(200);
    expect(await statusOf('/admin/')).toBe(200);
    expect(await statusOf('/admin/settings/channels')).toBe(200);
    expect(await statusOf('/healthz')).toBe(200);
    const api = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ echo }', operationName: 'Echo' }),
    });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ data: { echo: 'from the gateway' } });
  });

  it('names the site as the cms says (general.siteName), at the next refresh', async () => {
    site = { ...site, siteName: 'Épicerie <Fine>' };
    await eventually(async () => (await (await fetch(`${base}/`)).text()).includes('<title>Site en maintenance · Épicerie &lt;Fine&gt;</title>'));
    site = { ...site, siteName: 'Guide Gourmand' };
  });

  it("writes its public URLs on the default channel's hostname once staff set one (Settings › Channels)", async () => {
    const sitemapLine = async () => (await (await fetch(`${base}/robots.txt`)).text()).split('\n').find((l) => l.startsWith('Sitemap:'));
    expect(await sitemapLine()).toBe(`Sitemap: ${base}/sitemap.xml`);
    site = { ...site, hostname: 'www.guide-gourmand.fr' };
    await eventually(async () => (await sitemapLine()) === 'Sitemap: http://www.guide-gourmand.fr/sitemap.xml');
    // What could break out of a URL or the HTML is never taken (the cms refuses it anyway).
    site = { ...site, hostname: 'evil.example/"><script>' };
    await eventually(async () => (await sitemapLine()) === `Sitemap: ${base}/sitemap.xml`);
    site = { ...site, hostname: null };
  });

  it('asks the gateway in the background, not per request, and keeps the last known status when the gateway is down', async () => {
    const before = asked.filter((o) => o === 'WebSiteStatus').length;
    await Promise.all(Array.from({ length: 20 }, () => statusOf('/')));
    // 20 pages served; at most a couple of background refreshes happened meanwhile.
    expect(asked.filter((o) => o === 'WebSiteStatus').length - before).toBeLessThan(10);
    down = true;
    await new Promise((r) => setTimeout(r, 200)); // several refreshes fail
    expect(await statusOf('/')).toBe(503);
    site = { ...site, maintenanceMode: false };
    down = false;
    await eventually(async () => (await statusOf('/')) === 200);
  });

  it('answers the error pages with their own status', async () => {
    for (const code of [401, 403, 404, 419, 429, 500, 503]) {
      expect(await statusOf(`/${code}`)).toBe(code);
      expect(await statusOf(`/en/${code}`)).toBe(code);
    }
    const page = await fetch(`${base}/500`);
    expect(await page.text()).toContain('<div id="root">'); // the app's page, not a bare text
    expect(await statusOf('/402')).toBe(404);
  });

  it('moves a page in a language turned off to the default language (302), and back when it is on again', async () => {
    site = { ...site, enabledLocales: ['fr'] };
    await eventually(async () => (await statusOf('/en/guide-et-goodies')) === 302);
    const moved = await fetch(`${base}/en/guide-et-goodies/coffret%20noel?utm=1`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe('/guide-et-goodies/coffret%20noel?utm=1');
    expect((await fetch(`${base}/en`, { redirect: 'manual' })).headers.get('location')).toBe('/');
    // The contest's English slugs go to its French page (its English slugs would send them back to /en).
    expect((await fetch(`${base}/en/breakfast-contest/winners/2024`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/concours-petit-dejeuner/laureats/2024',
    );
    expect(await statusOf('/guide-et-goodies')).toBe(200);
    expect(await statusOf('/assets/index-abc123.js')).toBe(200);

    site = { maintenanceMode: false, enabledLocales: ['en'], defaultLocale: 'en' };
    await eventually(async () => (await statusOf('/guide-et-goodies')) === 302);
    expect((await fetch(`${base}/guide-et-goodies?x=1`, { redirect: 'manual' })).headers.get('location')).toBe('/en/guide-et-goodies?x=1');
    expect((await fetch(`${base}/`, { redirect: 'manual' })).headers.get('location')).toBe('/en');
    expect((await fetch(`${base}/concours-petit-dejeuner/inscription`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/en/breakfast-contest/registration',
    );

    site = { maintenanceMode: false, enabledLocales: ['fr', 'en'], defaultLocale: 'fr' };
    await eventually(async () => (await statusOf('/en/guide-et-goodies')) === 200);
  });
});

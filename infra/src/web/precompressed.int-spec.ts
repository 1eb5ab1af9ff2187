import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import { acceptedEncodings } from './precompressed';
import { startWebServer, type WebServer } from './web-server';

/**
 * The apps' hashed scripts leave as the build's brotli or gzip copies (infra/scripts/precompress.mjs), chosen by
 * the request's Accept-Encoding; a client that takes neither gets the file itself. Reads the built apps.
 */
const ADMIN = join(__dirname, '../../../frontends/admin/dist');
const STOREFRONT = join(__dirname, '../../../frontends/storefront/dist');

/** Raw GET (fetch would decode the body itself): status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((ok, fail) => {
    http
      .get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', fail);
  });
}

describe('precompressed assets', () => {
  let web: WebServer;
  let base: string;
  let script: string;
  let original: Buffer;

  beforeAll(async () => {
    const assets = join(ADMIN, 'assets');
    script =
      readdirSync(assets).find((f) => /^antd-.*\.js$/.test(f)) ??
      readdirSync(assets).find((f) => f.endsWith('.js') && readdirSync(assets).includes(`${f}.br`))!;
    expect(readdirSync(assets)).toContain(`${script}.br`); // the build wrote the copies (npm run build)
    original = readFileSync(join(assets, script));
    web = await startWebServer({ port: 0, host: '127.0.0.1', gatewayUrl: 'http://127.0.0.1:9/graphql', storefrontDir: STOREFRONT, adminDir: ADMIN });
    base = `http://127.0.0.1:${web.port}`;
  });
  afterAll(() => web?.close());

  it('sends the brotli copy to a browser that takes it, as an immutable script', async () => {
    const res = await rawGet(`${base}/admin/assets/${script}`, 'gzip, deflate, br, zstd');
    const plain = await rawGet(`${base}/admin/assets/${script}`, 'identity');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect([res.status, res.headers['content-encoding'], res.headers['content-type'], res.headers['cache-control'], res.headers.vary]).toEqual([
      200,
      'br',
      plain.headers['content-type'],
      'public, max-age=31536000, immutable',
      'Accept-Encoding',
    ]);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
  });

  it('sends the gzip copy when brotli is refused or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await rawGet(`${base}/admin/assets/${script}`, accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).equals(original)).toBe(true);
    }
  });

  it('sends the file itself to a client that takes no compression, and 404 for a missing asset', async () => {
    const res = await rawGet(`${base}/admin/assets/${script}`, 'identity');
    expect([res.status, res.headers['content-encoding']]).toEqual([200, undefined]);
    expect(res.body.equals(original)).toBe(true);
    expect((await rawGet(`${base}/admin/assets/missing-0000.js`, 'br')).status).toBe(404);
    // A path climbing out of the assets is refused before any handler reads the disk (refuseDotSegments).
    expect((await rawGet(`${base}/admin/assets/..%2f..%2findex.html`, 'br')).status).toBe(400);
  });

  it('reads Accept-Encoding with its q=0 refusals', () => {
    expect([...acceptedEncodings('gzip, br;q=0, deflate;q=0.5')]).toEqual(['gzip', 'deflate']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

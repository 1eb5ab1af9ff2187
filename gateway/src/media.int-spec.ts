import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { TestSubgraph, TEST_GATEWAY_SECRET, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { GATEWAY_SECRET_HEADER, createAccessTokenVerifier, generateSigningKeys, signAccessToken } from '@guide/platform';
import { AppModule } from '../../services/catalog-guide/src/app.module';
import { composeSupergraph } from './compose';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { MEDIA_KINDS, type MediaKind } from '@guide/platform';
import { CsrfTokens } from './csrf';
import { MAX_UPLOAD_BODY_BYTES, mediaRouter, uploadBodyLimit } from './media';
import { createGatewayApp } from './server';
import { SUBGRAPHS } from './subgraphs';

const OWNER = '00000000-0000-4000-8000-0000000000c1';
const STRANGER = '00000000-0000-4000-8000-0000000000c2';

describe('/media through the gateway', () => {
  let subgraph: TestSubgraph;
  let origin: string;
  let close: () => Promise<void>;
  let keys: { privateKeyPem: string; publicKeyPem: string };
  let establishmentId: string;
  let png: Buffer;
  const media = mkdtempSync(join(tmpdir(), 'guide-media-'));

  beforeAll(async () => {
    keys = await generateSigningKeys();
    subgraph = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    const catalog = SUBGRAPHS.filter((s) => s.name === 'catalog-guide');
    const gateway = await createGatewayApp({
      supergraphSdl: composeSupergraph(catalog),
      gatewaySecret: TEST_GATEWAY_SECRET,
      verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
      production: false,
      subgraphs: catalog,
      env: { CATALOG_GUIDE_URL: subgraph.url },
    });
    const server = await gateway.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${server.port}`;
    close = server.close;
    const created = await subgraph.gql(
      `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`,
      { input: { name: 'Hôtel du Proxy', type: 'HOTEL', cityCode: '21054', lat: 47.02, lon: 4.84, ownerId: OWNER } },
      adminIdentity(['catalog.establishments.create']),
    );
    establishmentId = created.data.createEstablishment.id;
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a2be2' } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await close?.();
    await subgraph?.close();
    rmSync(media, { recursive: true, force: true });
  });

  const token = async (id: string) => (await signAccessToken({ kind: 'customer', id }, keys.privateKeyPem)).token;
  const upload = async (headers: Record<string, string>, file = png) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'facade.png');
    form.append('alt', 'Façade');
    const res = await fetch(`${origin}/media/establishments/${establishmentId}/images`, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('forwards an owner upload with the verified identity, then serves the files publicly', async () => {
    const res = await upload({ authorization: `Bearer ${await token(OWNER)}` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ alt: 'Façade', position: 1 });
    const file = await fetch(origin + res.body.thumbnailUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(400);
  });

  /** The CSRF cookie the gateway gives this cookie session on a GraphQL request. */
  const csrfOf = async (cookie: string) => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ departments { code } }' }),
    });
    return res.headers
      .getSetCookie()
      .find((c) => c.startsWith('guide_csrf='))!
      .split(';')[0]
      .slice('guide_csrf='.length);
  };

  it('accepts the storefront cookie with the app header and the session CSRF token, and refuses it without (CSRF)', async () => {
    const session = `guide_customer_at=${await token(OWNER)}`;
    const csrf = await csrfOf(session);
    const cookie = `${session}; guide_csrf=${csrf}`;
    expect((await upload({ cookie, 'x-guide-client': 'storefront', 'x-csrf-token': csrf })).status).toBe(201);
    const noToken = await upload({ cookie, 'x-guide-client': 'storefront' });
    expect(noToken.status).toBe(419);
    expect(noToken.body.errors[0].extensions.reason).toBe('CSRF_TOKEN_INVALID');
    // A pair the caller made up, or another session's token, is refused too; so is a cookie session
    // that sends some other Authorization header.
    expect((await upload({ cookie: `${session}; guide_csrf=made-up`, 'x-guide-client': 'storefront', 'x-csrf-token': 'made-up' })).status).toBe(419);
    const strangers = await csrfOf(`guide_customer_at=${await token(STRANGER)}`);
    expect((await upload({ cookie, 'x-guide-client': 'storefront', 'x-csrf-token': strangers })).status).toBe(419);
    expect((await upload({ cookie, 'x-guide-client': 'storefront', authorization: 'Basic Zm9vOmJhcg==' })).status).toBe(419);
    const blocked = await upload({ cookie });
    expect(blocked.status).toBe(400);
    expect(blocked.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
  });

  it('forwards an upload sent with "Expect: 100-continue" (as curl does above 1 MB) with the gateway secret', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'facade.png');
    form.append('alt', 'Terrasse');
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = {
      authorization: `Bearer ${await token(OWNER)}`,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
      expect: '100-continue',
    };
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${origin}/media/establishments/${establishmentId}/images`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.on('continue', () => req.end(body)); // the body follows the server's "100 Continue"
    });
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ alt: 'Terrasse' });
  });

  it('answers a caller that asks first (Expect: 100-continue) after its checks: a refusal instead of "100 Continue"', async () => {
    const ask = (headers: Record<string, string>) =>
      new Promise<{ continued: boolean; status: number; text: string }>((resolve, reject) => {
        let continued = false;
        const req = http.request(`${origin}/media/establishments/${establishmentId}/images`, {
          method: 'POST',
          headers: { ...headers, expect: '100-continue' },
        });
        req.on('continue', () => {
          continued = true;
          req.destroy(); // the body is never sent: only the gateway's first answer matters here
          resolve({ continued, status: 0, text: '' });
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ continued, status: res.statusCode!, text }));
        });
        req.on('error', (error) => (continued ? undefined : reject(error)));
        req.flushHeaders();
      });
    const owner = { authorization: `Bearer ${await token(OWNER)}`, 'content-type': 'multipart/form-data; boundary=x' };
    const tooLarge = await ask({ ...owner, 'content-length': String(7 * 1024 * 1024) });
    expect([tooLarge.continued, tooLarge.status]).toEqual([false, 413]);
    expect(JSON.parse(tooLarge.text).errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } });
    expect(await ask({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10', 'x-guide-client': 'storefront' })).toMatchObject({
      continued: false,
      status: 401,
    });
    expect((await ask({ ...owner, 'content-length': '1000' })).continued).toBe(true);
  });

  it('answers 413 FILE_TOO_LARGE in the JSON error shape to a body over the limit, without reading it', async () => {
    const res = await fetch(`${origin}/media/establishments/${establishmentId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(OWNER)}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(MAX_UPLOAD_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } });
  });

  it('validates the alt text like any text: no NUL, not too long', async () => {
    const withAlt = async (alt: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'facade.png');
      form.append('alt', alt);
      const res = await fetch(`${origin}/media/establishments/${establishmentId}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token(OWNER)}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const nul = await withAlt('Fa\u0000çade');
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { alt: 'INVALID_TEXT' } });
    expect((await withAlt('x'.repeat(201))).body.errors[0].extensions.fieldErrors).toEqual({ alt: 'TOO_LONG' });
    // 200 characters outside the BMP are 200 characters (400 UTF-16 units): accepted.
    expect((await withAlt('🍷'.repeat(200))).status).toBe(201);
  });

  it('refuses staff without the kind’s permission at the gateway (403), and lets staff with it through', async () => {
    const staff = async (permissions: string[]) =>
      (await signAccessToken({ kind: 'admin', id: '00000000-0000-4000-8000-0000000000a1', permissions }, keys.privateKeyPem)).token;
    const refused = await upload({ authorization: `Bearer ${await staff(['catalog.establishments.list'])}` });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('Missing permission catalog.establishments.update');
    expect((await upload({ authorization: `Bearer ${await staff(['catalog.establishments.update'])}` })).status).toBe(201);
  });

  it('refuses the anonymous (401), a stranger (403) and a forged identity header', async () => {
    expect((await upload({ 'x-guide-client': 'storefront' })).status).toBe(401);
    expect((await upload({ authorization: `Bearer ${await token(STRANGER)}` })).status).toBe(403);
    const forgedIdentity = Buffer.from(JSON.stringify({ kind: 'customer', id: OWNER })).toString('base64url');
    expect((await upload({ authorization: `Bearer ${await token(STRANGER)}`, 'x-guide-identity': forgedIdentity })).status).toBe(403);
  });

  it('passes the refusal of a bad file through, and 404s what it does not serve', async () => {
    const res = await upload({ authorization: `Bearer ${await token(OWNER)}` }, Buffer.from('not an image'));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TYPE_NOT_ACCEPTED' } });
    expect((await fetch(`${origin}/media/files/establishments/nothing.webp`)).status).toBe(404);
    expect((await fetch(`${origin}/media/other`)).status).toBe(404);
    // Keys the registry does not route, or that are not keys at all, never leave the gateway.
    for (const path of [
      '/media/files/nobody/a/b.webp',
      '/media/files/establishments/../../package.json',
      '/media/files/%2e%2e/x.webp',
      '/media/files/establishments/a/b.exe',
    ]) {
      expect((await fetch(origin + path)).status).toBe(404);
    }
  });

  it('routes a product picture to catalog-guide for staff with catalog.products.update only, then serves it publicly', async () => {
    const staff = async (permissions: string[]) =>
      (await signAccessToken({ kind: 'admin', id: '00000000-0000-4000-8000-0000000000a2', permissions }, keys.privateKeyPem)).token;
    const created = await subgraph.gql(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { sku: 'PROXY-PIC', name: 'Coffret du proxy', priceCents: 1500, taxCategory: 'STANDARD' } },
      adminIdentity(['catalog.products.create']),
    );
    const productId = created.data.createProduct.id as string;
    const post = async (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'coffret.png');
      const res = await fetch(`${origin}/media/products/${productId}/images`, { method: 'POST', headers, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };
    expect((await post({ 'x-guide-client': 'admin' })).status).toBe(401);
    // Customers never upload product pictures; staff need the kind's permission.
    expect((await post({ authorization: `Bearer ${await token(OWNER)}` })).status).toBe(403);
    const refused = await post({ authorization: `Bearer ${await staff(['catalog.products.list'])}` });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('Missing permission catalog.products.update');
    const res = await post({ authorization: `Bearer ${await staff(['catalog.products.update'])}` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: expect.stringMatching(`^/media/files/products/${productId}/`), alt: null, position: 1 });
    const file = await fetch(origin + res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });
});

/**
 * Any subgraph can own a kind: a second kind, owned by another subgraph (a stand-in HTTP server that
 * records what reaches it), gets the same gateway checks with its own size and access rules.
 */
describe('/media upload kinds', () => {
  const kind: MediaKind = {
    ...MEDIA_KINDS.establishmentImages,
    name: 'cms-media',
    owner: 'cms',
    uploadRoute: '/cms/:id/files',
    filesPrefix: 'cms/',
    maxBytes: 1024,
    permission: 'cms.pages.update',
    customersOwn: false,
  };
  let keys: { privateKeyPem: string; publicKeyPem: string };
  let origin: string;
  const received: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const servers: http.Server[] = [];

  beforeAll(async () => {
    keys = await generateSigningKeys();
    const owner = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        received.push({ path: req.url!, headers: req.headers, bytes });
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => owner.listen(0, '127.0.0.1', r));
    servers.push(owner);
    const app = express();
    app.use(
      '/media',
      mediaRouter({
        subgraphUrls: new Map([['cms', `http://127.0.0.1:${(owner.address() as AddressInfo).port}/graphql`]]),
        gatewaySecret: TEST_GATEWAY_SECRET,
        verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
        csrf: new CsrfTokens(TEST_GATEWAY_SECRET, false),
        kinds: [kind],
      }),
    );
    const gateway = app.listen(0, '127.0.0.1');
    await new Promise((r) => gateway.once('listening', r));
    servers.push(gateway);
    origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  const post = async (identity: Parameters<typeof signAccessToken>[0], bytes = 100) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'a.webp');
    const token = (await signAccessToken(identity, keys.privateKeyPem)).token;
    return fetch(`${origin}/media/cms/p1/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };
  const editor = { kind: 'admin' as const, id: '00000000-0000-4000-8000-0000000000a2', permissions: ['cms.pages.update'] };

  it('routes the kind to its owner with the gateway secret and the verified identity, nothing the caller sent', async () => {
    received.length = 0;
    expect((await post(editor)).status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe('/media/cms/p1/files');
    expect(received[0].headers[GATEWAY_SECRET_HEADER]).toBe(TEST_GATEWAY_SECRET);
    expect(JSON.parse(Buffer.from(String(received[0].headers['x-guide-identity']), 'base64url').toString())).toMatchObject({ kind: 'admin', id: editor.id });
    expect(received[0].headers.authorization).toBeUndefined();
    expect((await fetch(`${origin}/media/files/cms/p1/a.webp`)).status).toBe(200);
    expect(received[1].path).toBe('/media/files/cms/p1/a.webp');
  });

  it('applies the kind’s rules: no customers for a staff-only kind, its own size bound, its permission', async () => {
    received.length = 0;
    expect((await post({ kind: 'customer', id: '00000000-0000-4000-8000-0000000000c9' })).status).toBe(403);
    expect((await post({ ...editor, permissions: ['catalog.establishments.update'] })).status).toBe(403);
    const tooLarge = await post(editor, uploadBodyLimit(kind) + 1);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as any).errors[0].extensions.fieldErrors).toEqual({ file: 'FILE_TOO_LARGE' });
    expect(received).toEqual([]);
    // The establishment route is not this router's: kinds are exactly the registry it was given.
    expect((await fetch(`${origin}/media/establishments/x/images`, { method: 'POST' })).status).toBe(404);
  });
});

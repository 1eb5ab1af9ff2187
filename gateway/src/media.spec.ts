import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { TestSubgraph, TEST_GATEWAY_SECRET, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { createAccessTokenVerifier, generateSigningKeys, signAccessToken } from '@guide/platform';
import { AppModule } from '../../services/catalog-guide/src/app.module';
import { composeSupergraph } from './compose';
import { MAX_UPLOAD_BODY_BYTES } from './media';
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
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a2be2' } }).png().toBuffer();
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
    const res = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: '{ departments { code } }' }) });
    return res.headers.getSetCookie().find((c) => c.startsWith('guide_csrf='))!.split(';')[0].slice('guide_csrf='.length);
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
      const res = await fetch(`${origin}/media/establishments/${establishmentId}/images`, { method: 'POST', headers: { authorization: `Bearer ${await token(OWNER)}` }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };
    const nul = await withAlt('Fa\u0000çade');
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { alt: 'INVALID_TEXT' } });
    expect((await withAlt('x'.repeat(201))).body.errors[0].extensions.fieldErrors).toEqual({ alt: 'TOO_LONG' });
    // 200 characters outside the BMP are 200 characters (400 UTF-16 units): accepted.
    expect((await withAlt('🍷'.repeat(200))).status).toBe(201);
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
  });
});

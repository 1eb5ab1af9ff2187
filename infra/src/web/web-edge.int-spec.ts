import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { TestSubgraph, TEST_GATEWAY_SECRET, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { createAccessTokenVerifier, generateSigningKeys, signAccessToken } from '@guide/platform';
import { AppModule } from '../../../services/catalog-guide/src/app.module';
import { composeSupergraph } from '../../../gateway/src/compose';
import { GatewayOptions, createGatewayApp } from '../../../gateway/src/server';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';
import { createFirstAdmin } from '../../../services/identity/src/admins/create-admin';
import { IdentityTestApp, bootIdentity } from '../../../services/identity/src/testing/identity-test-app';
import { WebServerOptions, startWebServer } from './web-server';

/**
 * The web edge with real parts: catalog-guide (real PostgreSQL), the gateway and the web server, in
 * process, talking HTTP over loopback as on one machine.
 */
const OWNER = '00000000-0000-4000-8000-0000000000d1';

describe('the web server and the gateway at the edge', () => {
  let subgraph: TestSubgraph;
  let keys: { privateKeyPem: string; publicKeyPem: string };
  let establishmentId: string;
  const root = mkdtempSync(join(tmpdir(), 'guide-web-edge-'));
  const media = join(root, 'media');
  const closers: (() => Promise<void>)[] = [];

  /** A built app as Vite leaves it: index.html, a hashed script and its source map. */
  const fakeBuild = (name: string) => {
    const dir = join(root, name);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);\n//# sourceMappingURL=index-abc123.js.map');
    writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
    return dir;
  };

  const startGateway = async (production: boolean, extra: Partial<GatewayOptions> = {}) => {
    const catalog = SUBGRAPHS.filter((s) => s.name === 'catalog-guide');
    const gateway = await createGatewayApp({
      supergraphSdl: composeSupergraph(catalog),
      gatewaySecret: TEST_GATEWAY_SECRET,
      verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
      production,
      subgraphs: catalog,
      env: { CATALOG_GUIDE_URL: subgraph.url },
      // The one-machine runtime's setting: the web server reaches the gateway over loopback.
      trustedProxies: ['127.0.0.1/32', '::1/128'],
      ...extra,
    });
    const server = await gateway.listen(0, '127.0.0.1');
    closers.push(server.close);
    return `http://127.0.0.1:${server.port}`;
  };
  const startWeb = async (gatewayOrigin: string, extra: Partial<WebServerOptions> = {}) => {
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      gatewayUrl: `${gatewayOrigin}/graphql`,
      storefrontDir: fakeBuild('storefront'),
      adminDir: fakeBuild('admin'),
      ...extra,
    });
    closers.push(web.close);
    return `http://127.0.0.1:${web.port}`;
  };
  const gql = (url: string, query: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

  beforeAll(async () => {
    keys = await generateSigningKeys();
    subgraph = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    const created = await subgraph.gql(
      `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`,
      { input: { name: 'Relais de la Porte', type: 'HOTEL', cityCode: '21054', lat: 47.02, lon: 4.84, ownerId: OWNER } },
      adminIdentity(['catalog.establishments.create']),
    );
    establishmentId = created.data.createEstablishment.id;
  }, 60_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await subgraph?.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('with NODE_ENV=production', () => {
    let gateway: string;
    let web: string;
    beforeAll(async () => {
      gateway = await startGateway(true);
      web = await startWeb(gateway, { production: true });
    });

    it('sends HSTS from the web server (pages and proxied API) and from the gateway', async () => {
      for (const url of [`${web}/`, `${web}/healthz`, `${web}/graphql`, `${gateway}/graphql`]) {
        const res = url.endsWith('/graphql') ? await gql(url.replace(/\/graphql$/, ''), '{ departments { code } }') : await fetch(url);
        expect([url, res.headers.get('strict-transport-security')]).toEqual([url, expect.stringMatching(/^max-age=31536000; includeSubDomains/)]);
      }
    });

    it('does not serve source maps', async () => {
      expect((await fetch(`${web}/assets/index-abc123.js`)).status).toBe(200);
      expect((await fetch(`${web}/assets/index-abc123.js.map`)).status).toBe(404);
      expect((await fetch(`${web}/admin/assets/index-abc123.js.map`)).status).toBe(404);
    });

    it("passes the documents' links (invoice and credit note PDFs) to the gateway", async () => {
      // A malformed id: the gateway's documents route answers its JSON 404 without asking commerce.
      for (const path of ['/documents/invoices/not-an-id.pdf', '/documents/credit-notes/not-an-id.pdf']) {
        const res = await fetch(`${web}${path}`);
        expect([path, res.status, ((await res.json()) as any).errors[0].extensions.code]).toEqual([path, 404, 'NOT_FOUND']);
      }
    });

    it('refuses introspection and suggests no field names', async () => {
      const introspection = (await (await gql(web, '{ __schema { queryType { name } } }')).json()) as any;
      expect(JSON.stringify(introspection.errors)).toMatch(/introspection/i);
      const typo = (await (await gql(web, '{ departmen { code } }')).json()) as any;
      expect(typo.errors[0].message).not.toMatch(/did you mean/i);
      expect(typo.errors[0].message).not.toMatch(/departments/);
    });

    it('gives a cookie session a Secure __Host- CSRF cookie (Path=/, no Domain)', async () => {
      const { token } = await signAccessToken({ kind: 'admin', id: 'a1', permissions: [], sessionId: 's-1' }, keys.privateKeyPem);
      const res = await gql(web, '{ departments { code } }', { 'x-guide-client': 'admin', cookie: `guide_admin_at=${token}` });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-guide_csrf='));
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('guide_csrf='))).toBe(false);
    });
  });

  describe('signing in through the production web origin', () => {
    let identity: IdentityTestApp;
    let web: string;
    beforeAll(async () => {
      identity = await bootIdentity({ NODE_ENV: 'production' });
      await createFirstAdmin(identity.db, { email: 'chef@guide.test', firstName: 'Chef', lastName: 'Admin', password: 'Sel-de-Guerande-2026!' });
      const both = SUBGRAPHS.filter((s) => s.name === 'identity' || s.name === 'catalog-guide');
      const gateway = await createGatewayApp({
        supergraphSdl: composeSupergraph(both),
        gatewaySecret: TEST_GATEWAY_SECRET,
        verifyToken: identity.verify,
        production: true,
        subgraphs: both,
        env: { IDENTITY_URL: identity.subgraph.url, CATALOG_GUIDE_URL: subgraph.url },
        trustedProxies: ['127.0.0.1/32'],
      });
      const server = await gateway.listen(0, '127.0.0.1');
      closers.push(server.close);
      web = await startWeb(`http://127.0.0.1:${server.port}`, { production: true });
    }, 60_000);
    afterAll(async () => {
      await identity?.close();
    });

    it('sets Secure session cookies and, on the sign-in response itself, the Secure __Host- CSRF cookie of the new session', async () => {
      const login = await gql(web, 'mutation { adminLogin(email: "chef@guide.test", password: "Sel-de-Guerande-2026!") { expiresAt } }', {
        'x-guide-client': 'admin',
      });
      expect(((await login.json()) as any).errors).toBeUndefined();
      const cookies = login.headers.getSetCookie();
      const named = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))!;
      for (const name of ['guide_admin_at', 'guide_admin_rt']) {
        expect(named(name)).toMatch(/; Secure/);
        expect(named(name)).toMatch(/; HttpOnly/);
      }
      const csrf = named('__Host-guide_csrf');
      expect(csrf).toMatch(/; Path=\/;.*; Secure/);
      expect(csrf).not.toMatch(/HttpOnly|Domain=/i);

      // The browser sends its cookies back; the app echoes the CSRF cookie on a mutation.
      const jar = cookies.map((c) => c.split(';')[0]).join('; ');
      const token = csrf.split(';')[0].slice('__Host-guide_csrf='.length);
      const mutation = 'mutation { deleteEstablishment(id: "00000000-0000-4000-8000-000000000000") }';
      const refused = await gql(web, mutation, { 'x-guide-client': 'admin', cookie: jar });
      expect(refused.status).toBe(419);
      const accepted = await gql(web, mutation, { 'x-guide-client': 'admin', cookie: jar, 'x-csrf-token': token });
      expect(((await accepted.json()) as any).errors[0].extensions.code).toBe('NOT_FOUND'); // past the CSRF check, authorised
    });
  });

  describe('uploads through the web origin', () => {
    let web: string;
    beforeAll(async () => {
      web = await startWeb(await startGateway(false));
    });
    const owner = async () => `Bearer ${(await signAccessToken({ kind: 'customer', id: OWNER }, keys.privateKeyPem)).token}`;

    it('answers 413 FILE_TOO_LARGE in the JSON error shape, not a plain-text 500', async () => {
      const res = await fetch(`${web}/media/establishments/${establishmentId}/images`, {
        method: 'POST',
        headers: { authorization: await owner(), 'content-type': 'multipart/form-data; boundary=x' },
        body: Buffer.alloc(12 * 1024 * 1024),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as any).errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } });
    });

    it("passes the gateway's own 413 (status and JSON body) for a body under the web bound but over the kind's, while it still streams", async () => {
      // 7 MB: under the web server's 11 MB bound, over an establishment image's 6 MB. The gateway answers
      // 413 before reading the body and closes the connection while the web server is still sending it.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${web}/media/establishments/${establishmentId}/images`, { method: 'POST' }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
          res.on('error', reject);
        });
        void owner().then((authorization) => {
          const total = 7 * 1024 * 1024;
          req.setHeader('authorization', authorization);
          req.setHeader('content-type', 'multipart/form-data; boundary=x');
          req.setHeader('content-length', String(total));
          const chunk = Buffer.alloc(64 * 1024);
          let sent = 0;
          const pump = () => {
            while (sent < total) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end();
          };
          pump();
        });
        // The web server may stop reading once it has answered: the client then sees its socket closed.
        req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
      });
      expect(answer.status).toBe(413);
      expect((JSON.parse(answer.body) as any).errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } });
    });

    it('passes an upload sent with "Expect: 100-continue" to catalog-guide', async () => {
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b8e23' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'salle.png');
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const headers = {
        authorization: await owner(),
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.length),
        expect: '100-continue',
      };
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(`${web}/media/establishments/${establishmentId}/images`, { method: 'POST', headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.on('continue', () => req.end(body));
      });
      expect(status).toBe(201);
    });
  });

  describe('the client address the gateway counts', () => {
    const budget = { perSecond: 0.001, burst: 20 }; // four `{ departments { code name } }` (cost 5 each)
    const fromVisitor = async (web: string, forwardedFor: string) =>
      (await gql(web, '{ departments { code name } }', { 'x-forwarded-for': forwardedFor })).status;

    it('is the visitor the web server saw, whatever X-Forwarded-For the visitor sends', async () => {
      const web = await startWeb(await startGateway(false, { costBudget: budget }));
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push(await fromVisitor(web, `203.0.113.${i}`));
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });

    it('is the client an ingress in front of the web server saw, when that ingress is trusted', async () => {
      // The test runner plays the ingress (on loopback), each request for another visitor.
      const web = await startWeb(await startGateway(false, { costBudget: budget }), { trustedProxies: ['127.0.0.1/32'] });
      for (let i = 0; i < 6; i++) expect(await fromVisitor(web, `203.0.113.${i}`)).toBe(200);
      // A visitor's own entries to the left of the ingress' are not believed.
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push(await fromVisitor(web, `192.0.2.${i}, 198.51.100.9`));
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
});

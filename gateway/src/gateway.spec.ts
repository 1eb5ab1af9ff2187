import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSubgraph, TEST_GATEWAY_SECRET, bootTestSubgraph } from '@guide/platform/testing';
import { createAccessTokenVerifier, generateSigningKeys, signAccessToken } from '@guide/platform';
import { AppModule } from '../../services/catalog-guide/src/app.module';
import { accessTokenOf } from './auth';
import { composeSupergraph } from './compose';
import { maskError } from './errors';
import { createGatewayApp } from './server';
import { SUBGRAPHS } from './subgraphs';

describe('supergraph composition', () => {
  it('composes every subgraph of the repository', () => {
    const sdl = composeSupergraph();
    for (const s of SUBGRAPHS) expect(sdl).toContain(`name: "${s.name}"`);
    expect(sdl).toContain('type Establishment');
  });

  it('fails with the composition errors when two subgraphs disagree', () => {
    const root = mkdtempSync(join(tmpdir(), 'compose-'));
    const write = (dir: string, sdl: string) => {
      mkdirSync(join(root, dir, 'src'), { recursive: true });
      writeFileSync(join(root, dir, 'src', 'schema.graphql'), sdl);
    };
    const link = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])\n';
    write('a', `${link} type Query { thing: Thing } type Thing { id: ID! }`);
    write('b', `${link} type Query { other: Thing } type Thing { id: String! }`);
    expect(() =>
      composeSupergraph(
        [
          { name: 'a', dir: 'a', port: 1, urlEnv: 'A_URL' },
          { name: 'b', dir: 'b', port: 2, urlEnv: 'B_URL' },
        ],
        root,
      ),
    ).toThrow(/composition failed/i);
  });
});

describe('error masking', () => {
  it('keeps contract codes and field errors', () => {
    const out = maskError({ message: 'Some fields are invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'BLANK' }, stacktrace: ['x'] } });
    expect(out.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { name: 'BLANK' } });
  });

  it('turns anything else into INTERNAL_SERVER_ERROR without internals', () => {
    const out = maskError({ message: 'relation "secret_table" does not exist', extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', stacktrace: ['at x'] } });
    expect(out).toEqual({ message: 'Internal server error', path: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});

describe('access token lookup', () => {
  it('prefers the bearer header, then the cookie of the calling app', () => {
    const cookie = 'guide_customer_at=c; guide_admin_at=a';
    expect(accessTokenOf({ headers: { authorization: 'Bearer b', cookie } })).toBe('b');
    expect(accessTokenOf({ headers: { cookie } })).toBe('c');
    expect(accessTokenOf({ headers: { cookie, 'x-guide-client': 'admin' } })).toBe('a');
    expect(accessTokenOf({ headers: {} })).toBeUndefined();
  });
});

describe('gateway in front of a real subgraph', () => {
  let subgraph: TestSubgraph;
  let keys: { privateKeyPem: string; publicKeyPem: string };
  let url: string;
  let close: () => Promise<void>;

  const start = async (production: boolean, limits = {}) => {
    const catalog = SUBGRAPHS.filter((s) => s.name === 'catalog-guide');
    const gateway = await createGatewayApp({
      supergraphSdl: composeSupergraph(catalog),
      gatewaySecret: TEST_GATEWAY_SECRET,
      verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
      production,
      subgraphs: catalog,
      env: { CATALOG_GUIDE_URL: subgraph.url },
      limits,
    });
    const server = await gateway.listen(0, '127.0.0.1');
    return { url: `http://127.0.0.1:${server.port}/graphql`, close: server.close };
  };
  const post = async (query: string, headers: Record<string, string> = {}, variables = {}) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    keys = await generateSigningKeys();
    subgraph = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    ({ url, close } = await start(false, { maxDepth: 4, maxTokens: 60 }));
  }, 60_000);

  afterAll(async () => {
    await close?.();
    await subgraph?.close();
  });

  it('forwards a verified admin identity; the subgraph enforces the permission', async () => {
    const input = { name: 'Auberge du Gateway', type: 'HOTEL', cityCode: '21054', lat: 47.02, lon: 4.84 };
    const mutation = 'mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { name path } }';
    const allowed = await signAccessToken({ kind: 'admin', id: 'a1', permissions: ['catalog.establishments.create'] }, keys.privateKeyPem);
    const ok = await post(mutation, { authorization: `Bearer ${allowed.token}` }, { input });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.createEstablishment.path).toBe('/hotels-restaurants/21/beaune/auberge-du-gateway');

    const denied = await signAccessToken({ kind: 'admin', id: 'a2', permissions: ['catalog.establishments.list'] }, keys.privateKeyPem);
    const refused = await post(mutation, { authorization: `Bearer ${denied.token}` }, { input });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const other = await generateSigningKeys();
    const forged = await signAccessToken({ kind: 'admin', id: 'a3', permissions: ['catalog.establishments.create'] }, other.privateKeyPem);
    const anonymous = await post(mutation, { authorization: `Bearer ${forged.token}` }, { input });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses queries deeper than the limit with a 400 and a message', async () => {
    const res = await post('{ cities(first: 1) { edges { node { department { code } } } } }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/depth/i);
  });

  it('refuses operations with too many tokens, and answers a syntax error with 400 GRAPHQL_PARSE_FAILED', async () => {
    const many = await post(`{ departments { ${'code name '.repeat(40)} } }`);
    expect(many.status).toBe(400);
    expect(many.body.errors[0].message).toMatch(/more than 60 tokens/);
    const broken = await post('{ departments { code ');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('blocks simple (CSRF-able) requests that carry no preflight header', async () => {
    const res = await fetch(`${url}?query=${encodeURIComponent('{ departments { code } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
  });

  it('turns introspection off in production', async () => {
    const prod = await start(true);
    try {
      const res = await fetch(prod.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }) });
      const body = (await res.json()) as any;
      expect(JSON.stringify(body.errors)).toMatch(/introspection/i);
      const dev = await post('{ __schema { queryType { name } } }');
      expect(dev.body.data.__schema.queryType.name).toBe('Query');
    } finally {
      await prod.close();
    }
  });
});

describe('CSRF protection of cookie sessions', () => {
  let subgraph: TestSubgraph;
  let url: string;
  let close: () => Promise<void>;
  let keys: { privateKeyPem: string; publicKeyPem: string };

  beforeAll(async () => {
    keys = await generateSigningKeys();
    subgraph = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
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
    url = `http://127.0.0.1:${server.port}/graphql`;
    close = server.close;
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await subgraph?.close();
  });

  const mutation = `mutation { deleteEstablishment(id: "00000000-0000-4000-8000-000000000000") }`;
  const send = (headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-guide-client': 'admin', ...headers }, body: JSON.stringify({ query: mutation }) });

  it('hands the browser a readable CSRF cookie', async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ departments { code } }' }) });
    expect(res.headers.get('set-cookie')).toMatch(/guide_csrf=[\w-]{20,};/);
    expect(res.headers.get('set-cookie')).not.toMatch(/HttpOnly/i);
  });

  it('answers 419 to a cookie-authenticated mutation without the matching token, and lets it through with it', async () => {
    const { token } = await signAccessToken({ kind: 'admin', id: 'a1', permissions: ['catalog.establishments.delete'] }, keys.privateKeyPem);
    const cookie = `guide_admin_at=${token}; guide_csrf=abcdefabcdefabcdefabcdef`;
    const missing = await send({ cookie });
    expect(missing.status).toBe(419);
    expect(((await missing.json()) as any).errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' });
    const wrong = await send({ cookie, 'x-csrf-token': 'abcdefabcdefabcdefabcdeX' });
    expect(wrong.status).toBe(419);
    const ok = await send({ cookie, 'x-csrf-token': 'abcdefabcdefabcdefabcdef' });
    const body = (await ok.json()) as any;
    expect(body.errors[0].extensions.code).toBe('NOT_FOUND'); // reached the subgraph, authorised
  });

  it('does not ask bearer-token callers (no ambient credentials) for a CSRF token', async () => {
    const { token } = await signAccessToken({ kind: 'admin', id: 'a1', permissions: ['catalog.establishments.delete'] }, keys.privateKeyPem);
    const res = await send({ authorization: `Bearer ${token}` });
    expect(((await res.json()) as any).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

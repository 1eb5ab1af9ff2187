import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getOperationAST, parse } from 'graphql';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSubgraph, TEST_GATEWAY_SECRET, bootTestSubgraph } from '@guide/platform/testing';
import { createAccessTokenVerifier, generateSigningKeys, signAccessToken } from '@guide/platform';
import { AppModule } from '../../services/catalog-guide/src/app.module';
import express from 'express';
import { accessTokenOf } from './auth';
import { CsrfTokens, cookiesAfter } from './csrf';
import { composeSupergraph } from './compose';
import { maskError } from './errors';
import { operationCost, CostBuckets } from './rate-limit';
import { GatewayOptions, createGatewayApp } from './server';
import { parseTrustedProxies } from './trusted-proxies';
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
    try {
      expect(() =>
        composeSupergraph(
          [
            { name: 'a', dir: 'a', port: 1, urlEnv: 'A_URL' },
            { name: 'b', dir: 'b', port: 2, urlEnv: 'B_URL' },
          ],
          root,
        ),
      ).toThrow(/composition failed/i);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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

  const start = async (production: boolean, limits = {}, extra: Partial<GatewayOptions> = {}) => {
    const catalog = SUBGRAPHS.filter((s) => s.name === 'catalog-guide');
    const gateway = await createGatewayApp({
      supergraphSdl: composeSupergraph(catalog),
      gatewaySecret: TEST_GATEWAY_SECRET,
      verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
      production,
      subgraphs: catalog,
      env: { CATALOG_GUIDE_URL: subgraph.url },
      limits,
      ...extra,
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

  it('answers 400 BAD_REQUEST to a subscription and to an operationName the document does not define', async () => {
    const subscription = await post('subscription { departments { code } }');
    expect(subscription.status).toBe(400);
    expect(subscription.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const send = async (body: object) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as any };
    };
    const unknown = await send({ query: 'query A { departments { code } }', operationName: 'B' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Unknown operation named "B"', extensions: { code: 'BAD_REQUEST' } });
    const unnamed = await send({ query: 'query A { departments { code } } query B { departments { name } }' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const named = await send({ query: 'query A { departments { code } } query B { departments { name } }', operationName: 'B' });
    expect(named.status).toBe(200);
  });

  describe('per-client query cost budget and the client address', () => {
    const query = '{ departments { code name } }'; // cost 2 + 1.5 × 2 = 5
    const budget = { perSecond: 0.001, burst: 20, signedInFactor: 3 };
    const ask = (target: string, headers: Record<string, string> = {}) =>
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

    it('answers 429 TOO_MANY_REQUESTS with Retry-After once an anonymous client spent its budget; signed-in callers have more', async () => {
      const gw = await start(false, {}, { costBudget: budget });
      try {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await ask(gw.url)).status);
        expect(statuses).toEqual([200, 200, 200, 200, 429]);
        const refused = await ask(gw.url);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as any).errors[0].extensions).toEqual({ code: 'TOO_MANY_REQUESTS' });
        const { token } = await signAccessToken({ kind: 'customer', id: 'c1' }, keys.privateKeyPem);
        const signedIn = [];
        for (let i = 0; i < 13; i++) signedIn.push((await ask(gw.url, { authorization: `Bearer ${token}` })).status);
        expect(signedIn.filter((s) => s === 200)).toHaveLength(12);
        expect(signedIn[12]).toBe(429);
      } finally {
        await gw.close();
      }
    });

    it('counts a direct caller that rotates X-Forwarded-For as itself (no proxy trusted by default)', async () => {
      const gw = await start(false, {}, { costBudget: budget });
      try {
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await ask(gw.url, { 'x-forwarded-for': `203.0.113.${i}` })).status);
        expect(statuses.slice(4)).toEqual([429, 429]);
      } finally {
        await gw.close();
      }
    });

    it('behind a trusted proxy, counts the client the proxy saw: the right-most address it did not add itself', async () => {
      const gw = await start(false, {}, { costBudget: budget, trustedProxies: ['127.0.0.1/32', '10.0.0.0/8'] });
      try {
        // Each visitor has its own budget: five each pass.
        for (let i = 0; i < 5; i++) expect((await ask(gw.url, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(200);
        // What a visitor writes to the left of the proxies' entries is ignored: 198.51.100.7 is counted.
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await ask(gw.url, { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7, 10.1.2.3` })).status);
        expect(statuses).toEqual([200, 200, 200, 200, 429]);
      } finally {
        await gw.close();
      }
    });
  });

  it('turns introspection off in production', async () => {
    const prod = await start(true);
    try {
      const res = await fetch(prod.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
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
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-guide-client': 'admin', ...headers },
      body: JSON.stringify({ query: mutation }),
    });
  const adminToken = async (id: string, sessionId?: string) =>
    (await signAccessToken({ kind: 'admin', id, permissions: ['catalog.establishments.delete'], ...(sessionId ? { sessionId } : {}) }, keys.privateKeyPem))
      .token;
  /** The CSRF cookie the gateway hands a cookie session (on any request of that session). */
  const csrfCookieOf = async (cookie: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-guide-client': 'admin', cookie },
      body: JSON.stringify({ query: '{ departments { code } }' }),
    });
    const line = res.headers.getSetCookie().find((c) => c.startsWith('guide_csrf='));
    return { line, value: line?.split(';')[0].slice('guide_csrf='.length) };
  };
  const codeOf = async (res: Response) => ((await res.json()) as any).errors[0].extensions.code;

  it('hands a cookie session a readable CSRF cookie bound to that session, and none to the anonymous', async () => {
    const anonymous = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ departments { code } }' }),
    });
    expect(anonymous.headers.getSetCookie().filter((c) => c.includes('csrf'))).toEqual([]);
    const session = `guide_admin_at=${await adminToken('a1', 's-1')}`;
    const { line, value } = await csrfCookieOf(session);
    expect(line).toMatch(/^guide_csrf=[\w-]{40,}; Max-Age=\d+; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(line).not.toMatch(/HttpOnly/i);
    // Already right: not sent again.
    expect((await csrfCookieOf(`${session}; guide_csrf=${value}`)).line).toBeUndefined();
    // Another sign-in (another session of the same admin) gets another token.
    expect((await csrfCookieOf(`guide_admin_at=${await adminToken('a1', 's-2')}`)).value).not.toBe(value);
  });

  it('answers 419 to a cookie-authenticated mutation without its session token, and lets it through with it', async () => {
    const cookie = `guide_admin_at=${await adminToken('a1', 's-1')}`;
    const { value: csrf } = await csrfCookieOf(cookie);
    const missing = await send({ cookie: `${cookie}; guide_csrf=${csrf}` });
    expect(missing.status).toBe(419);
    expect(((await missing.json()) as any).errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' });
    const ok = await send({ cookie: `${cookie}; guide_csrf=${csrf}`, 'x-csrf-token': csrf! });
    expect(await codeOf(ok)).toBe('NOT_FOUND'); // reached the subgraph, authorised
  });

  it('refuses a double-submit pair the attacker chose, and the token of another session', async () => {
    const cookie = `guide_admin_at=${await adminToken('a1', 's-1')}`;
    // Before: any cookie equal to the header passed.
    const planted = await send({ cookie: `${cookie}; guide_csrf=x`, 'x-csrf-token': 'x' });
    expect(planted.status).toBe(419);
    // The attacker's own valid token (its session) is not the victim's.
    const { value: attackers } = await csrfCookieOf(`guide_admin_at=${await adminToken('attacker', 's-9')}`);
    expect((await send({ cookie: `${cookie}; guide_csrf=${attackers}`, 'x-csrf-token': attackers! })).status).toBe(419);
    // Nor the token of an earlier session of the same admin.
    const { value: earlier } = await csrfCookieOf(`guide_admin_at=${await adminToken('a1', 's-0')}`);
    expect((await send({ cookie, 'x-csrf-token': earlier! })).status).toBe(419);
  });

  it('checks a cookie session whatever other Authorization header comes with it; only a valid Bearer token is exempt', async () => {
    const cookie = `guide_admin_at=${await adminToken('a1', 's-1')}`;
    // Before: any Authorization header skipped the check while the cookie still signed the request in.
    expect((await send({ cookie, authorization: 'Basic Zm9vOmJhcg==' })).status).toBe(419);
    expect((await send({ cookie, authorization: 'Token abc' })).status).toBe(419);
    expect(await codeOf(await send({ authorization: `Bearer ${await adminToken('a1')}` }))).toBe('NOT_FOUND');
    // An invalid Bearer token signs nobody in: the cookie is not used either, the caller is anonymous.
    expect(await codeOf(await send({ cookie, authorization: 'Bearer not-a-token' }))).toBe('UNAUTHENTICATED');
  });

  it('keeps the token of each session the browser holds (storefront and admin), so both apps pass', async () => {
    const customer = (await signAccessToken({ kind: 'customer', id: 'c1', sessionId: 'cs-1' }, keys.privateKeyPem)).token;
    const cookie = `guide_admin_at=${await adminToken('a1', 's-1')}; guide_customer_at=${customer}`;
    const { value } = await csrfCookieOf(cookie);
    expect(value!.split('.')).toHaveLength(2);
    expect(await codeOf(await send({ cookie, 'x-csrf-token': value! }))).toBe('NOT_FOUND');
  });
});

describe('CSRF cookie after a response that changes the session', () => {
  it('follows the Set-Cookie headers of the response: a new session gets its token, a signed-out browser loses it', async () => {
    const keys = await generateSigningKeys();
    const verify = await createAccessTokenVerifier(keys.publicKeyPem);
    const tokens = new CsrfTokens(TEST_GATEWAY_SECRET, true);
    const session = { kind: 'customer' as const, id: 'c1', sessionId: 'new-session' };
    const { token } = await signAccessToken(session, keys.privateKeyPem);
    const app = express();
    app.post('/signin', async (req, res) => {
      res.append('Set-Cookie', `guide_customer_at=${token}; Max-Age=900; Path=/; HttpOnly; Secure; SameSite=Lax`); // as identity does
      await tokens.refreshCookie(req.headers.cookie, res, verify);
      res.end();
    });
    app.post('/signout', async (req, res) => {
      res.append('Set-Cookie', 'guide_customer_at=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax');
      await tokens.refreshCookie(req.headers.cookie, res, verify);
      res.end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const signIn = await fetch(`${base}/signin`, { method: 'POST', headers: { cookie: '__Host-guide_csrf=stale' } });
      const csrf = signIn.headers.getSetCookie().find((c) => c.startsWith('__Host-guide_csrf='))!;
      expect(csrf).toMatch(/; Path=\/;/);
      expect(csrf).toMatch(/; Secure/);
      expect(csrf).not.toMatch(/Domain=/i);
      expect(csrf.split(';')[0]).toBe(`__Host-guide_csrf=${tokens.tokenFor(session)}`);
      const signOut = await fetch(`${base}/signout`, {
        method: 'POST',
        headers: { cookie: `guide_customer_at=${token}; __Host-guide_csrf=${tokens.tokenFor(session)}` },
      });
      expect(signOut.headers.getSetCookie().find((c) => c.startsWith('__Host-guide_csrf='))).toMatch(/^__Host-guide_csrf=; .*Expires=Thu, 01 Jan 1970/);
      // A session cookie that does not verify (expired, revoked, identity unreachable) leaves the cookie alone.
      const stale = await fetch(`${base}/signout`, {
        method: 'POST',
        headers: { cookie: `guide_admin_at=expired-or-revoked; guide_customer_at=${token}; __Host-guide_csrf=kept` },
      });
      expect(stale.headers.getSetCookie().filter((c) => c.includes('csrf'))).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('reads the cookies a response leaves', () => {
    const jar = cookiesAfter('a=1; b=2; c=3', ['b=; Max-Age=0', 'c=4; Path=/', 'd=5; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'e=6']);
    expect(Object.fromEntries(jar)).toEqual({ a: '1', c: '4', e: '6' });
  });
});

describe('query cost and budgets', () => {
  it('computes the cost with the rules of graphql-armor (object 2, scalar 1, x1.5 per level, x first)', () => {
    const cost = (source: string) => {
      const document = parse(source);
      return operationCost(document, getOperationAST(document)!);
    };
    expect(cost('{ a }')).toBe(1);
    expect(cost('{ a { b c } }')).toBe(2 + 1.5 * 2);
    expect(cost('{ list(first: 10) { b } }')).toBe((2 + 1.5) * 10);
    expect(cost('{ a { ...F } } fragment F on T { b c }')).toBe(2 + 1.5 * (1 + 1.5 * (2 + 1.5 * 2)));
    expect(cost('{ a { ... on T { b } } }')).toBe(2 + 1.5 * (2 + 1.5));
    expect(cost('{ __schema { types { name } } }')).toBe(0);
    // Fragments spread in fragments stay linear to compute.
    const chain = Array.from({ length: 40 }, (_, i) => `fragment F${i} on T { a: x ...F${i + 1} b: x ...F${i + 1} }`).join(' ');
    expect(cost(`{ t { ...F0 } } ${chain} fragment F40 on T { x }`)).toBeGreaterThan(0);
  });

  it('refills over time and remembers a bounded number of clients', () => {
    const buckets = new CostBuckets({ perSecond: 10, burst: 100, signedInFactor: 2, maxClients: 3 });
    expect(buckets.take('a', 100, 1, 0).ok).toBe(true);
    expect(buckets.take('a', 10, 1, 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(buckets.take('a', 10, 1, 1000).ok).toBe(true);
    expect(buckets.take('b', 1_000_000, 1, 0).ok).toBe(true); // more than a full bucket: the full bucket
    for (const key of ['c', 'd', 'e', 'f']) buckets.take(key, 1, 1, 0);
    expect(buckets.size).toBe(3);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('accepts IPs and CIDR ranges, and refuses anything else with the variable named', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' 127.0.0.1/32, ::1/128 ,10.0.0.0/8,192.168.1.2 ')).toEqual(['127.0.0.1/32', '::1/128', '10.0.0.0/8', '192.168.1.2']);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES.*10\.0\.0\.0\/33/);
    expect(() => parseTrustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('1.2.3.4/8/1')).toThrow(/TRUSTED_PROXIES/);
  });
});

import { composeServices } from '@apollo/composition';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import { TestSubgraph, TEST_GATEWAY_SECRET, bootTestSubgraph } from '@guide/platform/testing';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, createAccessTokenVerifier, decodeIdentity, generateSigningKeys, signAccessToken } from '@guide/platform';
import { AppModule } from '../../services/catalog-guide/src/app.module';
import { subgraphSdl } from './compose';
import { _test } from './fast-path';
import { GatewayOptions, createGatewayApp } from './server';
import { SUBGRAPHS, type SubgraphInfo } from './subgraphs';

/**
 * The single-fetch fast path (fast-path.ts) against Apollo's path: two gateways on the same supergraph
 * (catalog-guide and a small "notes" subgraph that extends Establishment), one with the fast path, one
 * without; every request is sent to both and the answers (status, body, the headers clients read) must be
 * the same, while the fast gateway's counter shows which requests it answered itself.
 */
describe('single-fetch fast path', () => {
  let catalog: TestSubgraph;
  let notes: { url: string; stop: () => Promise<void> };
  const notesHeaders: Record<string, string | undefined>[] = [];
  let keys: { privateKeyPem: string; publicKeyPem: string };
  type Gateway = { url: string; close: () => Promise<void>; stats?: { taken: number; handedBack: number; learned: number } };
  let fast: Gateway;
  let apollo: Gateway;

  const NOTES: SubgraphInfo = { name: 'notes', dir: 'notes', port: 1, urlEnv: 'NOTES_URL' };
  const notesSdl = `
    extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
    type Query { notePing: String notePublicFailure: String noteCrash: String noteCount(max: Int!): Int }
    type Establishment @key(fields: "id") { id: ID! note: String }
    type Mutation { noteAdd(text: String!): Int! noteRefuse: Int! noteHangUp: Int noteRefuse400: Int! }
  `;
  /** How many times the notes subgraph ran each mutation: a mutation must run once per request, whichever path. */
  const runs: Record<string, number> = { noteAdd: 0, noteRefuse: 0, noteHangUp: 0, noteRefuse400: 0 };

  const startGateway = async (fastPath: boolean, extra: Partial<GatewayOptions> = {}): Promise<Gateway> => {
    const info = SUBGRAPHS.filter((s) => s.name === 'catalog-guide');
    const composed = composeServices([
      { name: 'catalog-guide', url: catalog.url, typeDefs: parse(subgraphSdl(info[0])) },
      { name: 'notes', url: notes.url, typeDefs: parse(notesSdl) },
    ]);
    if (composed.errors?.length) throw new Error(composed.errors.map((e) => e.message).join('\n'));
    const gateway = await createGatewayApp({
      supergraphSdl: composed.supergraphSdl!,
      gatewaySecret: TEST_GATEWAY_SECRET,
      verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
      production: true,
      subgraphs: [...info, NOTES],
      env: { CATALOG_GUIDE_URL: catalog.url, NOTES_URL: notes.url },
      limits: { maxAliases: 3 } as unknown as GatewayOptions['limits'],
      fastPath,
      ...extra,
    });
    const server = await gateway.listen(0, '127.0.0.1');
    return { url: `http://127.0.0.1:${server.port}/graphql`, close: server.close, stats: gateway.fastPath };
  };

  const send = async (gw: Gateway, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(gw.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const pick = ['content-type', 'cache-control', 'retry-after', 'strict-transport-security'];
    return {
      status: res.status,
      headers: Object.fromEntries(pick.map((h) => [h, res.headers.get(h)])),
      setCookie: res.headers.getSetCookie(),
      body: await res.text(),
    };
  };
  /** The same request to both gateways, twice (the first teaches the plan); the answers must match. */
  const same = async (body: unknown, headers: Record<string, string> = {}) => {
    const reference = await send(apollo, body, headers);
    const first = await send(fast, body, headers);
    const second = await send(fast, body, headers);
    expect(first).toEqual(reference);
    expect(second).toEqual(reference);
    return reference;
  };

  beforeAll(async () => {
    keys = await generateSigningKeys();
    catalog = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    const server = new ApolloServer({
      schema: buildSubgraphSchema({
        typeDefs: parse(notesSdl),
        resolvers: {
          Query: {
            notePing: () => 'pong',
            notePublicFailure: () => {
              throw new GraphQLError('Not yours', { extensions: { code: 'FORBIDDEN' } });
            },
            noteCrash: () => {
              throw new Error('relation "secret_table" does not exist');
            },
            noteCount: (_: unknown, { max }: { max: number }) => max,
          },
          Mutation: {
            noteAdd: (_: unknown, { text }: { text: string }) => {
              runs.noteAdd++;
              return text.length;
            },
            noteRefuse: () => {
              runs.noteRefuse++;
              throw new GraphQLError('Out of stock', { extensions: { code: 'BAD_USER_INPUT' } });
            },
            // Runs, and its error sets the answer's status: a 400 that is not a refusal before running.
            noteRefuse400: () => {
              runs.noteRefuse400++;
              throw new GraphQLError('Refused late', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
            },
            // Runs, then the connection drops before any answer (a crash, a reset).
            noteHangUp: (_: unknown, __: unknown, ctx: unknown) => {
              runs.noteHangUp++;
              (ctx as { req: { socket: { destroy(): void } } }).req.socket.destroy();
              return 1;
            },
          },
          Establishment: { note: (e: { id: string }) => `note of ${e.id}` },
        },
      }),
      plugins: [
        {
          async requestDidStart({ request }) {
            const h = request.http!.headers;
            notesHeaders.push({ secret: h.get(GATEWAY_SECRET_HEADER), identity: h.get(IDENTITY_HEADER), cookie: h.get('cookie') });
            return {
              async willSendResponse({ response }) {
                response.http.headers.set('set-cookie', 'note_seen=1; Path=/; HttpOnly');
              },
            };
          },
        },
      ],
    });
    const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' }, context: async ({ req }) => ({ req }) });
    notes = { url, stop: () => server.stop() };
    fast = await startGateway(true);
    apollo = await startGateway(false);
  }, 60_000);

  afterAll(async () => {
    await fast?.close();
    await apollo?.close();
    await notes?.stop();
    await catalog?.close();
  });

  it('answers a query planned as one fetch itself, with the answer Apollo gives (variables, fragments, aliases, __typename)', async () => {
    const before = fast.stats!.taken;
    const list = await same({
      query: `query Guide($first: Int, $text: String) {
        establishments(first: $first, filter: { text: $text }) { totalCount edges { node { ...Card kind: __typename } } }
        deps: departments { code name }
      }
      fragment Card on Establishment { name path city { name } }`,
      operationName: 'Guide',
      variables: { first: 5 },
    });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body).data.deps.length).toBeGreaterThan(10);
    await same({ query: '{ notePing }' });
    await same({ query: 'query Count($max: Int!) { noteCount(max: $max) }', variables: { max: 7 } });
    expect(fast.stats!.taken - before).toBe(3); // three queries: the first request of each taught the plan
  });

  it('masks the subgraph errors as before: contract codes kept with the subgraph name, internals hidden', async () => {
    const before = fast.stats!.taken;
    const answer = await same({ query: '{ notePing notePublicFailure noteCrash }' });
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        { message: 'Not yours', path: ['notePublicFailure'], extensions: { code: 'FORBIDDEN', serviceName: 'notes' } },
        { message: 'Internal server error', path: ['noteCrash'], extensions: { code: 'INTERNAL_SERVER_ERROR', serviceName: 'notes' } },
      ],
      data: { notePing: 'pong', notePublicFailure: null, noteCrash: null },
    });
    expect(fast.stats!.taken - before).toBe(1);
  });

  it('leaves a query needing two subgraphs to Apollo, with the same answer', async () => {
    const before = { ...fast.stats! };
    const answer = await same({ query: '{ establishments(first: 2) { edges { node { name note } } } }' });
    expect(answer.status).toBe(200);
    expect(fast.stats!.taken).toBe(before.taken);
    expect(fast.stats!.learned).toBe(before.learned);
  });

  it('keeps the limits, variable errors and Accept negotiation of Apollo', async () => {
    const before = fast.stats!.taken;
    const aliases = await same({ query: '{ a: notePing b: notePing c: notePing d: notePing }' });
    expect(aliases.status).toBe(400);
    const wrongVariable = await same({ query: 'query Count($max: Int!) { noteCount(max: $max) }', variables: { max: 'seven' } });
    expect(wrongVariable.status).toBe(400);
    expect(fast.stats!.taken).toBe(before); // neither was answered by the fast path
    const graphqlResponse = await same({ query: '{ notePing }' }, { accept: 'application/graphql-response+json' });
    expect(graphqlResponse.headers['content-type']).toContain('application/graphql-response+json');
    await same({ query: '{ notePing }' }, { accept: 'text/html' });
    await same({ query: '{ notePing }' }, { accept: 'application/json;q=0.5, application/graphql-response+json' });
    expect(fast.stats!.taken - before).toBe(4); // the two acceptable Accept headers, twice each (learnt before); text/html: Apollo's 406
  });

  it('sends the subgraph the same secret, identity and cookies, and passes its Set-Cookie on', async () => {
    const { token } = await signAccessToken({ kind: 'customer', id: 'c42' }, keys.privateKeyPem);
    notesHeaders.length = 0;
    const before = fast.stats!.taken;
    const answer = await same({ query: '{ notePing }' }, { authorization: `Bearer ${token}`, cookie: 'theme=dark' });
    expect(answer.setCookie).toEqual(['note_seen=1; Path=/; HttpOnly']);
    expect(fast.stats!.taken - before).toBe(2);
    expect(notesHeaders).toHaveLength(3);
    for (const h of notesHeaders) {
      expect(h.secret).toBe(TEST_GATEWAY_SECRET);
      expect(h.cookie).toBe('theme=dark');
      expect(decodeIdentity(h.identity!)).toMatchObject({ kind: 'customer', id: 'c42' });
    }
  });

  it('spends the query-cost budget on the fast path too, from the same bucket as Apollo’s path', async () => {
    // { notePing } costs 1; a burst of 3 passes three requests, whichever path answers them.
    const limited = await startGateway(true, { costBudget: { perSecond: 0.001, burst: 3, signedInFactor: 1 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(limited, { query: '{ notePing }' })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stats!.taken).toBe(2); // the first taught the plan
    } finally {
      await limited.close();
    }
  });

  it('answers a mutation planned as one fetch itself, each request run once, errors shaped as Apollo does', async () => {
    const before = { ...fast.stats! };
    const added = await same({ query: 'mutation Add($t: String!) { noteAdd(text: $t) }', variables: { t: 'abcd' } });
    expect(JSON.parse(added.body)).toEqual({ data: { noteAdd: 4 } });
    const refused = await same({ query: 'mutation { noteRefuse }' });
    expect(JSON.parse(refused.body)).toEqual({
      errors: [{ message: 'Out of stock', path: ['noteRefuse'], extensions: { code: 'BAD_USER_INPUT', serviceName: 'notes' } }],
      data: null,
    });
    // same() sends each three times: Apollo's path once, the fast gateway twice (the first teaches the plan).
    expect(runs.noteAdd).toBe(3);
    expect(runs.noteRefuse).toBe(3);
    expect(fast.stats!.taken - before.taken).toBe(2);
    expect(fast.stats!.handedBack).toBe(before.handedBack);
  });

  it('never sends a mutation twice: a dropped connection is answered as a masked error, not retried on Apollo’s path', async () => {
    const body = { query: 'mutation { noteHangUp }' };
    const reference = await send(apollo, body);
    const first = await send(fast, body);
    const before = { ...fast.stats! };
    const second = await send(fast, body);
    expect(runs.noteHangUp).toBe(3);
    expect(fast.stats!.taken - before.taken).toBe(1);
    expect(fast.stats!.handedBack).toBe(before.handedBack);
    expect(reference.status).toBe(200);
    expect(first).toEqual(reference);
    const error = { message: 'A part of the service is temporarily unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(JSON.parse(reference.body).errors).toEqual([expect.objectContaining(error)]);
    expect(JSON.parse(second.body).errors).toEqual([expect.objectContaining(error)]);
  });

  it('does not hand on a mutation whose 400 says it ran (its data is there): run once, its error answered', async () => {
    const body = { query: 'mutation { noteRefuse400 }' };
    await send(fast, body); // learnt on Apollo's path
    const before = { ...fast.stats!, runs: runs.noteRefuse400 };
    const answer = await send(fast, body);
    expect(runs.noteRefuse400 - before.runs).toBe(1);
    expect(fast.stats!.taken - before.taken).toBe(1);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ message: 'Refused late', extensions: { code: 'BAD_USER_INPUT' } }], data: null });
  });

  it('leaves a cookie-session mutation without its CSRF token to Apollo’s path, which refuses it unrun', async () => {
    const { token } = await signAccessToken({ kind: 'customer', id: 'c43' }, keys.privateKeyPem);
    const body = { query: 'mutation Add($t: String!) { noteAdd(text: $t) }', variables: { t: 'xy' } };
    await send(fast, body, { authorization: `Bearer ${token}` }); // learnt (a Bearer token needs no CSRF token)
    const runsBefore = runs.noteAdd;
    const before = { ...fast.stats! };
    const refused = await same(body, { cookie: `guide_customer_at=${token}` });
    expect(refused.status).toBe(419);
    expect(runs.noteAdd).toBe(runsBefore);
    expect(fast.stats!.taken).toBe(before.taken);
  });

  it('reads Accept headers as Apollo’s negotiator does', () => {
    expect(_test.negotiate('*/*')).toMatch(/^application\/json/);
    expect(_test.negotiate('application/graphql-response+json,application/json;q=0.9')).toMatch(/^application\/graphql-response\+json/);
    expect(_test.negotiate('application/json, application/graphql-response+json')).toMatch(/^application\/json/);
    expect(_test.negotiate('text/html')).toBeNull();
    expect(_test.negotiate('application/json;charset=utf-8')).toBeNull(); // other parameters: left to Apollo
  });
});

import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { SpanKind, context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import express from 'express';
import { Client } from 'pg';
import { testDatabaseUrl } from '../testing/harness';
import { activeTraceparent, injectTraceHeaders, tracingRuns } from './context';
import { graphqlTracingPlugins } from './graphql-plugin';
import { startTracing, type RunningTracing } from './sdk';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const sampled = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const unsampled = `00-${TRACE_ID}-00f067aa0ba902b7-00`;

/**
 * The platform's own instrumentation (instrument.ts, graphql-plugin.ts) on a real HTTP server, a real body
 * parser and real PostgreSQL: a sampled request is one SERVER span with its statements and GraphQL phases
 * inside, active after the body is read; an unsampled one records nothing and passes "unsampled" on.
 */
describe('tracing instrumentation (HTTP server, pg, GraphQL)', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: RunningTracing;
  let server: Server;
  let base: string;
  let db: Client;
  /** What the handler saw once the body was read: the active traceparent and what it sends on. */
  const seen: { traceparent?: string; outgoing?: Record<string, string>; inner?: Record<string, string> }[] = [];

  beforeAll(async () => {
    tracing = startTracing({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    db = new Client({ connectionString: await testDatabaseUrl('trace_pg') });
    await db.connect();
    const app = express();
    // The body read from the request's own 'data' and 'end' events (express.json() binds its callback to
    // the request's context by itself; a multipart reader or a proxy may not).
    app.post('/graphql', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        await db.query('SELECT $1::int AS n', [JSON.parse(Buffer.concat(chunks).toString()).n]);
        // As Apollo Gateway does: a span of its own around what it sends on.
        const inner = trace.getTracer('t').startActiveSpan('gateway.fetch', (span) => (span.end(), injectTraceHeaders({})));
        seen.push({ traceparent: activeTraceparent(), outgoing: injectTraceHeaders({}), inner });
        res.json({ ok: true });
      });
    });
    app.get('/health', async (_req, res) => {
      await db.query('SELECT 1');
      res.json({ ok: true });
    });
    server = createServer(app);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    await db.end();
    await tracing.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });
  beforeEach(() => {
    exporter.reset();
    seen.length = 0;
  });

  /**
   * A POST whose body comes in two parts 20 ms apart, as a slow client's: its last part arrives from the
   * socket's async context, long after the request's handler started (a small body read at once would pass
   * even without the request context being carried).
   */
  const post = (traceparent?: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ n: 7, pad: 'x'.repeat(1000) });
      const req = request(
        `${base}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...(traceparent ? { traceparent } : {}) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 20);
    });

  it('makes a sampled request one SERVER span, active after the body is read, with its statement inside', async () => {
    expect(await post(sampled)).toBe(200);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.kind === SpanKind.SERVER);
    expect(server).toMatchObject({ name: 'POST', attributes: { 'http.request.method': 'POST', 'url.path': '/graphql', 'http.response.status_code': 200 } });
    expect(server?.spanContext().traceId).toBe(TRACE_ID);
    expect(server?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    // The handler went on from the body's last 'end' event: still inside the request's span.
    expect(seen[0].traceparent).toBe(`00-${TRACE_ID}-${server?.spanContext().spanId}-01`);
    expect(seen[0].outgoing?.traceparent).toBe(seen[0].traceparent);
    expect(seen[0].inner?.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(seen[0].inner?.traceparent).not.toBe(seen[0].traceparent); // the inner span's own id
    const statement = spans.find((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statement).toMatchObject({ kind: SpanKind.CLIENT, name: expect.stringMatching(/^SELECT /), attributes: { 'db.query.text': 'SELECT $1::int AS n' } });
    expect(statement?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(Object.values(statement?.attributes ?? {})).not.toContain(7); // the statement's text, never its values
  });

  it('records nothing for an unsampled request, and passes “unsampled” on to what it calls', async () => {
    expect(await post(unsampled)).toBe(200);
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(seen[0].outgoing?.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-00$`));
    // A span started inside (Apollo Gateway's) records nothing either, and what it sends on names the same trace.
    expect(seen[0].inner?.traceparent).toBe(seen[0].outgoing?.traceparent);
  });

  it('starts a trace for a request without traceparent (the sampler decides: always on here), and none for /health', async () => {
    await post();
    expect(exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER)).toHaveLength(1);
    exporter.reset();
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('sends statements outside any request untraced, and keeps a failing statement’s error', async () => {
    await db.query('SELECT 1');
    expect(exporter.getFinishedSpans()).toEqual([]);
    await trace.getTracer('t').startActiveSpan('job', async (span) => {
      await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
      await new Promise<void>((done) => db.query('SELECT 2', (error) => (expect(error).toBeNull(), done())));
      span.end();
    });
    const statements = exporter.getFinishedSpans().filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.map((s) => [s.attributes['db.query.text'], s.status.code])).toEqual([
      ['SELECT * FROM no_such_table', 2],
      ['SELECT 2', 0],
    ]);
  });

  it('adds parse, validate and execute spans to a sampled GraphQL request, and nothing to an unsampled one', async () => {
    expect(tracingRuns()).toBe(true);
    const apollo = new ApolloServer({
      typeDefs: 'type Query { hello: String }',
      resolvers: { Query: { hello: () => 'bonjour' } },
      plugins: graphqlTracingPlugins(),
    });
    await apollo.start();
    try {
      // Two texts: Apollo parses and validates a text once, later requests with it only execute.
      const ask = (name: string) => () => apollo.executeOperation({ query: `query ${name} { hello }` });
      await context.with(propagation.extract(context.active(), { traceparent: unsampled }), ask('Unsampled'));
      expect(exporter.getFinishedSpans()).toEqual([]);
      await trace.getTracer('t').startActiveSpan('request', async (span) => {
        await ask('Hello')();
        span.end();
      });
      const names = exporter.getFinishedSpans().map((s) => s.name);
      expect(names).toEqual(expect.arrayContaining(['graphql.parse', 'graphql.validate', 'graphql.execute', 'request']));
      expect(exporter.getFinishedSpans().find((s) => s.name === 'graphql.execute')?.attributes).toEqual({
        'graphql.operation.type': 'query',
        'graphql.operation.name': 'Hello',
      });
    } finally {
      await apollo.stop();
    }
  });
});

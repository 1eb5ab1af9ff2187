import http from 'node:http';
import { suppressTracing } from '@opentelemetry/core';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { UNSAMPLED_REQUEST } from './context';

/**
 * The platform's own instrumentation, in place of OpenTelemetry's generic HTTP, pg and GraphQL packages: those
 * compute every attribute, bind every emitter to the context and wrap every statement before they know whether
 * the trace is sampled, so a 10 % sample cost 6-17 % of the guide's throughput (bench `BENCH_MODE=observability`,
 * ADR 0038). Here an unsampled request costs one sampling decision and a context switch per event of the
 * request; the rest is done only for a span that records. Each function returns what undoes it (tests start
 * and stop tracing in one process).
 */

/** Not worth a span: probes and scrapes come every few seconds and say nothing about a request. */
const QUIET_PATHS = /^\/(health|metrics)(\/|\?|$)/;

/** The context a request runs in, kept on the request and its response (see traceHttpServers). */
const REQUEST_CONTEXT = Symbol('guide.tracing.requestContext');
type WithContext = { [REQUEST_CONTEXT]?: Context };

/**
 * A SERVER span around every request an `http.Server` handles (express, Nest, the gateway), child of the
 * caller's `traceparent` when it sends one, and active in everything the request leads to: its handler, and
 * the events of the request and its response. Those events ('data', 'end' of the body, which body parsers
 * continue from) come from the socket's async context, not the handler's: each request keeps its context and
 * the two prototypes' `emit` re-enter it, one property read for any other stream (a client's answer).
 * An unsampled request gets no span: its context suppresses tracing and keeps its span context for what
 * leaves it (context.ts' UNSAMPLED_REQUEST), so what it calls neither records nor samples on its own.
 * /health and /metrics run untraced.
 */
export function traceHttpServers(tracer: Tracer): () => void {
  const undo = [
    wrapEmit(
      http.Server.prototype,
      (emit) =>
        function traced(this: unknown, event, ...args) {
          if (event !== 'request') return emit.call(this, event, ...args);
          const [req, res] = args as [http.IncomingMessage & WithContext, http.ServerResponse & WithContext];
          const url = req.url ?? '/';
          if (QUIET_PATHS.test(url)) return emit.call(this, event, ...args);
          const parent = req.headers.traceparent ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
          const span = tracer.startSpan(req.method ?? 'HTTP', { kind: SpanKind.SERVER }, parent);
          if (span.isRecording()) {
            const query = url.indexOf('?');
            span.setAttributes({ 'http.request.method': req.method ?? '', 'url.path': query < 0 ? url : url.slice(0, query) });
            res.once('close', () => endServerSpan(span, res));
          }
          // Unsampled: nothing inside starts a span (suppressed), and what leaves still names the trace.
          const active = span.isRecording()
            ? trace.setSpan(parent, span)
            : suppressTracing(trace.setSpan(parent, span)).setValue(UNSAMPLED_REQUEST, span.spanContext());
          req[REQUEST_CONTEXT] = active;
          res[REQUEST_CONTEXT] = active;
          return context.with(active, emit, this, event, ...args);
        },
    ),
    ...[http.IncomingMessage.prototype, http.ServerResponse.prototype].map((proto) =>
      wrapEmit(
        proto,
        (emit) =>
          function inRequestContext(this: unknown, event, ...args) {
            const active = (this as WithContext)[REQUEST_CONTEXT];
            return active ? context.with(active, emit, this, event, ...args) : emit.call(this, event, ...args);
          },
      ),
    ),
  ];
  return () => undo.forEach((restore) => restore());
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Replaces a prototype's `emit` with `wrap(emit)`; returns what puts the original back. */
function wrapEmit(proto: object, wrap: (emit: Emit) => Emit): () => void {
  const target = proto as { emit: Emit };
  const own = Object.prototype.hasOwnProperty.call(proto, 'emit');
  const emit = target.emit;
  target.emit = wrap(emit);
  return () => {
    if (own) target.emit = emit;
    else delete (proto as { emit?: Emit }).emit;
  };
}

function endServerSpan(span: Span, res: http.ServerResponse): void {
  span.setAttribute('http.response.status_code', res.statusCode);
  if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  else if (!res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR, message: 'connection closed before the answer was sent' });
  span.end();
}

interface PgClient {
  database?: string;
  host?: string;
  port?: number;
  query(...args: unknown[]): unknown;
}
type Callback = (error: Error | null, result?: unknown) => void;

/**
 * A CLIENT span for every SQL statement sent while a recording span is active (a sampled request or event
 * handling), with the statement's text and never its values. Statements outside one (the outbox relay's and
 * the consumers' polls, unsampled requests) go straight through. Patches `pg`'s Client, which TypeORM and
 * the event transport both use.
 */
export function tracePostgres(tracer: Tracer): () => void {
  // The pg the services load (one copy, hoisted); required here so that a process without tracing never patches it.
  const { Client } = require('pg') as { Client: { prototype: PgClient } };
  const proto = Client.prototype;
  const query = proto.query;
  proto.query = function traced(this: PgClient, ...args: unknown[]): unknown {
    const config = args[0] as string | { text?: string; submit?: unknown; callback?: unknown } | null | undefined;
    // Cursors and streams (a `submit` method) and config callbacks keep their own flow: not traced.
    if (!trace.getSpan(context.active())?.isRecording() || config == null || (typeof config === 'object' && (config.submit || config.callback))) {
      return query.apply(this, args);
    }
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer.startSpan(this.database ? `${operation} ${this.database}` : operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': text,
        ...(this.database ? { 'db.namespace': this.database } : {}),
        ...(this.host ? { 'server.address': this.host } : {}),
        ...(this.port ? { 'server.port': this.port } : {}),
      },
    });
    const end = (error?: unknown) => {
      if (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      }
      span.end();
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = function ended(this: unknown, error: Error | null, result?: unknown) {
        end(error);
        return callback.call(this, error, result);
      };
      return query.apply(this, args);
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (error) {
      end(error);
      throw error;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => end(),
        (error) => end(error),
      );
    } else end();
    return result;
  };
  return () => {
    proto.query = query;
  };
}

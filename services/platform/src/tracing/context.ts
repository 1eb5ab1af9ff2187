import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  createContextKey,
  isSpanContextValid,
  propagation,
  trace,
  type Context,
  type SpanContext,
} from '@opentelemetry/api';

/**
 * Trace context helpers on the OpenTelemetry API only: without a registered SDK (tests, scripts) the API is
 * a no-op and each of these costs a function call.
 */

const tracer = () => trace.getTracer('@guide/platform');

/** The hook startTracing (sdk.ts) sets while tracing runs and removes at its shutdown; graceful-shutdown.ts flushes spans through it. */
export const TRACING_SHUTDOWN = Symbol.for('guide.tracing.shutdown');

/** Whether this process runs tracing (register.ts started it: a collector is named): what adds tracing-only work asks. */
export function tracingRuns(): boolean {
  return typeof (globalThis as Record<symbol, unknown>)[TRACING_SHUTDOWN] === 'function';
}

/**
 * An unsampled request's own span context (instrument.ts). Its context also suppresses tracing, so nothing
 * inside it (Apollo Gateway's spans, statements) even starts a span; what leaves the request still says
 * "this trace, not sampled" from here, so a subgraph or an event consumer does not sample it on its own.
 */
export const UNSAMPLED_REQUEST = createContextKey('guide.tracing.unsampled-request');

/** The trace the active context belongs to: its span's, or the unsampled request's it runs in. */
function activeSpanContext(): SpanContext | undefined {
  const active = context.active();
  const span = trace.getSpanContext(active);
  if (span && isSpanContextValid(span)) return span;
  return active.getValue(UNSAMPLED_REQUEST) as SpanContext | undefined;
}

/** The W3C `traceparent` of the active span, to store with what outlives the request (an outbox row). */
export function activeTraceparent(): string | undefined {
  const span = activeSpanContext();
  return span ? `00-${span.traceId}-${span.spanId}-0${span.traceFlags & 1}` : undefined;
}

/** Adds the active context's `traceparent` to an outgoing call's headers (the gateway's calls to subgraphs). */
export function injectTraceHeaders(headers: Record<string, string>): Record<string, string> {
  const traceparent = activeTraceparent();
  if (traceparent) headers.traceparent = traceparent;
  return headers;
}

/** The context a stored `traceparent` names; the root context when there is none (an event from before tracing). */
export function contextOfTraceparent(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/** What an event consumer handles, as the transports hand it over (event.ts' TransportEvent). */
interface TracedEvent {
  id: string;
  type: string;
  key: string;
  traceparent?: string;
}

/**
 * Runs a consumer's handling of one event in a CONSUMER span whose parent is the producing request's span
 * (the `traceparent` written with the outbox row): the request and every effect of its events are one trace.
 */
export function withEventSpan<T>(consumer: string, event: TracedEvent, handle: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(
    `${event.type} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': event.type,
        'messaging.message.id': event.id,
        'messaging.consumer.group.name': consumer,
        'messaging.message.conversation_id': event.key,
      },
    },
    contextOfTraceparent(event.traceparent),
    async (span) => {
      try {
        const result = await handle();
        if (typeof result === 'string') span.setAttribute('guide.event.outcome', result);
        return result;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** `trace_id` and `span_id` of the active span for a log line (pino mixin); nothing outside a span. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = activeSpanContext();
  return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/**
 * Express middleware (gateway): the answer carries a `traceparent` with the request's trace id (the caller's
 * own when it sent one), so a client can quote it and an operator find the whole trace.
 */
export function traceparentResponseHeader(_req: unknown, res: { setHeader(name: string, value: string): unknown }, next: () => void): void {
  const traceparent = activeTraceparent();
  if (traceparent) res.setHeader('traceparent', traceparent);
  next();
}

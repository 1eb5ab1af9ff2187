import { Writable } from 'node:stream';
import { context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { KafkaTransport } from '../events/kafka-transport';
import { TransportEvent } from '../events/event';
import { createLogger } from '../logging/logger';
import { activeTraceparent, traceLogFields, traceparentResponseHeader, withEventSpan } from './context';
import { serviceNameOf, tracingEnabled, tracingFromEnv } from './env';
import { startTracing, type RunningTracing } from './sdk';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const incoming = () => propagation.extract(ROOT_CONTEXT, { traceparent: PARENT });
const event = (traceparent?: string): TransportEvent => ({
  id: 'b1f4c1de-0000-4000-8000-000000000001',
  type: 'commerce.order.placed',
  key: 'order-1',
  payload: new Uint8Array([1, 2]),
  occurredAt: '2026-11-29T10:00:00.000Z',
  ...(traceparent ? { traceparent } : {}),
});

function reset() {
  trace.disable();
  context.disable();
  propagation.disable();
}

describe('tracing', () => {
  describe('recording (an exporter)', () => {
    const exporter = new InMemorySpanExporter();
    let tracing: RunningTracing;
    beforeAll(() => {
      tracing = startTracing({ serviceName: 'commerce', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    });
    afterAll(async () => {
      await tracing.shutdown();
      reset();
    });
    beforeEach(() => exporter.reset());

    it('runs an event’s handling in a consumer span whose parent is the producing request', async () => {
      const outcome = await withEventSpan('catalog-guide.review-purchases', event(PARENT), async () => {
        expect(traceLogFields().trace_id).toBe(TRACE_ID);
        return 'applied';
      });
      expect(outcome).toBe('applied');
      const [span] = exporter.getFinishedSpans();
      expect(span.name).toBe('commerce.order.placed process');
      expect(span.spanContext().traceId).toBe(TRACE_ID);
      expect(span.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
      expect(span.attributes).toMatchObject({ 'messaging.consumer.group.name': 'catalog-guide.review-purchases', 'guide.event.outcome': 'applied' });
    });

    it('still consumes an event written before tracing: a trace of its own', async () => {
      await withEventSpan('c', event(), async () => 'applied');
      const [span] = exporter.getFinishedSpans();
      expect(span.parentSpanContext).toBeUndefined();
      expect(span.spanContext().traceId).not.toBe(TRACE_ID);
    });

    it('marks a failed handling and lets the error through', async () => {
      await expect(withEventSpan('c', event(PARENT), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(exporter.getFinishedSpans()[0].status).toMatchObject({ code: 2, message: 'boom' });
    });

    it('stores the active request’s context with an event (what the outbox writes)', () => {
      const stored = context.with(incoming(), () => trace.getTracer('t').startActiveSpan('request', (span) => (span.end(), activeTraceparent())));
      expect(stored).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
      expect(context.with(ROOT_CONTEXT, activeTraceparent)).toBeUndefined();
    });

    it('writes trace_id and span_id on every log line written inside a span, and none outside', () => {
      const lines: Record<string, unknown>[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      });
      const log = createLogger('commerce', 'info', sink);
      log.info('outside');
      context.with(incoming(), () =>
        trace.getTracer('t').startActiveSpan('request', (span) => {
          log.info('inside');
          span.end();
        }),
      );
      expect(lines[0].trace_id).toBeUndefined();
      expect(lines[1]).toMatchObject({ msg: 'inside', service: 'commerce', trace_id: TRACE_ID, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    });
  });

  describe('no collector (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
    it('starts nothing, so the API stays a no-op: no trace id on log lines, no traceparent on answers', () => {
      for (const env of [
        {},
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' },
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' },
      ]) {
        expect(tracingEnabled(env)).toBe(false);
        expect(tracingFromEnv(env, '/app/gateway/dist/main.js')).toBeUndefined();
      }
      const headers: Record<string, string> = {};
      context.with(incoming(), () =>
        trace.getTracer('t').startActiveSpan('request', (span) => {
          expect(span.isRecording()).toBe(false);
          traceparentResponseHeader({}, { setHeader: (name, value) => (headers[name] = value) }, () => undefined);
          expect(traceLogFields()).toEqual({});
          span.end();
        }),
      );
      expect(headers).toEqual({});
    });

    it('starts with an endpoint (or the traces-only one)', () => {
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    });
  });

  it('carries the trace context in a Kafka header, and an event without one stays without', () => {
    const [{ messages }] = KafkaTransport.toMessages([event(PARENT)]);
    expect(messages[0].headers.traceparent).toBe(PARENT);
    expect(KafkaTransport.toTransportEvent('commerce.order.placed', { ...messages[0], key: Buffer.from(messages[0].key) }).traceparent).toBe(PARENT);
    const [{ messages: old }] = KafkaTransport.toMessages([event()]);
    expect(old[0].headers).not.toHaveProperty('traceparent');
    expect(KafkaTransport.toTransportEvent('commerce.order.placed', { ...old[0], key: null })).not.toHaveProperty('traceparent');
  });

  it('names the service after its entry script unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(serviceNameOf({}, '/app/services/catalog-guide/dist/main.js')).toBe('catalog-guide');
    expect(serviceNameOf({}, '/work/main/gateway/dist/main.js')).toBe('gateway');
    expect(serviceNameOf({ OTEL_SERVICE_NAME: 'shop' }, '/app/services/commerce/dist/main.js')).toBe('shop');
  });
});

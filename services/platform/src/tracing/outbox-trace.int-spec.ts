import { randomUUID } from 'node:crypto';
import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { DataSource } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { testDatabaseUrl } from '../testing/harness';
import { consumeEvents } from '../events/consumer';
import { CreateEventTables1700000000000, OutboxRelay, addOutboxTraceparent, writeEvent } from '../events/outbox';
import { CreateParkedEvents1700000000001 } from '../events/parked-events';
import { PostgresTransport } from '../events/postgres-transport';
import { Subscription } from '../events/transport';
import { startTracing, type RunningTracing } from './sdk';

/**
 * Through the outbox on real PostgreSQL: the request that writes an event and the consumer that handles
 * it are one trace (outbox row → embedded log → consumer span), and an event without context still flows.
 */
describe('trace context through the outbox and the Postgres transport', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: RunningTracing;
  let db: DataSource;
  let transport: PostgresTransport;
  let subscription: Subscription;
  const handled = new Map<string, string | undefined>();

  beforeAll(async () => {
    tracing = startTracing({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    db = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('trace_outbox'),
      migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001],
      migrationsRun: true,
    });
    await db.initialize();
    transport = new PostgresTransport(await testDatabaseUrl('trace_log'), 100);
    subscription = await consumeEvents(transport, db, 'test.trace-reader', [Events.establishmentDeleted], async (event) => {
      // The handler runs inside the consumer span: what it logs or queries belongs to the trace.
      handled.set(event.key, trace.getActiveSpan()?.spanContext().traceId);
    });
  });

  afterAll(async () => {
    await subscription.stop();
    await transport.close();
    await db.destroy();
    await tracing.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  /** The consumer's span of the event with this key, once ended (after the handler's transaction commits). */
  const consumerSpanOf = (key: string) => exporter.getFinishedSpans().find((s) => s.attributes['messaging.message.conversation_id'] === key);
  const until = async (ok: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!ok()) {
      if (Date.now() > deadline) throw new Error('not handled within 10 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('parents the consumer’s span on the request that wrote the event', async () => {
    const key = randomUUID();
    const request = await trace.getTracer('test').startActiveSpan('placeOrder', async (span) => {
      await db.transaction((m) => writeEvent(m, Events.establishmentDeleted, key, { id: key }));
      span.end();
      return span.spanContext();
    });
    const [row] = await db.query('SELECT traceparent FROM outbox WHERE key = $1', [key]);
    expect(row.traceparent).toBe(`00-${request.traceId}-${request.spanId}-01`);

    await new OutboxRelay(db, transport).drain();
    await until(() => !!consumerSpanOf(key));
    expect(handled.get(key)).toBe(request.traceId);
    const consumerSpan = consumerSpanOf(key);
    expect(consumerSpan?.name).toBe(`${Events.establishmentDeleted.type} process`);
    expect(consumerSpan?.spanContext().traceId).toBe(request.traceId);
    expect(consumerSpan?.parentSpanContext?.spanId).toBe(request.spanId);
  });

  it('still delivers an event written before tracing (no context), in a trace of its own', async () => {
    const key = randomUUID();
    // As an outbox row from before the column (the per-service migration adds it; a second run changes nothing).
    const q = db.createQueryRunner();
    await addOutboxTraceparent(q);
    await q.release();
    await db.transaction((m) => writeEvent(m, Events.establishmentDeleted, key, { id: key }));
    await db.query('UPDATE outbox SET traceparent = NULL WHERE key = $1', [key]);
    await new OutboxRelay(db, transport).drain();
    await until(() => !!consumerSpanOf(key));
    const consumerSpan = consumerSpanOf(key);
    expect(consumerSpan?.parentSpanContext).toBeUndefined();
    expect(handled.get(key)).toBe(consumerSpan?.spanContext().traceId);
  });
});

import { context, propagation, trace, type TextMapPropagator } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { TRACING_SHUTDOWN } from './context';
import { traceHttpServers, tracePostgres } from './instrument';

export interface TracingOptions {
  /** `service.name` of every span (the subgraph's name, `gateway`, `web`). */
  serviceName: string;
  /** `OTEL_TRACES_SAMPLER` (+ `_ARG`); parent-based always-on by default. */
  sampler?: string;
  samplerArg?: string;
  /** Batch delay (`OTEL_BSP_SCHEDULE_DELAY`, ms): the SDK's 5 s unless told. */
  scheduledDelayMillis?: number;
  /**
   * Tests hand their own processors (an in-memory exporter, synchronous); otherwise spans are batched to
   * OTLP/HTTP, which reads the OTEL_EXPORTER_OTLP_* variables.
   */
  spanProcessors?: SpanProcessor[];
}

export interface RunningTracing {
  provider: TracerProvider;
  /** Sends what is still batched; call before the process exits. */
  shutdown(): Promise<void>;
}

/** The standard `OTEL_TRACES_SAMPLER` values. */
export function samplerFrom(name = 'parentbased_always_on', arg?: string): Sampler {
  const ratio = () => {
    const n = Number(arg ?? '1');
    return new TraceIdRatioBasedSampler(Number.isFinite(n) && n >= 0 && n <= 1 ? n : 1);
  };
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio() });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/**
 * Installs the global tracer provider, context manager (AsyncLocalStorage), W3C propagator and the platform's
 * instrumentation (instrument.ts: incoming HTTP, SQL statements; the subgraphs' GraphQL spans come from
 * graphql-plugin.ts, the gateway's from Apollo Gateway). Must run before anything serves or queries
 * (register.ts, the first import of every main.ts). Sets the hook graceful-shutdown.ts flushes spans through.
 */
export function startTracing(options: TracingOptions): RunningTracing {
  const resource = detectResources({ detectors: [envDetector] }).merge(resourceFromAttributes({ 'service.name': options.serviceName }));
  const processors = options.spanProcessors ?? [
    new BatchSpanProcessor({
      exporter: new OTLPTraceExporter(),
      ...(options.scheduledDelayMillis ? { scheduledDelayMillis: options.scheduledDelayMillis } : {}),
    }),
  ];
  const provider = new TracerProvider({ resource, sampler: samplerFrom(options.sampler, options.samplerArg), spanProcessors: processors });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const propagator: TextMapPropagator = new W3CTraceContextPropagator();
  propagation.setGlobalPropagator(propagator);
  trace.setGlobalTracerProvider(provider);

  const tracer = provider.getTracer('@guide/platform');
  const undo = [traceHttpServers(tracer), tracePostgres(tracer)];
  const hooks = globalThis as Record<symbol, unknown>;
  const shutdown = async () => {
    undo.splice(0).forEach((restore) => restore());
    delete hooks[TRACING_SHUTDOWN];
    await provider.shutdown();
  };
  hooks[TRACING_SHUTDOWN] = shutdown;
  return { provider, shutdown };
}

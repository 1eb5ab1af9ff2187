import type { RunningTracing } from './sdk';

/**
 * The service a process runs, from its entry script (`services/<name>/dist/main.js`, `gateway/dist/main.js`)
 * unless OTEL_SERVICE_NAME says it.
 */
export function serviceNameOf(env: NodeJS.ProcessEnv, script = ''): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  const match = /([^/\\]+)[/\\]dist[/\\](?:[^/\\]+[/\\])*[^/\\]+\.js$/.exec(script);
  return match?.[1] ?? 'guide';
}

/**
 * Whether spans go anywhere, as the standard OpenTelemetry variables ask: OTEL_EXPORTER_OTLP_ENDPOINT (or the
 * traces-only OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, and neither OTEL_TRACES_EXPORTER=none nor
 * OTEL_SDK_DISABLED=true says otherwise.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return !!(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

/**
 * Starts tracing when it is enabled; otherwise nothing at all. Not even context propagation: the HTTP
 * instrumentation and the AsyncLocalStorage context manager alone cost 10-20 % of the guide's read
 * throughput through the gateway (bench, 2026-11-29), for trace ids nobody collects. The SDK and its
 * instrumentations are required only here, so a process without a collector never loads them.
 */
export function tracingFromEnv(env: NodeJS.ProcessEnv, script?: string): RunningTracing | undefined {
  if (!tracingEnabled(env)) return undefined;
  const { startTracing } = require('./sdk') as typeof import('./sdk');
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return startTracing({
    serviceName: serviceNameOf(env, script),
    sampler: env.OTEL_TRACES_SAMPLER,
    samplerArg: env.OTEL_TRACES_SAMPLER_ARG,
    scheduledDelayMillis: Number.isFinite(delay) && delay > 0 ? delay : undefined,
  });
}

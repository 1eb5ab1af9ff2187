import { startTracing, type RunningTracing } from './sdk';

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
 * Tracing as the standard OpenTelemetry variables ask: exported when OTEL_EXPORTER_OTLP_ENDPOINT (or the
 * traces-only OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, unless OTEL_TRACES_EXPORTER=none; nothing at
 * all with OTEL_SDK_DISABLED=true.
 */
export function tracingFromEnv(env: NodeJS.ProcessEnv, script?: string): RunningTracing | undefined {
  if (env.OTEL_SDK_DISABLED === 'true') return undefined;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return startTracing({
    serviceName: serviceNameOf(env, script),
    export: !!endpoint && env.OTEL_TRACES_EXPORTER !== 'none',
    sampler: env.OTEL_TRACES_SAMPLER,
    samplerArg: env.OTEL_TRACES_SAMPLER_ARG,
    scheduledDelayMillis: Number.isFinite(delay) && delay > 0 ? delay : undefined,
  });
}

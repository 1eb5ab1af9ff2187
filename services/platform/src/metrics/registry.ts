import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's one metrics registry (every subgraph, the gateway and the web server are separate
 * processes). Our own Registry rather than prom-client's global one, so a library that registers into the
 * global one cannot collide with these names. Metrics that several processes share carry a `service` label
 * (a test may run several subgraphs in one process; Prometheus adds `job` and `instance` anyway).
 */
export const metricsRegistry = new Registry();

/** `METRICS_ENABLED=false` switches the plugins off and `/metrics` answers 404 (to measure their cost). */
export function metricsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(false|0|no|off)$/i.test((env.METRICS_ENABLED ?? '').trim());
}

let processMetricsStarted = false;

/** Node's process metrics (CPU, memory, event-loop lag, GC, handles), once per process. */
export function startProcessMetrics(): void {
  if (processMetricsStarted || !metricsEnabled()) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Seconds: GraphQL operations take from a millisecond (a cached lookup) to seconds (checkout, exports). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const registers = [metricsRegistry];

export const graphqlRequestsTotal = new Counter({
  name: 'graphql_requests_total',
  help: 'GraphQL operations answered, by service (gateway or subgraph), operation name and type',
  labelNames: ['service', 'operation', 'operation_type'] as const,
  registers,
});

export const graphqlRequestDuration = new Histogram({
  name: 'graphql_request_duration_seconds',
  help: 'Time to answer a GraphQL operation, by service and operation name',
  labelNames: ['service', 'operation'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const graphqlErrorsTotal = new Counter({
  name: 'graphql_errors_total',
  help: 'GraphQL errors in answers, by service, operation and extensions.code',
  labelNames: ['service', 'operation', 'code'] as const,
  registers,
});

export const gatewaySubgraphRequestsTotal = new Counter({
  name: 'gateway_subgraph_requests_total',
  help: 'Fetches the gateway made to a subgraph, by subgraph and outcome (ok, errors: GraphQL errors in the answer, failed: no answer)',
  labelNames: ['subgraph', 'outcome'] as const,
  registers,
});

export const gatewaySubgraphRequestDuration = new Histogram({
  name: 'gateway_subgraph_request_duration_seconds',
  help: 'Time of one gateway fetch to a subgraph',
  labelNames: ['subgraph'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/**
 * Refusals for being over a rate limit (`limit`: `cost`, the per-client query-cost budget; an API key's
 * own limit counts as `api_key`). The gateway's GraphQL plugin counts every TOO_MANY_REQUESTS answer it
 * sees; a refusal made outside Apollo increments this itself.
 */
export const gatewayRateLimitedTotal = new Counter({
  name: 'gateway_rate_limited_total',
  help: 'Requests refused with TOO_MANY_REQUESTS, by limit',
  labelNames: ['limit'] as const,
  registers,
});

/** Mails handed to SMTP (SmtpMailSender): `sent`, or `failed` (the server refused or could not be reached). */
export const mailDeliveriesTotal = new Counter({
  name: 'mail_deliveries_total',
  help: 'Emails handed to the SMTP server, by result (sent, failed)',
  labelNames: ['result'] as const,
  registers,
});

/**
 * Webhook delivery attempts (identity's delivery worker increments it): `status` is `succeeded` (2xx),
 * `retrying` (an attempt failed, another is scheduled) or `failed` (attempts exhausted).
 */
export const webhookDeliveriesTotal = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts, by status (succeeded, retrying, failed)',
  labelNames: ['status'] as const,
  registers,
});

/** A gauge whose value is read from a database at scrape time and could not be: the scrape still answers. */
export const metricsCollectErrorsTotal = new Counter({
  name: 'metrics_collect_errors_total',
  help: 'Scrape-time readings that failed or timed out, by source',
  labelNames: ['source'] as const,
  registers,
});

/** Gauges filled at scrape time (sources.ts); declared here so every metric name lives in one file. */
export const gaugeDefinitions = {
  outboxBacklog: { name: 'outbox_backlog', help: 'Outbox rows not yet published to the event transport', labelNames: ['service'] as const },
  outboxOldestAge: {
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'Age of the oldest unpublished outbox row (0 when none)',
    labelNames: ['service'] as const,
  },
  consumerLag: {
    name: 'event_consumer_lag',
    help: 'Events of its types not yet consumed by a consumer group',
    labelNames: ['service', 'consumer_group'] as const,
  },
  parkedEvents: {
    name: 'event_parked_events',
    help: 'Unresolved parked events of a consumer group, by status (PARKED, WAITING)',
    labelNames: ['service', 'consumer_group', 'status'] as const,
  },
  dbPool: {
    name: 'db_pool_connections',
    help: 'Database pool connections, by state (total, idle, waiting: callers queued for one, max)',
    labelNames: ['service', 'state'] as const,
  },
};

export { Gauge };

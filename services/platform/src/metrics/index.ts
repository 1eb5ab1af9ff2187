/**
 * Prometheus metrics of every process (README.md). Importable alone as `@guide/platform/metrics` (the web
 * server does: it needs none of the Nest kernel nor the database); the subgraphs' scrape-time gauges
 * (service-gauges.ts, service-metrics.ts) are exported from the platform's index only.
 */
export * from './access';
export * from './registry';
export * from './operation-label';
export * from './graphql-plugin';
export * from './handler';
export * from './exposition';

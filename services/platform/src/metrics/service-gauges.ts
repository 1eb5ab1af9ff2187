import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { EventTransport } from '../events/transport';
import { UNRESOLVED } from '../events/parked-events';
import { gaugeDefinitions, metricsCollectErrorsTotal, metricsRegistry } from './registry';

/** What a subgraph exposes to the scrape-time gauges: its database, its event transport and consumer groups. */
export interface ServiceMetricsSource {
  service: string;
  dataSource: DataSource;
  transport?: Pick<EventTransport, 'consumerLag'>;
  /** The service's consumer groups and the event types each consumes (read at each scrape). */
  consumers: () => { group: string; types: string[] }[];
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

interface Reading {
  service: string;
  pool?: PoolLike;
  outbox?: { backlog: number; oldestAgeSeconds: number };
  parked?: { group: string; status: string; count: number }[];
  lag: { group: string; lag: number }[];
}

/** A reading that takes longer than this is left out of the scrape (Prometheus' default timeout is 10 s). */
export const COLLECT_TIMEOUT_MS = 2_000;

const sources = new Set<ServiceMetricsSource>();
/** One round of readings, shared by the gauges of one scrape (see readings()). */
let cached: { at: number; readings: Promise<Reading[]> } | undefined;

/** Adds a service's gauges to the process's /metrics; the returned function removes them (app shutdown). */
export function registerMetricsSource(source: ServiceMetricsSource): () => void {
  sources.add(source);
  cached = undefined; // readings of the former set of sources are stale
  return () => {
    sources.delete(source);
    cached = undefined;
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A failed or slow reading is counted and left out: the rest of the scrape still answers. */
async function attempt<T>(source: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await withTimeout(work(), COLLECT_TIMEOUT_MS);
  } catch {
    metricsCollectErrorsTotal.inc({ source });
    return undefined;
  }
}

async function read(source: ServiceMetricsSource): Promise<Reading> {
  const { dataSource, service } = source;
  // TypeORM's postgres driver keeps its pg Pool as `master` (no replicas configured).
  const pool = (dataSource.driver as unknown as { master?: PoolLike }).master;
  const groups = source.consumers();
  const [outbox, parked, lag] = await Promise.all([
    attempt('outbox', async () => {
      // The partial index outbox_unpublished holds exactly these rows.
      const [row] = await dataSource.query(
        `SELECT count(*)::int AS backlog, coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float AS age
           FROM outbox WHERE published_at IS NULL`,
      );
      return { backlog: row.backlog as number, oldestAgeSeconds: Math.max(0, row.age as number) };
    }),
    attempt('parked_events', async () => {
      const rows: { consumer: string; status: string; n: number }[] = await dataSource.query(
        'SELECT consumer, status, count(*)::int AS n FROM parked_event WHERE status = ANY($1) GROUP BY consumer, status',
        [UNRESOLVED],
      );
      // Every group and status gets a series, 0 included: an alert on "> 0" needs the series to exist.
      return groups.flatMap(({ group }) =>
        UNRESOLVED.map((status) => ({ group, status, count: rows.find((r) => r.consumer === group && r.status === status)?.n ?? 0 })),
      );
    }),
    Promise.all(
      groups.map(async ({ group, types }) => {
        const consumerLag = source.transport?.consumerLag?.bind(source.transport);
        const value = consumerLag ? await attempt('consumer_lag', () => consumerLag(group, types)) : undefined;
        return value === undefined ? undefined : { group, lag: value };
      }),
    ),
  ]);
  return { service, pool: pool && typeof pool.totalCount === 'number' ? pool : undefined, outbox, parked, lag: lag.filter((l) => l !== undefined) };
}

/**
 * Every gauge's collect() asks for the readings; Prometheus scrapes them in one go, so one round of
 * queries serves all of them (kept 1 s).
 */
function readings(): Promise<Reading[]> {
  if (!cached || Date.now() - cached.at > 1_000) cached = { at: Date.now(), readings: Promise.all([...sources].map(read)) };
  return cached.readings;
}

function collectedGauge<L extends string>(
  definition: { name: string; help: string; labelNames: readonly L[] },
  fill: (gauge: Gauge<L>, readings: Reading[]) => void,
) {
  return new Gauge<L>({
    ...definition,
    registers: [metricsRegistry],
    async collect() {
      const all = await readings();
      this.reset(); // a group or service gone since the last scrape leaves no stale series
      fill(this, all);
    },
  });
}

collectedGauge(gaugeDefinitions.outboxBacklog, (gauge, all) => {
  for (const r of all) if (r.outbox) gauge.set({ service: r.service }, r.outbox.backlog);
});
collectedGauge(gaugeDefinitions.outboxOldestAge, (gauge, all) => {
  for (const r of all) if (r.outbox) gauge.set({ service: r.service }, r.outbox.oldestAgeSeconds);
});
collectedGauge(gaugeDefinitions.consumerLag, (gauge, all) => {
  for (const r of all) for (const { group, lag } of r.lag) gauge.set({ service: r.service, consumer_group: group }, lag);
});
collectedGauge(gaugeDefinitions.parkedEvents, (gauge, all) => {
  for (const r of all) for (const p of r.parked ?? []) gauge.set({ service: r.service, consumer_group: p.group, status: p.status }, p.count);
});
collectedGauge(gaugeDefinitions.dbPool, (gauge, all) => {
  for (const { service, pool } of all) {
    if (!pool) continue;
    gauge.set({ service, state: 'total' }, pool.totalCount);
    gauge.set({ service, state: 'idle' }, pool.idleCount);
    gauge.set({ service, state: 'waiting' }, pool.waitingCount);
    if (pool.options?.max) gauge.set({ service, state: 'max' }, pool.options.max);
  }
});

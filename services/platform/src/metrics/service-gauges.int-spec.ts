import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { testDatabaseUrl } from '../testing/harness';
import { TransportEvent } from '../events/event';
import { CreateEventTables1700000000000 } from '../events/outbox';
import { CreateParkedEvents1700000000001, insertParked } from '../events/parked-events';
import { PostgresTransport } from '../events/postgres-transport';
import { findSamples, parseExposition } from './exposition';
import { metricsRegistry } from './registry';
import { registerMetricsSource } from './service-gauges';

/** The scrape-time gauges read a real database and the embedded event log. */
describe('service gauges: outbox backlog, consumer lag, parked events, pool', () => {
  const GROUP = 'metrics-test.consumer';
  const TYPE = 'metrics-test.thing.happened';
  let db: DataSource;
  let transport: PostgresTransport;

  const event = (key: string, type = TYPE): TransportEvent => ({
    id: randomUUID(),
    type,
    key,
    payload: new Uint8Array([1]),
    occurredAt: new Date().toISOString(),
  });
  const scrape = async () => parseExposition(await metricsRegistry.metrics());
  const value = async (name: string, labels: Record<string, string>) => findSamples(await scrape(), name, labels).map((s) => s.value);

  beforeAll(async () => {
    db = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('metrics_gauges'),
      migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001],
      migrationsRun: true,
    });
    await db.initialize();
    transport = new PostgresTransport(await testDatabaseUrl('metrics_gauges_log'), 50);
  });

  afterAll(async () => {
    await transport.close();
    await db.destroy();
  });

  it('reports what the tables hold, per service and group, and nothing once unregistered', async () => {
    for (const key of ['a', 'b'])
      await db.query('INSERT INTO outbox (id, type, key, payload) VALUES ($1, $2, $3, $4)', [randomUUID(), TYPE, key, Buffer.from([1])]);
    await db.query('INSERT INTO outbox (id, type, key, payload, published_at) VALUES ($1, $2, $3, $4, now())', [randomUUID(), TYPE, 'c', Buffer.from([1])]);
    // Three events of the group's type, one of another type: the group is 3 behind (nothing consumed yet).
    await transport.publish([event('a'), event('b'), event('c'), event('z', 'metrics-test.other')]);
    await insertParked(db.manager, GROUP, event('a'), { error: 'boom', attempts: 5, firstFailedAt: new Date() });

    const unregister = registerMetricsSource({ service: 'metrics-test', dataSource: db, transport, consumers: () => [{ group: GROUP, types: [TYPE] }] });
    try {
      const samples = await scrape();
      const one = (name: string, labels: Record<string, string>) => findSamples(samples, name, { service: 'metrics-test', ...labels }).map((s) => s.value);
      expect(one('outbox_backlog', {})).toEqual([2]);
      expect(one('event_consumer_lag', { consumer_group: GROUP })).toEqual([3]);
      expect(one('event_parked_events', { consumer_group: GROUP, status: 'PARKED' })).toEqual([1]);
      expect(one('event_parked_events', { consumer_group: GROUP, status: 'WAITING' })).toEqual([0]);
      expect(one('db_pool_connections', { state: 'total' })[0]).toBeGreaterThanOrEqual(1);
      expect(one('db_pool_connections', { state: 'max' })).toEqual([10]);
      expect(one('outbox_oldest_unpublished_age_seconds', {})[0]).toBeGreaterThanOrEqual(0);
    } finally {
      unregister();
    }
    expect(await value('outbox_backlog', { service: 'metrics-test' })).toEqual([]);
  });
});

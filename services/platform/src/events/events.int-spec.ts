import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { testDatabaseUrl } from '../testing/harness';
import { consumeEvents } from './consumer';
import { CreateEventTables1700000000000, OutboxRelay, writeEvent } from './outbox';
import { CreateParkedEvents1700000000001 } from './parked-events';
import { PostgresTransport } from './postgres-transport';
import { EventTransport } from './transport';
import { TransportEvent } from './event';

/**
 * The delivery guarantee of the event bus, end to end on real PostgreSQL: outbox -> relay -> embedded
 * transport -> consumer inbox -> effects. Relays and consumers are killed mid-stream; every event must
 * still take effect exactly once.
 */
describe('event bus: outbox, relay, Postgres transport, idempotent consumer', () => {
  let producer: DataSource;
  let consumerDb: DataSource;
  let transport: PostgresTransport;
  let eventsUrl: string;
  let producerUrl: string;

  const dataSource = async (url: string) => {
    const ds = new DataSource({ type: 'postgres', url, migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001], migrationsRun: true });
    await ds.initialize();
    return ds;
  };

  beforeAll(async () => {
    producerUrl = await testDatabaseUrl('events_producer');
    producer = await dataSource(producerUrl);
    consumerDb = await dataSource(await testDatabaseUrl('events_consumer'));
    await consumerDb.query('CREATE TABLE effect (event_id uuid NOT NULL, key text NOT NULL)');
    eventsUrl = await testDatabaseUrl('events_log');
    transport = new PostgresTransport(eventsUrl, 100);
  });

  afterAll(async () => {
    await transport.close();
    await producer.destroy();
    await consumerDb.destroy();
  });

  async function produce(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      await producer.transaction(async (m) => {
        const key = randomUUID();
        await writeEvent(m, Events.establishmentDeleted, key, { id: key });
        ids.push(key);
      });
    }
    return ids;
  }

  /** A transport that publishes for real, then "dies" (throws) before the relay can mark the batch. */
  class CrashingTransport implements EventTransport {
    readonly name = 'crashing';
    published = 0;
    constructor(
      private readonly inner: EventTransport,
      private readonly crashAfter: number,
    ) {}
    async publish(events: TransportEvent[]) {
      await this.inner.publish(events);
      this.published += events.length;
      if (this.published >= this.crashAfter) throw new Error('relay killed after publishing, before committing');
    }
    subscribe: EventTransport['subscribe'] = (...args) => this.inner.subscribe(...args);
    close = async () => undefined;
  }

  it('rolls back the outbox row with the change: no event without its commit', async () => {
    await expect(
      producer.transaction(async (m) => {
        await writeEvent(m, Events.establishmentDeleted, 'rolled-back', { id: 'rolled-back' });
        throw new Error('business failure');
      }),
    ).rejects.toThrow('business failure');
    const rows = await producer.query(`SELECT count(*)::int AS n FROM outbox WHERE key = 'rolled-back'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses to write an event outside a transaction', async () => {
    await expect(writeEvent(producer.manager, Events.establishmentDeleted, 'x', { id: 'x' })).rejects.toThrow(/inside the transaction/);
  });

  it('delivers every event exactly once to the effects although relay and consumer die mid-stream', async () => {
    const ids = await produce(60);

    // Relay #1 dies after publishing 25 events (batches of 10: its third batch is published but never marked).
    const crashing = new CrashingTransport(transport, 25);
    const relay1 = new OutboxRelay(producer, crashing, { batchSize: 10 });
    await expect(relay1.drain()).rejects.toThrow('relay killed');
    const unpublished = await producer.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    expect(unpublished[0].n).toBe(40); // 20 marked; the batch of 10 that was sent is still unmarked

    // Consumer #1 handles some events, then is killed mid-stream.
    const handled: string[] = [];
    const group = 'test.effects';
    const effect = async (key: string, manager: import('typeorm').EntityManager, eventId: string) => {
      await manager.query('INSERT INTO effect (event_id, key) VALUES ($1, $2)', [eventId, key]);
      handled.push(key);
    };
    const sub1 = await consumeEvents(transport, consumerDb, group, [Events.establishmentDeleted], async (e, m) => {
      await effect(e.data.id, m, e.id);
      if (handled.length === 12) throw new Error('consumer killed mid-stream');
    });

    // Relay #2 takes over and republishes the unmarked batch (duplicates for the transport to drop).
    const relay2 = new OutboxRelay(producer, transport, { batchSize: 10 });
    await relay2.drain();
    await waitFor(async () => handled.length >= 11);
    await sub1.stop();

    // Replay from the start: the inbox must turn every redelivery into a no-op.
    const sub2 = await consumeEvents(transport, consumerDb, group, [Events.establishmentDeleted], async (e, m) => effect(e.data.id, m, e.id));
    await waitFor(async () => (await count(consumerDb, 'SELECT count(*)::int AS n FROM effect')) >= ids.length);
    await sub2.stop();
    const logPool = new PostgresTransport(eventsUrl);
    await logPool.close();

    const effects: { key: string; n: number }[] = await consumerDb.query('SELECT key, count(*)::int AS n FROM effect GROUP BY key');
    expect(effects.length).toBe(ids.length);
    expect(effects.every((e) => e.n === 1)).toBe(true);
    expect(new Set(effects.map((e) => e.key))).toEqual(new Set(ids));

    // Force a full redelivery with a fresh subscription reading from offset 0: still exactly once.
    const { Client } = await import('pg');
    const client = new Client({ connectionString: eventsUrl });
    await client.connect();
    await client.query('UPDATE event_consumer_offset SET seq = 0 WHERE consumer_group = $1', [group]);
    await client.end();
    let redelivered = 0;
    const sub3 = await consumeEvents(transport, consumerDb, group, [Events.establishmentDeleted], async (e, m) => {
      redelivered++;
      await effect(e.data.id, m, e.id);
    });
    await waitFor(async () => {
      const c = new Client({ connectionString: eventsUrl });
      await c.connect();
      const { rows } = await c.query('SELECT seq FROM event_consumer_offset WHERE consumer_group = $1', [group]);
      const max = await c.query('SELECT max(seq) AS m FROM event_log');
      await c.end();
      return rows[0].seq === max.rows[0].m;
    });
    await sub3.stop();
    expect(redelivered).toBe(0); // the inbox skipped them before the handler ran
    expect(await count(consumerDb, 'SELECT count(*)::int AS n FROM effect')).toBe(ids.length);

    // The log holds each event once, although relay #1's last batch was published twice.
    const c = new Client({ connectionString: eventsUrl });
    await c.connect();
    const { rows } = await c.query('SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS d FROM event_log');
    await c.end();
    expect(rows[0].n).toBe(ids.length + 0);
    expect(rows[0].d).toBe(ids.length);
  });

  it('wakes the relay on commit (NOTIFY) without waiting for the poll', async () => {
    const relay = new OutboxRelay(producer, transport, { databaseUrl: producerUrl, pollMs: 60_000 });
    await relay.start();
    try {
      const [id] = await produce(1);
      await waitFor(async () => (await count(producer, `SELECT count(*)::int AS n FROM outbox WHERE key = '${id}' AND published_at IS NOT NULL`)) === 1, 5000);
    } finally {
      await relay.stop();
    }
  });
});

async function count(ds: DataSource, sql: string): Promise<number> {
  return (await ds.query(sql))[0].n;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { testDatabaseUrl } from '../testing/harness';
import { ConsumedEvent, EventConsumer } from './consumer';
import { KafkaTransport } from './kafka-transport';
import { CreateEventTables1700000000000 } from './outbox';
import { CreateParkedEvents1700000000001 } from './parked-events';
import { describeTransportContract } from './transport.contract';

describe('KafkaTransport message building', () => {
  it('groups events by topic (the event type) with key, bytes and envelope headers', () => {
    const events = [
      { id: 'a', type: 'catalog.establishment.updated', key: 'e1', payload: new Uint8Array([1, 2]), occurredAt: '2026-11-21T10:00:00.000Z' },
      { id: 'b', type: 'identity.customer.registered', key: 'c1', payload: new Uint8Array([3]), occurredAt: '2026-11-21T10:00:01.000Z' },
      { id: 'c', type: 'catalog.establishment.updated', key: 'e2', payload: new Uint8Array([]), occurredAt: '2026-11-21T10:00:02.000Z' },
    ];
    const batches = KafkaTransport.toMessages(events);
    expect(batches.map((b) => b.topic)).toEqual(['catalog.establishment.updated', 'identity.customer.registered']);
    expect(batches[0].messages).toEqual([
      { key: 'e1', value: Buffer.from([1, 2]), headers: { 'event-id': 'a', 'occurred-at': '2026-11-21T10:00:00.000Z' } },
      { key: 'e2', value: Buffer.from([]), headers: { 'event-id': 'c', 'occurred-at': '2026-11-21T10:00:02.000Z' } },
    ]);
  });
});

/**
 * The Kafka delivery path without a broker: records shaped as kafkajs hands them to `eachMessage`, through
 * the transport's own eachMessage and the consumer wrapper, into a real consumer database. A throw from
 * eachMessage would make kafkajs redeliver the record forever and hold its partition (issue 7): a bad
 * event must instead be parked and the partition must move on.
 */
describe('KafkaTransport delivery path with the retrying, parking consumer', () => {
  let db: DataSource;
  const broken = new Set<string>();
  const tries = new Map<string, number>();

  beforeAll(async () => {
    db = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('kafka_parking'),
      migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001],
      migrationsRun: true,
    });
    await db.initialize();
    await db.query('CREATE TABLE effect (seq bigserial PRIMARY KEY, event_id uuid NOT NULL, key text NOT NULL)');
  });
  afterAll(() => db.destroy());

  const record = (key: string) => {
    const id = randomUUID();
    const [batch] = KafkaTransport.toMessages([
      {
        id,
        type: Events.establishmentDeleted.type,
        key,
        payload: toBinary(Events.establishmentDeleted.schema, create(Events.establishmentDeleted.schema, { id: key })),
        occurredAt: new Date().toISOString(),
      },
    ]);
    // On the wire kafkajs gives the key and header values back as Buffers.
    const m = batch.messages[0];
    const message = { key: Buffer.from(m.key), value: m.value, headers: Object.fromEntries(Object.entries(m.headers).map(([k, v]) => [k, Buffer.from(v)])) };
    return { id, topic: batch.topic, message };
  };

  async function handle(e: ConsumedEvent<typeof Events.establishmentDeleted.schema>, manager: EntityManager) {
    tries.set(e.id, (tries.get(e.id) ?? 0) + 1);
    if (broken.has(e.key)) throw new Error('value out of range: underflow');
    await manager.query('INSERT INTO effect (event_id, key) VALUES ($1, $2)', [e.id, e.key]);
  }

  it('parks a failing record after N attempts without throwing, applies the next ones, holds its key, replays once', async () => {
    const consumer = new EventConsumer('test.kafka-parking', db, [Events.establishmentDeleted], handle, { attempts: 4, baseDelayMs: 2, maxDelayMs: 10 });
    const eachMessage = KafkaTransport.eachMessage((event, context) => consumer.deliver(event, undefined, context).then(() => undefined));
    broken.add('k1');
    const records = [record('k1'), record('k2'), record('k1'), record('k3')];
    let heartbeats = 0;
    const heartbeat = async () => void heartbeats++;
    for (const r of records) await expect(eachMessage({ topic: r.topic, message: r.message as never, heartbeat })).resolves.toBeUndefined();
    expect(heartbeats).toBe(3); // between the 4 attempts of the failing record: the group keeps the consumer

    const effects = async () => (await db.query('SELECT event_id FROM effect ORDER BY seq')).map((r: { event_id: string }) => r.event_id);
    expect(await effects()).toEqual([records[1].id, records[3].id]);
    expect(tries.get(records[0].id)).toBe(4);
    expect(tries.get(records[2].id)).toBeUndefined();
    expect((await consumer.list()).map((p) => [p.eventId, p.status, p.attempts])).toEqual([
      [records[0].id, 'PARKED', 4],
      [records[2].id, 'WAITING', 0],
    ]);

    broken.delete('k1');
    await consumer.replay(records[0].id);
    // Kafka redelivers after a rebalance: the inbox turns every record into a no-op.
    for (const r of records) await eachMessage({ topic: r.topic, message: r.message as never });
    expect(await effects()).toEqual([records[1].id, records[3].id, records[0].id, records[2].id]);
    expect(await consumer.list()).toEqual([]);
  });
});

// Needs a broker: runs when KAFKA_BROKERS is set (docker compose up kafka), as the Postgres one always does.
if (process.env.KAFKA_BROKERS) {
  describeTransportContract('kafka', async () => {
    const transport = new KafkaTransport(process.env.KAFKA_BROKERS!.split(','), 'contract-test');
    return { transport, cleanup: () => transport.close() };
  });
} else {
  it('runs the Kafka transport contract only when KAFKA_BROKERS is set', () => {
    expect(typeof KafkaTransport).toBe('function');
  });
}

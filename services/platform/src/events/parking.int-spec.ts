import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { testDatabaseUrl } from '../testing/harness';
import { HealthController } from '../health/health.controller';
import { ConsumedEvent, EventConsumer, RetryPolicy, TransientEventError, subscribeConsumer } from './consumer';
import { TransportEvent } from './event';
import { CreateEventTables1700000000000 } from './outbox';
import { CreateParkedEvents1700000000001 } from './parked-events';
import { PostgresTransport } from './postgres-transport';

/**
 * One bad event must not stop the others (issue 7): a search-indexer event that always failed used to be
 * retried forever by the ordered consumer, so nothing after it was ever applied. Now it is retried a few
 * times, parked, and the consumer goes on; the entity's later events wait behind it until staff replays
 * or discards it. Real PostgreSQL, real embedded transport.
 */
describe('parked events: bounded retries, per-entity order, replay and discard', () => {
  const RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 };
  const GROUP = 'test.parking';
  let db: DataSource;
  let transport: PostgresTransport;
  let eventsUrl: string;
  let consumer: EventConsumer;
  let stop: () => Promise<void>;
  /** Keys whose events throw, like the indexer on an out-of-range latitude. */
  const broken = new Set<string>();
  const tries = new Map<string, number>();
  /** Keys whose events meet a dependency outage for this many more tries. */
  const outage = new Map<string, number>();

  const event = (key: string): TransportEvent => ({
    id: randomUUID(),
    type: Events.establishmentDeleted.type,
    key,
    payload: toBinary(Events.establishmentDeleted.schema, create(Events.establishmentDeleted.schema, { id: key })),
    occurredAt: new Date().toISOString(),
  });

  async function handle(e: ConsumedEvent<typeof Events.establishmentDeleted.schema>, manager: EntityManager) {
    tries.set(e.id, (tries.get(e.id) ?? 0) + 1);
    await manager.query('INSERT INTO effect (event_id, key) VALUES ($1, $2)', [e.id, e.key]);
    if (broken.has(e.key)) throw new Error('value out of range: underflow');
    const left = outage.get(e.key) ?? 0;
    if (left > 0) {
      outage.set(e.key, left - 1);
      throw new TransientEventError('connect ECONNREFUSED');
    }
  }

  const effects = async (key: string): Promise<string[]> =>
    (await db.query('SELECT event_id FROM effect WHERE key = $1 ORDER BY seq', [key])).map((r: { event_id: string }) => r.event_id);
  const statusOf = async (id: string) => (await db.query('SELECT status, attempts, error FROM parked_event WHERE event_id = $1', [id]))[0];

  beforeAll(async () => {
    db = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('parking'),
      migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001],
      migrationsRun: true,
    });
    await db.initialize();
    await db.query('CREATE TABLE effect (seq bigserial PRIMARY KEY, event_id uuid NOT NULL, key text NOT NULL)');
    eventsUrl = await testDatabaseUrl('parking_log');
    transport = new PostgresTransport(eventsUrl, 50);
    consumer = new EventConsumer(GROUP, db, [Events.establishmentDeleted], handle, RETRY);
    const sub = await subscribeConsumer(transport, consumer);
    stop = () => sub.stop();
  });

  afterAll(async () => {
    await stop();
    await transport.close();
    await db.destroy();
  });

  it('parks an event that always throws after N attempts, applies the events after it, and holds its entity behind it', async () => {
    broken.add('A');
    const [a1, b1, a2, c1, b2] = [event('A'), event('B'), event('A'), event('C'), event('B')];
    await transport.publish([a1, b1, a2, c1, b2]);

    await waitFor(async () => (await effects('B')).length === 2 && (await effects('C')).length === 1);
    // Other entities flowed past the bad event, in order.
    expect(await effects('B')).toEqual([b1.id, b2.id]);
    expect(await effects('C')).toEqual([c1.id]);
    // The bad event was tried exactly N times, then parked with its error; none of its writes stayed.
    expect(tries.get(a1.id)).toBe(RETRY.attempts);
    expect(await statusOf(a1.id)).toEqual({ status: 'PARKED', attempts: RETRY.attempts, error: 'value out of range: underflow' });
    expect(await effects('A')).toEqual([]);
    // The later event of the same entity was not applied: it waits behind, never tried.
    await waitFor(async () => (await statusOf(a2.id))?.status === 'WAITING');
    expect(tries.get(a2.id)).toBeUndefined();

    const listed = await consumer.list();
    expect(listed.map((p) => [p.eventId, p.status])).toEqual([
      [a1.id, 'PARKED'],
      [a2.id, 'WAITING'],
    ]);
    expect(listed[0]).toMatchObject({ consumer: GROUP, type: Events.establishmentDeleted.type, key: 'A', attempts: 3 });
    expect(listed[0].firstFailedAt).toBeTruthy();
    expect(listed[0].lastFailedAt).toBeTruthy();

    // /health reports the count without calling the service down.
    expect(await new HealthController(db).health()).toEqual({ status: 'ok', details: { parkedEvents: { total: 2, byConsumer: { [GROUP]: 2 } } } });
  });

  it('refuses to replay or discard anything but the parked head of an entity', async () => {
    const [, a2] = await consumer.list();
    await expect(consumer.replay(a2.eventId)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { eventId: 'PARKED_EVENT_NOT_PARKED' } },
    });
    await expect(consumer.discard(randomUUID())).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('replays the parked event once after the fix, then the events waiting behind it in order', async () => {
    const [a1, a2] = await consumer.list();
    // Still broken: the replay fails, the event stays parked with one more attempt.
    expect(await consumer.replay(a1.eventId)).toMatchObject({ status: 'PARKED', attempts: RETRY.attempts + 1 });
    expect(await effects('A')).toEqual([]);

    broken.delete('A');
    expect(await consumer.replay(a1.eventId)).toMatchObject({ status: 'REPLAYED' });
    expect(await effects('A')).toEqual([a1.eventId, a2.eventId]);
    expect((await statusOf(a2.eventId)).status).toBe('REPLAYED');
    expect(await consumer.list()).toEqual([]);
    expect(await new HealthController(db).health()).toEqual({ status: 'ok', details: { parkedEvents: { total: 0, byConsumer: {} } } });

    // A second replay is refused; the entity is free again: its next event applies at once.
    await expect(consumer.replay(a1.eventId)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const a3 = event('A');
    await transport.publish([a3]);
    await waitFor(async () => (await effects('A')).length === 3);
    expect(await effects('A')).toEqual([a1.eventId, a2.eventId, a3.id]);
  });

  it('discards a parked event and releases the ones behind it in order; a failing follower becomes the parked head', async () => {
    broken.add('D');
    const [d1, d2, d3, e1] = [event('D'), event('D'), event('D'), event('E')];
    await transport.publish([d1, d2, d3, e1]);
    await waitFor(async () => (await statusOf(d3.id))?.status === 'WAITING' && (await effects('E')).length === 1);
    expect((await statusOf(d1.id)).status).toBe('PARKED');

    // Still broken: discarding d1 lets d2 run, which fails once and becomes the head; d3 keeps waiting.
    expect(await consumer.discard(d1.id)).toMatchObject({ status: 'DISCARDED' });
    expect(await statusOf(d2.id)).toEqual({ status: 'PARKED', attempts: 1, error: 'value out of range: underflow' });
    expect((await statusOf(d3.id)).status).toBe('WAITING');

    broken.delete('D');
    await consumer.discard(d2.id);
    expect((await statusOf(d3.id)).status).toBe('REPLAYED');
    expect(await effects('D')).toEqual([d3.id]); // discarded events never took effect
  });

  it('keeps retrying an event whose dependency is down (transient), without parking it', async () => {
    outage.set('T', RETRY.attempts * 3);
    const t1 = event('T');
    await transport.publish([t1]);
    await waitFor(async () => (await effects('T')).length === 1);
    expect(tries.get(t1.id)).toBe(RETRY.attempts * 3 + 1);
    expect(await statusOf(t1.id)).toBeUndefined();
  });

  it('applies nothing twice when the whole log is delivered again (replayed and discarded events included)', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM effect');
    await stop();
    const client = new Client({ connectionString: eventsUrl });
    await client.connect();
    await client.query('UPDATE event_consumer_offset SET seq = 0 WHERE consumer_group = $1', [GROUP]);
    const { rows } = await client.query('SELECT max(seq) AS m FROM event_log');
    const sub = await subscribeConsumer(transport, consumer);
    stop = () => sub.stop();
    await waitFor(async () => (await client.query('SELECT seq FROM event_consumer_offset WHERE consumer_group = $1', [GROUP])).rows[0].seq === rows[0].m);
    await client.end();
    expect(await db.query('SELECT count(*)::int AS n FROM effect')).toEqual(before);
    expect(await consumer.list()).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

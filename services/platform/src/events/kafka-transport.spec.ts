import { KafkaTransport } from './kafka-transport';
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

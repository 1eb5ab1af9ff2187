import { randomUUID } from 'node:crypto';
import { TransportEvent } from './event';
import { EventTransport } from './transport';

/**
 * What every EventTransport adapter must do, whatever carries the bytes. Run against the Postgres
 * adapter always, and against Kafka when KAFKA_BROKERS is set.
 */
export function describeTransportContract(name: string, make: () => Promise<{ transport: EventTransport; cleanup(): Promise<void> }>) {
  describe(`${name} transport contract`, () => {
    let transport: EventTransport;
    let cleanup: () => Promise<void>;
    const topic = `test.contract.t${randomUUID().slice(0, 8)}`;
    const other = `${topic}-other`;
    const event = (i: number, type = topic): TransportEvent => ({
      id: randomUUID(),
      type,
      key: `k${i % 3}`,
      payload: new Uint8Array([i, 255 - i, 0]),
      occurredAt: new Date(Date.UTC(2026, 10, 21, 10, 0, i)).toISOString(),
    });

    beforeAll(async () => {
      ({ transport, cleanup } = await make());
    }, 60_000);
    afterAll(() => cleanup());

    it('delivers published events to a group with their envelope intact, and only the subscribed types', async () => {
      const sent = [event(1), event(2), event(3, other), event(4)];
      await transport.publish(sent);
      const received: TransportEvent[] = [];
      const sub = await transport.subscribe(`${topic}.g1`, [topic], async (e) => {
        received.push(e);
      });
      await until(() => received.length >= 3);
      await sub.stop();
      const expected = sent.filter((e) => e.type === topic);
      expect(received.map((e) => e.id)).toEqual(expected.map((e) => e.id)); // in order within a key's topic
      expect(received[0]).toEqual(expected[0]);
    });

    it('gives each group its own copy and resumes a group where it stopped', async () => {
      const received: string[] = [];
      const sub = await transport.subscribe(`${topic}.g2`, [topic], async (e) => {
        received.push(e.id);
      });
      await until(() => received.length >= 3);
      await sub.stop();
      const later = event(9);
      await transport.publish([later]);
      const resumed: string[] = [];
      const again = await transport.subscribe(`${topic}.g2`, [topic], async (e) => {
        resumed.push(e.id);
      });
      await until(() => resumed.includes(later.id));
      await again.stop();
      expect(resumed).toEqual([later.id]);
    });

    it('redelivers an event whose handler failed', async () => {
      const e = event(20);
      await transport.publish([e]);
      let attempts = 0;
      const sub = await transport.subscribe(`${topic}.g3`, [topic], async (got) => {
        if (got.id !== e.id) return;
        attempts++;
        if (attempts === 1) throw new Error('handler failed once');
      });
      await until(() => attempts >= 2, 20_000);
      await sub.stop();
      expect(attempts).toBeGreaterThanOrEqual(2);
    });
  });
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

import { Admin, Consumer, EachMessagePayload, Kafka, KafkaMessage, Producer, logLevel } from 'kafkajs';
import { EventHandler, EventTransport, Subscription } from './transport';
import { TransportEvent } from './event';

/**
 * Kafka adapter: one topic per event type, one consumer group per consuming service. The event id and
 * time travel as headers so consumers can deduplicate in their inbox.
 */
export class KafkaTransport implements EventTransport {
  readonly name = 'kafka';
  private readonly kafka: Kafka;
  private producer?: Promise<Producer>;
  private readonly consumers = new Set<Consumer>();
  private admin?: Promise<Admin>;

  constructor(brokers: string[], clientId: string) {
    this.kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await producer.connect();
      return producer;
    })();
    return this.producer;
  }

  static toMessages(events: TransportEvent[]) {
    const byTopic = new Map<string, { key: string; value: Buffer; headers: Record<string, string> }[]>();
    for (const e of events) {
      const list = byTopic.get(e.type) ?? [];
      // The W3C header name, so a Kafka-aware tool sees the producing request's trace as well.
      const headers: Record<string, string> = { 'event-id': e.id, 'occurred-at': e.occurredAt };
      if (e.traceparent) headers.traceparent = e.traceparent;
      list.push({ key: e.key, value: Buffer.from(e.payload), headers });
      byTopic.set(e.type, list);
    }
    return [...byTopic.entries()].map(([topic, messages]) => ({ topic, messages }));
  }

  /** A Kafka record back into the envelope the producer sent (the inverse of toMessages). */
  static toTransportEvent(topic: string, message: Pick<KafkaMessage, 'key' | 'value' | 'headers'>): TransportEvent {
    const header = (name: string) => message.headers?.[name]?.toString() ?? '';
    const traceparent = header('traceparent');
    return {
      id: header('event-id'),
      type: topic,
      key: message.key?.toString() ?? '',
      payload: new Uint8Array(message.value ?? Buffer.alloc(0)),
      occurredAt: header('occurred-at'),
      ...(traceparent ? { traceparent } : {}),
    };
  }

  /**
   * The delivery path: kafkajs calls this for each record of a partition, one at a time. A throw makes
   * kafkajs redeliver the record and holds the partition, which is why the consumer (consumer.ts) retries
   * and parks failing events itself and throws only when its database is down.
   */
  static eachMessage(
    handler: EventHandler,
  ): (payload: Pick<EachMessagePayload, 'topic' | 'message'> & Partial<Pick<EachMessagePayload, 'heartbeat'>>) => Promise<void> {
    // The heartbeat goes along: a handler waiting out an outage must not be taken for dead by its group.
    return async ({ topic, message, heartbeat }) => handler(KafkaTransport.toTransportEvent(topic, message), { heartbeat });
  }

  async publish(events: TransportEvent[]): Promise<void> {
    if (!events.length) return;
    const producer = await this.getProducer();
    await producer.sendBatch({ topicMessages: KafkaTransport.toMessages(events), acks: -1 });
  }

  async subscribe(group: string, types: string[], handler: EventHandler): Promise<Subscription> {
    const consumer = this.kafka.consumer({ groupId: group });
    await consumer.connect();
    await consumer.subscribe({ topics: types, fromBeginning: true });
    await consumer.run({ eachMessage: KafkaTransport.eachMessage(handler) });
    this.consumers.add(consumer);
    return {
      stop: async () => {
        await consumer.disconnect();
        this.consumers.delete(consumer);
      },
    };
  }

  /** Sum over the types' partitions of the latest offset minus the group's committed one (metrics). */
  async consumerLag(group: string, types: string[]): Promise<number> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.admin = undefined; // try again at the next scrape
      throw error;
    });
    const admin = await this.admin;
    let lag = 0;
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId: group, topics: types })) {
      for (const end of await admin.fetchTopicOffsets(topic)) {
        const committed = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
        lag += Math.max(0, Number(end.high) - (committed >= 0 ? committed : Number(end.low)));
      }
    }
    return lag;
  }

  async close(): Promise<void> {
    if (this.admin) await (await this.admin.catch(() => undefined))?.disconnect();
    await Promise.all([...this.consumers].map((c) => c.disconnect()));
    if (this.producer) await (await this.producer).disconnect();
  }
}

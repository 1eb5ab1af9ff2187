import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConsumerHandler, EventConsumer, RetryPolicy, subscribeConsumer } from './consumer';
import { EventDefinition } from './event';
import { KafkaTransport } from './kafka-transport';
import { OutboxRelay } from './outbox';
import { PostgresTransport } from './postgres-transport';
import { EventTransport, Subscription } from './transport';

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');

/** Kafka when brokers are configured, else the embedded Postgres log. */
export function createTransport(opts: { kafkaBrokers?: string; eventsDatabaseUrl?: string; clientId: string }): EventTransport {
  if (opts.kafkaBrokers)
    return new KafkaTransport(
      opts.kafkaBrokers
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      opts.clientId,
    );
  if (opts.eventsDatabaseUrl) return new PostgresTransport(opts.eventsDatabaseUrl, 500);
  throw new Error('Set KAFKA_BROKERS or EVENTS_DATABASE_URL: a service needs an event transport');
}

/**
 * The service's side of the event bus: runs the outbox relay and the consumers it registered.
 * Consumers register in their constructor (or onModuleInit) and start once the app has booted.
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly consumers = new Map<string, EventConsumer>();
  private readonly subscriptions: Subscription[] = [];
  private relay?: OutboxRelay;

  constructor(
    @Inject(EVENT_TRANSPORT) readonly transport: EventTransport,
    private readonly dataSource: DataSource,
    @Inject('GUIDE_DATABASE_URL') private readonly databaseUrl: string,
  ) {}

  /**
   * Registers consumer group `name` for the given definitions (from proto-schemas' `Events`). The handler
   * receives a union discriminated by `type`: `switch (event.type)` narrows `event.data` to each message.
   */
  consume<D extends EventDefinition>(name: string, definitions: readonly D[], handle: ConsumerHandler<D>, retry?: RetryPolicy): void {
    if (this.consumers.has(name)) throw new Error(`Consumer ${name} is registered twice`);
    this.consumers.set(name, new EventConsumer(name, this.dataSource, definitions, handle, retry));
  }

  /** The service's consumers by name: the parked-events API replays and discards through them. */
  consumer(name: string): EventConsumer | undefined {
    return this.consumers.get(name);
  }

  get consumerNames(): string[] {
    return [...this.consumers.keys()];
  }

  async onApplicationBootstrap(): Promise<void> {
    this.relay = new OutboxRelay(this.dataSource, this.transport, { databaseUrl: this.databaseUrl, pollMs: 1000 });
    await this.relay.start();
    for (const consumer of this.consumers.values()) {
      this.subscriptions.push(await subscribeConsumer(this.transport, consumer));
    }
  }

  /** Before the database pool closes: stop consuming and relaying, then close the transport. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.stop()));
    await this.relay?.stop();
    await this.transport.close();
  }
}

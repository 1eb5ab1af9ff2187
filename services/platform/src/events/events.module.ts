import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { DescMessage } from '@bufbuild/protobuf';
import { DataSource, EntityManager } from 'typeorm';
import { ConsumedEvent, consumeEvents } from './consumer';
import { EventDefinition } from './event';
import { KafkaTransport } from './kafka-transport';
import { OutboxRelay } from './outbox';
import { PostgresTransport } from './postgres-transport';
import { EventTransport, Subscription } from './transport';

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');

/** Kafka when brokers are configured, else the embedded Postgres log. */
export function createTransport(opts: { kafkaBrokers?: string; eventsDatabaseUrl?: string; clientId: string }): EventTransport {
  if (opts.kafkaBrokers) return new KafkaTransport(opts.kafkaBrokers.split(',').map((b) => b.trim()).filter(Boolean), opts.clientId);
  if (opts.eventsDatabaseUrl) return new PostgresTransport(opts.eventsDatabaseUrl, 500);
  throw new Error('Set KAFKA_BROKERS or EVENTS_DATABASE_URL: a service needs an event transport');
}

type Registration = { name: string; definitions: EventDefinition[]; handle: (e: ConsumedEvent<DescMessage>, m: EntityManager) => Promise<void> };

/**
 * The service's side of the event bus: runs the outbox relay and the consumers it registered.
 * Consumers register in their constructor (or onModuleInit) and start once the app has booted.
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly registrations: Registration[] = [];
  private readonly subscriptions: Subscription[] = [];
  private relay?: OutboxRelay;

  constructor(
    @Inject(EVENT_TRANSPORT) readonly transport: EventTransport,
    private readonly dataSource: DataSource,
    @Inject('GUIDE_DATABASE_URL') private readonly databaseUrl: string,
  ) {}

  consume<S extends DescMessage>(name: string, definitions: EventDefinition<S>[], handle: (e: ConsumedEvent<S>, m: EntityManager) => Promise<void>): void {
    this.registrations.push({ name, definitions, handle: handle as Registration['handle'] });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.relay = new OutboxRelay(this.dataSource, this.transport, { databaseUrl: this.databaseUrl, pollMs: 1000 });
    await this.relay.start();
    for (const r of this.registrations) {
      this.subscriptions.push(await consumeEvents(this.transport, this.dataSource, r.name, r.definitions, r.handle));
    }
  }

  /** Before the database pool closes: stop consuming and relaying, then close the transport. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.stop()));
    await this.relay?.stop();
    await this.transport.close();
  }
}

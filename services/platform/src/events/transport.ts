import { TransportEvent } from './event';

/** What a transport offers a handler besides the event: Kafka's heartbeat keeps a slow handler in its group. */
export interface DeliveryContext {
  heartbeat?(): Promise<void>;
}

export type EventHandler = (event: TransportEvent, context?: DeliveryContext) => Promise<void>;

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * The event-bus port. Delivery is at-least-once on both adapters; consumers make effects exactly-once
 * with their inbox (see consumer.ts).
 */
export interface EventTransport {
  readonly name: string;
  publish(events: TransportEvent[]): Promise<void>;
  subscribe(group: string, types: string[], handler: EventHandler): Promise<Subscription>;
  close(): Promise<void>;
  /** Events of `types` the group has not consumed yet (metrics, read at scrape time); absent when unknown. */
  consumerLag?(group: string, types: string[]): Promise<number>;
}

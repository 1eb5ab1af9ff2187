import { TransportEvent } from './event';

export type EventHandler = (event: TransportEvent) => Promise<void>;

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
}

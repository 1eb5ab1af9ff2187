import { fromBinary, type DescMessage } from '@bufbuild/protobuf';
import { Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '../errors/errors';
import { withEventSpan } from '../tracing/context';
import { EventDefinition, EventMessage, TransportEvent } from './event';
import {
  ParkedEvent,
  findParked,
  headOf,
  insertParked,
  isBlocked,
  listUnresolved,
  lockEntity,
  recordFailure,
  resolveParked,
  toTransportEvent,
} from './parked-events';
import { DeliveryContext, EventTransport, Subscription } from './transport';

/** One delivered event, decoded: `type` is the definition's name, `data` its message. */
export interface ConsumedEvent<S extends DescMessage = DescMessage, T extends string = string> {
  id: string;
  type: T;
  key: string;
  occurredAt: string;
  data: EventMessage<S>;
}

/**
 * What a consumer of the definitions `D` (a union of `Events.*` types) receives: a union discriminated by
 * `type`, so `switch (event.type) { case Events.establishmentDeleted.type: event.data.id }` needs no cast.
 */
export type ConsumedEventOf<D extends EventDefinition> = D extends EventDefinition<infer S, infer T> ? ConsumedEvent<S, T> : never;

export type ConsumerHandler<D extends EventDefinition = EventDefinition> = (event: ConsumedEventOf<D>, manager: EntityManager) => Promise<void>;

/**
 * Decodes a delivery with the definition of its type. The overload states what the runtime guarantees
 * (the definition picked by `event.type` decoded the payload, so `type` and `data` match); TypeScript
 * cannot follow a generic union through a function body, which is why the implementation is untyped.
 */
function decode<D extends EventDefinition>(definition: D, event: TransportEvent): ConsumedEventOf<D>;
function decode(definition: EventDefinition, event: TransportEvent): ConsumedEvent {
  return { id: event.id, type: definition.type, key: event.key, occurredAt: event.occurredAt, data: fromBinary(definition.schema, event.payload) };
}

/** How hard a consumer tries before it parks an event: `attempts` tries, waiting base·2^n ms (capped) between them. */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 5_000 };

export function backoffDelay(policy: RetryPolicy, failedAttempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempts - 1));
}

/**
 * Thrown by a handler when the failure is not the event's fault: a dependency is down (SMTP answering
 * 421, the search cluster unreachable). Such an event is retried with capped backoff for as long as it
 * takes, never parked: parking would only fill the table with healthy events during an outage.
 */
export class TransientEventError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientEventError';
  }
}

/** Waits, or stops waiting as soon as the subscription stops. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** What a delivery did; tests and logs read it. */
export type Outcome = 'applied' | 'duplicate' | 'ignored' | 'parked' | 'waiting';

/**
 * One consumer (group `name`, e.g. `catalog-guide.search-indexer`) over its service database. Every
 * transport hands each delivery to `deliver`, so retrying, parking and per-entity ordering are the same
 * on the embedded log and on Kafka:
 *
 * - exactly-once effects: the inbox row and the handler's writes commit together, so a redelivered
 *   event finds its inbox row and is skipped;
 * - a failing event is retried with backoff, then parked in `parked_event`, and `deliver` returns
 *   normally so the transport moves on to the next event (one bad event no longer stops the others);
 * - while an entity (the event key) has a parked event, its later events are parked behind it (WAITING),
 *   never applied out of order; `replay` and `discard` release them in order.
 *
 * `deliver` throws only when the database itself fails (parking impossible): the transport then
 * redelivers, as before.
 */
export class EventConsumer<D extends EventDefinition = EventDefinition> {
  /**
   * Per type, the handler bound to its definition. Nothing of the instance depends on `D`, so an
   * `EventConsumer<typeof Events.x | typeof Events.y>` is an `EventConsumer` (the bus keeps them in one map).
   */
  private readonly byType: Map<string, (event: TransportEvent, manager: EntityManager) => Promise<void>>;
  private readonly logger = new Logger('Events');

  constructor(
    readonly name: string,
    private readonly dataSource: DataSource,
    definitions: readonly D[],
    handle: ConsumerHandler<D>,
    readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {
    this.byType = new Map(definitions.map((d) => [d.type, (event, manager) => handle(decode(d, event), manager)]));
  }

  get types(): string[] {
    return [...this.byType.keys()];
  }

  /**
   * Applies one delivered event (retrying, then parking it). When `signal` aborts (the subscription
   * stops) during the retries, it throws: the event is neither applied nor parked, and is redelivered.
   */
  async deliver(event: TransportEvent, signal?: AbortSignal, context: DeliveryContext = {}): Promise<Outcome> {
    if (!this.byType.has(event.type)) return 'ignored';
    // One span per delivery, child of the request that wrote the event: retries and the handler's statements in it.
    return withEventSpan(this.name, event, () => this.deliverInSpan(event, signal, context));
  }

  private async deliverInSpan(event: TransportEvent, signal: AbortSignal | undefined, context: DeliveryContext): Promise<Outcome> {
    let firstFailedAt: Date | undefined;
    let failures = 0;
    let outage = 0;
    for (;;) {
      if (signal?.aborted) throw new Error(`${this.name} stopped before ${event.id} could be applied`);
      try {
        return await this.applyUnlessBlocked(event);
      } catch (error) {
        if (error instanceof TransientEventError) {
          // Not the event's fault: keep trying (the transport holds the others behind it, as it should).
          outage++;
          if (outage === 1 || outage % 20 === 0) this.logger.warn(`${this.name}: ${event.type} ${event.id} waits for a dependency: ${messageOf(error)}`);
          await sleep(backoffDelay(this.retry, outage), signal);
          await context.heartbeat?.();
          continue;
        }
        firstFailedAt ??= new Date();
        failures++;
        if (failures >= this.retry.attempts) {
          await this.park(event, messageOf(error), failures, firstFailedAt);
          return 'parked';
        }
        await sleep(backoffDelay(this.retry, failures), signal);
        await context.heartbeat?.();
      }
    }
  }

  /** Unresolved parked and waiting events of this consumer, oldest first. */
  list(): Promise<ParkedEvent[]> {
    return listUnresolved(this.dataSource.manager, [this.name]);
  }

  /**
   * Runs a parked event through the handler once more (after a fix). On success the entity's events
   * waiting behind it are applied in order, until one fails (it becomes the parked head) or none is left.
   * Returns the event as it now stands (REPLAYED, or still PARKED with the new error).
   */
  async replay(eventId: string): Promise<ParkedEvent> {
    const head = await this.headFor(eventId);
    if (await this.tryParked(head)) await this.release(head.key);
    return (await findParked(this.dataSource.manager, this.name, eventId))!;
  }

  /**
   * Drops a parked event for good (it is marked handled in the inbox, so a redelivery is skipped too),
   * then releases the entity's events waiting behind it, in order.
   */
  async discard(eventId: string): Promise<ParkedEvent> {
    const head = await this.headFor(eventId);
    await this.dataSource.transaction(async (manager) => {
      await lockEntity(manager, this.name, head.key);
      const current = await findParked(manager, this.name, eventId);
      if (current?.status !== 'PARKED') return; // resolved meanwhile by someone else
      await manager.query('INSERT INTO inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [this.name, eventId]);
      await resolveParked(manager, this.name, eventId, 'DISCARDED');
    });
    this.logger.log(`${this.name}: parked event ${head.type} ${eventId} (key ${head.key}) discarded`);
    await this.release(head.key);
    return (await findParked(this.dataSource.manager, this.name, eventId))!;
  }

  /** Only the oldest unresolved event of its entity can be replayed or discarded: order holds. */
  private async headFor(eventId: string): Promise<ParkedEvent> {
    const event = await findParked(this.dataSource.manager, this.name, eventId);
    if (!event) throw notFound('Parked event');
    if (event.status !== 'PARKED') throw badInput({ eventId: 'PARKED_EVENT_NOT_PARKED' }, 'Only a parked event can be replayed or discarded');
    const head = await headOf(this.dataSource.manager, this.name, event.key);
    if (head?.eventId !== eventId) throw badInput({ eventId: 'PARKED_EVENT_NOT_FIRST' }, 'An earlier event of this entity is parked: handle it first');
    return event;
  }

  /** Applies the entity's waiting events in order; stops at the first failure, which becomes the parked head. */
  private async release(key: string): Promise<void> {
    for (;;) {
      const next = await headOf(this.dataSource.manager, this.name, key);
      if (!next || next.status !== 'WAITING') return;
      if (!(await this.tryParked(next))) return;
    }
  }

  /** One attempt at a parked or waiting event; true when it was applied (or had been already). */
  private async tryParked(event: ParkedEvent): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await lockEntity(manager, this.name, event.key);
        const current = await findParked(manager, this.name, event.eventId);
        if (!current || (current.status !== 'PARKED' && current.status !== 'WAITING')) return;
        await this.applyInTransaction(toTransportEvent(event), manager);
        await resolveParked(manager, this.name, event.eventId, 'REPLAYED');
      });
      return true;
    } catch (error) {
      await recordFailure(this.dataSource.manager, this.name, event.eventId, messageOf(error));
      this.logger.warn(`${this.name}: replay of ${event.type} ${event.eventId} (key ${event.key}) failed: ${messageOf(error)}`);
      return false;
    }
  }

  private applyUnlessBlocked(event: TransportEvent): Promise<Outcome> {
    return this.dataSource.transaction(async (manager) => {
      await lockEntity(manager, this.name, event.key);
      const done = await manager.query('SELECT 1 FROM inbox WHERE consumer = $1 AND event_id = $2', [this.name, event.id]);
      if (done.length) return 'duplicate';
      if (await isBlocked(manager, this.name, event.key)) {
        await insertParked(manager, this.name, event, null);
        this.logger.warn(`${this.name}: ${event.type} ${event.id} parked behind an earlier failed event of key ${event.key}`);
        return 'waiting';
      }
      return this.applyInTransaction(event, manager);
    });
  }

  /** Inbox row and effects in the caller's transaction. */
  private async applyInTransaction(event: TransportEvent, manager: EntityManager): Promise<Outcome> {
    const inserted = await manager.query('INSERT INTO inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [
      this.name,
      event.id,
    ]);
    if (!inserted.length) return 'duplicate';
    const handle = this.byType.get(event.type);
    if (!handle) throw new Error(`${this.name} does not consume ${event.type}`);
    await handle(event, manager);
    return 'applied';
  }

  private async park(event: TransportEvent, error: string, attempts: number, firstFailedAt: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockEntity(manager, this.name, event.key);
      await insertParked(manager, this.name, event, { error, attempts, firstFailedAt });
    });
    this.logger.warn(`${this.name}: ${event.type} ${event.id} (key ${event.key}) parked after ${attempts} attempts: ${error}`);
  }
}

/**
 * Subscribes a consumer to its events on the transport. Kept as the one-call form; the EventBus keeps the
 * EventConsumer to replay and discard its parked events.
 */
export async function consumeEvents<D extends EventDefinition>(
  transport: EventTransport,
  dataSource: DataSource,
  name: string,
  definitions: readonly D[],
  handle: ConsumerHandler<D>,
  retry?: RetryPolicy,
): Promise<Subscription> {
  return subscribeConsumer(transport, new EventConsumer(name, dataSource, definitions, handle, retry));
}

export async function subscribeConsumer(transport: EventTransport, consumer: EventConsumer): Promise<Subscription> {
  const stopping = new AbortController();
  const subscription = await transport.subscribe(consumer.name, consumer.types, async (event, context) => {
    await consumer.deliver(event, stopping.signal, context);
  });
  return {
    stop: async () => {
      stopping.abort(); // cut short a backoff wait, so stopping never waits out an outage
      await subscription.stop();
    },
  };
}

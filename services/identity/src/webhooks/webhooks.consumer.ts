import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventBus } from '@guide/platform';
import { SOURCE_EVENTS, SourceEvent, partnerEventOf } from './partner-events';

/** Consumer group turning platform events into webhook deliveries. */
export const WEBHOOK_EVENTS_CONSUMER = 'identity.webhooks';

/** NOTIFY channel waking the delivery workers of every identity replica when deliveries are queued. */
export const WEBHOOK_CHANNEL = 'identity_webhooks';

/**
 * Deliveries leave from the event stream: a change's outbox event reaches this consumer, which queues one
 * delivery per enabled webhook subscribed to its partner event, in the consumer's transaction. So a change
 * and its webhook are never lost (the event is committed with the change, the deliveries with the inbox row)
 * nor doubled (the inbox skips a redelivered event, and unique (webhook, source event) holds even if a
 * replay got past it). A webhook gets the events that happened after it was created.
 */
@Injectable()
export class WebhooksConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(WEBHOOK_EVENTS_CONSUMER, SOURCE_EVENTS, async (event, manager) => {
      await this.handle(event, manager);
    });
  }

  /** Returns how many deliveries it queued. */
  async handle(event: SourceEvent, manager: EntityManager): Promise<number> {
    const partner = await partnerEventOf(event, manager);
    if (!partner) return 0;
    // FOR KEY SHARE: a webhook deleted meanwhile waits for this transaction (then takes its deliveries with
    // it) instead of vanishing between this read and the inserts below (a foreign-key failure, an event retried).
    const webhooks: { id: string }[] = await manager.query(
      `SELECT id FROM webhook WHERE enabled AND $1 = ANY(events) AND created_at <= $2 ORDER BY id FOR KEY SHARE`,
      [partner.event, event.occurredAt],
    );
    let queued = 0;
    for (const { id: webhookId } of webhooks) {
      // The body is fixed here, once: every retry sends (and signs) the very same bytes.
      const id = randomUUID();
      const body = JSON.stringify({ id, event: partner.event, occurredAt: event.occurredAt, data: partner.data });
      const inserted = await manager.query(
        `INSERT INTO webhook_delivery (id, webhook_id, source_event_id, event, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (webhook_id, source_event_id) DO NOTHING RETURNING id`,
        [id, webhookId, event.id, partner.event, body],
      );
      queued += inserted.length;
    }
    if (queued) await manager.query(`SELECT pg_notify('${WEBHOOK_CHANNEL}', '')`);
    return queued;
  }
}

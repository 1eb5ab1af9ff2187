import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Connection, FieldErrors, PageArgs, badInput, notFound, paginate } from '@guide/platform';
import { isWebhookEvent } from '@guide/vocabulary';
import { isUuid } from '../ids';
import { signingSecretOf } from './signing';
import { WebhookNetwork, urlFormProblem } from './webhook-network';
import { WEBHOOK_CHANNEL } from './webhooks.consumer';
import type { WebhookInput } from '../generated/graphql';

export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: Date;
}

export interface DeliveryRow {
  id: string;
  event: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  responseStatus: number | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
}

const WEBHOOK_COLUMNS = 'id, url, events, enabled, created_at AS "createdAt"';
const DELIVERY_COLUMNS = 'id, event, status, attempts, response_status AS "responseStatus", created_at AS "createdAt", last_attempt_at AS "lastAttemptAt"';

/** Webhooks staff register for partners (Settings › Webhooks) and their deliveries. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly network: WebhookNetwork,
  ) {}

  list(): Promise<WebhookRow[]> {
    return this.dataSource.query(`SELECT ${WEBHOOK_COLUMNS} FROM webhook ORDER BY created_at DESC, id`);
  }

  async create(input: WebhookInput): Promise<{ webhook: WebhookRow; signingSecret: string }> {
    const value = await this.checked(input);
    const [webhook]: WebhookRow[] = await this.dataSource.query(`INSERT INTO webhook (url, events, enabled) VALUES ($1, $2, $3) RETURNING ${WEBHOOK_COLUMNS}`, [
      value.url,
      value.events,
      value.enabled,
    ]);
    return { webhook, signingSecret: signingSecretOf(this.network.settings.signingKey, webhook.id) };
  }

  async update(id: string, input: WebhookInput): Promise<WebhookRow> {
    if (!isUuid(id)) throw notFound('Webhook');
    const value = await this.checked(input);
    const [rows]: [WebhookRow[], number] = await this.dataSource.query(
      `UPDATE webhook SET url = $2, events = $3, enabled = $4, updated_at = now() WHERE id = $1 RETURNING ${WEBHOOK_COLUMNS}`,
      [id, value.url, value.events, value.enabled],
    );
    if (!rows.length) throw notFound('Webhook');
    // Enabled again: its waiting deliveries may go now.
    if (value.enabled) await this.dataSource.query(`SELECT pg_notify('${WEBHOOK_CHANNEL}', '')`);
    return rows[0];
  }

  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound('Webhook');
    const [, count]: [unknown, number] = await this.dataSource.query('DELETE FROM webhook WHERE id = $1', [id]);
    if (!count) throw notFound('Webhook');
    return true;
  }

  async deliveries(webhookId: string, args: PageArgs): Promise<Connection<DeliveryRow>> {
    if (!isUuid(webhookId)) throw notFound('Webhook');
    const [found] = await this.dataSource.query('SELECT 1 FROM webhook WHERE id = $1', [webhookId]);
    if (!found) throw notFound('Webhook');
    return paginate(args, async ({ skip, take }) => {
      const [nodes, [{ n }]] = await Promise.all([
        this.dataSource.query(`SELECT ${DELIVERY_COLUMNS} FROM webhook_delivery WHERE webhook_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [
          webhookId,
          take,
          skip,
        ]),
        this.dataSource.query('SELECT count(*)::int AS n FROM webhook_delivery WHERE webhook_id = $1', [webhookId]),
      ]);
      return [nodes as DeliveryRow[], n as number];
    });
  }

  /** The same delivery (same id, same body and signature) goes again now, with a fresh series of attempts. */
  async redeliver(deliveryId: string): Promise<DeliveryRow> {
    if (!isUuid(deliveryId)) throw notFound('Webhook delivery');
    const [rows]: [DeliveryRow[], number] = await this.dataSource.query(
      `UPDATE webhook_delivery SET status = 'PENDING', attempts = 0, next_attempt_at = now() WHERE id = $1 RETURNING ${DELIVERY_COLUMNS}`,
      [deliveryId],
    );
    if (!rows.length) throw notFound('Webhook delivery');
    await this.dataSource.query(`SELECT pg_notify('${WEBHOOK_CHANNEL}', '')`);
    return rows[0];
  }

  /** Trimmed URL (form, then where it leads), known events without repeats, in the catalogue's order. */
  private async checked(input: WebhookInput): Promise<{ url: string; events: string[]; enabled: boolean }> {
    const url = (input.url ?? '').trim();
    const fieldErrors: FieldErrors = {};
    const form = url ? urlFormProblem(url) : 'REQUIRED';
    if (form) fieldErrors.url = form;
    const events = [...new Set(input.events ?? [])];
    if (!events.length) fieldErrors.events = 'REQUIRED';
    else if (!events.every(isWebhookEvent)) fieldErrors.events = 'INVALID_CHOICE';
    if (Object.keys(fieldErrors).length) throw badInput(fieldErrors);
    await this.network.assertAllowed(url);
    return { url, events, enabled: input.enabled };
  }
}

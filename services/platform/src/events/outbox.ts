import { randomUUID } from 'node:crypto';
import { create, toBinary, type DescMessage } from '@bufbuild/protobuf';
import { Client } from 'pg';
import { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { EventDefinition, EventInit, TransportEvent } from './event';
import { activeTraceparent } from '../tracing/context';
import { EventTransport } from './transport';

const OUTBOX_CHANNEL = 'guide_outbox';

/**
 * Writes an event in the caller's transaction: it exists if and only if the change commits.
 * The NOTIFY is delivered at commit, waking the relay without a busy poll.
 */
export async function writeEvent<S extends DescMessage>(
  manager: EntityManager,
  definition: EventDefinition<S>,
  key: string,
  data: EventInit<S>,
): Promise<string> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`writeEvent(${definition.type}) must run inside the transaction of the change it records`);
  }
  const id = randomUUID();
  const payload = toBinary(definition.schema, create(definition.schema, data));
  // The writing request's trace context goes with the event, so its consumers' work joins the same trace.
  await manager.query('INSERT INTO outbox (id, type, key, payload, traceparent) VALUES ($1, $2, $3, $4, $5)', [
    id,
    definition.type,
    key,
    Buffer.from(payload),
    activeTraceparent() ?? null,
  ]);
  await manager.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
  return id;
}

/**
 * Moves committed outbox rows to the transport. At-least-once: a crash between publish and the
 * published_at update republishes; transports and consumer inboxes drop the duplicate by event id.
 */
export class OutboxRelay {
  private stopped = true;
  private timer?: NodeJS.Timeout;
  private pass: Promise<void> = Promise.resolve();
  private pending = false;
  private listener?: Client;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly options: { databaseUrl?: string; batchSize?: number; pollMs?: number; onError?: (e: Error) => void } = {},
  ) {}

  /** Publishes one batch; returns how many rows it moved. Exposed for tests and the drain loop. */
  async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string; type: string; key: string; payload: Buffer; occurred_at: Date; traceparent: string | null }[] = await manager.query(
        `SELECT id, type, key, payload, occurred_at, traceparent FROM outbox WHERE published_at IS NULL
         ORDER BY occurred_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 100],
      );
      if (!rows.length) return 0;
      const events: TransportEvent[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        key: r.key,
        payload: new Uint8Array(r.payload),
        occurredAt: new Date(r.occurred_at).toISOString(),
        ...(r.traceparent ? { traceparent: r.traceparent } : {}),
      }));
      await this.transport.publish(events);
      await manager.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1)', [rows.map((r) => r.id)]);
      return rows.length;
    });
  }

  async drain(): Promise<void> {
    while ((await this.publishBatch()) > 0) {
      /* keep going until the outbox is empty */
    }
  }

  private wake = () => {
    if (this.stopped || this.pending) return;
    this.pending = true;
    this.pass = this.pass.then(async () => {
      this.pending = false;
      try {
        await this.drain();
      } catch (error) {
        (this.options.onError ?? ((e) => console.error('[outbox] relay failed:', e.message)))(error as Error);
      }
    });
  };

  async start(): Promise<void> {
    this.stopped = false;
    if (this.options.databaseUrl) {
      // A dedicated connection hears the NOTIFY of commits that wrote events.
      this.listener = new Client({ connectionString: this.options.databaseUrl });
      this.listener.on('notification', this.wake);
      this.listener.on('error', () => undefined);
      await this.listener.connect();
      await this.listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    }
    const poll = () => {
      this.timer = setTimeout(() => {
        this.wake();
        poll();
      }, this.options.pollMs ?? 1000);
    };
    poll();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }
}

/** The outbox and inbox tables every service gets; list it first in the service's migrations. */
export class CreateEventTables1700000000000 implements MigrationInterface {
  name = 'CreateEventTables1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE outbox (
      id uuid PRIMARY KEY,
      type text NOT NULL,
      key text NOT NULL,
      payload bytea NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      published_at timestamptz,
      traceparent text
    )`);
    await q.query('CREATE INDEX outbox_unpublished ON outbox (occurred_at, id) WHERE published_at IS NULL');
    await q.query(`CREATE TABLE inbox (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE inbox');
    await q.query('DROP TABLE outbox');
  }
}

/**
 * The outbox's `traceparent` column (trace context of the writing request) for databases created before
 * it: each service lists a migration calling this at its own number (identity 1700000000995, catalog-guide
 * 1700000001970, …). New databases get the column from CreateEventTables already, hence IF NOT EXISTS.
 */
export async function addOutboxTraceparent(q: QueryRunner): Promise<void> {
  await q.query('ALTER TABLE outbox ADD COLUMN IF NOT EXISTS traceparent text');
}

export async function dropOutboxTraceparent(q: QueryRunner): Promise<void> {
  await q.query('ALTER TABLE outbox DROP COLUMN IF EXISTS traceparent');
}

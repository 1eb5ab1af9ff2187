import { Client, Pool } from 'pg';
import { EventHandler, EventTransport, Subscription } from './transport';
import { TransportEvent } from './event';

/** Serialises appends so that commit order equals sequence order: a reader never skips a late commit. */
const APPEND_LOCK = 7_141_001;
const CHANNEL = 'guide_event_log';

/**
 * Embedded transport for one machine: an append-only log table in its own database, one offset per
 * consumer group, LISTEN/NOTIFY to wake readers (with a poll as a safety net). Durable: a restart
 * resumes every group from its committed offset.
 */
export class PostgresTransport implements EventTransport {
  readonly name = 'postgres';
  private readonly pool: Pool;
  private ready?: Promise<void>;
  private readonly subscriptions = new Set<Subscription>();
  /** One LISTEN connection for all of this transport's subscriptions, not one each (a service has several). */
  private listener?: Promise<Client>;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly pollMs = 1000,
  ) {
    this.pool = new Pool({ connectionString: url, max: 4 });
  }

  private ensureSchema(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [APPEND_LOCK + 1]);
        await client.query(`
          CREATE TABLE IF NOT EXISTS event_log (
            seq bigserial PRIMARY KEY,
            event_id uuid NOT NULL UNIQUE,
            type text NOT NULL,
            key text NOT NULL,
            payload bytea NOT NULL,
            occurred_at timestamptz NOT NULL,
            appended_at timestamptz NOT NULL DEFAULT now()
          );
          CREATE INDEX IF NOT EXISTS event_log_type_seq ON event_log (type, seq);
          -- The producing request's trace context (tracing/README.md); added to logs created before it.
          ALTER TABLE event_log ADD COLUMN IF NOT EXISTS traceparent text;
          CREATE TABLE IF NOT EXISTS event_consumer_offset (
            consumer_group text PRIMARY KEY,
            seq bigint NOT NULL DEFAULT 0
          );`);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [APPEND_LOCK + 1]).catch(() => undefined);
        client.release();
      }
    })();
    return this.ready;
  }

  /** The shared LISTEN connection, opened by the first subscription; notifications wake every subscription. */
  private listen(): Promise<Client> {
    if (!this.listener) {
      const client = new Client({ connectionString: this.url });
      const listening = (async () => {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        return client;
      })();
      // Lost (server restart…): the subscriptions fall back on their poll, whose next tick connects again.
      const forget = () => {
        if (this.listener === listening) this.listener = undefined;
      };
      client.on('notification', () => this.wakers.forEach((wake) => wake()));
      client.on('error', forget);
      client.on('end', forget);
      listening.catch(forget);
      this.listener = listening;
    }
    return this.listener;
  }

  async publish(events: TransportEvent[]): Promise<void> {
    if (!events.length) return;
    await this.ensureSchema();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      for (const e of events) {
        // A republished event (relay crashed after publishing) is dropped here by its id.
        await client.query(
          `INSERT INTO event_log (event_id, type, key, payload, occurred_at, traceparent) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (event_id) DO NOTHING`,
          [e.id, e.type, e.key, Buffer.from(e.payload), e.occurredAt, e.traceparent ?? null],
        );
      }
      await client.query(`SELECT pg_notify('${CHANNEL}', '')`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async subscribe(group: string, types: string[], handler: EventHandler): Promise<Subscription> {
    await this.ensureSchema();
    await this.pool.query('INSERT INTO event_consumer_offset (consumer_group) VALUES ($1) ON CONFLICT DO NOTHING', [group]);
    await this.listen();
    let stopped = false;
    let running: Promise<void> = Promise.resolve();
    let again = false;
    let timer: NodeJS.Timeout | undefined;

    const drain = async (): Promise<void> => {
      for (;;) {
        const { rows: offsetRows } = await this.pool.query('SELECT seq FROM event_consumer_offset WHERE consumer_group = $1', [group]);
        const offset = offsetRows[0]?.seq ?? '0';
        const { rows } = await this.pool.query(
          `SELECT seq, event_id, type, key, payload, occurred_at, traceparent FROM event_log
           WHERE seq > $1 AND type = ANY($2) ORDER BY seq LIMIT 100`,
          [offset, types],
        );
        if (!rows.length || stopped) return;
        for (const row of rows) {
          if (stopped) return;
          await handler({
            id: row.event_id,
            type: row.type,
            key: row.key,
            payload: new Uint8Array(row.payload),
            occurredAt: new Date(row.occurred_at).toISOString(),
            ...(row.traceparent ? { traceparent: row.traceparent } : {}),
          });
          await this.pool.query('UPDATE event_consumer_offset SET seq = $2 WHERE consumer_group = $1 AND seq < $2', [group, row.seq]);
        }
      }
    };
    // One drain at a time per subscription; a wake-up during a drain schedules another pass.
    const wake = () => {
      if (stopped) return;
      if (again) return;
      again = true;
      running = running.then(async () => {
        again = false;
        try {
          await drain();
        } catch (error) {
          // The failed event is retried on the next wake-up; its offset was not committed.
          console.error(`[events] consumer ${group} failed:`, (error as Error).message);
        }
      });
    };
    this.wakers.add(wake);
    const poll = () => {
      timer = setTimeout(() => {
        void this.listen().catch(() => undefined); // a lost listener back (shared: one attempt at a time)
        wake();
        poll();
      }, this.pollMs);
    };
    poll();
    wake();

    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        this.wakers.delete(wake);
        if (timer) clearTimeout(timer);
        await running.catch(() => undefined);
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Log rows of the group's types past its offset; counted up to 100 000, so a scrape stays cheap however far behind. */
  async consumerLag(group: string, types: string[]): Promise<number> {
    await this.ensureSchema();
    const { rows } = await this.pool.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM event_log WHERE type = ANY($2)
         AND seq > coalesce((SELECT seq FROM event_consumer_offset WHERE consumer_group = $1), 0) LIMIT 100000) behind`,
      [group, types],
    );
    return rows[0].n;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    const listener = this.listener;
    this.listener = undefined;
    await listener?.then((client) => client.end()).catch(() => undefined);
    await this.pool.end();
  }
}

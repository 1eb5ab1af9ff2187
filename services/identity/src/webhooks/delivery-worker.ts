import http from 'node:http';
import https from 'node:https';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, SubgraphConfig, webhookDeliveriesTotal } from '@guide/platform';
import { signatureOf, signingSecretOf } from './signing';
import { WebhookNetwork, pinnedLookup } from './webhook-network';
import { WEBHOOK_CHANNEL } from './webhooks.consumer';

interface Claimed {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  attempts: number;
  url: string;
}

/** What one attempt gave: the HTTP status (null: no answer) and, when it failed, why. */
interface AttemptResult {
  status: number | null;
  error: string | null;
}

const USER_AGENT = 'GuideGourmand-Webhooks/1.0';

/**
 * Sends the queued deliveries. Each identity replica runs one; they share the table:
 *
 * - claiming takes due deliveries with FOR UPDATE SKIP LOCKED and, in the same statement, pushes their
 *   next_attempt_at past the send's timeout (a lease), so two replicas never send the same delivery and the
 *   HTTP call holds no transaction open. A replica that dies mid-send leaves the lease to expire: the
 *   delivery goes again (at-least-once; receivers deduplicate on X-Guide-Delivery);
 * - up to WEBHOOK_CONCURRENCY sends at a time over keep-alive connections, claimed in batches as slots
 *   free up; a NOTIFY from the consumer wakes it at once, else it looks every WEBHOOK_POLL_MS;
 * - a 2xx answer is SUCCEEDED; anything else (another status, a redirect, never followed, a timeout, a
 *   refused address) counts an attempt and waits WEBHOOK_RETRY_DELAYS_MS[n], then FAILED after the last.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
  };
  private stopped = true;
  private inFlight = new Set<Promise<void>>();
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private wakeUp?: () => void;
  private woken = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly network: WebhookNetwork,
    @Inject(SERVICE_CONFIG) private readonly config: SubgraphConfig,
  ) {}

  private get settings() {
    return this.network.settings;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopped = false;
    this.listener = new Client({ connectionString: this.config.DATABASE_URL });
    this.listener.on('notification', () => this.wake());
    this.listener.on('error', () => undefined);
    await this.listener.connect();
    await this.listener.query(`LISTEN ${WEBHOOK_CHANNEL}`);
    const tick = () => {
      this.timer = setTimeout(() => {
        this.wake();
        tick();
      }, this.settings.pollMs);
    };
    tick();
    this.loop = this.run();
    this.pruneTimer = setInterval(() => void this.prune().catch((e) => this.logger.warn(`pruning deliveries failed: ${(e as Error).message}`)), 3_600_000);
    this.pruneTimer.unref();
  }

  /** Finished deliveries older than WEBHOOK_RETENTION_DAYS go (hourly), so the table does not grow for ever. */
  async prune(): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM webhook_delivery WHERE status <> 'PENDING' AND created_at < now() - make_interval(days => $1)`,
      [this.settings.retentionDays],
    );
    return count;
  }

  /** Stops claiming, lets the sends in flight finish (each within its timeout), then closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    await this.listener?.end().catch(() => undefined);
    for (const agent of Object.values(this.agents)) agent.destroy();
  }

  /** Wakes the loop; a wake-up while it is busy is kept, so the next wait returns at once. */
  wake(): void {
    this.woken = true;
    const wakeUp = this.wakeUp;
    this.wakeUp = undefined;
    wakeUp?.();
  }

  private sleep(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.wakeUp = () => {
        this.woken = false;
        resolve();
      };
    });
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const free = this.settings.concurrency - this.inFlight.size;
      let claimed: Claimed[] = [];
      if (free > 0) {
        try {
          claimed = await this.claim(Math.min(free, 100));
        } catch (error) {
          this.logger.warn(`claiming deliveries failed: ${(error as Error).message}`);
        }
      }
      for (const delivery of claimed) {
        const sending: Promise<void> = this.attempt(delivery)
          .catch((error) => this.logger.error(`delivery ${delivery.id}: ${(error as Error).message}`))
          .finally(() => {
            this.inFlight.delete(sending);
            this.wake();
          });
        this.inFlight.add(sending);
      }
      // A full batch: there may be more due at once; otherwise wait for a NOTIFY, the poll or a free slot.
      if (claimed.length === 0 || claimed.length < free) await this.sleep();
    }
  }

  /** Due deliveries of enabled webhooks, leased to this process. */
  private async claim(limit: number): Promise<Claimed[]> {
    const leaseSeconds = Math.ceil((this.settings.timeoutMs + 30_000) / 1000);
    const [rows]: [Claimed[], number] = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id AND w.enabled
          WHERE d.status = 'PENDING' AND d.next_attempt_at <= now()
          ORDER BY d.next_attempt_at, d.id
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE webhook_delivery d SET next_attempt_at = now() + make_interval(secs => $2)
         FROM due, webhook w
        WHERE d.id = due.id AND w.id = d.webhook_id
       RETURNING d.id, d.webhook_id, d.event, d.body, d.attempts, w.url`,
      [limit, leaseSeconds],
    );
    return rows;
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const result = await this.send(delivery);
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const attempts = delivery.attempts + 1;
    const failed = !ok && attempts >= this.settings.maxAttempts;
    const delayMs = ok || failed ? 0 : this.settings.retryDelaysMs[Math.min(attempts - 1, this.settings.retryDelaysMs.length - 1)];
    await this.dataSource.query(
      `UPDATE webhook_delivery
          SET status = $2, attempts = $3, response_status = $4, last_error = $5, last_attempt_at = now(),
              next_attempt_at = now() + make_interval(secs => $6)
        WHERE id = $1`,
      [delivery.id, ok ? 'SUCCEEDED' : failed ? 'FAILED' : 'PENDING', attempts, result.status, result.error, delayMs / 1000],
    );
    webhookDeliveriesTotal.inc({ status: ok ? 'succeeded' : failed ? 'failed' : 'retrying' });
    if (failed) this.logger.warn(`delivery ${delivery.id} (${delivery.event}) FAILED after ${attempts} attempts: ${result.error ?? `HTTP ${result.status}`}`);
  }

  /** One POST: the stored body as is, signed; the answer's status, its body drained and ignored. */
  private async send(delivery: Claimed): Promise<AttemptResult> {
    const checked = await this.network.addressesFor(delivery.url);
    if ('problem' in checked) return { status: null, error: checked.problem };
    const url = new URL(delivery.url);
    const body = Buffer.from(delivery.body, 'utf8');
    const secret = signingSecretOf(this.settings.signingKey, delivery.webhook_id);
    return new Promise<AttemptResult>((resolve) => {
      const req = (url.protocol === 'https:' ? https : http).request(
        url,
        {
          method: 'POST',
          agent: this.agents[url.protocol as 'http:' | 'https:'],
          headers: {
            'content-type': 'application/json',
            'content-length': String(body.length),
            'user-agent': USER_AGENT,
            'x-guide-event': delivery.event,
            'x-guide-delivery': delivery.id,
            'x-guide-signature': signatureOf(secret, body),
          },
          signal: AbortSignal.timeout(this.settings.timeoutMs),
          ...(checked.addresses ? { lookup: pinnedLookup(checked.addresses) } : {}),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          res.resume(); // read to the end so the connection is kept for the next delivery
          res.on('end', () => resolve({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` }));
          res.on('error', () => resolve({ status, error: `HTTP ${status}` }));
        },
      );
      req.on('error', (error) => {
        const name = (error as Error).name;
        resolve({ status: null, error: name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT' : codeOf(error) });
      });
      req.end(body);
    });
  }
}

function codeOf(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return String(e.code ?? e.message ?? 'ERROR').slice(0, 200);
}

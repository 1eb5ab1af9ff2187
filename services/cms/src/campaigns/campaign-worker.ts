import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { asLocale, isPermanentFailure, type MailSender } from '@guide/platform';
import { newsletterToken } from '../forms/newsletter-token';
import { campaignMail, unsubscribeUrl } from './campaign-mail';
import { CAMPAIGN_MACHINE } from './campaign-status';
import type { CampaignSettings } from './campaigns.config';
import { queueRecipients } from './campaign-queue';

/** What a worker needs besides the database: where mails go, the pace, the links' origin and secret. */
export interface WorkerDeps {
  dataSource: DataSource;
  sender: MailSender;
  settings: CampaignSettings;
  /** Site origin, no trailing slash. */
  origin: string;
  tokenSecret: string;
  /** general.siteName, read per batch (a change applies to the next mails). */
  siteName?: () => Promise<string>;
}

/** After this many claims a recipient the SMTP server keeps refusing for now (4xx, down) is given up as FAILED. */
export const MAX_ATTEMPTS = 10;
/** An idle worker after an SMTP outage waits this long before trying again. */
const OUTAGE_PAUSE_MS = 5_000;
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

interface Claimed {
  email: string;
  subscriber_id: string | null;
  locale: string;
  attempts: number;
}

interface SendingCampaign {
  id: string;
  subject: string;
  body_html: string;
}

/**
 * Claims up to `limit` PENDING recipients of a SENDING campaign for `lease` seconds, in one statement:
 * SKIP LOCKED keeps two workers off the same rows, the lease keeps them off while the mails go out (the
 * rows are not locked then), and an expired lease (its worker crashed) frees them for another.
 */
const CLAIM_SQL = `
WITH next AS (
  SELECT r.campaign_id, r.email FROM campaign_recipient r
   WHERE r.campaign_id = $1 AND r.status = 'PENDING' AND (r.claimed_until IS NULL OR r.claimed_until < now())
     AND EXISTS (SELECT 1 FROM campaign c WHERE c.id = $1 AND c.status = 'SENDING')
   ORDER BY r.email LIMIT $2
   FOR UPDATE OF r SKIP LOCKED)
UPDATE campaign_recipient r SET claimed_until = now() + make_interval(secs => $3), attempts = r.attempts + 1
  FROM next WHERE r.campaign_id = next.campaign_id AND r.email = next.email
RETURNING r.email, r.subscriber_id, r.locale, r.attempts`;

/** One recipient done: its own statement, committed at once, so a crash loses at most the mail in flight. */
const MARK_SQL = `
UPDATE campaign_recipient SET status = $3, sent_at = CASE WHEN $3 = 'SENT' THEN now() END, claimed_until = NULL, error = $4
 WHERE campaign_id = $1 AND email = $2 AND status = 'PENDING'`;

/** Claims not used (the worker stops, or the SMTP server is down): free at once for the next try. */
const RELEASE_SQL = `UPDATE campaign_recipient SET claimed_until = NULL, error = $3
 WHERE campaign_id = $1 AND email = ANY($2::text[]) AND status = 'PENDING'`;

/**
 * The sending loop of one cms process (src/campaigns/README.md): starts SCHEDULED campaigns whose time has
 * come, then mails the recipients of SENDING campaigns in small claimed batches, at most
 * `settings.maxPerSecond`, each marked SENT (or FAILED on an SMTP 5xx) right after its send. A campaign
 * without PENDING recipients becomes SENT. Several processes may run one each: claims never overlap.
 */
export class CampaignWorker {
  private readonly logger = new Logger('CampaignWorker');
  private running: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private nextSlot = 0;
  private pausedUntil = 0;

  constructor(private readonly deps: WorkerDeps) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Ends after the mail in flight is sent and marked; the rest of its batch is released for the next worker. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
    this.running = null;
  }

  /** Looks for work now (a campaign was just started) instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        if (Date.now() >= this.pausedUntil) worked = await this.tick();
      } catch (error) {
        this.logger.error(`campaign worker: ${messageOf(error)}`);
      }
      if (!worked && !this.stopping) await this.idle(Math.max(this.deps.settings.pollMs, this.pausedUntil - Date.now()));
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** One round: due campaigns started, one batch of each sending campaign. True when some mail was handled. */
  async tick(): Promise<boolean> {
    await this.startDue();
    const campaigns: SendingCampaign[] = await this.deps.dataSource.query(
      `SELECT id, subject, body_html FROM campaign WHERE status = 'SENDING' ORDER BY started_at, id LIMIT 10`,
    );
    let worked = false;
    for (const campaign of campaigns) {
      if (this.stopping || Date.now() < this.pausedUntil) break;
      const handled = await this.sendBatch(campaign);
      if (handled > 0) worked = true;
      else await this.finishIfDone(campaign.id);
    }
    return worked;
  }

  /** SCHEDULED campaigns whose time has come: queued and SENDING, each in its own transaction. */
  private async startDue(): Promise<void> {
    const due: { id: string }[] = await this.deps.dataSource.query(
      `SELECT id FROM campaign WHERE status = 'SCHEDULED' AND scheduled_at <= now() ORDER BY scheduled_at, id LIMIT 10`,
    );
    for (const { id } of due) {
      await this.deps.dataSource.transaction(async (manager) => {
        // Another process may have started (or staff canceled) it meanwhile: the locked row says.
        const [row] = await manager.query('SELECT status, scheduled_at FROM campaign WHERE id = $1 FOR UPDATE', [id]);
        if (row?.status !== 'SCHEDULED' || new Date(row.scheduled_at).getTime() > Date.now()) return;
        await CAMPAIGN_MACHINE.transition(manager, { target: 'campaign', id, to: 'SENDING', reason: 'scheduled' });
        await queueRecipients(manager, id);
      });
    }
  }

  /** Claims, sends and marks one batch; returns how many recipients it handled. */
  private async sendBatch(campaign: SendingCampaign): Promise<number> {
    const { dataSource, settings } = this.deps;
    const [claimed]: [Claimed[], number] = await dataSource.query(CLAIM_SQL, [campaign.id, settings.batchSize, settings.leaseSeconds]);
    const siteName = claimed.length && this.deps.siteName ? await this.deps.siteName() : undefined;
    let handled = 0;
    for (let i = 0; i < claimed.length; i++) {
      const recipient = claimed[i];
      if (this.stopping) {
        await this.release(campaign.id, claimed.slice(i), null);
        break;
      }
      await this.pace();
      try {
        await this.deps.sender.send(this.mailFor(campaign, recipient, siteName));
        await dataSource.query(MARK_SQL, [campaign.id, recipient.email, 'SENT', null]);
      } catch (error) {
        if (isPermanentFailure(error) || recipient.attempts >= MAX_ATTEMPTS) {
          await dataSource.query(MARK_SQL, [campaign.id, recipient.email, 'FAILED', messageOf(error)]);
        } else {
          // The server is down or says "later": this one and the rest of the batch wait for the next try.
          this.logger.warn(`campaign ${campaign.id}: SMTP not available (${messageOf(error)}), pausing`);
          await this.release(campaign.id, claimed.slice(i), messageOf(error));
          this.pausedUntil = Date.now() + OUTAGE_PAUSE_MS;
          break;
        }
      }
      handled++;
    }
    return handled;
  }

  private async release(campaignId: string, rows: Claimed[], error: string | null): Promise<void> {
    if (rows.length) await this.deps.dataSource.query(RELEASE_SQL, [campaignId, rows.map((r) => r.email), error]);
  }

  /** Nothing PENDING left (none in flight either: claimed rows stay PENDING until marked): SENT. */
  private async finishIfDone(id: string): Promise<void> {
    await this.deps.dataSource.transaction(async (manager) => {
      const [row] = await manager.query('SELECT status FROM campaign WHERE id = $1 FOR UPDATE', [id]);
      if (row?.status !== 'SENDING') return;
      const [{ pending }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM campaign_recipient WHERE campaign_id = $1 AND status = 'PENDING') AS pending`, [
        id,
      ]);
      if (pending) return;
      await CAMPAIGN_MACHINE.transition(manager, { target: 'campaign', id, to: 'SENT' });
      await manager.query('UPDATE campaign SET sent_at = now() WHERE id = $1', [id]);
    });
  }

  /** At most maxPerSecond mails a second from this process: the SMTP server and the shared pool are never flooded. */
  private async pace(): Promise<void> {
    const gap = 1000 / this.deps.settings.maxPerSecond;
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + gap;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }

  private mailFor(campaign: SendingCampaign, recipient: Claimed, siteName?: string) {
    const locale = asLocale(recipient.locale);
    // Every recipient is a subscriber (both audiences); one deleted since keeps a link that answers "unknown".
    const token = newsletterToken(this.deps.tokenSecret, 'unsubscribe', recipient.subscriber_id ?? '00000000-0000-0000-0000-000000000000');
    return campaignMail({
      to: recipient.email,
      subject: campaign.subject,
      bodyHtml: campaign.body_html,
      locale,
      unsubscribeUrl: unsubscribeUrl(this.deps.origin, locale, token),
      siteName,
    });
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  SERVICE_CONFIG,
  actorOf,
  asLocale,
  badInput,
  conflict,
  isPermanentFailure,
  notFound,
  paginate,
  publicWebUrl,
  type Identity,
  type MailSender,
  type PageArgs,
} from '@guide/platform';
import { isEmail } from '@guide/validation';
import { newsletterToken } from '../forms/newsletter-token';
import { SettingsService } from '../settings/settings.service';
import { tokenSecret } from '../mailer/mailer.config';
import { campaignMail, unsubscribeUrl } from './campaign-mail';
import { audienceSize, queueRecipients } from './campaign-queue';
import { validateCampaign } from './campaign-rules';
import { CAMPAIGN_MACHINE, CampaignStatus, isEditable } from './campaign-status';
import { CampaignWorker } from './campaign-worker';
import { CampaignsConfig, campaignSettings } from './campaigns.config';

/** Nest token of the campaigns' own mail sender (its own SMTP connections: a long send never queues the shop's mails). */
export const CAMPAIGN_MAIL_SENDER = Symbol('CAMPAIGN_MAIL_SENDER');

export interface Campaign {
  id: string;
  name: string;
  subject: string;
  bodyHtml: string;
  audience: string;
  status: CampaignStatus;
  scheduledAt: Date | null;
  startedAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CampaignCounts {
  campaignId: string;
  recipients: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/** Test sends a staff member may make: 10 per 10 minutes. */
export const TEST_SEND_LIMIT = { perWindow: 10, windowSeconds: 600 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, name, subject, body_html, audience, status, scheduled_at, started_at, sent_at, created_at, updated_at';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL rows
const toCampaign = (r: any): Campaign => ({
  id: r.id,
  name: r.name,
  subject: r.subject,
  bodyHtml: r.body_html,
  audience: r.audience,
  status: r.status,
  scheduledAt: r.scheduled_at,
  startedAt: r.started_at,
  sentAt: r.sent_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const notEditable = (status: string) => conflict(`A ${status} campaign cannot be changed`, { status: 'INVALID_TRANSITION' });

@Injectable()
export class CampaignsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Campaigns');
  private readonly secret: string;
  private readonly origin: string;
  /** This process's sending loop (started with the module). */
  readonly worker: CampaignWorker;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: CampaignsConfig,
    @Inject(CAMPAIGN_MAIL_SENDER) private readonly sender: MailSender,
    // The cms's settings (global SettingsModule); absent in a test module without them: the default name.
    @Optional() private readonly siteSettings?: SettingsService,
  ) {
    this.secret = tokenSecret(config);
    this.origin = publicWebUrl(config);
    this.worker = this.newWorker({ settings: campaignSettings(config) });
  }

  /** A worker over this service's database (tests make more, with their own sender and pace). */
  newWorker(options: { sender?: MailSender; settings: ReturnType<typeof campaignSettings> }): CampaignWorker {
    return new CampaignWorker({
      dataSource: this.dataSource,
      sender: options.sender ?? this.sender,
      settings: options.settings,
      origin: this.origin,
      tokenSecret: this.secret,
      siteName: this.siteSettings ? async () => (await this.siteSettings!.group('general')).siteName : undefined,
    });
  }

  onModuleInit(): void {
    this.worker.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
    this.sender.close();
  }

  list(args: PageArgs) {
    return paginate<Campaign>(args, async ({ skip, take }) => {
      const [rows, [{ n }]] = await Promise.all([
        this.dataSource.query(`SELECT ${COLUMNS} FROM campaign ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [take, skip]),
        this.dataSource.query('SELECT count(*)::int AS n FROM campaign'),
      ]);
      return [rows.map(toCampaign), n];
    });
  }

  async find(id: string): Promise<Campaign | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM campaign WHERE id = $1`, [id]);
    return row ? toCampaign(row) : null;
  }

  private async get(id: string): Promise<Campaign> {
    const campaign = await this.find(id);
    if (!campaign) throw notFound('Campaign');
    return campaign;
  }

  async create(input: unknown, by: Identity): Promise<Campaign> {
    const v = validateCampaign(input as Record<string, unknown>);
    const [row] = await this.dataSource.query(
      `INSERT INTO campaign (name, subject, body_html, audience, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [v.name, v.subject, v.bodyHtml, v.audience, actorOf(by)],
    );
    return toCampaign(row);
  }

  async update(id: string, input: unknown): Promise<Campaign> {
    const v = validateCampaign(input as Record<string, unknown>);
    await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query('SELECT status FROM campaign WHERE id = $1 FOR UPDATE', [id]);
      if (!row) throw notFound('Campaign');
      if (!isEditable(row.status)) throw notEditable(row.status);
      await manager.query('UPDATE campaign SET name = $2, subject = $3, body_html = $4, audience = $5 WHERE id = $1', [
        id,
        v.name,
        v.subject,
        v.bodyHtml,
        v.audience,
      ]);
    });
    return this.get(id);
  }

  /** DRAFT -> SCHEDULED, or a new date for a SCHEDULED one; the worker starts it when the time comes. */
  async schedule(id: string, at: Date, by: Identity): Promise<Campaign> {
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw badInput({ at: 'INVALID_DATE_TIME' });
    if (at.getTime() <= Date.now()) throw badInput({ at: 'DATE_IN_PAST' }, 'The date must be in the future');
    await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query('SELECT status FROM campaign WHERE id = $1 FOR UPDATE', [id]);
      if (!row) throw notFound('Campaign');
      if (row.status !== 'SCHEDULED') await CAMPAIGN_MACHINE.transition(manager, { target: 'campaign', id, to: 'SCHEDULED', actorId: actorOf(by) });
      await manager.query('UPDATE campaign SET scheduled_at = $2 WHERE id = $1', [id, at]);
    });
    this.worker.wake();
    return this.get(id);
  }

  /** DRAFT or SCHEDULED -> SENDING with every recipient queued, in one transaction; the worker mails them. */
  async sendNow(id: string, by: Identity): Promise<Campaign> {
    await this.dataSource.transaction(async (manager) => {
      await CAMPAIGN_MACHINE.transition(manager, { target: 'campaign', id, to: 'SENDING', actorId: actorOf(by) });
      await queueRecipients(manager, id);
    });
    this.worker.wake();
    return this.get(id);
  }

  /** DRAFT, SCHEDULED or SENDING -> CANCELED: recipients not yet mailed stay PENDING and are never mailed. */
  async cancel(id: string, by: Identity): Promise<Campaign> {
    await this.dataSource.transaction((manager) => CAMPAIGN_MACHINE.transition(manager, { target: 'campaign', id, to: 'CANCELED', actorId: actorOf(by) }));
    return this.get(id);
  }

  /** The campaign as a subscriber gets it, to one address; with that subscriber's real link when the address is one. */
  async sendTest(id: string, email: string, by: Identity): Promise<boolean> {
    const to = typeof email === 'string' ? email.trim().toLowerCase() : '';
    if (!to) throw badInput({ email: 'REQUIRED' });
    if (!isEmail(to)) throw badInput({ email: 'EMAIL_INVALID' });
    const campaign = await this.get(id);
    const actor = actorOf(by) ?? 'anonymous';
    await this.dataSource.transaction(async (manager) => {
      // One staff member's test sends are counted under a lock on their key: two clicks at once cannot both pass.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`campaign-test:${actor}`]);
      const [row] = await manager.query(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM campaign_test_send
          WHERE actor = $1 AND created_at > now() - make_interval(secs => $2)`,
        [actor, TEST_SEND_LIMIT.windowSeconds],
      );
      if (row.n >= TEST_SEND_LIMIT.perWindow) {
        const age = (Date.now() - new Date(row.oldest).getTime()) / 1000;
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many test mails, try again later', {
          retryAfterSeconds: Math.max(1, Math.ceil(TEST_SEND_LIMIT.windowSeconds - age)),
        });
      }
      await manager.query('DELETE FROM campaign_test_send WHERE created_at < now() - make_interval(secs => $1)', [TEST_SEND_LIMIT.windowSeconds]);
      await manager.query('INSERT INTO campaign_test_send (actor, campaign_id) VALUES ($1, $2)', [actor, id]);
    });
    const [subscriber] = await this.dataSource.query('SELECT id, language FROM newsletter_subscriber WHERE email = $1', [to]);
    const locale = asLocale(subscriber?.language);
    const token = newsletterToken(this.secret, 'unsubscribe', subscriber?.id ?? '00000000-0000-0000-0000-000000000000');
    try {
      await this.sender.send(
        campaignMail({
          to,
          subject: campaign.subject,
          bodyHtml: campaign.bodyHtml,
          locale,
          unsubscribeUrl: unsubscribeUrl(this.origin, locale, token),
          test: true,
          siteName: this.siteSettings ? (await this.siteSettings.group('general')).siteName : undefined,
        }),
      );
    } catch (error) {
      this.logger.warn(`test mail of campaign ${id} not sent: ${error instanceof Error ? error.message : String(error)}`);
      // The server refused the address for good: the address is the problem; else the server is (try later).
      if (isPermanentFailure(error)) throw badInput({ email: 'EMAIL_INVALID' }, 'The mail server refused this address');
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'The mail server is not available, try again in a moment', { retryAfterSeconds: 30 });
    }
    return true;
  }

  /** Only campaigns that are not waiting to be sent or being sent (DRAFT, SENT, CANCELED); the others are left. */
  async delete(ids: string[]): Promise<number> {
    if (!ids.every((id) => UUID.test(id))) throw badInput({ ids: 'INVALID_ID' });
    if (!ids.length) return 0;
    const [, count] = await this.dataSource.query(`DELETE FROM campaign WHERE id = ANY($1::uuid[]) AND status IN ('DRAFT', 'SENT', 'CANCELED') RETURNING id`, [
      ids,
    ]);
    return count;
  }

  /**
   * Per campaign: recipients queued, mails SENT and FAILED, and recipients who were mailed and are now
   * unsubscribed, having unsubscribed after the campaign began sending (by its link or any other way).
   */
  async counts(ids: string[]): Promise<CampaignCounts[]> {
    const rows = await this.dataSource.query(
      `SELECT r.campaign_id,
              count(*)::int AS recipients,
              (count(*) FILTER (WHERE r.status = 'SENT'))::int AS sent,
              (count(*) FILTER (WHERE r.status = 'FAILED'))::int AS failed,
              (count(*) FILTER (WHERE r.status = 'SENT' AND s.status = 'UNSUBSCRIBED' AND s.unsubscribed_at >= c.started_at))::int AS unsubscribed
         FROM campaign_recipient r
         JOIN campaign c ON c.id = r.campaign_id
         LEFT JOIN newsletter_subscriber s ON s.id = r.subscriber_id
        WHERE r.campaign_id = ANY($1::uuid[])
        GROUP BY r.campaign_id`,
      [ids],
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL rows
    return rows.map((r: any) => ({ campaignId: r.campaign_id, recipients: r.recipients, sent: r.sent, failed: r.failed, unsubscribed: r.unsubscribed }));
  }

  /** The audience's size now, for a campaign not started yet. */
  audienceSize(audience: string): Promise<number> {
    return audienceSize(this.dataSource, audience);
  }
}

import { DynamicModule, Inject, Injectable, Logger, Module, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { EmailTemplateChanged, Events } from '@guide/proto-schemas';
import { Config, SubgraphConfig } from '../config/config';
import { publicWebUrl } from '../config/public-web-url';
import { ConsumedEvent, ConsumedEventOf } from '../events/consumer';
import { EventDefinition } from '../events/event';
import { EventBus } from '../events/events.module';
import { SERVICE_CONFIG } from '../platform.module';
import { SETTINGS } from '@guide/vocabulary';
import { SETTINGS_SOURCE, SettingsSource } from '../settings/settings-source';
import { EventMail, sendEventMails } from './event-mails';
import { SettingsFromMailSender } from './mail-from';
import { MAIL_SENDER, MailSender, SmtpMailSender, mailEnv } from './mail-sender';
import { TemplatedMail, TemplateText, mailTemplate, renderMail, withSiteName } from './templates';

/** What a rule composes with, besides the event. */
export interface MailContext<C = unknown> {
  /** The service's configuration (staff addresses, token secrets…). */
  config: C;
  /** The site origin without a trailing slash (`publicWebUrl`): links are `${origin}/en/...`. */
  origin: string;
  /** The consumer's transaction, to read the service's own rows (a ticket's requester). */
  manager: EntityManager;
  /**
   * The settings as the service reads them (Settings › Configuration), read when the event is handled:
   * staff addresses such as `emails.orderNotificationEmail`. Absent in a service that reads no settings.
   */
  settings?: SettingsSource;
}

/** The mails of one event: each with its part name, template, locale and values; an empty `to` means nobody to tell. */
export type ComposedMails = readonly TemplatedMail[] | Promise<readonly TemplatedMail[]>;

/** Which events give which mails: one rule per event type (or per group of types composed alike). */
export interface MailRule<C = unknown> {
  readonly definitions: readonly EventDefinition[];
  readonly compose: (event: ConsumedEvent, context: MailContext<C>) => ComposedMails;
}

/**
 * A rule for `definition` (or several composed alike): `compose` receives the event decoded and narrowed
 * by its type, and returns its mails, each in the recipient's language (`asLocale(event.data.language)`).
 */
export function mailsOn<D extends EventDefinition, C = unknown>(
  definition: D | readonly D[],
  compose: (event: ConsumedEventOf<D>, context: MailContext<C>) => ComposedMails,
): MailRule<C> {
  const definitions: readonly D[] = Array.isArray(definition) ? definition : [definition as D];
  return { definitions, compose: compose as unknown as MailRule<C>['compose'] };
}

/** A service's mails, declared: the platform's EventMailer consumes, composes, sends and notes them. */
export interface ServiceMails<C = unknown> {
  /** Consumer group, e.g. `cms.mailer` (parked events are listed under it). */
  consumer: string;
  /** The service's table noting each part sent: `createMailSentTable` in one of its migrations. */
  sentTable: string;
  /** The service's copy of the customised templates (cms's `cms.email-template.changed`): `createMailTemplateTable`. */
  templateTable: string;
  rules: readonly MailRule<C>[];
}

/** Nest token of the ServiceMails the EventMailer sends. */
export const SERVICE_MAILS = Symbol('SERVICE_MAILS');

export const defineMails = <C>(mails: ServiceMails<C>): ServiceMails<C> => mails;

/**
 * The one event mailer of every service: consumes the events its rules name (behind the outbox and the
 * inbox, so a mail exists if and only if its change committed), composes their mails and sends each part
 * once (`sendEventMails`): an SMTP 5xx is logged and noted, never retried; any other failure throws a
 * TransientEventError, and the consumer retries the event until the server is back, never parking it.
 */
@Injectable()
export class EventMailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger: Logger;
  private readonly byType = new Map<string, MailRule['compose']>();

  constructor(
    private readonly bus: EventBus,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: { PUBLIC_WEB_URL?: string },
    @Inject(SERVICE_MAILS) readonly mails: ServiceMails,
    private readonly dataSource: DataSource,
    @Optional() @Inject(SETTINGS_SOURCE) private readonly settings?: SettingsSource,
  ) {
    this.logger = new Logger(mails.consumer);
    for (const rule of mails.rules) {
      for (const definition of rule.definitions) {
        if (this.byType.has(definition.type)) throw new Error(`${mails.consumer}: two mail rules for ${definition.type}`);
        this.byType.set(definition.type, rule.compose);
      }
    }
  }

  /** The definitions consumed, in rule order. */
  get definitions(): EventDefinition[] {
    return this.mails.rules.flatMap((rule) => rule.definitions);
  }

  onModuleInit(): void {
    this.bus.consume(this.mails.consumer, this.definitions, (event, manager) => this.handle(event, manager));
    // Every mailing service keeps its own copy of the templates edited in the cms (it reads no other database).
    this.bus.consume(`${this.mails.consumer}.templates`, [Events.emailTemplateChanged], ({ data }, manager) =>
      applyTemplateChange(manager, this.mails.templateTable, data),
    );
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  /** Composes and sends the event's mails; a redelivery sends only the parts not sent yet. */
  async handle(event: ConsumedEvent, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const mails = await this.compose(event, manager);
    await sendEventMails(
      { dataSource: this.dataSource, sender: this.sender, sentTable: this.mails.sentTable, warn: (message) => this.logger.warn(message) },
      event,
      mails,
    );
  }

  /** The event's mails (none for a type no rule names), each rendered with the current template of its code and language. */
  async compose(event: ConsumedEvent, manager: EntityManager = this.dataSource.manager): Promise<readonly EventMail[]> {
    const compose = this.byType.get(event.type);
    if (!compose) return [];
    const mails = await compose(event, { config: this.config, origin: publicWebUrl(this.config), manager, settings: this.settings });
    const rendered: EventMail[] = [];
    for (const mail of mails) {
      const definition = mailTemplate(mail.template);
      const custom = mail.to ? await customTemplate(manager, this.mails.templateTable, mail.template, mail.locale) : null;
      // A template that declares `siteName` signs with the site's name (general.siteName), current at sending.
      const siteName =
        this.settings && definition.variables.includes('siteName') ? (await this.settings.group('general')).siteName : SETTINGS.general.siteName.default;
      const variables = withSiteName(definition, mail.variables, siteName);
      rendered.push({ part: mail.part, to: mail.to, ...renderMail(definition, mail.locale, variables, custom) });
    }
    return rendered;
  }
}

/**
 * The service's mailer: its declared mails, sent by `sender` (SMTP in the app, a fake in tests), from the
 * sender the emails settings name when the service reads settings (`SETTINGS_SOURCE`), else MAIL_FROM.
 */
@Module({})
export class EventMailerModule {
  static forRoot(mails: ServiceMails<never>, sender: () => MailSender): DynamicModule {
    return {
      module: EventMailerModule,
      providers: [
        {
          provide: MAIL_SENDER,
          useFactory: (settings?: SettingsSource) => settingsMailSender(sender(), settings),
          inject: [{ token: SETTINGS_SOURCE, optional: true }],
        },
        { provide: SERVICE_MAILS, useValue: mails },
        EventMailer,
      ],
      exports: [MAIL_SENDER, EventMailer],
    };
  }
}

/** `sender`, the From of each message read from the settings (see SettingsFromMailSender); as is without settings. */
export const settingsMailSender = (sender: MailSender, settings?: SettingsSource | null): MailSender =>
  settings ? new SettingsFromMailSender(sender, settings) : sender;

/** SMTP with the service's SMTP_URL and MAIL_FROM, or their defaults when a partial config leaves them out. */
export const smtpMailSender = (config: SubgraphConfig & Partial<Config<typeof mailEnv>>) => (): MailSender =>
  new SmtpMailSender(config.SMTP_URL || mailEnv.SMTP_URL.parse('SMTP_URL', undefined), config.MAIL_FROM || mailEnv.MAIL_FROM.parse('MAIL_FROM', undefined));

/** The table of the parts sent, in a migration of each service that mails (`sentTable` of its ServiceMails). */
export async function createMailSentTable(q: QueryRunner, table: string): Promise<void> {
  await q.query(`CREATE TABLE ${table} (
    event_id uuid NOT NULL,
    part text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (event_id, part)
  )`);
}

/** The service's copy of the templates customised in the cms: one row per code and language, the newest version kept. */
export async function createMailTemplateTable(q: QueryRunner, table: string): Promise<void> {
  await q.query(`CREATE TABLE ${table} (
    code text NOT NULL,
    locale text NOT NULL,
    subject text NOT NULL,
    body_html text NOT NULL,
    customised boolean NOT NULL,
    version integer NOT NULL,
    updated_at timestamptz,
    PRIMARY KEY (code, locale)
  )`);
}

/** The customised text of `code` in `locale`, or null: the registry's default applies. */
export async function customTemplate(manager: EntityManager, table: string, code: string, locale: string): Promise<TemplateText | null> {
  const [row] = await manager.query(`SELECT subject, body_html FROM ${table} WHERE code = $1 AND locale = $2 AND customised`, [code, locale]);
  return row ? { subject: row.subject, bodyHtml: row.body_html } : null;
}

/**
 * Applies a template saved or reset in the cms to the local copy, idempotently and in order: a version not
 * newer than the copy's (a redelivery, an old event behind a newer one) changes nothing. A reset keeps the
 * row, not customised, so that an older save delivered late cannot bring the text back.
 */
export async function applyTemplateChange(manager: EntityManager, table: string, change: EmailTemplateChanged): Promise<void> {
  await manager.query(
    `INSERT INTO ${table} (code, locale, subject, body_html, customised, version, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (code, locale) DO UPDATE SET subject = EXCLUDED.subject, body_html = EXCLUDED.body_html,
       customised = EXCLUDED.customised, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
     WHERE ${table}.version < EXCLUDED.version`,
    [
      change.code,
      change.locale,
      change.reset ? '' : change.subject,
      change.reset ? '' : change.bodyHtml,
      !change.reset,
      change.version,
      change.updatedAt || null,
    ],
  );
}

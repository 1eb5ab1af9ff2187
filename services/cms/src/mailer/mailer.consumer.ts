import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConsumedEventOf, EventBus, MAIL_SENDER, MailMessage, MailSender, SERVICE_CONFIG, TransientEventError, isPermanentFailure } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { newsletterToken } from '../forms/newsletter-token';
import { formAckMail, formStaffMail, mailLocale, newsletterConfirmMail, newsletterLink, ownerPostModeratedMail } from './mail-templates';
import { CmsMailConfig, publicWebUrl, staffEmail, tokenSecret } from './mailer.config';

/** Consumer group of the cms's mailer. */
export const CMS_MAILER = 'cms.mailer';

export const MAILED_EVENTS = [Events.formSubmitted, Events.newsletterSubscriptionRequested, Events.ownerPostModerated];
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

/** One mail of an event, named so that a retry knows which were sent. */
export interface EventMail extends MailMessage {
  part: string;
}

/**
 * Mails of the site forms and the newsletter, behind the outbox and the inbox (as the contest's mailer):
 * a mail exists if and only if its form or request committed, the inbox drops a redelivered event, and an
 * event with two mails (staff, sender) notes each one sent (cms_mail_sent), so a retry after the second
 * failed does not send the first again.
 */
@Injectable()
export class CmsMailerConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CmsMailer');

  constructor(
    private readonly bus: EventBus,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: CmsMailConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.bus.consume(CMS_MAILER, MAILED_EVENTS, (event) => this.handle(event));
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  async handle(event: MailedEvent): Promise<void> {
    for (const mail of this.compose(event)) {
      if (!mail.to) continue;
      const [{ sent }] = await this.dataSource.query('SELECT EXISTS (SELECT 1 FROM cms_mail_sent WHERE event_id = $1 AND part = $2) AS sent', [event.id, mail.part]);
      if (sent) continue;
      const { part, ...message } = mail;
      try {
        await this.sender.send(message);
      } catch (error) {
        // A refused address must not block the mails behind it; a transient failure is retried until the server is back.
        if (!isPermanentFailure(error)) throw new TransientEventError(`SMTP: ${(error as Error).message}`, { cause: error });
        this.logger.warn(`${event.type} ${event.id} (${part}): the SMTP server refused the email for good (${(error as Error).message})`);
      }
      await this.dataSource.query('INSERT INTO cms_mail_sent (event_id, part) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.id, part]);
    }
  }

  compose(event: MailedEvent): EventMail[] {
    switch (event.type) {
      case Events.formSubmitted.type: {
        const e = event.data;
        return [
          { part: 'staff', to: staffEmail(this.config), ...formStaffMail(e) },
          { part: 'sender', to: e.email, ...formAckMail(e, mailLocale(e.language)) },
        ];
      }
      case Events.newsletterSubscriptionRequested.type: {
        const e = event.data;
        const locale = mailLocale(e.language);
        const origin = publicWebUrl(this.config);
        const secret = tokenSecret(this.config);
        const confirm = newsletterLink(origin, locale, 'confirm', newsletterToken(secret, 'confirm', e.subscriberId));
        const unsubscribe = newsletterLink(origin, locale, 'unsubscribe', newsletterToken(secret, 'unsubscribe', e.subscriberId));
        return [{ part: 'subscriber', to: e.email, ...newsletterConfirmMail(locale, confirm, unsubscribe) }];
      }
      // An owner's post approved or rejected (owner-posts): no address known, no mail.
      case Events.ownerPostModerated.type: {
        const e = event.data;
        return [{ part: 'owner', to: e.email, ...ownerPostModeratedMail(e, mailLocale(e.language), publicWebUrl(this.config)) }];
      }
      default:
        return [];
    }
  }
}

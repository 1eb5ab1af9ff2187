import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConsumedEventOf, EventBus, EventMail, MAIL_SENDER, MailSender, SERVICE_CONFIG, sendEventMails } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { newsletterToken } from '../forms/newsletter-token';
import { formAckMail, formStaffMail, mailLocale, newsletterConfirmMail, newsletterLink, ownerPostModeratedMail } from './mail-templates';
import { CmsMailConfig, publicWebUrl, staffEmail, tokenSecret } from './mailer.config';

/** Consumer group of the cms's mailer. */
export const CMS_MAILER = 'cms.mailer';

export const MAILED_EVENTS = [Events.formSubmitted, Events.newsletterSubscriptionRequested, Events.ownerPostModerated];
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

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
    await sendEventMails(
      { dataSource: this.dataSource, sender: this.sender, sentTable: 'cms_mail_sent', warn: (message) => this.logger.warn(message) },
      event,
      this.compose(event),
    );
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

import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConsumedEventOf, EventBus, MAIL_SENDER, MailSender, SERVICE_CONFIG, TransientEventError, isPermanentFailure } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { IdentityConfig } from '../identity.config';
import { MailKind, mailLink, mailLocale, renderMail } from './mail-templates';

/** Consumer group of the mailer. */
export const MAILER = 'identity.mailer';

const MAILED_EVENTS = [Events.customerRegistered, Events.verificationEmailRequested, Events.passwordResetRequested];

/** One of the events the mailer handles, narrowed by `type`. */
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

/**
 * Sends customer emails from identity's own events. It runs behind the outbox and the consumer inbox:
 * an email exists if and only if its change committed, and a crash before the send is retried.
 * (A crash after the send but before the inbox commit sends it twice: at-least-once, never lost.)
 */
@Injectable()
export class MailerConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mailer');

  constructor(
    private readonly bus: EventBus,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  onModuleInit(): void {
    this.bus.consume(MAILER, MAILED_EVENTS, (event) => this.handle(event));
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  async handle(event: MailedEvent): Promise<void> {
    const mail = this.compose(event);
    if (!mail) return;
    try {
      await this.sender.send(mail);
    } catch (error) {
      // A refused address must not block the emails queued behind it; a transient failure (server down,
      // 4xx) is retried until the server is back, never parked: every email would fail the same way.
      if (!isPermanentFailure(error)) throw new TransientEventError(`SMTP: ${(error as Error).message}`, { cause: error });
      this.logger.warn(`${event.type} ${event.id}: the SMTP server refused the email for good (${(error as Error).message})`);
    }
  }

  private compose(event: MailedEvent) {
    let kind: MailKind;
    let data: { email: string; firstName: string; locale: string; token: string };
    switch (event.type) {
      case Events.customerRegistered.type:
      case Events.verificationEmailRequested.type:
        kind = 'verify-email';
        data = { email: event.data.email, firstName: event.data.firstName, locale: event.data.locale, token: event.data.verificationToken };
        break;
      case Events.passwordResetRequested.type:
        kind = 'reset-password';
        data = { email: event.data.email, firstName: event.data.firstName, locale: event.data.locale, token: event.data.resetToken };
        break;
      default:
        return null;
    }
    const locale = mailLocale(data.locale);
    const rendered = renderMail(kind, locale, { firstName: data.firstName, link: mailLink(this.config.PUBLIC_WEB_URL, kind, locale, data.token) });
    return { to: data.email, ...rendered };
  }
}

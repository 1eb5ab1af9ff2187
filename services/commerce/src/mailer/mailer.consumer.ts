import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConsumedEventOf, EventBus, MAIL_SENDER, MailSender, SERVICE_CONFIG, TransientEventError, isPermanentFailure } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { CommerceConfig, bankDetails } from '../commerce.config';
import { asLocale } from '../cart/locale';
import { RenderedMail, orderPlacedMail, paymentCapturedMail, quoteAnsweredMail, quoteRequestedMail } from './mail-templates';

/** Consumer group of commerce's mailer. */
export const COMMERCE_MAILER = 'commerce.mailer';

export const MAILED_EVENTS = [Events.orderPlaced, Events.quoteRequested, Events.quoteAnswered, Events.paymentCaptured];
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

/**
 * Customer emails from commerce's own events, behind the outbox and the inbox (as identity's mailer): an
 * email exists if and only if its order or quote committed, and a crash before the send is retried.
 */
@Injectable()
export class CommerceMailerConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CommerceMailer');

  constructor(
    private readonly bus: EventBus,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
  ) {}

  onModuleInit(): void {
    this.bus.consume(COMMERCE_MAILER, MAILED_EVENTS, (event) => this.handle(event));
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  async handle(event: MailedEvent): Promise<void> {
    const mail = this.compose(event);
    if (!mail || !mail.to) return; // no address known (an identity without email): nothing to send
    try {
      await this.sender.send(mail);
    } catch (error) {
      if (!isPermanentFailure(error)) throw new TransientEventError(`SMTP: ${(error as Error).message}`, { cause: error });
      this.logger.warn(`${event.type} ${event.id}: the SMTP server refused the email for good (${(error as Error).message})`);
    }
  }

  compose(event: MailedEvent): (RenderedMail & { to: string }) | null {
    switch (event.type) {
      case Events.orderPlaced.type:
        return { to: event.data.customer?.email ?? '', ...orderPlacedMail(event.data, asLocale(event.data.customer?.locale), bankDetails(this.config)) };
      case Events.quoteRequested.type:
        return { to: event.data.customer?.email ?? '', ...quoteRequestedMail(event.data, asLocale(event.data.customer?.locale)) };
      case Events.quoteAnswered.type:
        return { to: event.data.email, ...quoteAnsweredMail(event.data, asLocale(event.data.locale)) };
      case Events.paymentCaptured.type:
        return { to: event.data.payment?.email ?? '', ...paymentCapturedMail(event.data, asLocale(event.data.payment?.locale)) };
      default:
        return null;
    }
  }
}

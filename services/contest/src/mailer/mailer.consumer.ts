import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConsumedEventOf, EventBus, EventMail, MAIL_SENDER, MailSender, SERVICE_CONFIG, sendEventMails } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { ContestConfig, organisersEmail } from '../contest.config';
import { asLocale } from '../shared/locale';
import { partnerAppliedAckMail, partnerAppliedNoticeMail, registrationReceivedMail } from './mail-templates';

/** Consumer group of the contest's mailer. */
export const CONTEST_MAILER = 'contest.mailer';

export const MAILED_EVENTS = [Events.contestRegistrationReceived, Events.contestPartnerApplied];
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

/**
 * Mails from the contest's own events, behind the outbox and the inbox (as commerce's mailer): a mail
 * exists if and only if its registration or application committed. The inbox drops a redelivered
 * event; an event with two mails notes each one sent (contest_mail_sent), so a retry after the
 * second failed does not send the first again.
 */
@Injectable()
export class ContestMailerConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ContestMailer');

  constructor(
    private readonly bus: EventBus,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: ContestConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.bus.consume(CONTEST_MAILER, MAILED_EVENTS, (event) => this.handle(event));
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  async handle(event: MailedEvent): Promise<void> {
    await sendEventMails(
      { dataSource: this.dataSource, sender: this.sender, sentTable: 'contest_mail_sent', warn: (message) => this.logger.warn(message) },
      event,
      this.compose(event),
    );
  }

  compose(event: MailedEvent): EventMail[] {
    switch (event.type) {
      case Events.contestRegistrationReceived.type:
        return [{ part: 'applicant', to: event.data.email, ...registrationReceivedMail(event.data, asLocale(event.data.language)) }];
      case Events.contestPartnerApplied.type:
        return [
          { part: 'organisers', to: organisersEmail(this.config), ...partnerAppliedNoticeMail(event.data) },
          { part: 'applicant', to: event.data.email, ...partnerAppliedAckMail(event.data, asLocale(event.data.language)) },
        ];
      default:
        return [];
    }
  }
}

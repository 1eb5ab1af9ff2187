import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConsumedEventOf, EventBus, MAIL_SENDER, MailMessage, MailSender, SERVICE_CONFIG, TransientEventError, isPermanentFailure } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { ContestConfig, organisersEmail } from '../contest.config';
import { asLocale } from '../shared/locale';
import { partnerAppliedAckMail, partnerAppliedNoticeMail, registrationReceivedMail } from './mail-templates';

/** Consumer group of the contest's mailer. */
export const CONTEST_MAILER = 'contest.mailer';

export const MAILED_EVENTS = [Events.contestRegistrationReceived, Events.contestPartnerApplied];
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

/** One mail of an event, named so that a retry knows which were sent. */
export interface EventMail extends MailMessage {
  part: string;
}

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
    for (const mail of this.compose(event)) {
      if (!mail.to) continue;
      const [{ sent }] = await this.dataSource.query('SELECT EXISTS (SELECT 1 FROM contest_mail_sent WHERE event_id = $1 AND part = $2) AS sent', [event.id, mail.part]);
      if (sent) continue;
      const { part, ...message } = mail;
      try {
        await this.sender.send(message);
      } catch (error) {
        if (!isPermanentFailure(error)) throw new TransientEventError(`SMTP: ${(error as Error).message}`, { cause: error });
        this.logger.warn(`${event.type} ${event.id} (${part}): the SMTP server refused the email for good (${(error as Error).message})`);
      }
      await this.dataSource.query('INSERT INTO contest_mail_sent (event_id, part) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.id, part]);
    }
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

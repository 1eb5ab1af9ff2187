import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus, MAIL_SENDER, MailMessage, MailSender, SERVICE_CONFIG, TransientEventError, isPermanentFailure } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import {
  EnteredStatus,
  assignedMail,
  internalNoteMail,
  mailLocale,
  publicReplyMail,
  requesterLink,
  requesterRepliedMail,
  staffLink,
  statusChangedMail,
  ticketReceivedMail,
} from './mail-templates';
import { TicketsMailConfig, publicWebUrl } from './mailer.config';

/** Consumer group of the ticket mailer. */
export const TICKETS_MAILER = 'support-tickets.mailer';

export const STATUS_EVENTS = [Events.ticketInProgress, Events.ticketResolved, Events.ticketClosed, Events.ticketRejected];
export const MAILED_EVENTS = [Events.ticketCreated, Events.ticketAssigned, Events.ticketNoteAdded, ...STATUS_EVENTS];
export type MailedEvent = ConsumedEventOf<(typeof MAILED_EVENTS)[number]>;

const STATUS_BY_TYPE = new Map<string, EnteredStatus>([
  [Events.ticketInProgress.type, 'IN_PROGRESS'],
  [Events.ticketResolved.type, 'RESOLVED'],
  [Events.ticketClosed.type, 'CLOSED'],
  [Events.ticketRejected.type, 'REJECTED'],
]);

/**
 * Ticket mails from the service's own events, behind the outbox and the inbox (as commerce's and
 * identity's mailers): a mail exists if and only if its change committed, a redelivered event is
 * dropped by the inbox, and a crash before the send is retried. Every event gives at most one mail, so
 * nothing needs noting per mail: a crash after the send but before the inbox commit sends it twice
 * (at-least-once, never lost).
 */
@Injectable()
export class TicketsMailerConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TicketsMailer');

  constructor(
    private readonly bus: EventBus,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: TicketsMailConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.bus.consume(TICKETS_MAILER, MAILED_EVENTS, (event, manager) => this.handle(event, manager));
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  async handle(event: MailedEvent, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const mail = await this.compose(event, manager);
    if (!mail || !mail.to) return; // nobody to tell (staff-made ticket, no assignee, internal note…)
    try {
      await this.sender.send(mail);
    } catch (error) {
      // A refused address must not block the mails behind it; a transient failure is retried until the server is back.
      if (!isPermanentFailure(error)) throw new TransientEventError(`SMTP: ${(error as Error).message}`, { cause: error });
      this.logger.warn(`${event.type} ${event.id}: the SMTP server refused the email for good (${(error as Error).message})`);
    }
  }

  async compose(event: MailedEvent, manager: EntityManager = this.dataSource.manager): Promise<MailMessage | null> {
    const origin = publicWebUrl(this.config);
    switch (event.type) {
      case Events.ticketCreated.type: {
        // Only a customer's ticket has a requester to acknowledge; staff-made tickets have none.
        const e = event.data;
        if (!e.requesterEmail) return null;
        const locale = mailLocale(e.requesterLanguage);
        return { to: e.requesterEmail, ...ticketReceivedMail(e.subject, locale, requesterLink(origin, e.ticketId, locale)) };
      }
      case Events.ticketAssigned.type: {
        const e = event.data;
        if (!e.assigneeEmail) return null;
        return { to: e.assigneeEmail, ...assignedMail(e.subject, e.assigneeName, e.assignedGroupName, staffLink(origin, e.ticketId)) };
      }
      case Events.ticketNoteAdded.type: {
        const e = event.data;
        if (!e.public)
          return e.assigneeEmail ? { to: e.assigneeEmail, ...internalNoteMail(e.subject, e.author, e.notes, staffLink(origin, e.ticketId)) } : null;
        if (e.byRequester)
          return e.assigneeEmail ? { to: e.assigneeEmail, ...requesterRepliedMail(e.subject, e.author, e.notes, staffLink(origin, e.ticketId)) } : null;
        if (!e.requesterEmail) return null;
        const locale = mailLocale(e.requesterLanguage);
        return { to: e.requesterEmail, ...publicReplyMail(e.subject, e.notes, locale, requesterLink(origin, e.ticketId, locale)) };
      }
      default: {
        const status = STATUS_BY_TYPE.get(event.type);
        if (!status) return null;
        // StatusChanged does not carry the requester: the ticket row does (gone if deleted since).
        const e = event.data as { entityId: string; actorId: string };
        const [ticket] = await manager.query('SELECT subject, requester_customer_id, requester_email, requester_language FROM ticket WHERE id = $1', [
          e.entityId,
        ]);
        if (!ticket?.requester_email) return null;
        // The requester made the change themselves: no mail about their own action.
        if (ticket.requester_customer_id && ticket.requester_customer_id === e.actorId) return null;
        const locale = mailLocale(ticket.requester_language);
        return { to: ticket.requester_email, ...statusChangedMail(ticket.subject, status, locale, requesterLink(origin, e.entityId, locale)) };
      }
    }
  }
}

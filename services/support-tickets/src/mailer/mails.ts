import { asLocale, defineMails, mailsOn, type SettingsSource } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import {
  EnteredStatus,
  assignedMail,
  internalNoteMail,
  newTicketMail,
  publicReplyMail,
  requesterLink,
  requesterRepliedMail,
  staffLink,
  statusChangedMail,
  ticketReceivedMail,
} from './mail-templates';
import { TicketsMailConfig } from './mailer.config';

/** The team's address (general.contactEmail, its registry default until staff change it); none without settings. */
const contactEmail = async (settings?: SettingsSource): Promise<string> => (settings ? (await settings.group('general')).contactEmail : '');

const STATUS_BY_TYPE = new Map<string, EnteredStatus>([
  [Events.ticketInProgress.type, 'IN_PROGRESS'],
  [Events.ticketResolved.type, 'RESOLVED'],
  [Events.ticketClosed.type, 'CLOSED'],
  [Events.ticketRejected.type, 'REJECTED'],
]);

/**
 * The ticket mails, sent by the platform's EventMailer: acknowledgements, public replies and status
 * changes to the requester in their language; assignments, internal notes and the requester's answers to
 * the assignee. Every event gives at most one mail (part `requester` or `assignee`), noted sent in
 * tickets_mail_sent. An event with nobody to tell (staff-made ticket, no assignee…) gives none.
 */
export const TICKETS_MAILS = defineMails<TicketsMailConfig>({
  consumer: 'support-tickets.mailer',
  sentTable: 'tickets_mail_sent',
  templateTable: 'tickets_mail_template',
  rules: [
    // Only a customer's ticket has a requester to acknowledge; staff-made tickets have none. A ticket the
    // customer opened is also announced to the team, at general.contactEmail (Settings › Configuration, read now).
    mailsOn(Events.ticketCreated, async ({ data: e }, { origin, settings }) => {
      const locale = asLocale(e.requesterLanguage);
      const byCustomer = !!e.requesterCustomerId && e.createdBy === e.requesterCustomerId;
      return [
        { part: 'requester', to: e.requesterEmail, ...ticketReceivedMail(e.subject, locale, requesterLink(origin, e.ticketId, locale)) },
        {
          part: 'team',
          to: byCustomer ? await contactEmail(settings) : '',
          ...newTicketMail(e.subject, e.requesterEmail, e.description, staffLink(origin, e.ticketId)),
        },
      ];
    }),
    mailsOn(Events.ticketAssigned, ({ data: e }, { origin }) => [
      { part: 'assignee', to: e.assigneeEmail, ...assignedMail(e.subject, e.assigneeName, e.assignedGroupName, staffLink(origin, e.ticketId)) },
    ]),
    mailsOn(Events.ticketNoteAdded, async ({ data: e }, { origin, settings }) => {
      if (!e.public) return [{ part: 'assignee', to: e.assigneeEmail, ...internalNoteMail(e.subject, e.author, e.notes, staffLink(origin, e.ticketId)) }];
      // The requester's answer: to the assignee, or to the team's address while nobody is assigned.
      if (e.byRequester)
        return [
          {
            part: 'assignee',
            to: e.assigneeEmail || (await contactEmail(settings)),
            ...requesterRepliedMail(e.subject, e.author, e.notes, staffLink(origin, e.ticketId)),
          },
        ];
      const locale = asLocale(e.requesterLanguage);
      return [{ part: 'requester', to: e.requesterEmail, ...publicReplyMail(e.subject, e.notes, locale, requesterLink(origin, e.ticketId, locale)) }];
    }),
    mailsOn([Events.ticketInProgress, Events.ticketResolved, Events.ticketClosed, Events.ticketRejected], async ({ type, data: e }, { origin, manager }) => {
      // StatusChanged does not carry the requester: the ticket row does (gone if deleted since).
      const [ticket] = await manager.query('SELECT subject, requester_customer_id, requester_email, requester_language FROM ticket WHERE id = $1', [
        e.entityId,
      ]);
      if (!ticket?.requester_email) return [];
      // The requester made the change themselves: no mail about their own action.
      if (ticket.requester_customer_id && ticket.requester_customer_id === e.actorId) return [];
      const locale = asLocale(ticket.requester_language);
      const status = STATUS_BY_TYPE.get(type)!;
      return [
        { part: 'requester', to: ticket.requester_email, ...statusChangedMail(ticket.subject, status, locale, requesterLink(origin, e.entityId, locale)) },
      ];
    }),
  ],
});

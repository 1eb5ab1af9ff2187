/**
 * The ticket mails as the platform's templates need them (code, language, values): to the requester in their
 * language (fr by default, en), to staff in French (the back office's language). Their text is in
 * services/platform/src/mail/templates/tickets.ts, editable in the back office (Marketing › Emails); a note
 * is escaped here and keeps its line breaks.
 */
import { escapeHtml, type Locale, type MailContent } from '@guide/platform';

/** Where a status mail says the request now is (the statuses a ticket can enter after NEW). */
export type EnteredStatus = 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED' | 'REJECTED';

/** The requester's page of the ticket in the storefront's account area (every storefront route also exists under /en). */
export function requesterLink(origin: string, ticketId: string, locale: Locale): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/account/support/${encodeURIComponent(ticketId)}`;
}

/** The ticket in the back office. */
export function staffLink(origin: string, ticketId: string): string {
  return `${origin}/admin/tickets/${encodeURIComponent(ticketId)}`;
}

const STATUS: Record<Locale, Record<EnteredStatus, string>> = {
  fr: { IN_PROGRESS: 'En cours de traitement', RESOLVED: 'Résolue', CLOSED: 'Clôturée', REJECTED: 'Refusée' },
  en: { IN_PROGRESS: 'In progress', RESOLVED: 'Resolved', CLOSED: 'Closed', REJECTED: 'Declined' },
};

const STATUS_DETAIL: Record<Locale, Record<EnteredStatus, string>> = {
  fr: {
    IN_PROGRESS: 'Un membre de notre équipe s’en occupe.',
    RESOLVED: 'Nous la considérons comme résolue. Si ce n’est pas le cas, répondez-nous depuis votre espace client.',
    CLOSED: 'Elle est désormais clôturée. Pour un nouveau problème, ouvrez une nouvelle demande.',
    REJECTED: 'Nous ne pouvons pas y donner suite. Le détail se trouve dans votre espace client.',
  },
  en: {
    IN_PROGRESS: 'A member of our team is working on it.',
    RESOLVED: 'We consider it resolved. If it is not, answer us from your account.',
    CLOSED: 'It is now closed. For a new problem, please open a new request.',
    REJECTED: 'We are unable to take it further. You will find the details in your account.',
  },
};

/** A note quoted, escaped, its line breaks kept (`noteHtml`). */
const quoted = (note: string) =>
  `<blockquote style="border-left:3px solid #ccc;margin:16px 0;padding-left:12px">${escapeHtml(note).replace(/\r?\n/g, '<br>')}</blockquote>`;

/** The requester's acknowledgement of a ticket they opened. */
export function ticketReceivedMail(subject: string, locale: Locale, link: string): MailContent {
  return { template: 'ticket.received', locale, variables: { subject, link } };
}

/** A public staff note, to the requester. */
export function publicReplyMail(subject: string, note: string, locale: Locale, link: string): MailContent {
  return { template: 'ticket.replied', locale, variables: { subject, noteHtml: quoted(note), link } };
}

/** A status the ticket entered, to the requester (`ticket.updated`). */
export function statusChangedMail(subject: string, status: EnteredStatus, locale: Locale, link: string): MailContent {
  return { template: 'ticket.updated', locale, variables: { subject, status: STATUS[locale][status], statusDetail: STATUS_DETAIL[locale][status], link } };
}

/** The new assignee's notice (staff: French). */
export function assignedMail(subject: string, assigneeName: string, groupName: string, link: string): MailContent {
  return {
    template: 'ticket.assigned',
    locale: 'fr',
    variables: { subject, assigneeName: assigneeName.trim(), group: groupName ? `(groupe ${groupName})` : '', link },
  };
}

/** A customer's new ticket: the team's notice (French), at general.contactEmail. */
export function newTicketMail(subject: string, requester: string, description: string, link: string): MailContent {
  return { template: 'ticket.new', locale: 'fr', variables: { subject, requester, noteHtml: description ? quoted(description) : '', link } };
}

/** The requester answered: the assignee's notice (French). */
export function requesterRepliedMail(subject: string, author: string, note: string, link: string): MailContent {
  return { template: 'ticket.requester-replied', locale: 'fr', variables: { subject, author: author.trim() || 'Le client', noteHtml: quoted(note), link } };
}

/** An internal note, to the assignee only (French; the requester never sees it). */
export function internalNoteMail(subject: string, author: string, note: string, link: string): MailContent {
  return {
    template: 'ticket.internal-note',
    locale: 'fr',
    variables: { subject, author: author.trim() || 'Un membre de l’équipe', noteHtml: quoted(note), link },
  };
}

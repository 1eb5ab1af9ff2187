/**
 * The ticket mails: to the requester in their language (fr by default, en), to staff in French (the
 * back office's language). Every text is escaped in the HTML part; a note keeps its line breaks.
 */
import type { Locale } from '@guide/platform';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

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

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A subject is one line whatever the ticket's subject holds. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const STATUS: Record<Locale, Record<EnteredStatus, string>> = {
  fr: { IN_PROGRESS: 'En cours de traitement', RESOLVED: 'Résolue', CLOSED: 'Clôturée', REJECTED: 'Refusée' },
  en: { IN_PROGRESS: 'In progress', RESOLVED: 'Resolved', CLOSED: 'Closed', REJECTED: 'Declined' },
};

const T = {
  fr: {
    hello: 'Bonjour,',
    receivedSubject: (s: string) => `Nous avons bien reçu votre demande : ${s}`,
    receivedIntro: (s: string) => `Nous avons bien reçu votre demande « ${s} ».`,
    receivedReassurance: 'Notre équipe l’examine et vous répond au plus vite ; chaque réponse vous sera signalée par e-mail.',
    follow: 'Suivez votre demande et répondez-nous depuis votre espace client :',
    replySubject: (s: string) => `Nouvelle réponse à votre demande : ${s}`,
    replyIntro: (s: string) => `Notre équipe a répondu à votre demande « ${s} » :`,
    statusSubject: (s: string, status: string) => `Votre demande « ${s} » est maintenant : ${status}`,
    statusIntro: (s: string, status: string) => `Le statut de votre demande « ${s} » a changé : ${status}.`,
    statusDetail: {
      IN_PROGRESS: 'Un membre de notre équipe s’en occupe.',
      RESOLVED: 'Nous la considérons comme résolue. Si ce n’est pas le cas, répondez-nous depuis votre espace client.',
      CLOSED: 'Elle est désormais clôturée. Pour un nouveau problème, ouvrez une nouvelle demande.',
      REJECTED: 'Nous ne pouvons pas y donner suite. Le détail se trouve dans votre espace client.',
    } as Record<EnteredStatus, string>,
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    hello: 'Hello,',
    receivedSubject: (s: string) => `We have received your request: ${s}`,
    receivedIntro: (s: string) => `We have received your request "${s}".`,
    receivedReassurance: 'Our team is looking into it and will answer as soon as possible. You will get an email for every reply.',
    follow: 'Follow your request and answer us from your account:',
    replySubject: (s: string) => `New reply to your request: ${s}`,
    replyIntro: (s: string) => `Our team has replied to your request "${s}":`,
    statusSubject: (s: string, status: string) => `Your request "${s}" is now: ${status}`,
    statusIntro: (s: string, status: string) => `The status of your request "${s}" has changed: ${status}.`,
    statusDetail: {
      IN_PROGRESS: 'A member of our team is working on it.',
      RESOLVED: 'We consider it resolved. If it is not, answer us from your account.',
      CLOSED: 'It is now closed. For a new problem, please open a new request.',
      REJECTED: 'We are unable to take it further. You will find the details in your account.',
    } as Record<EnteredStatus, string>,
    bye: 'See you soon at Guide Gourmand.',
  },
};

/** Paragraphs, an optional quoted note, a link, closing paragraphs: the shape of every ticket mail. */
function mail(subject: string, parts: { before: string[]; note?: string; linkIntro: string; link: string; after?: string[] }): RenderedMail {
  const { before, note, linkIntro, link, after = [] } = parts;
  const quoted = note === undefined ? [] : ['', ...note.split(/\r?\n/).map((l) => `> ${l}`), ''];
  const text = [...before, ...quoted, linkIntro, link, '', ...after].join('\n');
  const html = [
    ...before.map((p) => `<p>${escape(p)}</p>`),
    note === undefined
      ? ''
      : `<blockquote style="border-left:3px solid #ccc;margin:16px 0;padding-left:12px">${escape(note).replace(/\r?\n/g, '<br>')}</blockquote>`,
    `<p>${escape(linkIntro)}<br><a href="${escape(link)}">${escape(link)}</a></p>`,
    ...after.map((p) => `<p>${escape(p)}</p>`),
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: oneLine(subject), text, html };
}

/** The requester's acknowledgement of a ticket they opened. */
export function ticketReceivedMail(subject: string, locale: Locale, link: string): RenderedMail {
  const t = T[locale];
  return mail(t.receivedSubject(subject), { before: [t.hello, t.receivedIntro(subject), t.receivedReassurance], linkIntro: t.follow, link, after: [t.bye] });
}

/** A public staff note, to the requester. */
export function publicReplyMail(subject: string, note: string, locale: Locale, link: string): RenderedMail {
  const t = T[locale];
  return mail(t.replySubject(subject), { before: [t.hello, t.replyIntro(subject)], note, linkIntro: t.follow, link, after: [t.bye] });
}

/** A status the ticket entered, to the requester. */
export function statusChangedMail(subject: string, status: EnteredStatus, locale: Locale, link: string): RenderedMail {
  const t = T[locale];
  const label = STATUS[locale][status];
  return mail(t.statusSubject(subject, label), {
    before: [t.hello, t.statusIntro(subject, label), t.statusDetail[status]],
    linkIntro: t.follow,
    link,
    after: [t.bye],
  });
}

const staffHello = (name: string) => (name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,');

/** The new assignee's notice (staff: French). */
export function assignedMail(subject: string, assigneeName: string, groupName: string, link: string): RenderedMail {
  return mail(`Un ticket vous a été attribué : ${subject}`, {
    before: [staffHello(assigneeName), `Le ticket « ${subject} » vous a été attribué${groupName ? ` (groupe ${groupName})` : ''}.`],
    linkIntro: 'Ouvrez-le dans le back-office :',
    link,
  });
}

/** The requester answered: the assignee's notice (French). */
export function requesterRepliedMail(subject: string, author: string, note: string, link: string): RenderedMail {
  return mail(`Le client a répondu : ${subject}`, {
    before: ['Bonjour,', `${author.trim() || 'Le client'} a répondu au ticket « ${subject} » :`],
    note,
    linkIntro: 'Répondez-lui depuis le back-office :',
    link,
  });
}

/** An internal note, to the assignee only (French; the requester never sees it). */
export function internalNoteMail(subject: string, author: string, note: string, link: string): RenderedMail {
  return mail(`Note interne sur le ticket : ${subject}`, {
    before: ['Bonjour,', `${author.trim() || 'Un membre de l’équipe'} a ajouté une note interne au ticket « ${subject} » :`],
    note,
    linkIntro: 'Ouvrez le ticket dans le back-office :',
    link,
  });
}

import type { Locale } from '@guide/platform';
import type { ReturnStatusChanged } from '@guide/proto-schemas';
import { type RenderedMail, escape } from '../mailer/mail-templates';
import type { ReturnStatus } from './return-status';

/** What each status means to the customer, in a sentence that follows "Your return request R-… ". */
const STATUS_TEXT: Record<Locale, Record<ReturnStatus, string>> = {
  fr: {
    NEW_REQUEST: 'a bien été enregistrée. Notre équipe l’examine et revient vers vous rapidement.',
    PROCESSING: 'est en cours de traitement par notre équipe.',
    AWAITING_RETURN: 'est acceptée : renvoyez-nous les articles concernés, nous attendons votre colis.',
    RETURNED: 'avance : nous avons bien reçu les articles que vous nous avez renvoyés.',
    REFUNDED: 'est remboursée. Le montant apparaîtra sur votre moyen de paiement d’ici quelques jours.',
    NEW_PARCEL_SENT: 'avance : un nouveau colis vient de vous être envoyé.',
    SOLVED: 'est résolue. Merci pour votre patience.',
    REFUSED: 'n’a malheureusement pas pu être acceptée.',
    CUSTOMER_CLOSED: 'est close, comme vous l’avez demandé.',
  },
  en: {
    NEW_REQUEST: 'has been received. Our team is looking into it and will get back to you shortly.',
    PROCESSING: 'is being handled by our team.',
    AWAITING_RETURN: 'has been accepted: please send the items back to us, we are waiting for your parcel.',
    RETURNED: 'is moving forward: we have received the items you sent back.',
    REFUNDED: 'has been refunded. The amount will reach your payment method within a few days.',
    NEW_PARCEL_SENT: 'is moving forward: a new parcel has just been sent to you.',
    SOLVED: 'is solved. Thank you for your patience.',
    REFUSED: 'could unfortunately not be accepted.',
    CUSTOMER_CLOSED: 'is closed, as you asked.',
  },
};

const T = {
  fr: {
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    subject: (n: string) => `Votre demande de retour ${n}`,
    status: (n: string, order: string, what: string) => `Votre demande de retour ${n} (commande ${order}) ${what}`,
    comment: 'Le message de notre équipe :',
    outro: 'Retrouvez-la dans votre espace client, rubrique Retours.',
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    subject: (n: string) => `Your return request ${n}`,
    status: (n: string, order: string, what: string) => `Your return request ${n} (order ${order}) ${what}`,
    comment: 'A message from our team:',
    outro: 'You will find it in your account, under Returns.',
    bye: 'See you soon at Guide Gourmand.',
  },
};

/** "Your return request R-… is …", with staff's comment when they wrote one. */
export function returnStatusChangedMail(e: ReturnStatusChanged, locale: Locale): RenderedMail {
  const t = T[locale];
  const what = STATUS_TEXT[locale][e.toStatus as ReturnStatus] ?? e.toStatus;
  const paragraphs = [t.hello(e.firstName), t.status(e.number, e.orderNumber, what)];
  const comment = e.comment ? [t.comment, e.comment] : [];
  const end = [t.outro, t.bye];
  const text = [...paragraphs, ...(comment.length ? ['', ...comment, ''] : []), ...end].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(comment.length ? [`<p>${escape(comment[0])}</p>`, `<blockquote>${escape(comment[1]).replace(/\n/g, '<br>')}</blockquote>`] : []),
    ...end.map((p) => `<p>${escape(p)}</p>`),
  ].join('\n');
  return { subject: t.subject(e.number), text, html };
}

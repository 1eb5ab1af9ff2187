import type { Locale, MailContent } from '@guide/platform';
import type { ReturnStatusChanged } from '@guide/proto-schemas';
import { escape } from '../mailer/mail-templates';
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

const COMMENT = { fr: 'Le message de notre équipe :', en: 'A message from our team:' };

/** "Your return request R-… is …" (`return.status-changed`), with staff's comment when they wrote one. */
export function returnStatusChangedMail(e: ReturnStatusChanged, locale: Locale): MailContent {
  return {
    template: 'return.status-changed',
    locale,
    variables: {
      firstName: e.firstName,
      returnNumber: e.number,
      orderNumber: e.orderNumber,
      status: STATUS_TEXT[locale][e.toStatus as ReturnStatus] ?? e.toStatus,
      commentHtml: e.comment ? `<p>${escape(COMMENT[locale])}</p>\n<blockquote>${escape(e.comment).replace(/\n/g, '<br>')}</blockquote>` : '',
    },
  };
}

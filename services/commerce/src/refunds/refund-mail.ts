import type { Locale } from '@guide/platform';
import type { RefundIssued } from '@guide/proto-schemas';
import { RenderedMail, formatMoney, escape, orderPageUrl } from '../mailer/mail-templates';

const T = {
  fr: {
    subject: (n: string) => `Remboursement de votre commande ${n}`,
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (amount: string, n: string) => `Nous vous avons remboursé ${amount} sur votre commande ${n}.`,
    creditNote: (number: string) => `L’avoir ${number} correspondant est disponible dans votre espace client, sur la page de la commande :`,
    delay: 'Selon votre banque ou votre moyen de paiement, le montant apparaîtra sur votre compte d’ici quelques jours.',
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    subject: (n: string) => `Your refund for order ${n}`,
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (amount: string, n: string) => `We have refunded ${amount} on your order ${n}.`,
    creditNote: (number: string) => `The matching credit note ${number} is available in your account, on the order’s page:`,
    delay: 'Depending on your bank or payment method, the amount will reach your account within a few days.',
    bye: 'See you soon at Guide Gourmand.',
  },
};

/** "Your refund": amount, credit note number and a link to the order page, in the customer's language. */
export function refundIssuedMail(e: RefundIssued, locale: Locale, webUrl: string): RenderedMail {
  const t = T[locale];
  const link = orderPageUrl(webUrl, e.orderNumber, locale);
  const amount = formatMoney(e.amountCents, e.currency || 'EUR', locale);
  const paragraphs = [t.hello(e.firstName), t.intro(amount, e.orderNumber), t.creditNote(e.creditNoteNumber)];
  return {
    subject: t.subject(e.orderNumber),
    text: [...paragraphs, link, '', t.delay, t.bye].join('\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
      `<p><a href="${escape(link)}">${escape(link)}</a></p>`,
      `<p>${escape(t.delay)}</p>`,
      `<p>${escape(t.bye)}</p>`,
    ].join('\n'),
  };
}

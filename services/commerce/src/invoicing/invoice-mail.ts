import type { Locale } from '@guide/platform';
import type { OrderInvoiced } from '@guide/proto-schemas';
import { RenderedMail, formatMoney, escape, orderPageUrl } from '../mailer/mail-templates';

const T = {
  fr: {
    subject: (n: string) => `Votre facture ${n} est disponible`,
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (invoice: string, order: string, amount: string) => `Votre facture ${invoice} pour la commande ${order} (${amount} TTC) est disponible.`,
    where: 'Téléchargez-la depuis la page de votre commande (connectez-vous à votre compte) :',
    pdf: 'Lien direct vers la facture (PDF) :',
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    subject: (n: string) => `Your invoice ${n} is available`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (invoice: string, order: string, amount: string) => `Your invoice ${invoice} for order ${order} (${amount} incl. VAT) is available.`,
    where: 'Download it from your order page (sign in to your account):',
    pdf: 'Direct link to the invoice (PDF):',
    bye: 'See you soon at Guide Gourmand.',
  },
};

/** "Votre facture F-… est disponible": the order page's link (the PDF asks the customer to be signed in). */
export function invoicedMail(e: OrderInvoiced, locale: Locale, publicWebUrl: string): RenderedMail {
  const t = T[locale];
  const page = orderPageUrl(publicWebUrl, e.orderNumber, locale);
  const amount = formatMoney(e.totalCents, e.currency || 'EUR', locale);
  const paragraphs = [t.hello(e.firstName), t.intro(e.invoiceNumber, e.orderNumber, amount)];
  const text = [...paragraphs, '', t.where, page, '', ...(e.pdfUrl ? [t.pdf, e.pdfUrl, ''] : []), t.bye].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p>${escape(t.where)}<br><a href="${escape(page)}">${escape(page)}</a></p>`,
    e.pdfUrl ? `<p>${escape(t.pdf)} <a href="${escape(e.pdfUrl)}">${escape(e.invoiceNumber)}.pdf</a></p>` : '',
    `<p>${escape(t.bye)}</p>`,
  ].join('\n');
  return { subject: t.subject(e.invoiceNumber), text, html };
}

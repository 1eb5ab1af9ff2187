import type { Locale, MailContent } from '@guide/platform';
import type { OrderInvoiced } from '@guide/proto-schemas';
import { formatMoney, escape, orderPageUrl } from '../mailer/mail-templates';

const PDF = { fr: 'Lien direct vers la facture (PDF) :', en: 'Direct link to the invoice (PDF):' };

/** "Votre facture F-… est disponible" (`order.invoiced`): the order page's link (the PDF asks the customer to be signed in). */
export function invoicedMail(e: OrderInvoiced, locale: Locale, publicWebUrl: string): MailContent {
  return {
    template: 'order.invoiced',
    locale,
    variables: {
      firstName: e.firstName,
      invoiceNumber: e.invoiceNumber,
      orderNumber: e.orderNumber,
      amount: formatMoney(e.totalCents, e.currency || 'EUR', locale),
      orderUrl: orderPageUrl(publicWebUrl, e.orderNumber, locale),
      pdfHtml: e.pdfUrl ? `<p>${escape(PDF[locale])} <a href="${escape(e.pdfUrl)}">${escape(e.invoiceNumber)}.pdf</a></p>` : '',
    },
  };
}

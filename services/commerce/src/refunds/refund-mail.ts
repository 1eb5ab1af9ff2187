import type { Locale, MailContent } from '@guide/platform';
import type { RefundIssued } from '@guide/proto-schemas';
import { formatMoney, orderPageUrl } from '../mailer/mail-templates';

/** "Your refund" (`order.refunded`): amount, credit note number and a link to the order page, in the customer's language. */
export function refundIssuedMail(e: RefundIssued, locale: Locale, webUrl: string): MailContent {
  return {
    template: 'order.refunded',
    locale,
    variables: {
      firstName: e.firstName,
      orderNumber: e.orderNumber,
      amount: formatMoney(e.amountCents, e.currency || 'EUR', locale),
      creditNoteNumber: e.creditNoteNumber,
      orderUrl: orderPageUrl(webUrl, e.orderNumber, locale),
    },
  };
}

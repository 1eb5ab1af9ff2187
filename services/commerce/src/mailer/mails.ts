import { asLocale, defineMails, mailsOn } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { CommerceConfig, bankDetails } from '../commerce.config';
import { orderPlacedMail, paymentCapturedMail, quoteAnsweredMail, quoteRequestedMail } from './mail-templates';

/**
 * Commerce's customer mails, sent by the platform's EventMailer: order confirmation (with the bank
 * transfer instructions), quote acknowledgement and answer, payment receipt. One part each (`customer`),
 * noted sent in commerce_mail_sent; no address known (an identity without email): no mail.
 */
export const COMMERCE_MAILS = defineMails<CommerceConfig>({
  consumer: 'commerce.mailer',
  sentTable: 'commerce_mail_sent',
  rules: [
    mailsOn(Events.orderPlaced, ({ data: e }, { config }) => [
      { part: 'customer', to: e.customer?.email ?? '', ...orderPlacedMail(e, asLocale(e.customer?.locale), bankDetails(config)) },
    ]),
    mailsOn(Events.quoteRequested, ({ data: e }) => [
      { part: 'customer', to: e.customer?.email ?? '', ...quoteRequestedMail(e, asLocale(e.customer?.locale)) },
    ]),
    mailsOn(Events.quoteAnswered, ({ data: e }) => [{ part: 'customer', to: e.email, ...quoteAnsweredMail(e, asLocale(e.locale)) }]),
    mailsOn(Events.paymentCaptured, ({ data: e }) => [
      { part: 'customer', to: e.payment?.email ?? '', ...paymentCapturedMail(e, asLocale(e.payment?.locale)) },
    ]),
  ],
});

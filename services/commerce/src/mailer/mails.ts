import { asLocale, defineMails, mailsOn, publicWebUrl } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { CommerceConfig, bankDetails } from '../commerce.config';
import { orderPlacedMail, orderStaffMail, paymentCapturedMail, paymentFailedMail, quoteAnsweredMail, quoteRequestedMail } from './mail-templates';
import { refundIssuedMail } from '../refunds/refund-mail';
import { orderShippedMail } from '../shipments/shipment-mail';
import { returnStatusChangedMail } from '../returns/return-mail';
import { invoicedMail } from '../invoicing/invoice-mail';

/**
 * Commerce's customer mails, sent by the platform's EventMailer: order confirmation (with the bank
 * transfer instructions; and a notice to staff at emails.orderNotificationEmail when set), quote acknowledgement and answer, payment receipt. One part each (`customer`),
 * noted sent in commerce_mail_sent; no address known (an identity without email): no mail. Each is rendered
 * with the current template of its code (commerce_mail_template: the copy of those customised in the cms).
 */
export const COMMERCE_MAILS = defineMails<CommerceConfig>({
  consumer: 'commerce.mailer',
  sentTable: 'commerce_mail_sent',
  templateTable: 'commerce_mail_template',
  rules: [
    mailsOn(Events.orderPlaced, async ({ data: e }, { config, settings }) => [
      { part: 'customer', to: e.customer?.email ?? '', ...orderPlacedMail(e, asLocale(e.customer?.locale), bankDetails(config), publicWebUrl(config)) },
      // Staff are told at the address of Settings › Configuration › emails, read now; blank (the default): no mail.
      { part: 'staff', to: settings ? (await settings.group('emails')).orderNotificationEmail : '', ...orderStaffMail(e) },
    ]),
    mailsOn(Events.quoteRequested, ({ data: e }) => [
      { part: 'customer', to: e.customer?.email ?? '', ...quoteRequestedMail(e, asLocale(e.customer?.locale)) },
    ]),
    mailsOn(Events.quoteAnswered, ({ data: e }) => [{ part: 'customer', to: e.email, ...quoteAnsweredMail(e, asLocale(e.locale)) }]),
    mailsOn(Events.paymentCaptured, ({ data: e }) => [
      { part: 'customer', to: e.payment?.email ?? '', ...paymentCapturedMail(e, asLocale(e.payment?.locale)) },
    ]),
    mailsOn(Events.paymentFailed, ({ data: e }, { config }) => [
      { part: 'customer', to: e.payment?.email ?? '', ...paymentFailedMail(e, asLocale(e.payment?.locale), publicWebUrl(config)) },
    ]),
    mailsOn(Events.orderInvoiced, ({ data: e }, { config }) => [
      { part: 'customer', to: e.email, ...invoicedMail(e, asLocale(e.locale), publicWebUrl(config)) },
    ]),
    mailsOn(Events.orderShipped, ({ data: e }) => [{ part: 'customer', to: e.email, ...orderShippedMail(e, asLocale(e.locale)) }]),
    mailsOn(Events.returnStatusChanged, ({ data: e }) => [{ part: 'customer', to: e.email, ...returnStatusChangedMail(e, asLocale(e.locale)) }]),
    mailsOn(Events.orderRefunded, ({ data: e }, { config }) => [
      { part: 'customer', to: e.email, ...refundIssuedMail(e, asLocale(e.locale), publicWebUrl(config)) },
    ]),
  ],
});

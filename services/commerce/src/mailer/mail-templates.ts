import { escapeHtml, type Locale, type MailContent } from '@guide/platform';
import type { OrderPlaced, QuoteAnswered, QuoteRequested, PaymentCaptured, PaymentFailed, OrderLine, OrderTotals } from '@guide/proto-schemas';
import type { BankDetails } from '../checkout/offline-payments/bank-transfer.handler';
import { bankTransferInstructions } from '../checkout/offline-payments/bank-transfer.handler';

/**
 * Commerce's mails as the platform's templates need them (code, language, values); their text is in
 * services/platform/src/mail/templates/orders.ts, editable in the back office. What stays here is what code
 * builds: links, amounts, the order's summary table and the sentences that depend on the data.
 */

/** The customer's order page on the storefront, in their language: where they pay again, track, download. */
export const orderPageUrl = (webUrl: string, orderNumber: string, locale: Locale) =>
  `${webUrl.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}/account/orders/${encodeURIComponent(orderNumber)}`;

/** Text put into a mail's HTML. */
export const escape = escapeHtml;

/** 1234 -> "12,34 €" (fr) or "€12.34" (en). */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: currency || 'EUR' }).format(cents / 100);
}

const T = {
  fr: {
    offer: (amount: string) => `Montant proposé : ${amount} TTC.`,
    offerUntil: (date: string) => `Cette offre est valable jusqu’au ${date} ; vous pouvez la commander depuis votre espace client.`,
    offerOpen: 'Vous pouvez la commander depuis votre espace client.',
    subTotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    vat: 'dont TVA',
    total: 'Total TTC',
  },
  en: {
    offer: (amount: string) => `Proposed amount: ${amount} incl. VAT.`,
    offerUntil: (date: string) => `This offer is valid until ${date}; you can order it from your account.`,
    offerOpen: 'You can order it from your account.',
    subTotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    vat: 'incl. VAT',
    total: 'Total incl. VAT',
  },
};

/** The order's summary (`linesHtml`): a line per product, then the totals. */
export function summaryHtml(lines: OrderLine[], totals: OrderTotals | undefined, locale: Locale): string {
  const t = T[locale];
  const money = (c: number) => formatMoney(c, totals?.currency || 'EUR', locale);
  const rows: [string, number][] = [[t.subTotal, totals?.subTotalCents ?? 0]];
  if (totals?.discountCents) rows.push([`${t.discount}${totals.couponCode ? ` (${totals.couponCode})` : ''}`, -totals.discountCents]);
  rows.push([t.shipping, totals?.shippingCents ?? 0], [t.total, totals?.totalCents ?? 0], [t.vat, totals?.vatCents ?? 0]);
  return (
    `<table cellpadding="4">` +
    lines
      .map((l) => `<tr><td>${l.quantity} ×</td><td>${escape(l.name)} (${escape(l.sku)})</td><td align="right">${escape(money(l.totalCents))}</td></tr>`)
      .join('') +
    rows.map(([label, c]) => `<tr><td></td><td>${escape(label)} :</td><td align="right">${escape(money(c))}</td></tr>`).join('') +
    `</table>`
  );
}

const PAYMENT_NAMES: Record<string, string> = {
  'bank-transfer': 'virement bancaire',
  paypal: 'PayPal',
  payzen: 'carte bancaire (PayZen)',
  payplug: 'carte bancaire (PayPlug)',
  crypto: 'cryptomonnaie (BTCPay)',
  'test-card': 'carte de test',
};

/** The staff notice of a new order (`order.staff`, in French like the other staff mails), sent to emails.orderNotificationEmail. */
export function orderStaffMail(e: OrderPlaced): MailContent {
  const c = e.customer;
  const name = [c?.firstName, c?.lastName].filter(Boolean).join(' ');
  return {
    template: 'order.staff',
    locale: 'fr',
    variables: {
      orderNumber: e.number,
      customer: name ? `${name} (${c?.email ?? ''})` : (c?.email ?? ''),
      paymentMethod: PAYMENT_NAMES[e.paymentMethod] ?? e.paymentMethod,
      linesHtml: summaryHtml(e.lines, e.totals, 'fr'),
      total: formatMoney(e.totals?.totalCents ?? 0, e.totals?.currency || 'EUR', 'fr'),
    },
  };
}

/**
 * Order confirmation (`order.placed`): with the bank details when the order is paid by transfer; otherwise
 * the payment is still being made on the provider's page when this is sent, so the mail
 * (`order.awaiting-payment`) says the order waits for it and where to pay again.
 */
export function orderPlacedMail(e: OrderPlaced, locale: Locale, bank: BankDetails, webUrl: string): MailContent {
  const total = formatMoney(e.totals?.totalCents ?? 0, e.totals?.currency || 'EUR', locale);
  const variables = {
    firstName: e.customer?.firstName ?? '',
    orderNumber: e.number,
    linesHtml: summaryHtml(e.lines, e.totals, locale),
    total,
    orderUrl: orderPageUrl(webUrl, e.number, locale),
  };
  if (e.paymentMethod === 'bank-transfer') {
    const bankTransfer = bankTransferInstructions(
      bank,
      { number: e.number, totalCents: e.totals?.totalCents ?? 0, currency: e.totals?.currency || 'EUR' },
      locale,
    );
    return { template: 'order.placed', locale, variables: { ...variables, bankTransfer } };
  }
  return { template: 'order.awaiting-payment', locale, variables };
}

/** A payment refused or abandoned: nothing was charged, the order waits, and where to pay again. */
export function paymentFailedMail(e: PaymentFailed, locale: Locale, webUrl: string): MailContent {
  const p = e.payment!;
  return {
    template: 'order.payment-failed',
    locale,
    variables: {
      orderNumber: p.orderNumber,
      amount: formatMoney(p.amountCents, p.currency || 'EUR', locale),
      orderUrl: orderPageUrl(webUrl, p.orderNumber, locale),
    },
  };
}

export function quoteRequestedMail(e: QuoteRequested, locale: Locale): MailContent {
  return {
    template: 'quote.requested',
    locale,
    variables: { firstName: e.customer?.firstName ?? '', quoteNumber: e.number, linesHtml: summaryHtml(e.lines, e.totals, locale) },
  };
}

/** Staff answered a quote: their comment and, when they priced it, the amount and until when it holds (`offerHtml`). */
export function quoteAnsweredMail(e: QuoteAnswered, locale: Locale): MailContent {
  const t = T[locale];
  const offer: string[] = [];
  if (e.priced) {
    offer.push(t.offer(formatMoney(e.totalCents, e.currency || 'EUR', locale)));
    const until = e.validUntil
      ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(e.validUntil))
      : '';
    offer.push(until ? t.offerUntil(until) : t.offerOpen);
  }
  return {
    template: 'quote.answered',
    locale,
    variables: { firstName: e.firstName, quoteNumber: e.number, comment: e.comment, offerHtml: offer.map((p) => `<p>${escape(p)}</p>`).join('\n') },
  };
}

export function paymentCapturedMail(e: PaymentCaptured, locale: Locale): MailContent {
  const p = e.payment!;
  return {
    template: 'order.payment-captured',
    locale,
    variables: { orderNumber: p.orderNumber, amount: formatMoney(p.amountCents, p.currency || 'EUR', locale) },
  };
}

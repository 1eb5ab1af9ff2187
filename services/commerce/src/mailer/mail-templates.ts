import type { Locale } from '@guide/platform';
import type { OrderPlaced, QuoteAnswered, QuoteRequested, PaymentCaptured, PaymentFailed, OrderLine, OrderTotals } from '@guide/proto-schemas';
import type { BankDetails } from '../checkout/offline-payments/bank-transfer.handler';
import { bankTransferInstructions } from '../checkout/offline-payments/bank-transfer.handler';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The customer's order page on the storefront, in their language: where they pay again, track, download. */
export const orderPageUrl = (webUrl: string, orderNumber: string, locale: Locale) =>
  `${webUrl.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}/account/orders/${encodeURIComponent(orderNumber)}`;

/** Text put into a mail's HTML. */
export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 1234 -> "12,34 €" (fr) or "€12.34" (en). */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: currency || 'EUR' }).format(cents / 100);
}

const T = {
  fr: {
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    orderSubject: (n: string) => `Confirmation de votre commande ${n}`,
    orderIntro: (n: string) => `Merci pour votre commande ${n}. Voici son récapitulatif :`,
    quoteSubject: (n: string) => `Votre demande de devis ${n}`,
    quoteIntro: (n: string) => `Nous avons bien reçu votre demande de devis ${n}. Notre équipe vous répond au plus vite.`,
    answeredSubject: (n: string) => `Réponse à votre devis ${n}`,
    answeredIntro: (n: string) => `Notre équipe a répondu à votre devis ${n} :`,
    answeredOutro: 'Retrouvez-le dans votre espace client, rubrique Devis.',
    offer: (amount: string) => `Montant proposé : ${amount} TTC.`,
    offerUntil: (date: string) => `Cette offre est valable jusqu’au ${date} ; vous pouvez la commander depuis votre espace client.`,
    offerOpen: 'Vous pouvez la commander depuis votre espace client.',
    awaitingSubject: (n: string) => `Votre commande ${n} est enregistrée`,
    awaitingPayment: (url: string) =>
      `Elle sera préparée dès que votre paiement sera confirmé ; vous recevrez alors un e-mail. Si le paiement n’a pas abouti, vous pouvez le reprendre depuis votre commande : ${url}`,
    failedSubject: (n: string) => `Le paiement de votre commande ${n} n’a pas abouti`,
    failedIntro: (n: string, amount: string) =>
      `Le paiement de ${amount} pour votre commande ${n} n’a pas abouti et aucun montant n’a été débité. Votre commande reste enregistrée, en attente de paiement.`,
    failedRetry: (url: string) => `Pour la régler, par carte ou par un autre moyen, rendez-vous sur votre commande : ${url}`,
    paidSubject: (n: string) => `Paiement reçu pour la commande ${n}`,
    paidIntro: (n: string, amount: string) => `Nous avons bien reçu votre paiement de ${amount} pour la commande ${n}. Elle est en préparation.`,
    subTotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    vat: 'dont TVA',
    total: 'Total TTC',
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    orderSubject: (n: string) => `Your order ${n} is confirmed`,
    orderIntro: (n: string) => `Thank you for your order ${n}. Here is a summary:`,
    quoteSubject: (n: string) => `Your quote request ${n}`,
    quoteIntro: (n: string) => `We have received your quote request ${n}. Our team will answer shortly.`,
    answeredSubject: (n: string) => `An answer to your quote ${n}`,
    answeredIntro: (n: string) => `Our team has answered your quote ${n}:`,
    answeredOutro: 'You will find it in your account, under Quotes.',
    offer: (amount: string) => `Proposed amount: ${amount} incl. VAT.`,
    offerUntil: (date: string) => `This offer is valid until ${date}; you can order it from your account.`,
    offerOpen: 'You can order it from your account.',
    awaitingSubject: (n: string) => `Your order ${n} is registered`,
    awaitingPayment: (url: string) =>
      `We will prepare it as soon as your payment is confirmed; you will then receive an email. If the payment did not go through, you can try again from your order: ${url}`,
    failedSubject: (n: string) => `The payment for your order ${n} did not go through`,
    failedIntro: (n: string, amount: string) =>
      `The payment of ${amount} for your order ${n} did not go through and nothing was charged. Your order is kept, waiting for payment.`,
    failedRetry: (url: string) => `To pay for it, by card or another method, go to your order: ${url}`,
    paidSubject: (n: string) => `Payment received for order ${n}`,
    paidIntro: (n: string, amount: string) => `We have received your payment of ${amount} for order ${n}. It is being prepared.`,
    subTotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    vat: 'incl. VAT',
    total: 'Total incl. VAT',
    bye: 'See you soon at Guide Gourmand.',
  },
};

function summary(lines: OrderLine[], totals: OrderTotals | undefined, locale: Locale): { text: string[]; html: string } {
  const t = T[locale];
  const cur = totals?.currency || 'EUR';
  const money = (c: number) => formatMoney(c, cur, locale);
  const text = lines.map((l) => `- ${l.quantity} × ${l.name} (${l.sku}) : ${money(l.totalCents)}`);
  const rows: [string, number][] = [[t.subTotal, totals?.subTotalCents ?? 0]];
  if (totals?.discountCents) rows.push([`${t.discount}${totals.couponCode ? ` (${totals.couponCode})` : ''}`, -totals.discountCents]);
  rows.push([t.shipping, totals?.shippingCents ?? 0], [t.total, totals?.totalCents ?? 0], [t.vat, totals?.vatCents ?? 0]);
  text.push('', ...rows.map(([label, c]) => `${label} : ${money(c)}`));
  const html =
    `<table cellpadding="4">` +
    lines.map((l) => `<tr><td>${l.quantity} ×</td><td>${escape(l.name)}</td><td align="right">${escape(money(l.totalCents))}</td></tr>`).join('') +
    rows.map(([label, c]) => `<tr><td></td><td>${escape(label)}</td><td align="right">${escape(money(c))}</td></tr>`).join('') +
    `</table>`;
  return { text, html };
}

function mail(subject: string, paragraphs: string[], table?: { text: string[]; html: string }, after: string[] = []): RenderedMail {
  const text = [...paragraphs, ...(table ? ['', ...table.text, ''] : []), ...after].join('\n');
  const html = [...paragraphs.map((p) => `<p>${escape(p)}</p>`), table?.html ?? '', ...after.map((p) => `<p>${escape(p)}</p>`)].join('\n');
  return { subject, text, html };
}

/**
 * Order confirmation: with the bank details when the order is paid by transfer; otherwise the payment is
 * still being made on the provider's page when this is sent, so the mail says the order waits for it and
 * where to pay again (it is not a confirmation of payment: that is paymentCapturedMail).
 */
export function orderPlacedMail(e: OrderPlaced, locale: Locale, bank: BankDetails, webUrl: string): RenderedMail {
  const t = T[locale];
  const intro = [t.hello(e.customer?.firstName ?? ''), t.orderIntro(e.number)];
  if (e.paymentMethod === 'bank-transfer') {
    const instructions = bankTransferInstructions(
      bank,
      { number: e.number, totalCents: e.totals?.totalCents ?? 0, currency: e.totals?.currency || 'EUR' },
      locale,
    );
    return mail(t.orderSubject(e.number), intro, summary(e.lines, e.totals, locale), [instructions, t.bye]);
  }
  return mail(t.awaitingSubject(e.number), intro, summary(e.lines, e.totals, locale), [t.awaitingPayment(orderPageUrl(webUrl, e.number, locale)), t.bye]);
}

/** A payment refused or abandoned: nothing was charged, the order waits, and where to pay again. */
export function paymentFailedMail(e: PaymentFailed, locale: Locale, webUrl: string): RenderedMail {
  const t = T[locale];
  const p = e.payment!;
  const amount = formatMoney(p.amountCents, p.currency || 'EUR', locale);
  return mail(t.failedSubject(p.orderNumber), [
    t.hello(''),
    t.failedIntro(p.orderNumber, amount),
    t.failedRetry(orderPageUrl(webUrl, p.orderNumber, locale)),
    t.bye,
  ]);
}

export function quoteRequestedMail(e: QuoteRequested, locale: Locale): RenderedMail {
  const t = T[locale];
  return mail(t.quoteSubject(e.number), [t.hello(e.customer?.firstName ?? ''), t.quoteIntro(e.number)], summary(e.lines, e.totals, locale), [t.bye]);
}

/** Staff answered a quote: their comment and, when they priced it, the amount and until when it holds. */
export function quoteAnsweredMail(e: QuoteAnswered, locale: Locale): RenderedMail {
  const t = T[locale];
  const offer: string[] = [];
  if (e.priced) {
    offer.push(t.offer(formatMoney(e.totalCents, e.currency || 'EUR', locale)));
    const until = e.validUntil
      ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(e.validUntil))
      : '';
    offer.push(until ? t.offerUntil(until) : t.offerOpen);
  }
  const body = [t.hello(e.firstName), t.answeredIntro(e.number), ...(e.comment ? [e.comment] : []), ...offer, t.answeredOutro, t.bye];
  return mail(t.answeredSubject(e.number), body);
}

export function paymentCapturedMail(e: PaymentCaptured, locale: Locale): RenderedMail {
  const t = T[locale];
  const p = e.payment!;
  return mail(t.paidSubject(p.orderNumber), [t.hello(''), t.paidIntro(p.orderNumber, formatMoney(p.amountCents, p.currency || 'EUR', locale)), t.bye]);
}

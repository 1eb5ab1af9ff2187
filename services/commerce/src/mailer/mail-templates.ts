import type { Locale } from '@guide/platform';
import type { OrderPlaced, QuoteAnswered, QuoteRequested, PaymentCaptured, OrderLine, OrderTotals } from '@guide/proto-schemas';
import type { BankDetails } from '../checkout/offline-payments/bank-transfer.handler';
import { bankTransferInstructions } from '../checkout/offline-payments/bank-transfer.handler';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

/** Order confirmation, with the bank details when the order is paid by transfer. */
export function orderPlacedMail(e: OrderPlaced, locale: Locale, bank: BankDetails): RenderedMail {
  const t = T[locale];
  const after = [];
  if (e.paymentMethod === 'bank-transfer')
    after.push(bankTransferInstructions(bank, { number: e.number, totalCents: e.totals?.totalCents ?? 0, currency: e.totals?.currency || 'EUR' }, locale));
  after.push(t.bye);
  return mail(t.orderSubject(e.number), [t.hello(e.customer?.firstName ?? ''), t.orderIntro(e.number)], summary(e.lines, e.totals, locale), after);
}

export function quoteRequestedMail(e: QuoteRequested, locale: Locale): RenderedMail {
  const t = T[locale];
  return mail(t.quoteSubject(e.number), [t.hello(e.customer?.firstName ?? ''), t.quoteIntro(e.number)], summary(e.lines, e.totals, locale), [t.bye]);
}

export function quoteAnsweredMail(e: QuoteAnswered, locale: Locale): RenderedMail {
  const t = T[locale];
  return mail(t.answeredSubject(e.number), [t.hello(e.firstName), t.answeredIntro(e.number), e.comment, t.answeredOutro, t.bye]);
}

export function paymentCapturedMail(e: PaymentCaptured, locale: Locale): RenderedMail {
  const t = T[locale];
  const p = e.payment!;
  return mail(t.paidSubject(p.orderNumber), [t.hello(''), t.paidIntro(p.orderNumber, formatMoney(p.amountCents, p.currency || 'EUR', locale)), t.bye]);
}

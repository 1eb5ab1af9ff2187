import type { Locale } from '@guide/platform';
import type { OrderShipped } from '@guide/proto-schemas';
import { type RenderedMail, escape } from '../mailer/mail-templates';

const T = {
  fr: {
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    subject: (n: string) => `Votre commande ${n} est en route`,
    subjectPart: (n: string) => `Une partie de votre commande ${n} est en route`,
    intro: (n: string) => `Bonne nouvelle : votre commande ${n} vient de partir.`,
    introPart: (n: string) => `Bonne nouvelle : une partie de votre commande ${n} vient de partir. Nous vous écrirons à nouveau à l'envoi du reste.`,
    carrier: (c: string, packages: number) => `Transporteur : ${c}${packages > 1 ? ` (${packages} colis)` : ''}`,
    tracking: (n: string) => `Numéro de suivi : ${n}`,
    follow: 'Suivre le colis',
    followText: (url: string) => `Suivez votre colis ici : ${url}`,
    contents: 'Dans ce colis :',
    contentsMany: 'Dans ces colis :',
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    subject: (n: string) => `Your order ${n} is on its way`,
    subjectPart: (n: string) => `Part of your order ${n} is on its way`,
    intro: (n: string) => `Good news: your order ${n} has just left.`,
    introPart: (n: string) => `Good news: part of your order ${n} has just left. We will write again when the rest is sent.`,
    carrier: (c: string, packages: number) => `Carrier: ${c}${packages > 1 ? ` (${packages} parcels)` : ''}`,
    tracking: (n: string) => `Tracking number: ${n}`,
    follow: 'Track the parcel',
    followText: (url: string) => `Track your parcel here: ${url}`,
    contents: 'In this parcel:',
    contentsMany: 'In these parcels:',
    bye: 'See you soon at Guide Gourmand.',
  },
};

/** "Your order … is on its way": carrier, package count, tracking number and link, and what the parcel holds. */
export function orderShippedMail(e: OrderShipped, locale: Locale): RenderedMail {
  const t = T[locale];
  const packages = e.packageCount || 1;
  const head = [t.hello(e.firstName), e.complete ? t.intro(e.orderNumber) : t.introPart(e.orderNumber), t.carrier(e.carrier, packages)];
  if (e.trackingNumber) head.push(t.tracking(e.trackingNumber));
  const lines = e.lines.map((l) => `${l.quantity} × ${l.name} (${l.sku})`);
  const contents = packages > 1 ? t.contentsMany : t.contents;

  const text = [...head, ...(e.trackingUrl ? [t.followText(e.trackingUrl)] : []), '', contents, ...lines.map((l) => `- ${l}`), '', t.bye].join('\n');
  const html = [
    ...head.map((p) => `<p>${escape(p)}</p>`),
    e.trackingUrl ? `<p><a href="${escape(e.trackingUrl)}">${escape(t.follow)}</a></p>` : '',
    `<p>${escape(contents)}</p>`,
    `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`,
    `<p>${escape(t.bye)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: e.complete ? t.subject(e.orderNumber) : t.subjectPart(e.orderNumber), text, html };
}

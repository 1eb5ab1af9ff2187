import type { Locale, MailContent } from '@guide/platform';
import type { OrderShipped } from '@guide/proto-schemas';
import { escape } from '../mailer/mail-templates';

/** What depends on the shipment's data; the rest is the template's (`order.shipped`, `order.shipped-partially`). */
const T = {
  fr: {
    parcels: (n: number) => `(${n} colis)`,
    tracking: (n: string) => `Numéro de suivi : ${n}`,
    follow: 'Suivre le colis',
    contents: 'Dans ce colis :',
    contentsMany: 'Dans ces colis :',
  },
  en: {
    parcels: (n: number) => `(${n} parcels)`,
    tracking: (n: string) => `Tracking number: ${n}`,
    follow: 'Track the parcel',
    contents: 'In this parcel:',
    contentsMany: 'In these parcels:',
  },
};

/** "Your order … is on its way": carrier, package count, tracking number and link, and what the parcel holds. */
export function orderShippedMail(e: OrderShipped, locale: Locale): MailContent {
  const t = T[locale];
  const packages = e.packageCount || 1;
  const tracking = [
    e.trackingNumber ? `<p>${escape(t.tracking(e.trackingNumber))}</p>` : '',
    e.trackingUrl ? `<p><a href="${escape(e.trackingUrl)}">${escape(t.follow)}</a></p>` : '',
  ].filter(Boolean);
  const lines = e.lines.map((l) => `<li>${escape(`${l.quantity} × ${l.name} (${l.sku})`)}</li>`).join('');
  return {
    template: e.complete ? 'order.shipped' : 'order.shipped-partially',
    locale,
    variables: {
      firstName: e.firstName,
      orderNumber: e.orderNumber,
      carrier: packages > 1 ? `${e.carrier} ${t.parcels(packages)}` : e.carrier,
      trackingHtml: tracking.join('\n'),
      linesHtml: `<p>${escape(packages > 1 ? t.contentsMany : t.contents)}</p>\n<ul>${lines}</ul>`,
    },
  };
}

import type { Locale } from '@guide/platform';
import type { ContestPartnerApplied, ContestRegistrationReceived } from '@guide/proto-schemas';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CATEGORY: Record<Locale, Record<string, string>> = {
  fr: { PROFESSIONAL: 'Professionnel', HOTEL_ESTABLISHMENT: 'Établissement hôtelier', GENERAL_PUBLIC: 'Grand public', HOTEL_SCHOOL: 'École hôtelière' },
  en: { PROFESSIONAL: 'Professional', HOTEL_ESTABLISHMENT: 'Hotel establishment', GENERAL_PUBLIC: 'General public', HOTEL_SCHOOL: 'Hotel school' },
};

const T = {
  fr: {
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    registeredSubject: (y: number) => `Votre inscription au Concours du petit-déjeuner ${y}`,
    registeredIntro: (y: number) => `Nous avons bien reçu votre inscription au Concours du petit-déjeuner ${y}. Voici ce que vous nous avez transmis :`,
    category: 'Catégorie',
    establishment: 'Établissement',
    phone: 'Téléphone',
    registeredOutro: 'Le jury vous contactera pour la suite du concours. Bonne chance !',
    ackSubject: 'Votre demande de partenariat',
    ackIntro: (c: string) =>
      `Merci de l'intérêt que ${c} porte au Concours du petit-déjeuner. Nos organisateurs ont bien reçu votre demande et vous répondent au plus vite.`,
    bye: 'À bientôt sur le Guide Gourmand.',
  },
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    registeredSubject: (y: number) => `Your registration for the ${y} Breakfast Contest`,
    registeredIntro: (y: number) => `We have received your registration for the ${y} Breakfast Contest. Here is what you sent us:`,
    category: 'Category',
    establishment: 'Establishment',
    phone: 'Phone',
    registeredOutro: 'The jury will contact you about the next steps. Good luck!',
    ackSubject: 'Your partnership request',
    ackIntro: (c: string) => `Thank you for ${c}'s interest in the Breakfast Contest. Our organisers have received your request and will answer shortly.`,
    bye: 'See you soon at Guide Gourmand.',
  },
};

function mail(subject: string, paragraphs: string[], details: [string, string][] = [], after: string[] = []): RenderedMail {
  const text = [...paragraphs, ...(details.length ? ['', ...details.map(([k, v]) => `${k} : ${v}`), ''] : []), ...after].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    details.length ? `<table cellpadding="4">${details.map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>` : '',
    ...after.map((p) => `<p>${escape(p)}</p>`),
  ].join('\n');
  return { subject, text, html };
}

/** The applicant's confirmation, in the language of the form. */
export function registrationReceivedMail(e: ContestRegistrationReceived, locale: Locale): RenderedMail {
  const t = T[locale];
  return mail(
    t.registeredSubject(e.editionYear),
    [t.hello(e.name), t.registeredIntro(e.editionYear)],
    [
      [t.category, CATEGORY[locale][e.category] ?? e.category],
      [t.establishment, e.establishmentName],
      [t.phone, e.phone],
    ],
    [t.registeredOutro, t.bye],
  );
}

/** The organisers' notice (they work in French). */
export function partnerAppliedNoticeMail(e: ContestPartnerApplied): RenderedMail {
  return mail(
    `Nouvelle demande de partenariat : ${e.company}`,
    [`${e.name} (${e.company}) souhaite devenir partenaire du Concours du petit-déjeuner${e.editionYear ? ` ${e.editionYear}` : ''}.`],
    [
      ['Nom', e.name],
      ['Société', e.company],
      ['E-mail', e.email],
      ['Langue', e.language === 'en' ? 'anglais' : 'français'],
      ['Reçue le', e.appliedAt],
    ],
    ['Répondez directement à cette adresse e-mail.'],
  );
}

/** The applicant's acknowledgement, in the language of the form. */
export function partnerAppliedAckMail(e: ContestPartnerApplied, locale: Locale): RenderedMail {
  const t = T[locale];
  return mail(t.ackSubject, [t.hello(e.name), t.ackIntro(e.company), t.bye]);
}

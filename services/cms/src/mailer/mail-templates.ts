import type { Locale } from '@guide/platform';
import type { FormSubmitted, OwnerPostModerated } from '@guide/proto-schemas';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Field labels in the staff's mail (they work in French), in form order. */
const FIELD_LABELS: Record<string, string> = {
  lastName: 'Nom',
  firstName: 'Prénom',
  name: 'Nom',
  company: 'Société',
  email: 'E-mail',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  subject: 'Objet',
  message: 'Message',
  newsletter: 'Inscription à la newsletter',
};

const FORM_NAMES: Record<string, { fr: string; en: string }> = {
  contact: { fr: 'formulaire de contact', en: 'contact form' },
  'join-us': { fr: 'formulaire « Rejoindre le mouvement »', en: '"Join us" form' },
  partner: { fr: 'formulaire partenaire', en: 'partner form' },
};

const T = {
  fr: {
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    ackSubject: 'Nous avons bien reçu votre message',
    ackIntro: (form: string) => `Merci d'avoir utilisé notre ${form}. Notre équipe a bien reçu votre demande et vous répondra au plus vite.`,
    ackRecap: 'Pour rappel, votre message :',
    bye: 'À bientôt sur le Guide Gourmand.',
    confirmSubject: 'Confirmez votre inscription à la newsletter',
    confirmIntro: 'Vous avez demandé à recevoir la newsletter du Guide Gourmand. Pour confirmer votre inscription, ouvrez ce lien :',
    confirmValidity: "Ce lien est valable 7 jours. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne recevrez rien.",
    unsubscribe: 'Pour vous désinscrire à tout moment :',
  },
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    ackSubject: 'We have received your message',
    ackIntro: (form: string) => `Thank you for using our ${form}. Our team has received your request and will answer shortly.`,
    ackRecap: 'Your message, for your records:',
    bye: 'See you soon at Guide Gourmand.',
    confirmSubject: 'Confirm your newsletter subscription',
    confirmIntro: 'You asked to receive the Guide Gourmand newsletter. To confirm your subscription, open this link:',
    confirmValidity: 'This link is valid for 7 days. If you did not ask for it, ignore this email: you will receive nothing.',
    unsubscribe: 'To unsubscribe at any time:',
  },
};

const paragraphsHtml = (text: string) => `<p>${escape(text).replace(/\n/g, '<br>')}</p>`;

function mail(subject: string, paragraphs: string[], details: [string, string][] = [], after: string[] = []): RenderedMail {
  const text = [...paragraphs, ...(details.length ? ['', ...details.map(([k, v]) => `${k} : ${v}`), ''] : []), ...after].join('\n');
  const html = [
    ...paragraphs.map(paragraphsHtml),
    details.length
      ? `<table cellpadding="4">${details.map(([k, v]) => `<tr><td valign="top">${escape(k)}</td><td>${escape(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`
      : '',
    ...after.map(paragraphsHtml),
  ].join('\n');
  return { subject, text, html };
}

const link = (href: string) => `<a href="${escape(href)}">${escape(href)}</a>`;

function ordered(fields: Record<string, string>): [string, string][] {
  const known = Object.keys(FIELD_LABELS).filter((name) => name in fields);
  const others = Object.keys(fields)
    .filter((name) => !(name in FIELD_LABELS))
    .sort();
  return [...known, ...others].map((name) => [name, fields[name]]);
}

const senderName = (fields: Record<string, string>) => [fields.firstName, fields.lastName].filter(Boolean).join(' ') || fields.name || '';

/** Staff's copy of a form: every field, in French. */
export function formStaffMail(e: FormSubmitted): RenderedMail {
  const form = FORM_NAMES[e.formCode]?.fr ?? e.formCode;
  const who = senderName(e.fields) || e.email;
  const subject = e.fields.subject ? `Nouveau message (${form}) : ${e.fields.subject}` : `Nouveau message (${form}) de ${who}`;
  const details: [string, string][] = ordered(e.fields).map(([name, value]) => [
    FIELD_LABELS[name] ?? name,
    name === 'newsletter' ? (value === 'true' ? 'oui' : 'non') : value,
  ]);
  details.push(['Langue', e.language === 'en' ? 'anglais' : 'français'], ['Reçu le', e.submittedAt]);
  return mail(subject, [`${who} a envoyé le ${form} du site.`], details, ["Répondez directement à l'adresse e-mail de l'expéditeur."]);
}

/** The sender's acknowledgement, in the language of the form. */
export function formAckMail(e: FormSubmitted, locale: Locale): RenderedMail {
  const t = T[locale];
  const form = FORM_NAMES[e.formCode]?.[locale] ?? e.formCode;
  const recap: [string, string][] = e.fields.message ? [[locale === 'en' ? 'Message' : 'Message', e.fields.message]] : [];
  const subjectLine: [string, string][] = e.fields.subject ? [[locale === 'en' ? 'Subject' : 'Objet', e.fields.subject]] : [];
  const details = [...subjectLine, ...recap];
  return mail(t.ackSubject, [t.hello(senderName(e.fields)), t.ackIntro(form), ...(details.length ? [t.ackRecap] : [])], details, [t.bye]);
}

/** The double opt-in mail: the confirmation link, and the unsubscribe link every newsletter mail carries. */
export function newsletterConfirmMail(locale: Locale, confirmUrl: string, unsubscribeUrl: string): RenderedMail {
  const t = T[locale];
  const text = [t.hello(''), t.confirmIntro, confirmUrl, '', t.confirmValidity, '', t.unsubscribe, unsubscribeUrl, '', t.bye].join('\n');
  const html = [
    `<p>${escape(t.hello(''))}</p>`,
    `<p>${escape(t.confirmIntro)}<br>${link(confirmUrl)}</p>`,
    `<p>${escape(t.confirmValidity)}</p>`,
    `<p>${escape(t.unsubscribe)}<br>${link(unsubscribeUrl)}</p>`,
    `<p>${escape(t.bye)}</p>`,
  ].join('\n');
  return { subject: t.confirmSubject, text, html };
}

/** Storefront paths of the newsletter links (French at the root, English under /en). */
export function newsletterLink(origin: string, locale: Locale, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/newsletter/${action}/${token}`;
}

const OWNER_POST = {
  fr: {
    approvedSubject: (title: string) => `Votre actualité « ${title} » est publiée`,
    approved: (title: string, place: string) =>
      `L'équipe du Guide Gourmand a publié votre actualité « ${title} »${place ? ` (${place})` : ''}. Merci de faire vivre le guide !`,
    see: 'Elle est en ligne à cette adresse :',
    rejectedSubject: (title: string) => `Votre actualité « ${title} » n'a pas été publiée`,
    rejected: (title: string, place: string) => `L'équipe du Guide Gourmand n'a pas publié votre actualité « ${title} »${place ? ` (${place})` : ''}.`,
    reason: 'Motif',
    fix: 'Vous pouvez la modifier depuis votre espace client (Mes actualités) : elle sera relue à nouveau.',
  },
  en: {
    approvedSubject: (title: string) => `Your news item "${title}" is published`,
    approved: (title: string, place: string) =>
      `The Guide Gourmand team has published your news item "${title}"${place ? ` (${place})` : ''}. Thank you for bringing the guide to life!`,
    see: 'It is online at:',
    rejectedSubject: (title: string) => `Your news item "${title}" was not published`,
    rejected: (title: string, place: string) => `The Guide Gourmand team did not publish your news item "${title}"${place ? ` (${place})` : ''}.`,
    reason: 'Reason',
    fix: 'You can edit it from your account (My news): it will be reviewed again.',
  },
};

/** An establishment owner's post approved (with its address) or rejected (with staff's reason). */
export function ownerPostModeratedMail(e: OwnerPostModerated, locale: Locale, origin: string): RenderedMail {
  const t = { ...T[locale], ...OWNER_POST[locale] };
  if (e.status === 'APPROVED') {
    const url = e.path ? `${origin}${locale === 'en' ? '/en' : ''}${e.path}` : '';
    const text = [t.hello(''), t.approved(e.title, e.establishmentName), ...(url ? ['', t.see, url] : []), '', t.bye].join('\n');
    const html = [
      `<p>${escape(t.hello(''))}</p>`,
      `<p>${escape(t.approved(e.title, e.establishmentName))}</p>`,
      url ? `<p>${escape(t.see)}<br>${link(url)}</p>` : '',
      `<p>${escape(t.bye)}</p>`,
    ].join('\n');
    return { subject: t.approvedSubject(e.title), text, html };
  }
  return mail(t.rejectedSubject(e.title), [t.hello(''), t.rejected(e.title, e.establishmentName)], [[t.reason, e.reason]], [t.fix, t.bye]);
}

import { escapeHtml as escape, type Locale, type MailContent } from '@guide/platform';
import type { FormSubmitted, OwnerPostModerated } from '@guide/proto-schemas';

/**
 * The cms's mails as the platform's templates need them (code, language, values); their text is in
 * services/platform/src/mail/templates/site.ts, editable in the back office (Marketing › Emails). What stays
 * here is what code builds: the forms' field tables (staff's labels in French), links, names.
 */

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

/** A field table (`fieldsHtml`, `recapHtml`): label and value, line breaks kept. */
const detailsHtml = (details: [string, string][]) =>
  `<table cellpadding="4">${details.map(([k, v]) => `<tr><td valign="top">${escape(k)} :</td><td>${escape(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`;

function ordered(fields: Record<string, string>): [string, string][] {
  const known = Object.keys(FIELD_LABELS).filter((name) => name in fields);
  const others = Object.keys(fields)
    .filter((name) => !(name in FIELD_LABELS))
    .sort();
  return [...known, ...others].map((name) => [name, fields[name]]);
}

const senderName = (fields: Record<string, string>) => [fields.firstName, fields.lastName].filter(Boolean).join(' ') || fields.name || '';

/** Staff's copy of a form: every field, in French. */
export function formStaffMail(e: FormSubmitted): MailContent {
  const form = FORM_NAMES[e.formCode]?.fr ?? e.formCode;
  const who = senderName(e.fields) || e.email;
  const details: [string, string][] = ordered(e.fields).map(([name, value]) => [
    FIELD_LABELS[name] ?? name,
    name === 'newsletter' ? (value === 'true' ? 'oui' : 'non') : value,
  ]);
  details.push(['Langue', e.language === 'en' ? 'anglais' : 'français'], ['Reçu le', e.submittedAt]);
  return {
    template: 'form.staff',
    locale: 'fr',
    variables: { formName: form, sender: who, topic: e.fields.subject ? `: ${e.fields.subject}` : `de ${who}`, fieldsHtml: detailsHtml(details) },
  };
}

const RECAP = { fr: { intro: 'Pour rappel, votre message :', subject: 'Objet' }, en: { intro: 'Your message, for your records:', subject: 'Subject' } };

/** The sender's acknowledgement, in the language of the form. */
export function formAckMail(e: FormSubmitted, locale: Locale): MailContent {
  const form = FORM_NAMES[e.formCode]?.[locale] ?? e.formCode;
  const details: [string, string][] = [
    ...(e.fields.subject ? [[RECAP[locale].subject, e.fields.subject] as [string, string]] : []),
    ...(e.fields.message ? [['Message', e.fields.message] as [string, string]] : []),
  ];
  const recapHtml = details.length ? `<p>${escape(RECAP[locale].intro)}</p>\n${detailsHtml(details)}` : '';
  return { template: 'form.received', locale, variables: { name: senderName(e.fields), formName: form, recapHtml } };
}

/** The double opt-in mail: the confirmation link, and the unsubscribe link every newsletter mail carries. */
export function newsletterConfirmMail(locale: Locale, confirmUrl: string, unsubscribeUrl: string): MailContent {
  return { template: 'newsletter.confirm', locale, variables: { confirmUrl, unsubscribeUrl } };
}

/** Storefront paths of the newsletter links (French at the root, English under /en). */
export function newsletterLink(origin: string, locale: Locale, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/newsletter/${action}/${token}`;
}

/** An establishment owner's post approved (with its address) or rejected (with staff's reason). */
export function ownerPostModeratedMail(e: OwnerPostModerated, locale: Locale, origin: string): MailContent {
  const place = e.establishmentName ? `(${e.establishmentName})` : '';
  if (e.status === 'APPROVED') {
    const postUrl = e.path ? `${origin}${locale === 'en' ? '/en' : ''}${e.path}` : '';
    return { template: 'owner-post.approved', locale, variables: { title: e.title, place, postUrl } };
  }
  return { template: 'owner-post.rejected', locale, variables: { title: e.title, place, reason: e.reason } };
}

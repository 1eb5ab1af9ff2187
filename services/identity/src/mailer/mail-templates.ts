/**
 * Customer emails in French (default) and English. Links point at the storefront, with the `/en`
 * prefix for English (every storefront route accepts it).
 */
import type { Locale } from '@guide/platform';

export type MailKind = 'verify-email' | 'reset-password';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
  signature: string;
}

const COPY: Record<MailKind, Record<Locale, Copy>> = {
  'verify-email': {
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Merci pour votre inscription au Guide Gourmand. Pour activer votre compte, confirmez votre adresse e-mail avec ce lien, valable 48 heures :',
      action: 'Confirmer mon adresse e-mail',
      ignore: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
      signature: "L'équipe du Guide Gourmand",
    },
    en: {
      subject: 'Confirm your email address',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for joining the Guide Gourmand. To activate your account, confirm your email address with this link, valid for 48 hours:',
      action: 'Confirm my email address',
      ignore: 'If you did not create this account, you can ignore this message.',
      signature: 'The Guide Gourmand team',
    },
  },
  'reset-password': {
    fr: {
      subject: 'Réinitialisation de votre mot de passe',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec ce lien, valable une heure :',
      action: 'Choisir un nouveau mot de passe',
      ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
      signature: "L'équipe du Guide Gourmand",
    },
    en: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: 'You asked to reset your password. Choose a new one with this link, valid for one hour:',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
      signature: 'The Guide Gourmand team',
    },
  },
};

const PATHS: Record<MailKind, string> = { 'verify-email': 'verify-email', 'reset-password': 'reset-password' };

/** The storefront page of the mail's token; `origin` is the site origin without a trailing slash (`publicWebUrl`). */
export function mailLink(origin: string, kind: MailKind, locale: Locale, token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/${PATHS[kind]}/${encodeURIComponent(token)}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderMail(kind: MailKind, locale: Locale, data: { firstName: string; link: string }): RenderedMail {
  const copy = COPY[kind][locale];
  const name = data.firstName.trim();
  const text = [copy.greeting(name), '', copy.body, data.link, '', copy.ignore, '', copy.signature, ''].join('\n');
  const link = escapeHtml(data.link);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:Georgia,serif;color:#2b2118;background:#faf6f0;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:32px;border-radius:8px">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.body)}</p>
<p style="text-align:center;margin:32px 0"><a href="${link}" style="background:#7a1f2b;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;word-break:break-all"><a href="${link}">${link}</a></p>
<p style="font-size:13px;color:#6b5e51">${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.signature)}</p>
</div></body></html>`;
  return { subject: copy.subject, text, html };
}

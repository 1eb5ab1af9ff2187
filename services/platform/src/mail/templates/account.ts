import { defineTemplate } from './template';

/** identity: the account's mails (the link carries a token; its validity is the service's). */
const button = (label: string) =>
  `<p style="text-align:center;margin:32px 0"><a href="{{link}}" style="background:#7a1f2b;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none">${label}</a></p>
<p style="font-size:13px;word-break:break-all"><a href="{{link}}">{{link}}</a></p>`;

export const ACCOUNT_TEMPLATES = [
  defineTemplate({
    code: 'account.verify-email',
    audience: 'customer',
    variables: ['firstName', 'link'],
    sample: { firstName: 'Marie', link: 'https://guide-gourmand.example/verify-email/exemple' },
    defaults: {
      fr: {
        subject: 'Confirmez votre adresse e-mail',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Merci pour votre inscription au Guide Gourmand. Pour activer votre compte, confirmez votre adresse e-mail avec ce lien, valable 48 heures :</p>
${button('Confirmer mon adresse e-mail')}
<p style="font-size:13px;color:#6b5e51">Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.</p>
<p>L'équipe du Guide Gourmand</p>`,
      },
      en: {
        subject: 'Confirm your email address',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Thank you for joining the Guide Gourmand. To activate your account, confirm your email address with this link, valid for 48 hours:</p>
${button('Confirm my email address')}
<p style="font-size:13px;color:#6b5e51">If you did not create this account, you can ignore this message.</p>
<p>The Guide Gourmand team</p>`,
      },
    },
  }),
  defineTemplate({
    code: 'account.reset-password',
    audience: 'customer',
    variables: ['firstName', 'link'],
    sample: { firstName: 'Marie', link: 'https://guide-gourmand.example/reset-password/exemple' },
    defaults: {
      fr: {
        subject: 'Réinitialisation de votre mot de passe',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec ce lien, valable une heure :</p>
${button('Choisir un nouveau mot de passe')}
<p style="font-size:13px;color:#6b5e51">Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe du Guide Gourmand</p>`,
      },
      en: {
        subject: 'Reset your password',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>You asked to reset your password. Choose a new one with this link, valid for one hour:</p>
${button('Choose a new password')}
<p style="font-size:13px;color:#6b5e51">If you did not ask for this, ignore this message: your password stays unchanged.</p>
<p>The Guide Gourmand team</p>`,
      },
    },
  }),
  defineTemplate({
    code: 'account.set-password',
    audience: 'customer',
    variables: ['firstName', 'link'],
    sample: { firstName: 'Marie', link: 'https://guide-gourmand.example/reset-password/exemple' },
    defaults: {
      fr: {
        subject: 'Votre compte Guide Gourmand est prêt',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Notre équipe vient de vous créer un compte sur le Guide Gourmand. Pour l'activer, choisissez votre mot de passe avec ce lien, valable 7 jours :</p>
${button('Choisir mon mot de passe')}
<p style="font-size:13px;color:#6b5e51">Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion. Si vous ne souhaitez pas de compte, ignorez ce message.</p>
<p>L'équipe du Guide Gourmand</p>`,
      },
      en: {
        subject: 'Your Guide Gourmand account is ready',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Our team has just created an account for you on the Guide Gourmand. To activate it, choose your password with this link, valid for 7 days:</p>
${button('Choose my password')}
<p style="font-size:13px;color:#6b5e51">After that, use "Forgot password" on the sign-in page. If you do not want an account, you can ignore this message.</p>
<p>The Guide Gourmand team</p>`,
      },
    },
  }),
];

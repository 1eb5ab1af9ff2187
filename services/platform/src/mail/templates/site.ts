import { defineTemplate } from './template';

/** cms: the site's forms, the newsletter's double opt-in and establishment owners' posts. */
// Signed with the site's name (general.siteName), which the platform's EventMailer fills in at sending.
const BYE = { fr: '<p>À bientôt,<br>{{siteName}}</p>', en: '<p>See you soon,<br>{{siteName}}</p>' };
const SITE_NAME = 'Guide Gourmand';
const SAMPLE_FIELDS =
  '<table cellpadding="4"><tr><td valign="top">Nom :</td><td>Durand</td></tr><tr><td valign="top">E-mail :</td><td>claire@example.fr</td></tr>' +
  '<tr><td valign="top">Message :</td><td>Bonjour,<br>Une question sur le guide.</td></tr></table>';

export const SITE_TEMPLATES = [
  defineTemplate({
    code: 'form.staff',
    audience: 'staff',
    variables: ['formName', 'sender', 'topic', 'fieldsHtml'],
    sample: { formName: 'formulaire de contact', sender: 'Claire Durand', topic: ': Une question', fieldsHtml: SAMPLE_FIELDS },
    defaults: {
      fr: {
        subject: 'Nouveau message ({{formName}}) {{topic}}',
        bodyHtml: `<p>{{sender}} a envoyé le {{formName}} du site.</p>
{{fieldsHtml}}
<p>Répondez directement à l'adresse e-mail de l'expéditeur.</p>`,
      },
      en: {
        subject: 'New message ({{formName}}) {{topic}}',
        bodyHtml: `<p>{{sender}} sent the site's {{formName}}.</p>
{{fieldsHtml}}
<p>Answer the sender's email address directly.</p>`,
      },
    },
  }),
  defineTemplate({
    code: 'form.received',
    audience: 'customer',
    variables: ['name', 'formName', 'recapHtml', 'siteName'],
    sample: {
      siteName: SITE_NAME,
      name: 'Claire Durand',
      formName: 'formulaire de contact',
      recapHtml:
        '<p>Pour rappel, votre message :</p>\n<table cellpadding="4"><tr><td valign="top">Message :</td><td>Une question sur le guide.</td></tr></table>',
    },
    defaults: {
      fr: {
        subject: 'Nous avons bien reçu votre message',
        bodyHtml: `<p>Bonjour {{name}},</p>
<p>Merci d'avoir utilisé notre {{formName}}. Notre équipe a bien reçu votre demande et vous répondra au plus vite.</p>
{{recapHtml}}
${BYE.fr}`,
      },
      en: {
        subject: 'We have received your message',
        bodyHtml: `<p>Hello {{name}},</p>
<p>Thank you for using our {{formName}}. Our team has received your request and will answer shortly.</p>
{{recapHtml}}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'newsletter.confirm',
    audience: 'customer',
    variables: ['confirmUrl', 'unsubscribeUrl', 'siteName'],
    sample: {
      siteName: SITE_NAME,
      confirmUrl: 'https://guide-gourmand.example/newsletter/confirm/exemple',
      unsubscribeUrl: 'https://guide-gourmand.example/newsletter/unsubscribe/exemple',
    },
    defaults: {
      fr: {
        subject: 'Confirmez votre inscription à la newsletter',
        bodyHtml: `<p>Bonjour,</p>
<p>Vous avez demandé à recevoir la newsletter « {{siteName}} ». Pour confirmer votre inscription, ouvrez ce lien :<br><a href="{{confirmUrl}}">{{confirmUrl}}</a></p>
<p>Ce lien est valable 7 jours. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne recevrez rien.</p>
<p>Pour vous désinscrire à tout moment :<br><a href="{{unsubscribeUrl}}">{{unsubscribeUrl}}</a></p>
${BYE.fr}`,
      },
      en: {
        subject: 'Confirm your newsletter subscription',
        bodyHtml: `<p>Hello,</p>
<p>You asked to receive the {{siteName}} newsletter. To confirm your subscription, open this link:<br><a href="{{confirmUrl}}">{{confirmUrl}}</a></p>
<p>This link is valid for 7 days. If you did not ask for it, ignore this email: you will receive nothing.</p>
<p>To unsubscribe at any time:<br><a href="{{unsubscribeUrl}}">{{unsubscribeUrl}}</a></p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'owner-post.approved',
    audience: 'customer',
    variables: ['title', 'place', 'postUrl', 'siteName'],
    sample: {
      siteName: SITE_NAME,
      title: 'Nouvelle carte de printemps',
      place: '(Chez Marie)',
      postUrl: 'https://guide-gourmand.example/actualites/nouvelle-carte',
    },
    defaults: {
      fr: {
        subject: 'Votre actualité « {{title}} » est publiée',
        bodyHtml: `<p>Bonjour,</p>
<p>Notre équipe a publié votre actualité « {{title}} » {{place}}. Merci de faire vivre le guide !</p>
<p>Elle est en ligne à cette adresse :<br><a href="{{postUrl}}">{{postUrl}}</a></p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your news item "{{title}}" is published',
        bodyHtml: `<p>Hello,</p>
<p>Our team has published your news item "{{title}}" {{place}}. Thank you for bringing the guide to life!</p>
<p>It is online at:<br><a href="{{postUrl}}">{{postUrl}}</a></p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'owner-post.rejected',
    audience: 'customer',
    variables: ['title', 'place', 'reason', 'siteName'],
    sample: { siteName: SITE_NAME, title: 'Nouvelle carte de printemps', place: '(Chez Marie)', reason: 'La photo ne montre pas l’établissement.' },
    defaults: {
      fr: {
        subject: "Votre actualité « {{title}} » n'a pas été publiée",
        bodyHtml: `<p>Bonjour,</p>
<p>Notre équipe n'a pas publié votre actualité « {{title}} » {{place}}.</p>
<table cellpadding="4"><tr><td valign="top">Motif :</td><td>{{reason}}</td></tr></table>
<p>Vous pouvez la modifier depuis votre espace client (Mes actualités) : elle sera relue à nouveau.</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your news item "{{title}}" was not published',
        bodyHtml: `<p>Hello,</p>
<p>Our team did not publish your news item "{{title}}" {{place}}.</p>
<table cellpadding="4"><tr><td valign="top">Reason:</td><td>{{reason}}</td></tr></table>
<p>You can edit it from your account (My news): it will be reviewed again.</p>
${BYE.en}`,
      },
    },
  }),
];

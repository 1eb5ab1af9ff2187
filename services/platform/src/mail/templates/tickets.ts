import { defineTemplate } from './template';

/**
 * support-tickets: to the requester in their language; to staff (assignments, notes, the requester's
 * answers) in French. `noteHtml` is the note, escaped and quoted, built by the service.
 */
const BYE = { fr: '<p>À bientôt sur le Guide Gourmand.</p>', en: '<p>See you soon at Guide Gourmand.</p>' };
const FOLLOW = {
  fr: '<p>Suivez votre demande et répondez-nous depuis votre espace client :<br><a href="{{link}}">{{link}}</a></p>',
  en: '<p>Follow your request and answer us from your account:<br><a href="{{link}}">{{link}}</a></p>',
};
const SAMPLE_NOTE = '<blockquote style="border-left:3px solid #ccc;margin:16px 0;padding-left:12px">Un nouveau pot part ce jour.</blockquote>';
const REQUESTER_LINK = 'https://guide-gourmand.example/account/support/exemple';
const STAFF_LINK = 'https://guide-gourmand.example/admin/tickets/exemple';

export const TICKET_TEMPLATES = [
  defineTemplate({
    code: 'ticket.received',
    audience: 'customer',
    variables: ['subject', 'link'],
    sample: { subject: 'Colis abîmé', link: REQUESTER_LINK },
    defaults: {
      fr: {
        subject: 'Nous avons bien reçu votre demande : {{subject}}',
        bodyHtml: `<p>Bonjour,</p>
<p>Nous avons bien reçu votre demande « {{subject}} ».</p>
<p>Notre équipe l’examine et vous répond au plus vite ; chaque réponse vous sera signalée par e-mail.</p>
${FOLLOW.fr}
${BYE.fr}`,
      },
      en: {
        subject: 'We have received your request: {{subject}}',
        bodyHtml: `<p>Hello,</p>
<p>We have received your request "{{subject}}".</p>
<p>Our team is looking into it and will answer as soon as possible. You will get an email for every reply.</p>
${FOLLOW.en}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'ticket.replied',
    audience: 'customer',
    variables: ['subject', 'noteHtml', 'link'],
    sample: { subject: 'Colis abîmé', noteHtml: SAMPLE_NOTE, link: REQUESTER_LINK },
    defaults: {
      fr: {
        subject: 'Nouvelle réponse à votre demande : {{subject}}',
        bodyHtml: `<p>Bonjour,</p>
<p>Notre équipe a répondu à votre demande « {{subject}} » :</p>
{{noteHtml}}
${FOLLOW.fr}
${BYE.fr}`,
      },
      en: {
        subject: 'New reply to your request: {{subject}}',
        bodyHtml: `<p>Hello,</p>
<p>Our team has replied to your request "{{subject}}":</p>
{{noteHtml}}
${FOLLOW.en}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'ticket.updated',
    audience: 'customer',
    variables: ['subject', 'status', 'statusDetail', 'link'],
    sample: { subject: 'Colis abîmé', status: 'Résolue', statusDetail: 'Nous la considérons comme résolue.', link: REQUESTER_LINK },
    defaults: {
      fr: {
        subject: 'Votre demande « {{subject}} » est maintenant : {{status}}',
        bodyHtml: `<p>Bonjour,</p>
<p>Le statut de votre demande « {{subject}} » a changé : {{status}}.</p>
<p>{{statusDetail}}</p>
${FOLLOW.fr}
${BYE.fr}`,
      },
      en: {
        subject: 'Your request "{{subject}}" is now: {{status}}',
        bodyHtml: `<p>Hello,</p>
<p>The status of your request "{{subject}}" has changed: {{status}}.</p>
<p>{{statusDetail}}</p>
${FOLLOW.en}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'ticket.assigned',
    audience: 'staff',
    variables: ['assigneeName', 'subject', 'group', 'link'],
    sample: { assigneeName: 'Paul Martin', subject: 'Colis abîmé', group: '(groupe Niveau 2)', link: STAFF_LINK },
    defaults: {
      fr: {
        subject: 'Un ticket vous a été attribué : {{subject}}',
        bodyHtml: `<p>Bonjour {{assigneeName}},</p>
<p>Le ticket « {{subject}} » vous a été attribué {{group}}.</p>
<p>Ouvrez-le dans le back-office :<br><a href="{{link}}">{{link}}</a></p>`,
      },
      en: {
        subject: 'A ticket was assigned to you: {{subject}}',
        bodyHtml: `<p>Hello {{assigneeName}},</p>
<p>The ticket "{{subject}}" was assigned to you {{group}}.</p>
<p>Open it in the back office:<br><a href="{{link}}">{{link}}</a></p>`,
      },
    },
  }),
  // A customer's new ticket, to the team's address (general.contactEmail) until someone takes it.
  defineTemplate({
    code: 'ticket.new',
    audience: 'staff',
    variables: ['requester', 'subject', 'noteHtml', 'link'],
    sample: { requester: 'ann@example.com', subject: 'Colis abîmé', noteHtml: SAMPLE_NOTE, link: STAFF_LINK },
    defaults: {
      fr: {
        subject: 'Nouvelle demande : {{subject}}',
        bodyHtml: `<p>Bonjour,</p>
<p>{{requester}} a ouvert le ticket « {{subject}} » :</p>
{{noteHtml}}
<p>Personne ne s’en occupe encore. Ouvrez-le dans le back-office :<br><a href="{{link}}">{{link}}</a></p>`,
      },
      en: {
        subject: 'New request: {{subject}}',
        bodyHtml: `<p>Hello,</p>
<p>{{requester}} opened the ticket "{{subject}}":</p>
{{noteHtml}}
<p>Nobody is handling it yet. Open it in the back office:<br><a href="{{link}}">{{link}}</a></p>`,
      },
    },
  }),
  defineTemplate({
    code: 'ticket.requester-replied',
    audience: 'staff',
    variables: ['author', 'subject', 'noteHtml', 'link'],
    sample: { author: 'Ann Smith', subject: 'Colis abîmé', noteHtml: SAMPLE_NOTE, link: STAFF_LINK },
    defaults: {
      fr: {
        subject: 'Le client a répondu : {{subject}}',
        bodyHtml: `<p>Bonjour,</p>
<p>{{author}} a répondu au ticket « {{subject}} » :</p>
{{noteHtml}}
<p>Répondez-lui depuis le back-office :<br><a href="{{link}}">{{link}}</a></p>`,
      },
      en: {
        subject: 'The customer answered: {{subject}}',
        bodyHtml: `<p>Hello,</p>
<p>{{author}} answered the ticket "{{subject}}":</p>
{{noteHtml}}
<p>Answer them from the back office:<br><a href="{{link}}">{{link}}</a></p>`,
      },
    },
  }),
  defineTemplate({
    code: 'ticket.internal-note',
    audience: 'staff',
    variables: ['author', 'subject', 'noteHtml', 'link'],
    sample: { author: 'Paul Martin', subject: 'Colis abîmé', noteHtml: SAMPLE_NOTE, link: STAFF_LINK },
    defaults: {
      fr: {
        subject: 'Note interne sur le ticket : {{subject}}',
        bodyHtml: `<p>Bonjour,</p>
<p>{{author}} a ajouté une note interne au ticket « {{subject}} » :</p>
{{noteHtml}}
<p>Ouvrez le ticket dans le back-office :<br><a href="{{link}}">{{link}}</a></p>`,
      },
      en: {
        subject: 'Internal note on the ticket: {{subject}}',
        bodyHtml: `<p>Hello,</p>
<p>{{author}} added an internal note to the ticket "{{subject}}":</p>
{{noteHtml}}
<p>Open the ticket in the back office:<br><a href="{{link}}">{{link}}</a></p>`,
      },
    },
  }),
];

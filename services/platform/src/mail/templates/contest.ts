import { defineTemplate } from './template';

/** contest: a registration confirmed, a partner application (to the organisers, acknowledged to the applicant). */
const BYE = { fr: '<p>À bientôt sur le Guide Gourmand.</p>', en: '<p>See you soon at Guide Gourmand.</p>' };

export const CONTEST_TEMPLATES = [
  defineTemplate({
    code: 'contest.registration',
    audience: 'customer',
    variables: ['name', 'year', 'category', 'establishment', 'phone'],
    sample: { name: 'Marie Dupont', year: '2026', category: 'Professionnel', establishment: 'Hôtel du Parc', phone: '03.80.00.00.00' },
    defaults: {
      fr: {
        subject: 'Votre inscription au Concours du petit-déjeuner {{year}}',
        bodyHtml: `<p>Bonjour {{name}},</p>
<p>Nous avons bien reçu votre inscription au Concours du petit-déjeuner {{year}}. Voici ce que vous nous avez transmis :</p>
<table cellpadding="4"><tr><td>Catégorie :</td><td>{{category}}</td></tr><tr><td>Établissement :</td><td>{{establishment}}</td></tr><tr><td>Téléphone :</td><td>{{phone}}</td></tr></table>
<p>Le jury vous contactera pour la suite du concours. Bonne chance !</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your registration for the {{year}} Breakfast Contest',
        bodyHtml: `<p>Hello {{name}},</p>
<p>We have received your registration for the {{year}} Breakfast Contest. Here is what you sent us:</p>
<table cellpadding="4"><tr><td>Category:</td><td>{{category}}</td></tr><tr><td>Establishment:</td><td>{{establishment}}</td></tr><tr><td>Phone:</td><td>{{phone}}</td></tr></table>
<p>The jury will contact you about the next steps. Good luck!</p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'contest.partner-applied',
    audience: 'staff',
    variables: ['name', 'company', 'email', 'year', 'language', 'appliedAt'],
    sample: { name: 'Marc Petit', company: 'Moulins Petit', email: 'marc@example.fr', year: '2026', language: 'français', appliedAt: '2026-02-01T09:00:00Z' },
    defaults: {
      fr: {
        subject: 'Nouvelle demande de partenariat : {{company}}',
        bodyHtml: `<p>{{name}} ({{company}}) souhaite devenir partenaire du Concours du petit-déjeuner {{year}}.</p>
<table cellpadding="4"><tr><td>Nom :</td><td>{{name}}</td></tr><tr><td>Société :</td><td>{{company}}</td></tr><tr><td>E-mail :</td><td>{{email}}</td></tr><tr><td>Langue :</td><td>{{language}}</td></tr><tr><td>Reçue le :</td><td>{{appliedAt}}</td></tr></table>
<p>Répondez directement à cette adresse e-mail.</p>`,
      },
      en: {
        subject: 'New partnership request: {{company}}',
        bodyHtml: `<p>{{name}} ({{company}}) would like to become a partner of the {{year}} Breakfast Contest.</p>
<table cellpadding="4"><tr><td>Name:</td><td>{{name}}</td></tr><tr><td>Company:</td><td>{{company}}</td></tr><tr><td>Email:</td><td>{{email}}</td></tr><tr><td>Language:</td><td>{{language}}</td></tr><tr><td>Received on:</td><td>{{appliedAt}}</td></tr></table>
<p>Answer this email address directly.</p>`,
      },
    },
  }),
  defineTemplate({
    code: 'contest.partner-received',
    audience: 'customer',
    variables: ['name', 'company'],
    sample: { name: 'Marc Petit', company: 'Moulins Petit' },
    defaults: {
      fr: {
        subject: 'Votre demande de partenariat',
        bodyHtml: `<p>Bonjour {{name}},</p>
<p>Merci de l'intérêt que {{company}} porte au Concours du petit-déjeuner. Nos organisateurs ont bien reçu votre demande et vous répondent au plus vite.</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your partnership request',
        bodyHtml: `<p>Hello {{name}},</p>
<p>Thank you for {{company}}'s interest in the Breakfast Contest. Our organisers have received your request and will answer shortly.</p>
${BYE.en}`,
      },
    },
  }),
];

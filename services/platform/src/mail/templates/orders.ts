import { defineTemplate } from './template';

/** commerce: an order's mails, from its confirmation to its refund. `linesHtml` is the order's summary table, built by commerce. */
const SAMPLE_LINES =
  '<table cellpadding="4"><tr><td>2 ×</td><td>Confiture de fraises</td><td align="right">12,00 €</td></tr>' +
  '<tr><td></td><td>Livraison</td><td align="right">5,95 €</td></tr><tr><td></td><td>Total TTC</td><td align="right">17,95 €</td></tr></table>';
const BYE = { fr: '<p>À bientôt sur le Guide Gourmand.</p>', en: '<p>See you soon at Guide Gourmand.</p>' };
const ORDER_URL = 'https://guide-gourmand.example/account/orders/2026-000042';

export const ORDER_TEMPLATES = [
  defineTemplate({
    code: 'order.placed',
    audience: 'customer',
    variables: ['firstName', 'orderNumber', 'linesHtml', 'total', 'bankTransfer', 'orderUrl'],
    sample: {
      firstName: 'Marie',
      orderNumber: '2026-000042',
      linesHtml: SAMPLE_LINES,
      total: '17,95 €',
      bankTransfer: 'Merci de virer 17,95 EUR à Guide Gourmand, IBAN FR76 0000 0000 0000 0000 0000 000, BIC XXXXFRPP, en indiquant la référence 2026-000042.',
      orderUrl: ORDER_URL,
    },
    defaults: {
      fr: {
        subject: 'Confirmation de votre commande {{orderNumber}}',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Merci pour votre commande {{orderNumber}}. Voici son récapitulatif :</p>
{{linesHtml}}
<p>{{bankTransfer}}</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your order {{orderNumber}} is confirmed',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Thank you for your order {{orderNumber}}. Here is a summary:</p>
{{linesHtml}}
<p>{{bankTransfer}}</p>
${BYE.en}`,
      },
    },
  }),
  // To staff (emails.orderNotificationEmail), whatever the payment method: an order has just been placed.
  defineTemplate({
    code: 'order.staff',
    audience: 'staff',
    variables: ['orderNumber', 'customer', 'paymentMethod', 'linesHtml', 'total'],
    sample: {
      orderNumber: '2026-000042',
      customer: 'Marie Curie (marie@example.fr)',
      paymentMethod: 'virement bancaire',
      linesHtml: SAMPLE_LINES,
      total: '17,95 €',
    },
    defaults: {
      fr: {
        subject: 'Nouvelle commande {{orderNumber}} ({{total}})',
        bodyHtml: `<p>{{customer}} vient de passer la commande {{orderNumber}}, paiement : {{paymentMethod}}.</p>
{{linesHtml}}
<p>Retrouvez-la dans le back-office, Ventes › Commandes.</p>`,
      },
      en: {
        subject: 'New order {{orderNumber}} ({{total}})',
        bodyHtml: `<p>{{customer}} has just placed order {{orderNumber}}, payment: {{paymentMethod}}.</p>
{{linesHtml}}
<p>Find it in the back office, Sales › Orders.</p>`,
      },
    },
  }),
  defineTemplate({
    code: 'order.awaiting-payment',
    audience: 'customer',
    variables: ['firstName', 'orderNumber', 'linesHtml', 'total', 'orderUrl'],
    sample: { firstName: 'Marie', orderNumber: '2026-000042', linesHtml: SAMPLE_LINES, total: '17,95 €', orderUrl: ORDER_URL },
    defaults: {
      fr: {
        subject: 'Votre commande {{orderNumber}} est enregistrée',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Merci pour votre commande {{orderNumber}}. Voici son récapitulatif :</p>
{{linesHtml}}
<p>Elle sera préparée dès que votre paiement sera confirmé ; vous recevrez alors un e-mail. Si le paiement n’a pas abouti, vous pouvez le reprendre depuis votre commande : {{orderUrl}}</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your order {{orderNumber}} is registered',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Thank you for your order {{orderNumber}}. Here is a summary:</p>
{{linesHtml}}
<p>We will prepare it as soon as your payment is confirmed; you will then receive an email. If the payment did not go through, you can try again from your order: {{orderUrl}}</p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'order.payment-captured',
    audience: 'customer',
    variables: ['orderNumber', 'amount'],
    sample: { orderNumber: '2026-000042', amount: '17,95 €' },
    defaults: {
      fr: {
        subject: 'Paiement reçu pour la commande {{orderNumber}}',
        bodyHtml: `<p>Bonjour,</p>
<p>Nous avons bien reçu votre paiement de {{amount}} pour la commande {{orderNumber}}. Elle est en préparation.</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Payment received for order {{orderNumber}}',
        bodyHtml: `<p>Hello,</p>
<p>We have received your payment of {{amount}} for order {{orderNumber}}. It is being prepared.</p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'order.payment-failed',
    audience: 'customer',
    variables: ['orderNumber', 'amount', 'orderUrl'],
    sample: { orderNumber: '2026-000042', amount: '17,95 €', orderUrl: ORDER_URL },
    defaults: {
      fr: {
        subject: 'Le paiement de votre commande {{orderNumber}} n’a pas abouti',
        bodyHtml: `<p>Bonjour,</p>
<p>Le paiement de {{amount}} pour votre commande {{orderNumber}} n’a pas abouti et aucun montant n’a été débité. Votre commande reste enregistrée, en attente de paiement.</p>
<p>Pour la régler, par carte ou par un autre moyen, rendez-vous sur votre commande : {{orderUrl}}</p>
${BYE.fr}`,
      },
      en: {
        subject: 'The payment for your order {{orderNumber}} did not go through',
        bodyHtml: `<p>Hello,</p>
<p>The payment of {{amount}} for your order {{orderNumber}} did not go through and nothing was charged. Your order is kept, waiting for payment.</p>
<p>To pay for it, by card or another method, go to your order: {{orderUrl}}</p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'order.shipped',
    audience: 'customer',
    variables: ['firstName', 'orderNumber', 'carrier', 'trackingHtml', 'linesHtml'],
    sample: {
      firstName: 'Marie',
      orderNumber: '2026-000042',
      carrier: 'Colissimo',
      trackingHtml: '<p>Numéro de suivi : 6A123</p>\n<p><a href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123">Suivre le colis</a></p>',
      linesHtml: '<p>Dans ce colis :</p>\n<ul><li>2 × Confiture de fraises (CONF-01)</li></ul>',
    },
    defaults: {
      fr: {
        subject: 'Votre commande {{orderNumber}} est en route',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Bonne nouvelle : votre commande {{orderNumber}} vient de partir.</p>
<p>Transporteur : {{carrier}}</p>
{{trackingHtml}}
{{linesHtml}}
${BYE.fr}`,
      },
      en: {
        subject: 'Your order {{orderNumber}} is on its way',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Good news: your order {{orderNumber}} has just left.</p>
<p>Carrier: {{carrier}}</p>
{{trackingHtml}}
{{linesHtml}}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'order.shipped-partially',
    audience: 'customer',
    variables: ['firstName', 'orderNumber', 'carrier', 'trackingHtml', 'linesHtml'],
    sample: {
      firstName: 'Marie',
      orderNumber: '2026-000042',
      carrier: 'Colissimo (2 colis)',
      trackingHtml: '<p>Numéro de suivi : 6A123</p>',
      linesHtml: '<p>Dans ces colis :</p>\n<ul><li>1 × Confiture de fraises (CONF-01)</li></ul>',
    },
    defaults: {
      fr: {
        subject: 'Une partie de votre commande {{orderNumber}} est en route',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Bonne nouvelle : une partie de votre commande {{orderNumber}} vient de partir. Nous vous écrirons à nouveau à l'envoi du reste.</p>
<p>Transporteur : {{carrier}}</p>
{{trackingHtml}}
{{linesHtml}}
${BYE.fr}`,
      },
      en: {
        subject: 'Part of your order {{orderNumber}} is on its way',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Good news: part of your order {{orderNumber}} has just left. We will write again when the rest is sent.</p>
<p>Carrier: {{carrier}}</p>
{{trackingHtml}}
{{linesHtml}}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'order.invoiced',
    audience: 'customer',
    variables: ['firstName', 'invoiceNumber', 'orderNumber', 'amount', 'orderUrl', 'pdfHtml'],
    sample: {
      firstName: 'Marie',
      invoiceNumber: 'F-2026-000042',
      orderNumber: '2026-000042',
      amount: '17,95 €',
      orderUrl: ORDER_URL,
      pdfHtml: '<p>Lien direct vers la facture (PDF) : <a href="https://guide-gourmand.example/documents/F-2026-000042.pdf">F-2026-000042.pdf</a></p>',
    },
    defaults: {
      fr: {
        subject: 'Votre facture {{invoiceNumber}} est disponible',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Votre facture {{invoiceNumber}} pour la commande {{orderNumber}} ({{amount}} TTC) est disponible.</p>
<p>Téléchargez-la depuis la page de votre commande (connectez-vous à votre compte) :<br><a href="{{orderUrl}}">{{orderUrl}}</a></p>
{{pdfHtml}}
${BYE.fr}`,
      },
      en: {
        subject: 'Your invoice {{invoiceNumber}} is available',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Your invoice {{invoiceNumber}} for order {{orderNumber}} ({{amount}} incl. VAT) is available.</p>
<p>Download it from your order page (sign in to your account):<br><a href="{{orderUrl}}">{{orderUrl}}</a></p>
{{pdfHtml}}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'order.refunded',
    audience: 'customer',
    variables: ['firstName', 'orderNumber', 'amount', 'creditNoteNumber', 'orderUrl'],
    sample: { firstName: 'Marie', orderNumber: '2026-000042', amount: '17,95 €', creditNoteNumber: 'A-2026-000007', orderUrl: ORDER_URL },
    defaults: {
      fr: {
        subject: 'Remboursement de votre commande {{orderNumber}}',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Nous vous avons remboursé {{amount}} sur votre commande {{orderNumber}}.</p>
<p>L’avoir {{creditNoteNumber}} correspondant est disponible dans votre espace client, sur la page de la commande :</p>
<p><a href="{{orderUrl}}">{{orderUrl}}</a></p>
<p>Selon votre banque ou votre moyen de paiement, le montant apparaîtra sur votre compte d’ici quelques jours.</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your refund for order {{orderNumber}}',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>We have refunded {{amount}} on your order {{orderNumber}}.</p>
<p>The matching credit note {{creditNoteNumber}} is available in your account, on the order’s page:</p>
<p><a href="{{orderUrl}}">{{orderUrl}}</a></p>
<p>Depending on your bank or payment method, the amount will reach your account within a few days.</p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'return.status-changed',
    audience: 'customer',
    variables: ['firstName', 'returnNumber', 'orderNumber', 'status', 'commentHtml'],
    sample: {
      firstName: 'Marie',
      returnNumber: 'R-2026-000003',
      orderNumber: '2026-000042',
      status: 'est acceptée : renvoyez-nous les articles concernés, nous attendons votre colis.',
      commentHtml: '<p>Le message de notre équipe :</p>\n<blockquote>Merci de joindre le bon de retour au colis.</blockquote>',
    },
    defaults: {
      fr: {
        subject: 'Votre demande de retour {{returnNumber}}',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Votre demande de retour {{returnNumber}} (commande {{orderNumber}}) {{status}}</p>
{{commentHtml}}
<p>Retrouvez-la dans votre espace client, rubrique Retours.</p>
${BYE.fr}`,
      },
      en: {
        subject: 'Your return request {{returnNumber}}',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Your return request {{returnNumber}} (order {{orderNumber}}) {{status}}</p>
{{commentHtml}}
<p>You will find it in your account, under Returns.</p>
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'quote.requested',
    audience: 'customer',
    variables: ['firstName', 'quoteNumber', 'linesHtml'],
    sample: { firstName: 'Marie', quoteNumber: 'D-2026-000001', linesHtml: SAMPLE_LINES },
    defaults: {
      fr: {
        subject: 'Votre demande de devis {{quoteNumber}}',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Nous avons bien reçu votre demande de devis {{quoteNumber}}. Notre équipe vous répond au plus vite.</p>
{{linesHtml}}
${BYE.fr}`,
      },
      en: {
        subject: 'Your quote request {{quoteNumber}}',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>We have received your quote request {{quoteNumber}}. Our team will answer shortly.</p>
{{linesHtml}}
${BYE.en}`,
      },
    },
  }),
  defineTemplate({
    code: 'quote.answered',
    audience: 'customer',
    variables: ['firstName', 'quoteNumber', 'comment', 'offerHtml'],
    sample: {
      firstName: 'Marie',
      quoteNumber: 'D-2026-000001',
      comment: 'Nous pouvons vous proposer une remise de 5 %.',
      offerHtml:
        '<p>Montant proposé : 1 234,50 € TTC.</p>\n<p>Cette offre est valable jusqu’au 31 décembre 2026 ; vous pouvez la commander depuis votre espace client.</p>',
    },
    defaults: {
      fr: {
        subject: 'Réponse à votre devis {{quoteNumber}}',
        bodyHtml: `<p>Bonjour {{firstName}},</p>
<p>Notre équipe a répondu à votre devis {{quoteNumber}} :</p>
<p>{{comment}}</p>
{{offerHtml}}
<p>Retrouvez-le dans votre espace client, rubrique Devis.</p>
${BYE.fr}`,
      },
      en: {
        subject: 'An answer to your quote {{quoteNumber}}',
        bodyHtml: `<p>Hello {{firstName}},</p>
<p>Our team has answered your quote {{quoteNumber}}:</p>
<p>{{comment}}</p>
{{offerHtml}}
<p>You will find it in your account, under Quotes.</p>
${BYE.en}`,
      },
    },
  }),
];

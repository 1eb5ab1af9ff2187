import { create } from '@bufbuild/protobuf';
import { localeOf, renderDefault } from '@guide/platform';
import { OrderPlacedSchema, PaymentFailedSchema, QuoteAnsweredSchema } from '@guide/proto-schemas';
import { DEMO_BANK_DETAILS } from '../checkout/offline-payments/bank-transfer.handler';
import {
  formatMoney,
  orderPlacedMail as orderPlacedMailContent,
  paymentFailedMail as paymentFailedMailContent,
  quoteAnsweredMail as quoteAnsweredMailContent,
} from './mail-templates';

/** The mail as sent with the default templates. */
const orderPlacedMail = (...args: Parameters<typeof orderPlacedMailContent>) => renderDefault(orderPlacedMailContent(...args));
/** The mail as sent with the default templates. */
const paymentFailedMail = (...args: Parameters<typeof paymentFailedMailContent>) => renderDefault(paymentFailedMailContent(...args));
/** The mail as sent with the default templates. */
const quoteAnsweredMail = (...args: Parameters<typeof quoteAnsweredMailContent>) => renderDefault(quoteAnsweredMailContent(...args));

const WEB = 'https://guide.example.fr';

describe('commerce mail templates', () => {
  const order = create(OrderPlacedSchema, {
    number: '2026-000042',
    paymentMethod: 'bank-transfer',
    customer: { firstName: 'Alice', email: 'alice@example.com', locale: 'en' },
    lines: [{ name: 'Jam <b>', sku: 'J-1', quantity: 2, unitPriceCents: 500, totalCents: 1000, taxCategory: 'REDUCED' }],
    totals: { subTotalCents: 1000, discountCents: 100, shippingCents: 595, vatCents: 146, totalCents: 1495, currency: 'EUR', couponCode: 'BIENVENUE10' },
  });

  it('renders the English confirmation with lines, totals and the transfer instructions, HTML escaped', () => {
    const mail = orderPlacedMail(order, 'en', DEMO_BANK_DETAILS, WEB);
    expect(mail.subject).toBe('Your order 2026-000042 is confirmed');
    expect(mail.text).toContain('Hello Alice,');
    expect(mail.text).toContain('2 × Jam <b> (J-1)');
    expect(mail.text).toContain('Discount (BIENVENUE10)');
    expect(mail.text).toContain(`IBAN ${DEMO_BANK_DETAILS.iban}`);
    expect(mail.text).toContain('reference 2026-000042');
    expect(mail.html).toContain('Jam &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('does not call a card order confirmed: it waits for the payment, and says where to pay again', () => {
    const mail = orderPlacedMail({ ...order, paymentMethod: 'payzen' }, 'fr', DEMO_BANK_DETAILS, WEB);
    expect(mail.subject).toBe('Votre commande 2026-000042 est enregistrée');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.text).toContain(formatMoney(1495, 'EUR', 'fr'));
    expect(mail.text).toContain('dès que votre paiement sera confirmé');
    expect(mail.text).toContain(`${WEB}/account/orders/2026-000042`);
  });

  it('tells the customer a payment failed, nothing was charged, and links the order to pay again (English under /en)', () => {
    const failed = create(PaymentFailedSchema, {
      payment: { orderNumber: '2026-000042', amountCents: 1495, currency: 'EUR', email: 'alice@example.com', locale: 'en' },
      reason: 'card declined',
    });
    const en = paymentFailedMail(failed, 'en', WEB);
    expect(en.subject).toBe('The payment for your order 2026-000042 did not go through');
    expect(en.text).toContain(`${WEB}/en/account/orders/2026-000042`);
    expect(en.text).not.toContain('card declined'); // the provider's reason is for staff
    const fr = paymentFailedMail(failed, 'fr', WEB);
    expect(fr.subject).toBe('Le paiement de votre commande 2026-000042 n’a pas abouti');
    expect(fr.text).toContain('aucun montant n’a été débité');
  });

  it('tells the customer a quote was answered', () => {
    const mail = quoteAnsweredMail(create(QuoteAnsweredSchema, { number: 'D-2026-000001', firstName: 'Bob', comment: 'OK pour 5 %' }), 'fr');
    expect(mail.subject).toBe('Réponse à votre devis D-2026-000001');
    expect(mail.text).toContain('OK pour 5 %');
    expect(mail.text).not.toContain('Montant proposé');
  });

  it('gives the priced offer and until when it holds', () => {
    const answer = create(QuoteAnsweredSchema, {
      number: 'D-2026-000002',
      firstName: 'Bob',
      priced: true,
      totalCents: 123450,
      currency: 'EUR',
      validUntil: '2026-12-31T22:59:00Z',
    });
    expect(quoteAnsweredMail(answer, 'fr').text).toContain(`Montant proposé : ${formatMoney(123450, 'EUR', 'fr')} TTC.`);
    expect(quoteAnsweredMail(answer, 'fr').text).toContain('valable jusqu’au 31 décembre 2026');
    expect(quoteAnsweredMail(answer, 'en').text).toContain('valid until 31 December 2026');
  });

  it('takes the locale from Accept-Language, French by default', () => {
    expect(localeOf({ req: { headers: { 'accept-language': 'en-GB,en;q=0.9' } } })).toBe('en');
    expect(localeOf({ req: { headers: { 'accept-language': 'fr-FR' } } })).toBe('fr');
    expect(localeOf({ req: { headers: {} } })).toBe('fr');
  });
});

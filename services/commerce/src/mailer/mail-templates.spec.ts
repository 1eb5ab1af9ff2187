import { create } from '@bufbuild/protobuf';
import { localeOf } from '@guide/platform';
import { OrderPlacedSchema, QuoteAnsweredSchema } from '@guide/proto-schemas';
import { DEMO_BANK_DETAILS } from '../checkout/offline-payments/bank-transfer.handler';
import { formatMoney, orderPlacedMail, quoteAnsweredMail } from './mail-templates';

describe('commerce mail templates', () => {
  const order = create(OrderPlacedSchema, {
    number: '2026-000042',
    paymentMethod: 'bank-transfer',
    customer: { firstName: 'Alice', email: 'alice@example.com', locale: 'en' },
    lines: [{ name: 'Jam <b>', sku: 'J-1', quantity: 2, unitPriceCents: 500, totalCents: 1000, taxCategory: 'REDUCED' }],
    totals: { subTotalCents: 1000, discountCents: 100, shippingCents: 595, vatCents: 146, totalCents: 1495, currency: 'EUR', couponCode: 'BIENVENUE10' },
  });

  it('renders the English confirmation with lines, totals and the transfer instructions, HTML escaped', () => {
    const mail = orderPlacedMail(order, 'en', DEMO_BANK_DETAILS);
    expect(mail.subject).toBe('Your order 2026-000042 is confirmed');
    expect(mail.text).toContain('Hello Alice,');
    expect(mail.text).toContain('2 × Jam <b> (J-1)');
    expect(mail.text).toContain('Discount (BIENVENUE10)');
    expect(mail.text).toContain(`IBAN ${DEMO_BANK_DETAILS.iban}`);
    expect(mail.text).toContain('reference 2026-000042');
    expect(mail.html).toContain('Jam &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('renders the French confirmation without instructions for a card payment', () => {
    const mail = orderPlacedMail({ ...order, paymentMethod: 'payzen' }, 'fr', DEMO_BANK_DETAILS);
    expect(mail.subject).toBe('Confirmation de votre commande 2026-000042');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.text).toContain(formatMoney(1495, 'EUR', 'fr'));
  });

  it('tells the customer a quote was answered', () => {
    const mail = quoteAnsweredMail(create(QuoteAnsweredSchema, { number: 'D-2026-000001', firstName: 'Bob', comment: 'OK pour 5 %' }), 'fr');
    expect(mail.subject).toBe('Réponse à votre devis D-2026-000001');
    expect(mail.text).toContain('OK pour 5 %');
  });

  it('takes the locale from Accept-Language, French by default', () => {
    expect(localeOf({ req: { headers: { 'accept-language': 'en-GB,en;q=0.9' } } })).toBe('en');
    expect(localeOf({ req: { headers: { 'accept-language': 'fr-FR' } } })).toBe('fr');
    expect(localeOf({ req: { headers: {} } })).toBe('fr');
  });
});

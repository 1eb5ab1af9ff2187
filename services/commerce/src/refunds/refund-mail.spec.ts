import { renderDefault } from '@guide/platform';
import { create } from '@bufbuild/protobuf';
import { RefundIssuedSchema } from '@guide/proto-schemas';
import { refundIssuedMail as refundIssuedMailContent } from './refund-mail';
import { orderPageUrl } from '../mailer/mail-templates';

/** The mail as sent with the default templates. */
const refundIssuedMail = (...args: Parameters<typeof refundIssuedMailContent>) => renderDefault(refundIssuedMailContent(...args));

const WEB = 'https://guide.example.fr/';

describe('refund mail', () => {
  const refund = create(RefundIssuedSchema, {
    orderNumber: '2026-000042',
    creditNoteNumber: 'AV-2026-000007',
    amountCents: 2345,
    currency: 'EUR',
    firstName: 'Zoé <3',
    locale: 'fr',
  });

  it('tells a French customer the amount, the credit note and where to find it', () => {
    const mail = refundIssuedMail(refund, 'fr', WEB);
    expect(mail.subject).toBe('Remboursement de votre commande 2026-000042');
    expect(mail.text).toContain('Bonjour Zoé <3,');
    expect(mail.text).toMatch(/Nous vous avons remboursé 23,45\s€ sur votre commande 2026-000042\./);
    expect(mail.text).toContain('L’avoir AV-2026-000007');
    expect(mail.text).toContain('https://guide.example.fr/account/orders/2026-000042');
    expect(mail.html).toContain('Zoé &lt;3');
    expect(mail.html).toContain('<a href="https://guide.example.fr/account/orders/2026-000042">');
  });

  it('writes in English under /en', () => {
    const mail = refundIssuedMail(refund, 'en', WEB);
    expect(mail.subject).toBe('Your refund for order 2026-000042');
    expect(mail.text).toContain('We have refunded €23.45 on your order 2026-000042.');
    expect(mail.text).toContain('credit note AV-2026-000007');
    expect(orderPageUrl(WEB, '2026-000042', 'en')).toBe('https://guide.example.fr/en/account/orders/2026-000042');
  });
});

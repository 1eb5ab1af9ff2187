import { renderDefault } from '@guide/platform';
import { create } from '@bufbuild/protobuf';
import { OrderInvoicedSchema } from '@guide/proto-schemas';
import { invoicedMail as invoicedMailContent } from './invoice-mail';
import { orderPageUrl } from '../mailer/mail-templates';

/** The mail as sent with the default templates. */
const invoicedMail = (...args: Parameters<typeof invoicedMailContent>) => renderDefault(invoicedMailContent(...args));

const event = create(OrderInvoicedSchema, {
  invoiceId: 'i1',
  invoiceNumber: 'F-2026-000007',
  orderNumber: '2026-000042',
  firstName: 'Zoé',
  email: 'zoe@example.com',
  totalCents: 12345,
  vatCents: 2057,
  currency: 'EUR',
  pdfUrl: 'https://guide.example/documents/invoices/i1.pdf',
});

describe('the "invoiced" mail', () => {
  it('tells the customer in French, with the order page and the PDF', () => {
    const mail = invoicedMail(event, 'fr', 'https://guide.example/');
    expect(mail.subject).toBe('Votre facture F-2026-000007 est disponible');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain('https://guide.example/account/orders/2026-000042');
    expect(mail.text).toContain('https://guide.example/documents/invoices/i1.pdf');
    expect(mail.text.replace(/\u202f|\u00a0/g, ' ')).toContain('123,45 €');
    expect(mail.html).toContain('<a href="https://guide.example/account/orders/2026-000042">');
  });

  it('in English, with the English order page', () => {
    const mail = invoicedMail({ ...event, firstName: '' }, 'en', 'http://localhost:3000');
    expect(mail.subject).toBe('Your invoice F-2026-000007 is available');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('http://localhost:3000/en/account/orders/2026-000042');
    expect(orderPageUrl('http://x', 'a/b', 'fr')).toBe('http://x/account/orders/a%2Fb');
  });
});

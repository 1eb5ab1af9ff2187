import { DEMO_SELLER } from './seller';
import { PdfDocumentInput, euros, renderDocumentPdf } from './document-pdf';
import { pdfText } from './pdf-text';

const invoice: PdfDocumentInput = {
  kind: 'invoice',
  number: 'F-2026-000042',
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  orderNumber: '2026-000107',
  seller: { ...DEMO_SELLER, name: 'Épicerie Fine de Beaune SAS', siret: '12345678901234', vatNumber: 'FR32123456789' },
  buyer: {
    customerId: 'c1',
    firstName: 'Héloïse',
    lastName: 'Dupré',
    company: null,
    street: '3 rue de l’Église',
    additionalAddress: null,
    postalCode: '21200',
    city: 'Beaune',
    country: 'FR',
    email: 'heloise@example.com',
  },
  lines: [
    { productId: 'p1', sku: 'COMTE-18', name: 'Comté affiné 18 mois', quantity: 2, unitPriceCents: 2490, totalCents: 4980, vatRatePercent: 5.5 },
    { productId: 'p2', sku: 'CREMANT', name: 'Crémant de Bourgogne « Brut »', quantity: 1, unitPriceCents: 1890, totalCents: 1890, vatRatePercent: 20 },
  ],
  shippingCents: 690,
  discountCents: 500,
  totalCents: 7060,
  vatCents: 645,
  vatLines: [
    { ratePercent: 20, baseCents: 1938, vatCents: 388 },
    { ratePercent: 5.5, baseCents: 4477, vatCents: 257 },
  ],
  currency: 'EUR',
};

describe('document PDF', () => {
  it('formats amounts the French way', () => {
    expect(euros(123456).replace(/\u00a0/g, ' ')).toBe('1 234,56 €');
    expect(euros(-5).replace(/\u00a0/g, ' ')).toBe('-0,05 €');
  });

  it('renders an invoice with the French mandatory mentions, accents and € included', async () => {
    const pdf = await renderDocumentPdf(invoice, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const mention of [
      'FACTURE',
      'N° F-2026-000042',
      'Date : 28/11/2026',
      'Commande : 2026-000107',
      'Épicerie Fine de Beaune SAS',
      'SIRET : 12345678901234',
      'N° TVA intracommunautaire : FR32123456789',
      'Héloïse Dupré',
      '3 rue de l’Église',
      'Comté affiné 18 mois',
      'Crémant de Bourgogne « Brut »',
      '49,80 €',
      '5,5 %',
      'Base HT',
      'Total HT',
      '64,15 €',
      'Total TVA',
      '6,45 €',
      'Total TTC',
      '70,60 €',
      'Conditions de paiement',
    ])
      expect(text).toContain(mention);
    expect(text).not.toContain('40 €');
  });

  it('adds the late-payment penalties and the 40 € indemnity for a professional buyer', async () => {
    const text = pdfText(await renderDocumentPdf({ ...invoice, buyer: { ...invoice.buyer, company: 'Hôtel du Cep SARL' } }, { compress: false }));
    expect(text).toContain('Hôtel du Cep SARL');
    expect(text).toMatch(/pénalités/);
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('says why an export carries no VAT, and only then', async () => {
    const zeroRated = {
      ...invoice,
      vatCents: 0,
      vatLines: invoice.vatLines.map((v) => ({ ...v, ratePercent: 0, baseCents: v.baseCents + v.vatCents, vatCents: 0 })),
    };
    const exported = pdfText(await renderDocumentPdf({ ...zeroRated, deliveryCountry: 'CH' }, { compress: false }));
    expect(exported).toContain('exportation hors de l’Union européenne (art. 262 I du CGI)');
    for (const other of [
      { ...invoice, deliveryCountry: 'CH' },
      { ...zeroRated, deliveryCountry: 'FR' },
    ]) {
      expect(pdfText(await renderDocumentPdf(other, { compress: false }))).not.toContain('262 I');
    }
  });

  it('renders a credit note naming the invoice it corrects, and its reason', async () => {
    const text = pdfText(
      await renderDocumentPdf(
        {
          ...invoice,
          kind: 'credit-note',
          number: 'AV-2026-000003',
          refersTo: ['F-2026-000042'],
          discountCents: 0,
          adjustmentCents: -200,
          reason: 'Colis abîmé',
        },
        { compress: false },
      ),
    );
    expect(text).toContain('AVOIR');
    expect(text).toContain('AV-2026-000003');
    expect(text).toContain('Avoir sur facture : F-2026-000042');
    expect(text).toContain('Motif : Colis abîmé');
    expect(text).toContain('Frais retenus');
  });

  it('paginates a long invoice and stays fast', async () => {
    const many = { ...invoice, lines: Array.from({ length: 120 }, (_, i) => ({ ...invoice.lines[0], productId: `p${i}`, sku: `SKU-${i}` })) };
    const text = pdfText(await renderDocumentPdf(many, { compress: false }));
    expect(text).toContain('SKU-119');
    await renderDocumentPdf(invoice);
    const start = process.hrtime.bigint();
    for (let i = 0; i < 10; i++) await renderDocumentPdf(invoice);
    const perRender = Number(process.hrtime.bigint() - start) / 1e6 / 10;
    expect(perRender).toBeLessThan(250); // tens of ms in plain Node (bench); jest's sandbox is slower
  });
});

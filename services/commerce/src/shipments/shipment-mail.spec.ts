import { renderDefault } from '@guide/platform';
import { type MessageInitShape, create } from '@bufbuild/protobuf';
import { OrderShippedSchema } from '@guide/proto-schemas';
import { orderShippedMail as orderShippedMailContent } from './shipment-mail';

/** The mail as sent with the default templates. */
const orderShippedMail = (...args: Parameters<typeof orderShippedMailContent>) => renderDefault(orderShippedMailContent(...args));

const event = (over: MessageInitShape<typeof OrderShippedSchema> = {}) =>
  create(OrderShippedSchema, {
    orderNumber: '2026-000042',
    firstName: 'Alice',
    carrier: 'Colissimo',
    trackingNumber: '6A123',
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
    packageCount: 1,
    lines: [{ productId: 'p', sku: 'VIN-001', name: 'Meursault <2020>', quantity: 2 }],
    complete: true,
    ...over,
  });

describe('the "shipped" mail', () => {
  it('tells a French customer their order is on its way, with the carrier, number, link and contents', () => {
    const mail = orderShippedMail(event(), 'fr');
    expect(mail.subject).toBe('Votre commande 2026-000042 est en route');
    expect(mail.text).toContain('Bonjour Alice,');
    expect(mail.text).toContain('Transporteur : Colissimo');
    expect(mail.text).not.toContain('colis)');
    expect(mail.text).toContain('Numéro de suivi : 6A123');
    expect(mail.text).toContain('Suivre le colis (https://www.laposte.fr/outils/suivre-vos-envois?code=6A123)');
    expect(mail.text).toContain('- 2 × Meursault <2020> (VIN-001)');
    expect(mail.html).toContain('Meursault &lt;2020&gt;');
    expect(mail.html).toContain('<a href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123">Suivre le colis</a>');
  });

  it('says "part of" for a partial shipment, counts parcels, and has no link without one', () => {
    const mail = orderShippedMail(event({ complete: false, packageCount: 3, trackingNumber: '', trackingUrl: '' }), 'en');
    expect(mail.subject).toBe('Part of your order 2026-000042 is on its way');
    expect(mail.text).toContain('Carrier: Colissimo (3 parcels)');
    expect(mail.text).toContain('In these parcels:');
    expect(mail.text).not.toContain('Tracking number');
    expect(mail.html).not.toContain('<a ');
  });
});

import { randomUUID } from 'node:crypto';
import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { ConsumedEvent, EventBus, EventDefinition, EventMailer, TransientEventError } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { CommerceTestApp, bootCommerce } from '../testing/commerce-test-app';

/** An event as the bus hands it to the mailer. */
function event<S extends DescMessage>(definition: EventDefinition<S>, data: MessageInitShape<S>): ConsumedEvent {
  return { id: randomUUID(), type: definition.type, key: randomUUID(), occurredAt: new Date().toISOString(), data: create(definition.schema, data) };
}

describe('commerce mailer', () => {
  let t: CommerceTestApp;
  let mailer: EventMailer;
  beforeAll(async () => {
    t = await bootCommerce();
    mailer = t.app.get(EventMailer);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    t.mails.sent.length = 0;
  });

  const order = (email: string, locale: string) =>
    event(Events.orderPlaced, {
      orderId: randomUUID(),
      number: '2026-000042',
      paymentMethod: 'bank-transfer',
      customer: { firstName: 'Alice', email, locale },
      totals: { subTotalCents: 1000, totalCents: 1000, currency: 'EUR' },
    });

  it('sends each mail to the customer in their language', async () => {
    await mailer.handle(order('alice@example.com', 'en'));
    await mailer.handle(order('jeanne@example.fr', 'fr'));
    await mailer.handle(event(Events.quoteAnswered, { number: 'D-2026-000001', email: 'bob@example.com', firstName: 'Bob', locale: 'en' }));
    await mailer.handle(event(Events.paymentCaptured, { payment: { orderNumber: '2026-000042', amountCents: 1495, email: 'carl@example.fr', locale: 'fr' } }));
    await mailer.handle(event(Events.paymentFailed, { payment: { orderNumber: '2026-000043', amountCents: 990, email: 'dina@example.fr', locale: 'fr' } }));
    expect(t.mails.sent.map((m) => [m.to, m.subject])).toEqual([
      ['alice@example.com', 'Your order 2026-000042 is confirmed'],
      ['jeanne@example.fr', 'Confirmation de votre commande 2026-000042'],
      ['bob@example.com', 'An answer to your quote D-2026-000001'],
      ['carl@example.fr', expect.stringContaining('2026-000042')],
      ['dina@example.fr', 'Le paiement de votre commande 2026-000043 n’a pas abouti'],
    ]);
  });

  it('uses the template customised in the cms once its change reached the local copy, until it is reset', async () => {
    const consumer = t.app.get(EventBus).consumer('commerce.mailer.templates')!;
    const change = (version: number, data: { subject?: string; bodyHtml?: string; reset?: boolean }) => {
      const message = create(Events.emailTemplateChanged.schema, { code: 'order.placed', locale: 'en', version, updatedAt: new Date().toISOString(), ...data });
      return {
        id: randomUUID(),
        type: Events.emailTemplateChanged.type,
        key: 'order.placed:en',
        occurredAt: new Date().toISOString(),
        payload: toBinary(Events.emailTemplateChanged.schema, message),
      };
    };
    expect(await consumer.deliver(change(1, { subject: 'Thanks {{firstName}}: order {{orderNumber}}', bodyHtml: '<p>Total {{total}}</p>{{linesHtml}}' }))).toBe(
      'applied',
    );
    await mailer.handle(order('custom@example.com', 'en'));
    await mailer.handle(order('default@example.fr', 'fr'));
    expect(t.mails.sent.map((m) => m.subject)).toEqual(['Thanks Alice: order 2026-000042', 'Confirmation de votre commande 2026-000042']);
    expect(t.mails.sent[0].html).toContain('<p>Total €10.00</p><table');
    expect(await consumer.deliver(change(2, { reset: true }))).toBe('applied');
    await mailer.handle(order('reset@example.com', 'en'));
    expect(t.mails.sent[2].subject).toBe('Your order 2026-000042 is confirmed');
  });

  it('sends nothing without an address', async () => {
    await mailer.handle(event(Events.quoteRequested, { number: 'D-2026-000002', customer: { firstName: 'Nobody' } }));
    expect(t.mails.sent).toEqual([]);
  });

  it('sends a mail once: noted sent (or refused for good) in commerce_mail_sent, a redelivery sends nothing', async () => {
    const placed = order('once@example.com', 'fr');
    await mailer.handle(placed);
    await mailer.handle(placed);
    expect(t.mails.sent.map((m) => m.to)).toEqual(['once@example.com']);
    expect(await t.db.query('SELECT part FROM commerce_mail_sent WHERE event_id = $1', [placed.id])).toEqual([{ part: 'customer' }]);
  });

  it('retries when the SMTP server is down, and notes an address refused for good', async () => {
    const send = t.mails.send.bind(t.mails);
    const down = order('later@example.com', 'fr');
    const refused = order('bounce@example.com', 'fr');
    try {
      t.mails.send = async () => {
        throw new Error('connect ECONNREFUSED');
      };
      await expect(mailer.handle(down)).rejects.toBeInstanceOf(TransientEventError);
      t.mails.send = async () => {
        throw Object.assign(new Error('550 no such user'), { responseCode: 550 });
      };
      await expect(mailer.handle(refused)).resolves.toBeUndefined();
    } finally {
      t.mails.send = send;
    }
    await mailer.handle(down);
    await mailer.handle(refused);
    expect(t.mails.sent.map((m) => m.to)).toEqual(['later@example.com']);
  });
});

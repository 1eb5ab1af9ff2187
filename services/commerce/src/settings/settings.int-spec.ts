import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { EventBus, EventMailer, SETTINGS_COPY_TABLE, SettingsReader } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { Events, SettingsChangedSchema } from '@guide/proto-schemas';
import { CommerceTestApp, bootCommerce, readyCart, shopper } from '../testing/commerce-test-app';

/**
 * Settings reach commerce without a restart: `cms.settings.changed` consumed into the copy table, the
 * in-memory values reloaded on the copy's NOTIFY; the return window, the minimum order, the company
 * details on invoices, the staff notice of new orders and the mails' sender follow at once; an older version never overwrites a newer one.
 */
const PLACE = 'mutation($m: String!) { placeOrder(paymentMethod: $m) { order { id number status } } }';
const PAY = 'mutation($n: String!) { payTestOrder(number: $n, succeed: true) { status } }';
const SHIP = 'mutation($o: ID!, $i: ShipmentInput!) { createShipment(orderId: $o, input: $i) { id } }';
const RETURN = 'mutation($i: ReturnRequestInput!) { createReturnRequest(input: $i) { number } }';
const INVOICE = 'mutation($o: ID!) { createInvoice(orderId: $o) { id number } }';
const staff = adminIdentity(['sales.shipments.create', 'sales.invoices.create']);

describe('commerce reads the settings (cms.settings.changed)', () => {
  let t: CommerceTestApp;
  let wine: string;
  let n = 0x5e00;

  const paidOrder = async (quantity = 1) => {
    const who = shopper(++n);
    await readyCart(t, who, [[wine, quantity]]);
    const order = (await t.gql(PLACE, { m: 'test-card' }, who)).data.placeOrder.order;
    expect((await t.gql(PAY, { n: order.number }, who)).data.payTestOrder.status).toBe('PROCESSING');
    return { ...order, who };
  };

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-SET', name: 'Pommard 2019', priceCents: 1200 });
    await t.stock(wine, 1000);
  });
  afterAll(() => t?.close());

  it('starts with the registry defaults', () => {
    const reader = t.app.get(SettingsReader);
    expect(reader.group('sales')).toEqual({ autoInvoiceOnPayment: false, returnWindowDays: 30, minimumOrderCents: 0 });
    expect(reader.get('general', 'companyName')).toBe('');
  });

  it('applies a new return window to the next request, without a restart', async () => {
    const order = await paidOrder();
    expect((await t.gql(SHIP, { o: order.id, i: { carrier: 'Colissimo', trackingNumber: 'S1' } }, staff)).errors).toBeUndefined();
    await t.db.query(`UPDATE shipments SET shipped_at = now() - interval '40 days' WHERE order_id = $1`, [order.id]);
    const ask = () =>
      t.gql(RETURN, { i: { orderNumber: order.number, resolution: 'REFUND', reason: 'Bouchonné.', lines: [{ productId: wine, quantity: 1 }] } }, order.who);
    expect((await ask()).errors?.[0].extensions.fieldErrors).toEqual({ orderNumber: 'RETURN_WINDOW_CLOSED' });
    await t.settings('sales', { returnWindowDays: 60 });
    expect((await ask()).errors).toBeUndefined();
    // The copy keeps the group with its version: a restart loads it from there.
    expect(await t.db.query(`SELECT group_code, stored_values, version FROM ${SETTINGS_COPY_TABLE} WHERE group_code = 'sales'`)).toEqual([
      { group_code: 'sales', stored_values: { returnWindowDays: 60 }, version: expect.any(Number) },
    ]);
  });

  it('ignores an older version delivered late, and a redelivery', async () => {
    const reader = t.app.get(SettingsReader);
    const consumer = t.app.get(EventBus).consumer('commerce.settings')!;
    const event = (version: number, values: Record<string, unknown>) => ({
      id: randomUUID(),
      type: Events.settingsChanged.type,
      key: 'sales',
      occurredAt: new Date().toISOString(),
      payload: toBinary(SettingsChangedSchema, create(SettingsChangedSchema, { group: 'sales', valuesJson: JSON.stringify(values), version })),
    });
    const [{ version }] = await t.db.query(`SELECT version FROM ${SETTINGS_COPY_TABLE} WHERE group_code = 'sales'`);
    expect(await consumer.deliver(event(version - 1, { returnWindowDays: 5 }))).toBe('applied');
    const late = event(version, { returnWindowDays: 7 });
    expect(await consumer.deliver(late)).toBe('applied');
    expect(await consumer.deliver(late)).toBe('duplicate');
    await reader.reload('sales');
    expect(reader.get('sales', 'returnWindowDays')).toBe(60);
  });

  it('refuses an order below the minimum amount (MINIMUM_ORDER_NOT_REACHED), nothing placed, until it is reached', async () => {
    await t.settings('sales', { returnWindowDays: 60, minimumOrderCents: 3000 });
    const who = shopper(++n);
    await readyCart(t, who, [[wine, 2]]);
    const refused = await t.gql(PLACE, { m: 'test-card' }, who);
    expect(refused.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { lines: 'MINIMUM_ORDER_NOT_REACHED' } });
    expect(await t.db.query('SELECT 1 FROM orders WHERE customer_id = $1', [who.id])).toEqual([]);
    await readyCart(t, who, [[wine, 1]]); // 3 × 12 € = 36 €
    expect((await t.gql(PLACE, { m: 'test-card' }, who)).data.placeOrder.order.status).toBeDefined();
    await t.settings('sales', { returnWindowDays: 60, minimumOrderCents: 0 });
  });

  it('mails staff a new order at emails.orderNotificationEmail (none while blank), from the sender staff saved', async () => {
    const mailer = t.app.get(EventMailer);
    const placed = () => ({
      id: randomUUID(),
      type: Events.orderPlaced.type,
      key: randomUUID(),
      occurredAt: new Date().toISOString(),
      data: create(Events.orderPlaced.schema, {
        orderId: randomUUID(),
        number: '2026-000077',
        paymentMethod: 'bank-transfer',
        customer: { firstName: 'Alice', lastName: 'Martin', email: 'alice@example.com', locale: 'en' },
        totals: { subTotalCents: 1200, totalCents: 1200, currency: 'EUR' },
      }),
    });
    // The order the test before placed is mailed by the event bus in the background; only this order's mails count.
    const mailsOfThisOrder = () => t.mails.sent.filter((m) => m.subject?.includes('2026-000077'));
    t.mails.sent.length = 0;
    await mailer.handle(placed());
    expect(mailsOfThisOrder().map((m) => [m.to, m.from])).toEqual([['alice@example.com', undefined]]);

    await t.settings('emails', { orderNotificationEmail: 'ventes@epicerie.example', senderName: 'Épicerie Fine' });
    t.mails.sent.length = 0;
    await mailer.handle(placed());
    expect(mailsOfThisOrder().map((m) => [m.to, m.subject, m.from])).toEqual([
      ['alice@example.com', 'Your order 2026-000077 is confirmed', { name: 'Épicerie Fine' }],
      ['ventes@epicerie.example', 'Nouvelle commande 2026-000077 (12,00 €)', { name: 'Épicerie Fine' }],
    ]);
    expect(mailsOfThisOrder()[1].text).toContain('Alice Martin (alice@example.com) vient de passer la commande 2026-000077, paiement : virement bancaire.');
    // A save publishes the whole group: both keys given, so that the helper knows what to wait for.
    await t.settings('emails', { orderNotificationEmail: '', senderName: 'Guide Gourmand' });
  });

  it('prints the company details of the general settings on the next invoice; issued invoices keep theirs', async () => {
    const first = await paidOrder();
    const before = (await t.gql(INVOICE, { o: first.id }, staff)).data.createInvoice;
    await t.settings('general', {
      companyName: 'Épicerie Fine SAS',
      address: '1 rue Monge\n21200 Beaune',
      siret: '73282932000074',
      vatNumber: 'FR32123456789',
    });
    const second = await paidOrder();
    const after = (await t.gql(INVOICE, { o: second.id }, staff)).data.createInvoice;
    const seller = async (id: string) => (await t.db.query('SELECT seller FROM invoices WHERE id = $1', [id]))[0].seller;
    expect(await seller(after.id)).toEqual({
      name: 'Épicerie Fine SAS',
      addressLines: ['1 rue Monge', '21200 Beaune'],
      siret: '73282932000074',
      vatNumber: 'FR32123456789',
    });
    expect((await seller(before.id)).name).toBe('Guide Gourmand SAS (démo)');
  });
});

import { fromBinary } from '@bufbuild/protobuf';
import { OrderShippedSchema } from '@guide/proto-schemas';
import { adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, bootCommerce, outboxTypes, readyCart, shopper } from '../testing/commerce-test-app';
import { SHIPMENT_MACHINE } from './shipment-status';

const PLACE = 'mutation($m: String!) { placeOrder(paymentMethod: $m) { order { id number status } } }';
const PAY = 'mutation($n: String!) { payTestOrder(number: $n, succeed: true) { status } }';
const SHIPMENT =
  'id number status carrier trackingNumber trackingUrl packageCount shippedAt deliveredAt lines { productId sku name quantity } order { id number status }';
const CREATE = `mutation($o: ID!, $i: ShipmentInput!) { createShipment(orderId: $o, input: $i) { ${SHIPMENT} } }`;
const DELIVERED = `mutation($id: ID!, $at: DateTime) { markShipmentDelivered(id: $id, deliveredAt: $at) { ${SHIPMENT} } }`;
const staff = adminIdentity(['sales.shipments.create', 'sales.shipments.list', 'sales.orders.cancel']);
const year = () => new Date().getFullYear();

describe('commerce shipments', () => {
  let t: CommerceTestApp;
  let wine: string;
  let jam: string;
  let n = 0x5100;

  /** A paid order (PROCESSING) of a new customer. */
  const paidOrder = async (lines: [string, number][], pay = true) => {
    const who = shopper(++n);
    await readyCart(t, who, lines);
    const placed = await t.gql(PLACE, { m: 'test-card' }, who);
    if (placed.errors) throw new Error(JSON.stringify(placed.errors));
    const order = placed.data.placeOrder.order;
    if (pay) expect((await t.gql(PAY, { n: order.number }, who)).data.payTestOrder.status).toBe('PROCESSING');
    return { ...order, who };
  };
  const ship = (orderId: string, input: Record<string, unknown>, who = staff) => t.gql(CREATE, { o: orderId, i: input }, who);
  const refusal = (res: { errors?: any[] }) => res.errors?.[0]?.extensions;

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-001', name: 'Meursault 2020', priceCents: 1200 });
    jam = await t.product({ sku: 'CONF-001', name: 'Confiture de cassis', priceCents: 1055, taxCategory: 'REDUCED' });
    await t.stock(wine, 1000);
    await t.stock(jam, 1000);
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    let order: any;
    beforeAll(async () => {
      order = await paidOrder([
        [wine, 2],
        [jam, 1],
      ]);
    });

    it('ships only a paid order being processed (CONFLICT status = INVALID_TRANSITION)', async () => {
      const unpaid = await paidOrder([[jam, 1]], false);
      expect(refusal(await ship(unpaid.id, { carrier: 'Colissimo' }))).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    });

    it('answers NOT_FOUND for an unknown order', async () => {
      expect(refusal(await ship('00000000-0000-4000-8000-000000000404', { carrier: 'DPD' }))?.code).toBe('NOT_FOUND');
    });

    it('checks the lines: a product of the order, at least one unit, once each, no more than is left', async () => {
      const other = '00000000-0000-4000-8000-0000000000ff';
      expect(refusal(await ship(order.id, { carrier: 'DPD', lines: [{ productId: other, quantity: 1 }] }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { lines: 'NOT_IN_ORDER' },
      });
      expect(refusal(await ship(order.id, { carrier: 'DPD', lines: [{ productId: wine, quantity: 0 }] }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { lines: 'QUANTITY_OUT_OF_RANGE' },
      });
      const twice = [
        { productId: wine, quantity: 1 },
        { productId: wine, quantity: 1 },
      ];
      expect(refusal(await ship(order.id, { carrier: 'DPD', lines: twice }))).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { lines: 'DUPLICATE' } });
      expect(refusal(await ship(order.id, { carrier: 'DPD', lines: [{ productId: wine, quantity: 3 }] }))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { lines: 'QUANTITY_EXCEEDS_REMAINING' },
      });
    });

    it('checks the carrier, the tracking number and the package count', async () => {
      expect(refusal(await ship(order.id, { carrier: '   ' }))).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { carrier: 'REQUIRED' } });
      expect(refusal(await ship(order.id, { carrier: 'GLS', trackingNumber: 'AB/12' }))).toMatchObject({ fieldErrors: { trackingNumber: 'INVALID_FORMAT' } });
      expect(refusal(await ship(order.id, { carrier: 'GLS', packageCount: 0 }))).toMatchObject({ fieldErrors: { packageCount: 'OUT_OF_RANGE' } });
      expect(refusal(await ship(order.id, { carrier: 'GLS', packageCount: 100 }))).toMatchObject({ fieldErrors: { packageCount: 'OUT_OF_RANGE' } });
      // nothing was written
      expect(await t.db.query('SELECT 1 FROM shipments WHERE order_id = $1', [order.id])).toEqual([]);
    });

    it('refuses staff without sales.shipments.create and customers', async () => {
      expect(refusal(await ship(order.id, { carrier: 'GLS' }, adminIdentity(['sales.shipments.list'])))?.code).toBe('FORBIDDEN');
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refusal(await ship(order.id, { carrier: 'GLS' }, order.who))?.code);
    });
  });

  describe('a partial then a full shipment', () => {
    let order: any;
    let first: any;
    beforeAll(async () => {
      order = await paidOrder([
        [wine, 3],
        [jam, 2],
      ]);
    });

    it('ships part of the order with a tracking link; the order stays PROCESSING and keeps the carrier columns', async () => {
      const res = await ship(order.id, { carrier: ' la poste ', trackingNumber: '6A 12345', packageCount: 2, lines: [{ productId: wine, quantity: 2 }] });
      expect(res.errors).toBeUndefined();
      first = res.data.createShipment;
      expect(first).toMatchObject({
        number: expect.stringMatching(new RegExp(`^EXP-${year()}-\\d{6}$`)),
        status: 'SHIPPED',
        carrier: 'la poste',
        trackingNumber: '6A 12345',
        trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345',
        packageCount: 2,
        deliveredAt: null,
        lines: [{ productId: wine, sku: 'VIN-001', name: 'Meursault 2020', quantity: 2 }],
        order: { id: order.id, number: order.number, status: 'PROCESSING' },
      });
      const [row] = await t.db.query('SELECT carrier, tracking_number, shipped_at FROM orders WHERE id = $1', [order.id]);
      expect(row).toMatchObject({ carrier: 'la poste', tracking_number: '6A 12345' });
      expect(new Date(row.shipped_at).toISOString()).toBe(first.shippedAt);
    });

    it('writes commerce.order.shipped (not complete) and mails the customer in French with the link', async () => {
      const [event] = await t.db.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'commerce.order.shipped'`, [order.id]);
      const data = fromBinary(OrderShippedSchema, new Uint8Array(event.payload));
      expect(data).toMatchObject({ shipmentNumber: first.number, orderNumber: order.number, complete: false, packageCount: 2, email: order.who.email });
      const mail = await t.mails.waitFor((m) => m.to === order.who.email && m.subject === `Une partie de votre commande ${order.number} est en route`);
      expect(mail.text).toContain('Transporteur : la poste (2 colis)');
      expect(mail.text).toContain('Numéro de suivi : 6A 12345');
      expect(mail.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345');
      expect(mail.text).toContain('2 × Meursault 2020 (VIN-001)');
      expect(mail.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345"');
    });

    it('no longer lets staff cancel the order (ALREADY_SHIPPED)', async () => {
      const res = await t.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: order.id }, staff);
      expect(refusal(res)).toMatchObject({ fieldErrors: { status: 'ALREADY_SHIPPED' } });
    });

    it('ships the rest when the lines are omitted; an unknown carrier has no link', async () => {
      const res = await ship(order.id, { carrier: 'Transports Dupont', trackingNumber: 'TD-1' });
      expect(res.errors).toBeUndefined();
      expect(res.data.createShipment).toMatchObject({
        trackingUrl: null,
        packageCount: 1,
        lines: [
          { productId: wine, quantity: 1 },
          { productId: jam, quantity: 2 },
        ],
      });
      const mail = await t.mails.waitFor((m) => m.subject === `Votre commande ${order.number} est en route`);
      expect(mail.text).not.toContain('http');
      // not invoiced yet: still PROCESSING
      expect(res.data.createShipment.order.status).toBe('PROCESSING');
    });

    it('has nothing left to ship (CONFLICT order = ALREADY_SHIPPED)', async () => {
      expect(refusal(await ship(order.id, { carrier: 'UPS' }))).toEqual({ code: 'CONFLICT', fieldErrors: { order: 'ALREADY_SHIPPED' } });
      expect(refusal(await ship(order.id, { carrier: 'UPS', lines: [{ productId: jam, quantity: 1 }] }))).toMatchObject({
        fieldErrors: { lines: 'QUANTITY_EXCEEDS_REMAINING' },
      });
    });

    it('shows the parcels on the customer’s order, oldest first', async () => {
      const res = await t.gql(
        'query($n: String!) { myOrder(number: $n) { shipments { number trackingUrl lines { sku quantity } } } }',
        { n: order.number },
        order.who,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.myOrder.shipments.map((s: any) => s.number)).toEqual([first.number, expect.any(String)]);
      expect(res.data.myOrder.shipments[0].trackingUrl).toBe(first.trackingUrl);
    });

    it('marks a parcel delivered: not in the future, not before it was shipped, once', async () => {
      const future = new Date(Date.now() + 86_400_000).toISOString();
      expect(refusal(await t.gql(DELIVERED, { id: first.id, at: future }, staff))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { deliveredAt: 'DATE_IN_FUTURE' },
      });
      const before = new Date(new Date(first.shippedAt).getTime() - 60_000).toISOString();
      expect(refusal(await t.gql(DELIVERED, { id: first.id, at: before }, staff))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { deliveredAt: 'DELIVERED_BEFORE_SHIPPED' },
      });
      const res = await t.gql(DELIVERED, { id: first.id }, staff);
      expect(res.errors).toBeUndefined();
      expect(res.data.markShipmentDelivered).toMatchObject({ status: 'DELIVERED', deliveredAt: expect.any(String) });
      expect(refusal(await t.gql(DELIVERED, { id: first.id }, staff))).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      expect(await SHIPMENT_MACHINE.history(t.db, first.id)).toEqual([expect.objectContaining({ fromStatus: 'SHIPPED', toStatus: 'DELIVERED' })]);
      expect(await outboxTypes(t, first.id)).toEqual(['commerce.shipment.delivered']);
      // one parcel still on its way: the order is not delivered yet
      expect((await t.db.query('SELECT delivered_at FROM orders WHERE id = $1', [order.id]))[0].delivered_at).toBeNull();
    });

    it('dates the order delivered once every parcel is', async () => {
      const [second] = await t.db.query(`SELECT id FROM shipments WHERE order_id = $1 AND status = 'SHIPPED'`, [order.id]);
      const res = await t.gql(DELIVERED, { id: second.id, at: new Date().toISOString() }, staff);
      expect(res.errors).toBeUndefined();
      const [row] = await t.db.query('SELECT delivered_at FROM orders WHERE id = $1', [order.id]);
      expect(new Date(row.delivered_at).toISOString()).toBe(res.data.markShipmentDelivered.deliveredAt);
    });

    it('lists shipments for staff, newest first, searchable by order number', async () => {
      const res = await t.gql(
        'query($s: String) { shipments(search: $s) { totalCount edges { node { number order { number } } } } }',
        { s: order.number },
        adminIdentity(['sales.shipments.list']),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.shipments.totalCount).toBe(2);
      expect(res.data.shipments.edges[1].node.number).toBe(first.number);
      const none = await t.gql('{ shipments(search: "%") { totalCount } }', {}, adminIdentity(['sales.shipments.list']));
      expect(none.data.shipments.totalCount).toBe(0);
      expect(refusal(await t.gql('{ shipments { totalCount } }', {}, adminIdentity(['sales.orders.list'])))?.code).toBe('FORBIDDEN');
    });
  });

  it('completes the order once everything is shipped and invoiced', async () => {
    const order = await paidOrder([[jam, 2]]);
    // an invoice of every unit, as invoicing/ writes it
    const [invoice] = await t.db.query(
      `INSERT INTO invoices (number, order_id, total_cents, vat_cents, currency, seller, buyer) VALUES ($1, $2, 2110, 110, 'EUR', '{}', '{}') RETURNING id`,
      [`F-TEST-${order.number}`, order.id],
    );
    await t.db.query(
      `INSERT INTO invoice_lines (invoice_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, vat_rate_percent)
       VALUES ($1, 1, $2, 'CONF-001', 'Confiture de cassis', 2, 1055, 2110, 5.5)`,
      [invoice.id, jam],
    );
    const res = await ship(order.id, { carrier: 'Chronopost', trackingNumber: 'XY123' });
    expect(res.errors).toBeUndefined();
    expect(res.data.createShipment.order.status).toBe('COMPLETED');
    expect(res.data.createShipment.trackingUrl).toBe('https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY123');
    expect(await outboxTypes(t, order.id)).toEqual(expect.arrayContaining(['commerce.order.shipped', 'commerce.order.completed']));
  });

  it('lets one of two staff members shipping the last units at once win', async () => {
    const order = await paidOrder([[wine, 2]]);
    const results = await Promise.all([0, 1].map(() => ship(order.id, { carrier: 'GLS', lines: [{ productId: wine, quantity: 2 }] })));
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(refused.map(refusal)).toEqual([{ code: 'CONFLICT', fieldErrors: { lines: 'QUANTITY_EXCEEDS_REMAINING' } }]);
    const [{ shipped }] = await t.db.query(
      'SELECT sum(l.quantity)::int AS shipped FROM shipment_lines l JOIN shipments s ON s.id = l.shipment_id WHERE s.order_id = $1',
      [order.id],
    );
    expect(shipped).toBe(2);
  });

  it('mails an English-speaking customer in English', async () => {
    const order = await paidOrder([[jam, 1]]);
    await t.db.query(`UPDATE orders SET locale = 'en' WHERE id = $1`, [order.id]);
    expect((await ship(order.id, { carrier: 'UPS', trackingNumber: '1Z999' })).errors).toBeUndefined();
    const mail = await t.mails.waitFor((m) => m.subject === `Your order ${order.number} is on its way`);
    expect(mail.text).toContain('Track the parcel (https://www.ups.com/track?loc=fr_FR&tracknum=1Z999)');
  });
});

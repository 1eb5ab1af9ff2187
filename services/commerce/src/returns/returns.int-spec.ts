import { fromBinary } from '@bufbuild/protobuf';
import { ReturnStatusChangedSchema } from '@guide/proto-schemas';
import { adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, bootCommerce, readyCart, shopper } from '../testing/commerce-test-app';

const PLACE = 'mutation($m: String!) { placeOrder(paymentMethod: $m) { order { id number status } } }';
const PAY = 'mutation($n: String!) { payTestOrder(number: $n, succeed: true) { status } }';
const SHIP = 'mutation($o: ID!, $i: ShipmentInput!) { createShipment(orderId: $o, input: $i) { id } }';
const RETURN = `id number status resolution reason createdAt updatedAt order { number }
  lines { productId sku name quantity reason } messages { body fromStaff } history { from to byStaff at }`;
const CREATE = `mutation($i: ReturnRequestInput!) { createReturnRequest(input: $i) { ${RETURN} } }`;
const UPDATE = `mutation($n: String!, $i: ReturnRequestInput!) { updateMyReturnRequest(number: $n, input: $i) { ${RETURN} } }`;
const CLOSE = `mutation($n: String!) { closeMyReturnRequest(number: $n) { ${RETURN} } }`;
const MESSAGE = `mutation($id: ID!, $b: String!) { addReturnMessage(returnRequestId: $id, body: $b) { ${RETURN} } }`;
const SET = `mutation($id: ID!, $s: ReturnStatus!, $c: String) { setReturnStatus(id: $id, status: $s, comment: $c) { ${RETURN} } }`;
const rma = adminIdentity(['sales.rma.list', 'sales.rma.view', 'sales.rma.update']);
const shipper = adminIdentity(['sales.shipments.create']);
const year = () => new Date().getFullYear();
const refusal = (res: { errors?: any[] }) => res.errors?.[0]?.extensions;

describe('commerce returns (RMA)', () => {
  let t: CommerceTestApp;
  let wine: string;
  let jam: string;
  let n = 0x7e00;

  /** A paid order of a new customer, shipped whole unless told otherwise. */
  const shippedOrder = async (lines: [string, number][], shipIt = true) => {
    const who = shopper(++n);
    await readyCart(t, who, lines);
    const order = (await t.gql(PLACE, { m: 'test-card' }, who)).data.placeOrder.order;
    expect((await t.gql(PAY, { n: order.number }, who)).data.payTestOrder.status).toBe('PROCESSING');
    if (shipIt) expect((await t.gql(SHIP, { o: order.id, i: { carrier: 'Colissimo', trackingNumber: 'AB1' } }, shipper)).errors).toBeUndefined();
    return { ...order, who };
  };
  const input = (orderNumber: string, lines: { productId: string; quantity: number; reason?: string }[], extra: Record<string, unknown> = {}) => ({
    orderNumber,
    resolution: 'REFUND',
    reason: 'Une bouteille est arrivée cassée.',
    lines,
    ...extra,
  });

  beforeAll(async () => {
    t = await bootCommerce(); // return window: the setting's default, 30 days
    wine = await t.product({ sku: 'VIN-001', name: 'Meursault 2020', priceCents: 1200 });
    jam = await t.product({ sku: 'CONF-001', name: 'Confiture de cassis', priceCents: 1055, taxCategory: 'REDUCED' });
    await t.stock(wine, 1000);
    await t.stock(jam, 1000);
  });
  afterAll(() => t?.close());

  describe('opening a request: the contract’s refusals', () => {
    let order: any;
    beforeAll(async () => {
      order = await shippedOrder([
        [wine, 2],
        [jam, 1],
      ]);
    });

    it('never reveals another customer’s order, nor one that does not exist (NOT_RETURNABLE)', async () => {
      for (const [number, who] of [
        [order.number, shopper(0x7eff)],
        ['1999-000001', order.who],
      ] as const) {
        expect(refusal(await t.gql(CREATE, { i: input(number, [{ productId: wine, quantity: 1 }]) }, who))).toEqual({
          code: 'BAD_USER_INPUT',
          fieldErrors: { orderNumber: 'NOT_RETURNABLE' },
        });
      }
    });

    it('needs shipped units (NOT_RETURNABLE)', async () => {
      const unshipped = await shippedOrder([[jam, 1]], false);
      expect(refusal(await t.gql(CREATE, { i: input(unshipped.number, [{ productId: jam, quantity: 1 }]) }, unshipped.who))).toMatchObject({
        fieldErrors: { orderNumber: 'NOT_RETURNABLE' },
      });
    });

    it('checks the lines: products of the order, no more than shipped and not already returned', async () => {
      const other = '00000000-0000-4000-8000-0000000000ff';
      expect(refusal(await t.gql(CREATE, { i: input(order.number, [{ productId: other, quantity: 1 }]) }, order.who))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { lines: 'NOT_IN_ORDER' },
      });
      expect(refusal(await t.gql(CREATE, { i: input(order.number, [{ productId: wine, quantity: 3 }]) }, order.who))).toEqual({
        code: 'CONFLICT',
        fieldErrors: { lines: 'QUANTITY_EXCEEDS_RETURNABLE' },
      });
      expect(refusal(await t.gql(CREATE, { i: input(order.number, []) }, order.who))).toMatchObject({ fieldErrors: { lines: 'REQUIRED' } });
      expect(refusal(await t.gql(CREATE, { i: input(order.number, [{ productId: wine, quantity: 0 }]) }, order.who))).toMatchObject({
        fieldErrors: { lines: 'QUANTITY_OUT_OF_RANGE' },
      });
      expect(refusal(await t.gql(CREATE, { i: input(order.number, [{ productId: wine, quantity: 1 }], { reason: '  ' }) }, order.who))).toMatchObject({
        fieldErrors: { reason: 'REQUIRED' },
      });
      expect(await t.db.query('SELECT 1 FROM return_requests WHERE order_id = $1', [order.id])).toEqual([]);
    });

    it('closes the window 30 days after the last delivery, or the last shipment when nothing was delivered', async () => {
      const old = await shippedOrder([[jam, 1]]);
      await t.db.query(`UPDATE shipments SET shipped_at = now() - interval '40 days' WHERE order_id = $1`, [old.id]);
      const ask = () => t.gql(CREATE, { i: input(old.number, [{ productId: jam, quantity: 1 }]) }, old.who);
      expect(refusal(await ask())).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { orderNumber: 'RETURN_WINDOW_CLOSED' } });
      // delivered ten days ago: still open
      await t.db.query(`UPDATE shipments SET status = 'DELIVERED', delivered_at = now() - interval '10 days' WHERE order_id = $1`, [old.id]);
      expect((await ask()).errors).toBeUndefined();
    });

    it('is for signed-in customers only', async () => {
      const req = { i: input(order.number, [{ productId: wine, quantity: 1 }]) };
      expect(refusal(await t.gql(CREATE, req))?.code).toBe('UNAUTHENTICATED');
      expect(refusal(await t.gql(CREATE, req, rma))?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('a request through every kind of change', () => {
    let order: any;
    let r: any;

    beforeAll(async () => {
      order = await shippedOrder([
        [wine, 3],
        [jam, 2],
      ]);
    });

    it('opens a request: R- number, NEW_REQUEST, lines as ordered, the creation in the history, an acknowledgement mail', async () => {
      const res = await t.gql(
        CREATE,
        { i: input(order.number, [{ productId: wine, quantity: 1, reason: 'Cassée' }], { resolution: 'REPLACEMENT' }) },
        order.who,
      );
      expect(res.errors).toBeUndefined();
      r = res.data.createReturnRequest;
      expect(r).toMatchObject({
        number: expect.stringMatching(new RegExp(`^R-${year()}-\\d{6}$`)),
        status: 'NEW_REQUEST',
        resolution: 'REPLACEMENT',
        order: { number: order.number },
        lines: [{ productId: wine, sku: 'VIN-001', name: 'Meursault 2020', quantity: 1, reason: 'Cassée' }],
        messages: [],
        history: [{ from: null, to: 'NEW_REQUEST', byStaff: false, at: expect.any(String) }],
      });
      const mail = await t.mails.waitFor((m) => m.to === order.who.email && m.subject === `Votre demande de retour ${r.number}`);
      expect(mail.text).toContain(`Votre demande de retour ${r.number} (commande ${order.number}) a bien été enregistrée.`);
      const [event] = await t.db.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'commerce.return.status-changed'`, [r.id]);
      expect(fromBinary(ReturnStatusChangedSchema, new Uint8Array(event.payload))).toMatchObject({
        number: r.number,
        fromStatus: '',
        toStatus: 'NEW_REQUEST',
        byStaff: false,
      });
    });

    it('lets the customer edit it while new (lines replaced; its own units do not count against it)', async () => {
      const res = await t.gql(
        UPDATE,
        {
          n: r.number,
          i: input(order.number, [
            { productId: wine, quantity: 3 },
            { productId: jam, quantity: 1 },
          ]),
        },
        order.who,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.updateMyReturnRequest).toMatchObject({
        resolution: 'REFUND',
        lines: [
          { quantity: 3, reason: null },
          { sku: 'CONF-001', quantity: 1 },
        ],
      });
      // a second request can only take what is left: one jar
      const more = await t.gql(CREATE, { i: input(order.number, [{ productId: wine, quantity: 1 }]) }, order.who);
      expect(refusal(more)).toEqual({ code: 'CONFLICT', fieldErrors: { lines: 'QUANTITY_EXCEEDS_RETURNABLE' } });
    });

    it('shows it on the customer’s order and in their list; another customer sees nothing', async () => {
      const mine = await t.gql(
        'query($n: String!) { myOrder(number: $n) { returns { number } } myReturns { totalCount edges { node { number } } } }',
        { n: order.number },
        order.who,
      );
      expect(mine.data.myOrder.returns).toEqual([{ number: r.number }]);
      expect(mine.data.myReturns.edges.map((e: any) => e.node.number)).toEqual([r.number]);
      const stranger = shopper(0x7eff);
      expect((await t.gql('query($n: String!) { myReturn(number: $n) { id } }', { n: r.number }, stranger)).data.myReturn).toBeNull();
      expect((await t.gql('query($n: String!) { myReturn(number: $n) { number } }', { n: r.number }, order.who)).data.myReturn).toEqual({ number: r.number });
      expect(refusal(await t.gql(UPDATE, { n: r.number, i: input(order.number, [{ productId: jam, quantity: 1 }]) }, stranger))?.code).toBe('NOT_FOUND');
      expect(refusal(await t.gql(CLOSE, { n: r.number }, stranger))?.code).toBe('NOT_FOUND');
      expect(refusal(await t.gql(MESSAGE, { id: r.id, b: 'Bonjour' }, stranger))?.code).toBe('NOT_FOUND');
    });

    it('takes messages from its customer and from staff who may update returns', async () => {
      expect((await t.gql(MESSAGE, { id: r.id, b: '  Photo envoyée par mail.  ' }, order.who)).errors).toBeUndefined();
      const res = await t.gql(MESSAGE, { id: r.id, b: 'Merci, nous regardons.' }, rma);
      expect(res.data.addReturnMessage.messages).toEqual([
        { body: 'Photo envoyée par mail.', fromStaff: false },
        { body: 'Merci, nous regardons.', fromStaff: true },
      ]);
      expect(refusal(await t.gql(MESSAGE, { id: r.id, b: 'x' }, adminIdentity(['sales.rma.view'])))?.code).toBe('FORBIDDEN');
      expect(refusal(await t.gql(MESSAGE, { id: r.id, b: '   ' }, order.who))).toMatchObject({ fieldErrors: { body: 'REQUIRED' } });
    });

    it('moves through the table with staff’s comment kept as a message and mailed', async () => {
      const res = await t.gql(SET, { id: r.id, s: 'PROCESSING', c: 'Nous examinons vos photos.' }, rma);
      expect(res.errors).toBeUndefined();
      expect(res.data.setReturnStatus.status).toBe('PROCESSING');
      expect(res.data.setReturnStatus.messages.at(-1)).toEqual({ body: 'Nous examinons vos photos.', fromStaff: true });
      const mail = await t.mails.waitFor((m) => m.text.includes(`${r.number} (commande ${order.number}) est en cours de traitement`));
      expect(mail.text).toContain('Nous examinons vos photos.');
    });

    it('refuses a change the table does not list, and editing a request no longer new (INVALID_TRANSITION)', async () => {
      expect(refusal(await t.gql(SET, { id: r.id, s: 'REFUNDED' }, rma))).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      expect(refusal(await t.gql(UPDATE, { n: r.number, i: input(order.number, [{ productId: jam, quantity: 1 }]) }, order.who))).toEqual({
        code: 'CONFLICT',
        fieldErrors: { status: 'INVALID_TRANSITION' },
      });
    });

    it('goes on to AWAITING_RETURN, RETURNED, NEW_PARCEL_SENT and SOLVED; then takes no more messages', async () => {
      for (const s of ['AWAITING_RETURN', 'RETURNED', 'NEW_PARCEL_SENT', 'SOLVED'])
        expect((await t.gql(SET, { id: r.id, s }, rma)).data?.setReturnStatus.status).toBe(s);
      const res = await t.gql(`query($id: ID!) { returnRequest(id: $id) { ${RETURN} } }`, { id: r.id }, rma);
      expect(res.data.returnRequest.history.map((h: any) => [h.from, h.to, h.byStaff])).toEqual([
        [null, 'NEW_REQUEST', false],
        ['NEW_REQUEST', 'PROCESSING', true],
        ['PROCESSING', 'AWAITING_RETURN', true],
        ['AWAITING_RETURN', 'RETURNED', true],
        ['RETURNED', 'NEW_PARCEL_SENT', true],
        ['NEW_PARCEL_SENT', 'SOLVED', true],
      ]);
      expect(refusal(await t.gql(MESSAGE, { id: r.id, b: 'Encore moi' }, order.who))).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'RETURN_CLOSED' } });
      expect(refusal(await t.gql(CLOSE, { n: r.number }, order.who))).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      await t.mails.waitFor((m) => m.text.includes(`${r.number} (commande ${order.number}) est résolue`));
    });

    it('lets the customer close a request; its units can be asked for again', async () => {
      const second = (await t.gql(CREATE, { i: input(order.number, [{ productId: jam, quantity: 1 }]) }, order.who)).data.createReturnRequest;
      const closed = await t.gql(CLOSE, { n: second.number }, order.who);
      expect(closed.data.closeMyReturnRequest).toMatchObject({ status: 'CUSTOMER_CLOSED' });
      expect(closed.data.closeMyReturnRequest.history.at(-1)).toMatchObject({ from: 'NEW_REQUEST', to: 'CUSTOMER_CLOSED', byStaff: false });
      await t.mails.waitFor((m) => m.text.includes(`${second.number} (commande ${order.number}) est close`));
      expect((await t.gql(CREATE, { i: input(order.number, [{ productId: jam, quantity: 1 }]) }, order.who)).errors).toBeUndefined();
    });

    it('shows the refund that settled a request', async () => {
      const third = (await t.gql(CREATE, { i: input(order.number, [{ productId: jam, quantity: 1 }]) }, order.who)).errors;
      expect(third?.[0]?.extensions?.fieldErrors).toEqual({ lines: 'QUANTITY_EXCEEDS_RETURNABLE' }); // both jars are in requests now
      const [open] = await t.db.query(`SELECT id FROM return_requests WHERE order_id = $1 AND status = 'NEW_REQUEST'`, [order.id]);
      for (const s of ['PROCESSING', 'AWAITING_RETURN', 'RETURNED']) await t.gql(SET, { id: open.id, s }, rma);
      const [refund] = await t.db.query(
        `INSERT INTO refunds (number, order_id, return_request_id, status, total_cents, vat_cents, currency, restock, seller, buyer)
         VALUES ('AV-TEST-000001', $1, $2, 'COMPLETED', 1055, 55, 'EUR', true, '{}', '{}') RETURNING id`,
        [order.id, open.id],
      );
      const refunded = await t.gql(SET, { id: open.id, s: 'REFUNDED' }, rma);
      expect(refunded.data.setReturnStatus.status).toBe('REFUNDED');
      const res = await t.gql('query($id: ID!) { returnRequest(id: $id) { refund { id number status totalCents } } }', { id: open.id }, rma);
      expect(res.errors).toBeUndefined();
      expect(res.data.returnRequest.refund).toEqual({ id: refund.id, number: 'AV-TEST-000001', status: 'COMPLETED', totalCents: 1055 });
    });
  });

  describe('staff lists', () => {
    it('lists requests newest first, by status and by search; needs sales.rma.list', async () => {
      const all = await t.gql('{ returnRequests { totalCount edges { node { number status createdAt } } } }', {}, rma);
      expect(all.errors).toBeUndefined();
      expect(all.data.returnRequests.totalCount).toBeGreaterThanOrEqual(4);
      const dates = all.data.returnRequests.edges.map((e: any) => e.node.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const solved = await t.gql('{ returnRequests(status: SOLVED) { totalCount edges { node { status } } } }', {}, rma);
      expect(solved.data.returnRequests.edges.every((e: any) => e.node.status === 'SOLVED')).toBe(true);
      expect(solved.data.returnRequests.totalCount).toBe(1);
      const number = all.data.returnRequests.edges[0].node.number;
      const found = await t.gql('query($s: String) { returnRequests(search: $s) { totalCount edges { node { number } } } }', { s: number.toLowerCase() }, rma);
      expect(found.data.returnRequests.edges).toEqual([{ node: { number } }]);
      const byEmail = await t.gql('query($s: String) { returnRequests(search: $s) { totalCount } }', { s: 'example.com' }, rma);
      expect(byEmail.data.returnRequests.totalCount).toBe(all.data.returnRequests.totalCount);
      // One customer's requests (the back office's customer record).
      const [{ customer_id: customerId }] = await t.db.query('SELECT customer_id FROM return_requests WHERE number = $1', [number]);
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM return_requests WHERE customer_id = $1', [customerId]);
      const theirs = await t.gql('query($c: ID) { returnRequests(customerId: $c) { totalCount edges { node { number } } } }', { c: customerId }, rma);
      expect(theirs.data.returnRequests.totalCount).toBe(count);
      expect(count).toBeLessThan(all.data.returnRequests.totalCount);
      expect(theirs.data.returnRequests.edges.map((e: any) => e.node.number)).toContain(number);
      expect(refusal(await t.gql('{ returnRequests { totalCount } }', {}, adminIdentity(['sales.rma.view'])))?.code).toBe('FORBIDDEN');
      expect(refusal(await t.gql('{ returnRequests { totalCount } }', {}, shopper(1)))?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    });

    it('needs sales.rma.update to change a status and sales.rma.view to read one', async () => {
      const [any] = await t.db.query('SELECT id FROM return_requests LIMIT 1');
      expect(refusal(await t.gql(SET, { id: any.id, s: 'PROCESSING' }, adminIdentity(['sales.rma.view'])))?.code).toBe('FORBIDDEN');
      expect(refusal(await t.gql('query($id: ID!) { returnRequest(id: $id) { id } }', { id: any.id }, adminIdentity(['sales.rma.list'])))?.code).toBe(
        'FORBIDDEN',
      );
      expect(refusal(await t.gql(SET, { id: '00000000-0000-4000-8000-000000000404', s: 'PROCESSING' }, rma))?.code).toBe('NOT_FOUND');
    });
  });

  it('lets one of two requests for the last returnable units at once win', async () => {
    const order = await shippedOrder([[wine, 1]]);
    const results = await Promise.all([0, 1].map(() => t.gql(CREATE, { i: input(order.number, [{ productId: wine, quantity: 1 }]) }, order.who)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(refusal)).toEqual([{ code: 'CONFLICT', fieldErrors: { lines: 'QUANTITY_EXCEEDS_RETURNABLE' } }]);
  });

  it('mails an English-speaking customer in English', async () => {
    const order = await shippedOrder([[jam, 1]]);
    await t.db.query(`UPDATE orders SET locale = 'en' WHERE id = $1`, [order.id]);
    const r = (await t.gql(CREATE, { i: input(order.number, [{ productId: jam, quantity: 1 }]) }, order.who)).data.createReturnRequest;
    await t.gql(SET, { id: r.id, s: 'REFUSED', c: 'The seal was broken.' }, rma);
    const mail = await t.mails.waitFor((m) => m.text.includes(`Your return request ${r.number} (order ${order.number}) could unfortunately not be accepted.`));
    expect(mail.subject).toBe(`Your return request ${r.number}`);
    expect(mail.text).toContain('The seal was broken.');
  });
});

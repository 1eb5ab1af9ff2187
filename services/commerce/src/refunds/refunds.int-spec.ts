import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity, customerIdentity } from '@guide/platform/testing';
import { PAYMENT_MACHINE } from '../transactions/payment-status';
import { CommerceTestApp, bootCommerce, outboxTypes, readyCart, shopper } from '../testing/commerce-test-app';
import { RefundGateway } from './refund-gateway';
import { RefundsService } from './refunds.service';

const PLACE = 'mutation($m: String!) { placeOrder(paymentMethod: $m) { order { id number totalCents shippingCents } } }';
const PAY = 'mutation($n: String!) { payTestOrder(number: $n, succeed: true) { status } }';
const CONFIRM = 'mutation($id: ID!) { confirmOrderPayment(id: $id) { status } }';
const REFUND_FIELDS = `id number status shippingCents adjustmentCents totalCents vatCents reason createdAt pdfUrl order { id number }
  lines { productId sku name quantity unitPriceCents totalCents vatRatePercent }`;
const REFUND = `mutation($o: ID!, $i: RefundInput!) { createRefund(orderId: $o, input: $i) { ${REFUND_FIELDS} } }`;
const staff = adminIdentity(['sales.refunds.create', 'sales.refunds.list', 'sales.orders.view', 'sales.transactions.create']);
const year = () => new Date().getFullYear();

interface PlacedOrder {
  id: string;
  number: string;
  totalCents: number;
  shippingCents: number;
}

describe('commerce refunds (createRefund, refunds, Order.refunds)', () => {
  let t: CommerceTestApp;
  let wine: string; // 12,00 € STANDARD
  let jam: string; // 10,55 € REDUCED
  let customers = 0x3000;

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-R01', name: 'Meursault 2020', priceCents: 1200, taxCategory: 'STANDARD', weightGrams: 1300 });
    jam = await t.product({ sku: 'CONF-R01', name: 'Confiture de cassis', priceCents: 1055, taxCategory: 'REDUCED', weightGrams: 300 });
    await t.stock(wine, 1000);
    await t.stock(jam, 1000);
    await t.db.query(`INSERT INTO coupons (code, percent_off) VALUES ('BIENVENUE10', 10) ON CONFLICT (code) DO NOTHING`);
  });
  afterAll(() => t?.close());

  /** A paid order (test card, or a bank transfer confirmed by staff) of a new customer. */
  async function paidOrder(lines: [string, number][], method: 'test-card' | 'bank-transfer' = 'test-card', coupon = false) {
    const who = shopper(customers++);
    await readyCart(t, who, lines);
    if (coupon) await t.gql('mutation { applyCoupon(code: "BIENVENUE10") { id } }', {}, who);
    const placed = await t.gql(PLACE, { m: method }, who);
    if (placed.errors) throw new Error(JSON.stringify(placed.errors));
    const order: PlacedOrder = placed.data.placeOrder.order;
    const paid = method === 'test-card' ? await t.gql(PAY, { n: order.number }, who) : await t.gql(CONFIRM, { id: order.id }, staff);
    if (paid.errors) throw new Error(JSON.stringify(paid.errors));
    return { order, who };
  }

  /** Every unit of the order invoiced (as invoicing writes it; the invoice's own rules are invoicing's tests). */
  async function invoice(orderId: string) {
    const [inv] = await t.db.query(
      `INSERT INTO invoices (number, order_id, shipping_cents, discount_cents, total_cents, vat_cents, currency, seller, buyer)
       SELECT 'F-TEST-' || substr(md5(random()::text), 1, 10), id, shipping_cents, discount_cents, total_cents, vat_cents, currency, '{}', '{}'
       FROM orders WHERE id = $1 RETURNING id`,
      [orderId],
    );
    await t.db.query(
      `INSERT INTO invoice_lines (invoice_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, vat_rate_percent)
       SELECT $1, position, product_id, sku, name, quantity, unit_price_cents, total_cents, 20 FROM order_lines WHERE order_id = $2`,
      [inv.id, orderId],
    );
  }

  const refund = (orderId: string, input: Record<string, unknown>, who = staff) => t.gql(REFUND, { o: orderId, i: { restock: false, ...input } }, who);
  const paymentsOf = (orderId: string) =>
    t.db.query('SELECT id, status, amount_cents AS "amountCents", refunded_cents AS "refundedCents" FROM payments WHERE order_id = $1 ORDER BY created_at', [
      orderId,
    ]);
  const statusOf = async (orderId: string) => (await t.db.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;
  const refundCount = async (orderId: string) => (await t.db.query('SELECT count(*)::int AS n FROM refunds WHERE order_id = $1', [orderId]))[0].n;

  describe('refusals, each with its key, writing nothing', () => {
    let order: PlacedOrder;
    beforeAll(async () => {
      ({ order } = await paidOrder([
        [wine, 2],
        [jam, 1],
      ]));
    });

    it('refuses an order that is not invoiced (CONFLICT status = INVALID_TRANSITION)', async () => {
      const res = await refund(order.id, { lines: [{ productId: wine, quantity: 1 }] });
      expect(res.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      await invoice(order.id);
    });

    it('refuses bad input (BAD_USER_INPUT): quantity, product, shipping, reason, nothing to refund, return request', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ lines: [{ productId: wine, quantity: 0 }] }, { lines: 'QUANTITY_OUT_OF_RANGE' }],
        [{ lines: [{ productId: '00000000-0000-4000-8000-0000000000aa', quantity: 1 }] }, { lines: 'NOT_IN_ORDER' }],
        [{ lines: [], shippingCents: -1 }, { shippingCents: 'AMOUNT_OUT_OF_RANGE' }],
        [{ lines: [{ productId: wine, quantity: 1 }], reason: 'x'.repeat(501) }, { reason: 'TOO_LONG' }],
        [{ lines: [] }, { totalCents: 'AMOUNT_OUT_OF_RANGE' }],
        [{ lines: [{ productId: wine, quantity: 1 }], adjustmentCents: -5000 }, { totalCents: 'AMOUNT_OUT_OF_RANGE' }],
        [{ lines: [{ productId: wine, quantity: 1 }], returnRequestId: '00000000-0000-4000-8000-0000000000ab' }, { returnRequestId: 'NOT_IN_ORDER' }],
      ];
      for (const [input, fieldErrors] of cases) {
        const res = await refund(order.id, input);
        expect({ input, extensions: res.errors?.[0].extensions }).toMatchObject({ input, extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
      }
    });

    it('refuses more than invoiced, more shipping than charged, more money than paid (CONFLICT)', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ lines: [{ productId: wine, quantity: 3 }] }, { lines: 'QUANTITY_EXCEEDS_REFUNDABLE' }],
        [
          {
            lines: [
              { productId: wine, quantity: 2 },
              { productId: wine, quantity: 1 },
            ],
          },
          { lines: 'QUANTITY_EXCEEDS_REFUNDABLE' },
        ],
        [{ lines: [], shippingCents: order.shippingCents + 1 }, { shippingCents: 'AMOUNT_EXCEEDS_REFUNDABLE' }],
        [{ lines: [{ productId: jam, quantity: 1 }], adjustmentCents: order.totalCents }, { totalCents: 'AMOUNT_EXCEEDS_REFUNDABLE' }],
      ];
      for (const [input, fieldErrors] of cases) {
        const res = await refund(order.id, input);
        expect({ input, extensions: res.errors?.[0].extensions }).toMatchObject({ input, extensions: { code: 'CONFLICT', fieldErrors } });
      }
      expect(await refundCount(order.id)).toBe(0);
      expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'CAPTURED', refundedCents: 0 })]);
    });

    it('refuses callers without sales.refunds.create (FORBIDDEN) and anonymous ones (UNAUTHENTICATED)', async () => {
      const input = { lines: [{ productId: wine, quantity: 1 }] };
      expect((await refund(order.id, input, adminIdentity(['sales.refunds.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await refund(order.id, input, customerIdentity(shopper(1).id))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(REFUND, { o: order.id, i: { restock: false, lines: [] } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql('{ refunds { totalCount } }', {}, adminIdentity(['sales.refunds.create']))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql('{ refunds { totalCount } }', {}, customerIdentity(shopper(1).id))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await refundCount(order.id)).toBe(0);
    });

    it('answers NOT_FOUND for an unknown order', async () => {
      const res = await refund('00000000-0000-4000-8000-000000000404', { lines: [], shippingCents: 1 });
      expect(res.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('a partial, then a full refund by test card', () => {
    let order: PlacedOrder;
    let who: ReturnType<typeof shopper>;
    let first: any;
    let stockBefore: number;

    beforeAll(async () => {
      ({ order, who } = await paidOrder(
        [
          [wine, 2],
          [jam, 1],
        ],
        'test-card',
        true,
      ));
      await invoice(order.id);
      stockBefore = await t.stockOf(wine);
      first = await refund(order.id, { lines: [{ productId: wine, quantity: 1 }], restock: true, reason: '  Bouteille bouchonnée  ' });
    });

    it('refunds one unit at what was paid for it (discount spread), a credit note AV-YYYY-NNNNNN, COMPLETED at once', () => {
      expect(first.errors).toBeUndefined();
      // 2 × 12,00 € less their share of the 10 % discount (240 of 346) = 21,60 € for two: 10,80 € each.
      expect(first.data.createRefund).toMatchObject({
        number: expect.stringMatching(new RegExp(`^AV-${year()}-\\d{6}$`)),
        status: 'COMPLETED',
        shippingCents: 0,
        adjustmentCents: 0,
        totalCents: 1080,
        vatCents: 180,
        reason: 'Bouteille bouchonnée',
        order: { id: order.id, number: order.number },
        lines: [{ productId: wine, sku: 'VIN-R01', name: 'Meursault 2020', quantity: 1, unitPriceCents: 1080, totalCents: 1080, vatRatePercent: 20 }],
      });
      expect(first.data.createRefund.pdfUrl).toBe(`/documents/credit-notes/${first.data.createRefund.id}.pdf`);
    });

    it('puts the unit back in stock (restock) and moves the payment to PARTIALLY_REFUNDED', async () => {
      expect(await t.stockOf(wine)).toBe(stockBefore + 1);
      const [payment] = await paymentsOf(order.id);
      expect(payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1080 });
      expect(await statusOf(order.id)).toBe('PROCESSING');
      expect(await outboxTypes(t, order.id)).toContain('commerce.order.refunded');
      const [row] = await t.db.query('SELECT seller, buyer, vat_lines, provider_reference FROM refunds WHERE id = $1', [first.data.createRefund.id]);
      expect(row.seller.name).toBeTruthy();
      expect(row.buyer).toMatchObject({ firstName: 'Alice', lastName: 'Martin', email: who.email });
      expect(row.vat_lines).toEqual([{ ratePercent: 20, baseCents: 900, vatCents: 180 }]);
      expect(row.provider_reference).toBe(`test-refund-${first.data.createRefund.id}`);
    });

    it('emails the customer in their language with the credit note number, amount and the order page', async () => {
      const mail = await t.mails.waitFor((m) => m.subject === `Remboursement de votre commande ${order.number}`);
      expect(mail.to).toBe(who.email);
      expect(mail.text).toContain(first.data.createRefund.number);
      expect(mail.text).toContain('10,80');
      expect(mail.text).toContain(`/account/orders/${order.number}`);
    });

    it('refunds the rest, shipping included, to the cent: payment REFUNDED, order CLOSED', async () => {
      const rest = await refund(order.id, {
        lines: [
          { productId: wine, quantity: 1 },
          { productId: jam, quantity: 1 },
        ],
        shippingCents: order.shippingCents,
      });
      expect(rest.errors).toBeUndefined();
      // jam: 10,55 € less 106 of the discount = 9,49 €; the second wine 10,80 €; shipping 13,95 €.
      expect(rest.data.createRefund).toMatchObject({ status: 'COMPLETED', totalCents: 1080 + 949 + order.shippingCents });
      expect(1080 + rest.data.createRefund.totalCents).toBe(order.totalCents);
      const [payment] = await paymentsOf(order.id);
      expect(payment).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
      expect((await PAYMENT_MACHINE.history(t.db, payment.id)).map((h) => h.toStatus)).toEqual(['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
      expect(await statusOf(order.id)).toBe('CLOSED');
      const again = await refund(order.id, { lines: [], adjustmentCents: 1 });
      expect(again.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    });

    it('lists the order’s refunds and payments (Order.refunds, Order.payments) and the back office’s list with its search', async () => {
      const res = await t.gql(
        'query($id: ID!) { order(id: $id) { refunds { number totalCents status } payments { status amountCents refundedCents method } } }',
        { id: order.id },
        staff,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.order.refunds.map((r: any) => r.totalCents)).toEqual([1080, order.totalCents - 1080]);
      expect(res.data.order.payments).toEqual([{ status: 'REFUNDED', amountCents: order.totalCents, refundedCents: order.totalCents, method: 'test-card' }]);
      const LIST = 'query($s: String) { refunds(search: $s, first: 5) { totalCount edges { node { number order { number } } } } }';
      const byOrder = await t.gql(LIST, { s: order.number }, staff);
      expect(byOrder.data.refunds.totalCount).toBe(2);
      const byNumber = await t.gql(LIST, { s: first.data.createRefund.number.toLowerCase() }, staff);
      expect(byNumber.data.refunds.edges.map((e: any) => e.node.number)).toEqual([first.data.createRefund.number]);
      expect((await t.gql(LIST, { s: who.email }, staff)).data.refunds.totalCount).toBe(2);
      expect((await t.gql(LIST, { s: 'x'.repeat(121) }, staff)).errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { search: 'TOO_LONG' },
      });
    });

    it('serves the credit note PDF (invoicing’s route) to its customer only', async () => {
      const pdf = async (identity?: Identity) => {
        const headers: Record<string, string> = { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET };
        if (identity) headers[IDENTITY_HEADER] = encodeIdentity(identity);
        const res = await fetch(t.url.replace(/\/graphql$/, first.data.createRefund.pdfUrl), { headers });
        return { status: res.status, type: res.headers.get('content-type') };
      };
      expect(await pdf(who)).toMatchObject({ status: 200, type: expect.stringContaining('application/pdf') });
      expect((await pdf(shopper(0xbad))).status).toBe(404);
    });

    it('shows the customer their own credit notes on their order', async () => {
      const res = await t.gql('query($n: String!) { myOrder(number: $n) { refunds { number pdfUrl lines { sku } } } }', { n: order.number }, who);
      expect(res.errors).toBeUndefined();
      expect(res.data.myOrder.refunds).toHaveLength(2);
    });
  });

  it('records a bank transfer refund as COMPLETED by staff at once (no provider)', async () => {
    const { order } = await paidOrder([[jam, 2]], 'bank-transfer');
    await invoice(order.id);
    const gateway = t.app.get(RefundGateway);
    const asked = jest.spyOn(gateway, 'refund');
    try {
      const res = await refund(order.id, { lines: [{ productId: jam, quantity: 1 }] });
      expect(res.errors).toBeUndefined();
      expect(res.data.createRefund).toMatchObject({ status: 'COMPLETED', totalCents: 1055 });
      expect(asked).not.toHaveBeenCalled();
      expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1055 });
    } finally {
      asked.mockRestore();
    }
  });

  it('lets only one of two staff members refund the last unit at the same time', async () => {
    const { order } = await paidOrder([[wine, 1]]);
    await invoice(order.id);
    const both = await Promise.all([0, 1].map(() => refund(order.id, { lines: [{ productId: wine, quantity: 1 }] })));
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(both.find((r) => r.errors)!.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { lines: 'QUANTITY_EXCEEDS_REFUNDABLE' } });
    expect(await refundCount(order.id)).toBe(1);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1200 });
  });

  describe('when the provider cannot be asked', () => {
    it('leaves the refund PENDING; the retry completes it once, never asking the provider twice', async () => {
      const { order } = await paidOrder([[wine, 2]]);
      await invoice(order.id);
      const gateway = t.app.get(RefundGateway);
      const service = t.app.get(RefundsService);
      const asked = jest.spyOn(gateway, 'refund').mockRejectedValueOnce(new Error('connection reset'));
      try {
        const res = await refund(order.id, { lines: [{ productId: wine, quantity: 1 }] });
        expect(res.errors).toBeUndefined();
        expect(res.data.createRefund).toMatchObject({ status: 'PENDING', totalCents: 1200 });
        const id = res.data.createRefund.id;
        // The money and the units are taken at once: nobody can refund them a second time meanwhile.
        expect((await paymentsOf(order.id))[0]).toMatchObject({ refundedCents: 1200 });
        expect(await outboxTypes(t, order.id)).not.toContain('commerce.order.refunded');
        expect((await t.db.query('SELECT failure_reason FROM refunds WHERE id = $1', [id]))[0].failure_reason).toBe('connection reset');
        expect(asked).toHaveBeenCalledTimes(1);

        // Two retries at once (a restart and a second instance): the provider is asked once.
        const done = await Promise.all([service.retryPendingRefunds(), service.retryPendingRefunds()]);
        expect(done[0] + done[1]).toBe(1);
        expect(asked).toHaveBeenCalledTimes(2);
        expect(asked.mock.calls[1][0]).toMatchObject({ method: 'test-card', amountCents: 1200, idempotencyKey: id });
        expect((await t.db.query('SELECT status FROM refunds WHERE id = $1', [id]))[0].status).toBe('COMPLETED');
        expect((await outboxTypes(t, order.id)).filter((x) => x === 'commerce.order.refunded')).toHaveLength(1);

        expect(await service.retryPendingRefunds()).toBe(0);
        expect(await service.complete(id)).toBe('skipped');
        expect(asked).toHaveBeenCalledTimes(2);
      } finally {
        asked.mockRestore();
      }
    });
  });

  describe('with a return request', () => {
    let order: PlacedOrder;
    let who: ReturnType<typeof shopper>;
    const request = async (status: string, orderId = order.id) =>
      (
        await t.db.query(
          `INSERT INTO return_requests (number, order_id, customer_id, status, resolution, reason)
           VALUES ('R-TEST-' || substr(md5(random()::text), 1, 10), $1, $2, $3, 'REFUND', 'Abîmé') RETURNING id`,
          [orderId, who.id, status],
        )
      )[0].id as string;

    beforeAll(async () => {
      ({ order, who } = await paidOrder([[wine, 3]]));
      await invoice(order.id);
    });

    it('moves a RETURNED request to REFUNDED in the refund’s transaction and links it', async () => {
      const id = await request('RETURNED');
      const res = await refund(order.id, { lines: [{ productId: wine, quantity: 1 }], restock: true, returnRequestId: id });
      expect(res.errors).toBeUndefined();
      const [row] = await t.db.query('SELECT status FROM return_requests WHERE id = $1', [id]);
      expect(row.status).toBe('REFUNDED');
      expect((await t.db.query('SELECT return_request_id FROM refunds WHERE id = $1', [res.data.createRefund.id]))[0].return_request_id).toBe(id);
      expect(await outboxTypes(t, id)).toEqual(['commerce.return.refunded', 'commerce.return.status-changed']);
    });

    it('refuses a request that is not RETURNED (CONFLICT) or of another order (BAD_USER_INPUT), writing nothing', async () => {
      const waiting = await request('AWAITING_RETURN');
      const res = await refund(order.id, { lines: [{ productId: wine, quantity: 1 }], returnRequestId: waiting });
      expect(res.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { returnRequestId: 'INVALID_TRANSITION' } });
      const { order: other } = await paidOrder([[jam, 1]]);
      const elsewhere = await request('RETURNED', other.id);
      const res2 = await refund(order.id, { lines: [{ productId: wine, quantity: 1 }], returnRequestId: elsewhere });
      expect(res2.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { returnRequestId: 'NOT_IN_ORDER' } });
      expect(await refundCount(order.id)).toBe(1);
    });
  });
});

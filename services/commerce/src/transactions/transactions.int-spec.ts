import { DataSource } from 'typeorm';
import { adminIdentity, customerIdentity } from '@guide/platform/testing';
import { CheckoutService } from '../checkout/checkout.service';
import { OrderEntity } from '../orders/order.entity';
import { CommerceTestApp, bootCommerce, outboxTypes, readyCart, shopper } from '../testing/commerce-test-app';
import { PaymentLedger } from './payment-ledger';
import { PAYMENT_MACHINE } from './payment-status';

const PLACE = 'mutation($m: String!) { placeOrder(paymentMethod: $m) { order { id number totalCents } } }';
const LEDGER = `query($s: PaymentStatus, $m: String, $f: Int, $a: String) { payments(status: $s, method: $m, first: $f, after: $a) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { id method status amountCents refundedCents currency providerReference createdAt order { id number } } } } }`;
const ledgerStaff = adminIdentity(['sales.transactions.list']);

describe('commerce payments ledger (transactions)', () => {
  let t: CommerceTestApp;
  let jam: string;
  let n = 0x4000;

  beforeAll(async () => {
    t = await bootCommerce();
    jam = await t.product({ sku: 'CONF-T01', name: 'Confiture de mirabelles', priceCents: 890, taxCategory: 'REDUCED', weightGrams: 300 });
    await t.stock(jam, 1000);
  });
  afterAll(() => t?.close());

  async function placed(method: 'test-card' | 'bank-transfer') {
    const who = shopper(n++);
    await readyCart(t, who, [[jam, 1]]);
    const res = await t.gql(PLACE, { m: method }, who);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return { order: res.data.placeOrder.order as { id: string; number: string; totalCents: number }, who };
  }

  const sink = () => t.app.get(CheckoutService);

  describe('recording outcomes through the machine', () => {
    it('keeps one row per attempt: pending, then failed, a new attempt captured; repeats and late outcomes change nothing', async () => {
      const { order } = await placed('test-card');
      const apply = (status: 'captured' | 'failed' | 'pending', ref: string) =>
        sink().apply('test-card', { orderNumber: order.number, status, providerReference: ref, amountCents: order.totalCents });
      expect(await apply('pending', 'A1')).toBe('applied');
      expect(await apply('pending', 'A1')).toBe('unchanged');
      expect(await apply('failed', 'A1')).toBe('applied');
      expect(await apply('failed', 'A1')).toBe('unchanged');
      expect(await apply('captured', 'A1')).toBe('unchanged'); // FAILED is final
      expect(await apply('captured', 'A2')).toBe('applied');
      expect(await apply('captured', 'A2')).toBe('unchanged');
      expect(await apply('failed', 'A3')).toBe('unchanged'); // after the capture: written, the order does not move
      const rows = await t.db.query('SELECT id, provider_reference AS ref, status FROM payments WHERE order_id = $1 ORDER BY created_at, id', [order.id]);
      expect(rows.map((r: any) => [r.ref, r.status])).toEqual([
        ['A1', 'FAILED'],
        ['A2', 'CAPTURED'],
        ['A3', 'FAILED'],
      ]);
      expect((await PAYMENT_MACHINE.history(t.db, rows[0].id)).map((h) => [h.entity, h.fromStatus, h.toStatus])).toEqual([
        ['transaction', 'PENDING', 'FAILED'],
      ]);
      expect(await outboxTypes(t, rows[1].id)).toEqual(['commerce.transaction.captured']);
      expect((await t.db.query('SELECT status FROM orders WHERE id = $1', [order.id]))[0].status).toBe('PROCESSING');
      expect(await outboxTypes(t, order.id)).toEqual([
        'commerce.order.placed',
        'commerce.order.pending-payment',
        'commerce.payment.failed',
        'commerce.order.processing',
        'commerce.payment.captured',
      ]);
    });

    it('refuses a move the table does not list with CONFLICT status = INVALID_TRANSITION', async () => {
      const { order } = await placed('test-card');
      await sink().apply('test-card', { orderNumber: order.number, status: 'captured', providerReference: 'B1' });
      const [payment] = await t.db.query('SELECT id FROM payments WHERE order_id = $1', [order.id]);
      const moving = t.db.transaction((manager) => PAYMENT_MACHINE.transition(manager, { target: 'payments', id: payment.id, to: 'FAILED' }));
      await expect(moving).rejects.toMatchObject({ extensions: { code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } } });
    });

    it('never refunds more than captured (applyRefund), and moves CAPTURED -> PARTIALLY_REFUNDED -> REFUNDED', async () => {
      const { order } = await placed('test-card');
      await sink().apply('test-card', { orderNumber: order.number, status: 'captured', providerReference: 'C1' });
      const [payment] = await t.db.query('SELECT id FROM payments WHERE order_id = $1', [order.id]);
      const ledger = t.app.get(PaymentLedger);
      const refund = (cents: number) => t.app.get(DataSource).transaction((m) => ledger.applyRefund(m, payment.id, cents, null));
      await expect(refund(order.totalCents + 1)).rejects.toMatchObject({
        extensions: { code: 'CONFLICT', fieldErrors: { totalCents: 'AMOUNT_EXCEEDS_REFUNDABLE' } },
      });
      expect(await refund(100)).toBe('PARTIALLY_REFUNDED');
      expect(await refund(100)).toBe('PARTIALLY_REFUNDED');
      expect(await refund(order.totalCents - 200)).toBe('REFUNDED');
      await expect(refund(1)).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect((await PAYMENT_MACHINE.history(t.db, payment.id)).map((h) => h.toStatus)).toEqual(['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
    });
  });

  describe('confirmOrderPayment (staff, bank transfer)', () => {
    it('writes a CAPTURED payment without provider reference and refuses a second confirmation', async () => {
      const { order } = await placed('bank-transfer');
      const CONFIRM = 'mutation($id: ID!) { confirmOrderPayment(id: $id) { status payments { method status amountCents providerReference } } }';
      const staff = adminIdentity(['sales.transactions.create']);
      const res = await t.gql(CONFIRM, { id: order.id }, staff);
      expect(res.errors).toBeUndefined();
      expect(res.data.confirmOrderPayment).toEqual({
        status: 'PROCESSING',
        payments: [{ method: 'bank-transfer', status: 'CAPTURED', amountCents: order.totalCents, providerReference: null }],
      });
      const again = await t.gql(CONFIRM, { id: order.id }, staff);
      expect(again.errors[0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
      const [row] = await t.db.query('SELECT actor_id FROM payments WHERE order_id = $1', [order.id]);
      expect(row.actor_id).toBeTruthy();
    });

    it('cannot confirm a canceled order', async () => {
      const { order } = await placed('bank-transfer');
      await t.db.transaction((m) => m.getRepository(OrderEntity).update({ id: order.id }, { status: 'CANCELED' }));
      const res = await t.gql('mutation($id: ID!) { confirmOrderPayment(id: $id) { status } }', { id: order.id }, adminIdentity(['sales.transactions.create']));
      expect(res.errors[0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
      expect(await t.db.query('SELECT 1 FROM payments WHERE order_id = $1', [order.id])).toEqual([]);
    });
  });

  describe('payments (the back office ledger)', () => {
    let transfer: { id: string; number: string };

    beforeAll(async () => {
      ({ order: transfer } = await placed('bank-transfer'));
      await t.gql('mutation($id: ID!) { confirmOrderPayment(id: $id) { status } }', { id: transfer.id }, adminIdentity(['sales.transactions.create']));
    });

    it('lists every attempt newest first, with its order', async () => {
      const res = await t.gql(LEDGER, { f: 2 }, ledgerStaff);
      expect(res.errors).toBeUndefined();
      const { totalCount, edges, pageInfo } = res.data.payments;
      const [{ total }] = await t.db.query('SELECT count(*)::int AS total FROM payments');
      expect(totalCount).toBe(total);
      expect(edges[0].node).toMatchObject({
        method: 'bank-transfer',
        status: 'CAPTURED',
        providerReference: null,
        currency: 'EUR',
        order: { id: transfer.id, number: transfer.number },
      });
      expect(pageInfo.hasNextPage).toBe(true);
      const next = await t.gql(LEDGER, { f: 2, a: pageInfo.endCursor }, ledgerStaff);
      expect(next.data.payments.edges[0].node.id).not.toBe(edges[0].node.id);
    });

    it('filters by status and method', async () => {
      const failed = await t.gql(LEDGER, { s: 'FAILED' }, ledgerStaff);
      expect(failed.data.payments.totalCount).toBeGreaterThan(0);
      expect(failed.data.payments.edges.every((e: any) => e.node.status === 'FAILED')).toBe(true);
      const transfers = await t.gql(LEDGER, { m: 'bank-transfer', s: 'CAPTURED' }, ledgerStaff);
      expect(transfers.data.payments.edges.map((e: any) => e.node.order.number)).toContain(transfer.number);
      expect(transfers.data.payments.edges.every((e: any) => e.node.method === 'bank-transfer')).toBe(true);
      expect((await t.gql(LEDGER, { m: 'paypal' }, ledgerStaff)).data.payments.totalCount).toBe(0);
    });

    it('refuses a method filter over 40 characters and a bad status', async () => {
      const long = await t.gql(LEDGER, { m: 'x'.repeat(41) }, ledgerStaff);
      expect(long.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { method: 'TOO_LONG' } });
      const bad = await t.gql(LEDGER, { s: 'LOST' }, ledgerStaff);
      expect(bad.errors).toBeDefined();
    });

    it('is refused to staff without sales.transactions.list and to customers (FORBIDDEN), anonymously (UNAUTHENTICATED)', async () => {
      expect((await t.gql(LEDGER, {}, adminIdentity(['sales.orders.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(LEDGER, {}, customerIdentity(shopper(1).id))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(LEDGER, {})).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('batches Order.payments over a page of orders', async () => {
      const res = await t.gql('{ orders(first: 20) { edges { node { number payments { status } } } } }', {}, adminIdentity(['sales.orders.list']));
      expect(res.errors).toBeUndefined();
      const mine = res.data.orders.edges.find((e: any) => e.node.number === transfer.number);
      expect(mine.node.payments).toEqual([{ status: 'CAPTURED' }]);
    });
  });
});

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, paginate, writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { OrderEntity } from '../orders/order.entity';
import { ORDER_MACHINE } from '../orders/order-status';
import type { QueryPaymentsArgs } from '../generated/graphql';
import { PAYMENT_MACHINE, PaymentStatus } from './payment-status';

/** The method filter of the ledger (the SDL's description says so). */
export const MAX_METHOD_FILTER = 40;

/** A payment outcome to record: who paid (method), the provider's reference, and the status. */
export interface PaymentRecord {
  method: string;
  /** The provider's id of the attempt; `manual-<orderId>` when staff record a transfer. */
  providerReference: string;
  status: 'captured' | 'failed' | 'pending' | 'canceled';
  /** Defaults to the order's total. */
  amountCents?: number;
  /** For staff: the provider's code or message. */
  reason?: string;
  actorId?: string | null;
}

/** A payment as the API reads it (providerReference null for a payment recorded by staff). */
export interface PaymentRow {
  id: string;
  orderId: string;
  method: string;
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  currency: string;
  providerReference: string | null;
  createdAt: Date;
}

/** A payment the refunds read in their transaction (row locked), with the raw reference for the provider. */
export interface RefundablePayment {
  id: string;
  method: string;
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  currency: string;
  providerReference: string;
}

/** Staff-recorded payments carry this reference prefix (no provider knows them). */
export const isStaffReference = (reference: string | null | undefined) => !reference || reference.startsWith('manual-');

const COLUMNS = `id, order_id AS "orderId", method, status, amount_cents AS "amountCents", refunded_cents AS "refundedCents", currency,
  CASE WHEN provider_reference LIKE 'manual-%' THEN NULL ELSE provider_reference END AS "providerReference", created_at AS "createdAt"`;

/**
 * The payments ledger: one row per attempt (method + provider reference), its status moved only by
 * PAYMENT_MACHINE. Recording an outcome also moves the order (PENDING / PENDING_PAYMENT -> PROCESSING on
 * a capture) through ORDER_MACHINE; refunds raise `refunded_cents` and move the payment to
 * PARTIALLY_REFUNDED or REFUNDED. Every write runs in the caller's transaction.
 */
@Injectable()
export class PaymentLedger {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- recording outcomes ---------------------------------------------------------------------------

  /**
   * Records a payment outcome in the caller's transaction (the order row locked by the caller) and applies
   * it: captured moves PENDING / PENDING_PAYMENT to PROCESSING and writes commerce.payment.captured;
   * failed writes commerce.payment.failed and leaves the order payable. The same outcome twice (method,
   * reference, status), or any outcome after a final one, changes nothing: 'unchanged'. A capture never
   * moves an order back (it is still written in the ledger, for staff).
   */
  async recordPayment(manager: EntityManager, order: OrderEntity, p: PaymentRecord): Promise<'applied' | 'unchanged'> {
    const to = p.status.toUpperCase() as PaymentStatus;
    const [inserted] = await manager.query(
      `INSERT INTO payments (order_id, method, status, provider_reference, amount_cents, currency, actor_id) VALUES ($1, $2, 'PENDING', $3, $4, $5, $6)
       ON CONFLICT (method, provider_reference) DO NOTHING RETURNING id, status, order_id AS "orderId"`,
      [order.id, p.method, p.providerReference, p.amountCents ?? order.totalCents, order.currency, p.actorId ?? null],
    );
    const payment: { id: string; status: PaymentStatus; orderId: string } =
      inserted ??
      (
        await manager.query('SELECT id, status, order_id AS "orderId" FROM payments WHERE method = $1 AND provider_reference = $2 FOR UPDATE', [
          p.method,
          p.providerReference,
        ])
      )[0];
    if (to === 'PENDING') return inserted ? 'applied' : 'unchanged';
    // Another order's reference, a repeated outcome, or an outcome after a final one: nothing to do.
    if (payment.orderId !== order.id || !PAYMENT_MACHINE.can(payment.status, to)) return 'unchanged';
    if (!inserted && p.amountCents != null) await manager.query('UPDATE payments SET amount_cents = $2 WHERE id = $1', [payment.id, p.amountCents]);
    await PAYMENT_MACHINE.transition(manager, { target: 'payments', id: payment.id, to, actorId: p.actorId ?? null, reason: p.reason ?? null });

    const amountCents = p.amountCents ?? order.totalCents;
    const attempt = {
      paymentId: payment.id,
      orderId: order.id,
      orderNumber: order.number,
      customerId: order.customerId,
      email: order.customerEmail ?? '',
      locale: order.locale,
      method: p.method,
      providerReference: isStaffReference(p.providerReference) ? '' : p.providerReference,
      amountCents,
      currency: order.currency,
    };
    const now = new Date().toISOString();
    // Only a payable order (one the table lets go to PROCESSING) follows its payment.
    const payable = ORDER_MACHINE.can(order.status, 'PROCESSING');
    if (to === 'CAPTURED') {
      if (!payable) return 'unchanged'; // never moved back; the capture stays in the ledger for staff
      await ORDER_MACHINE.transition(manager, { target: OrderEntity, id: order.id, to: 'PROCESSING', actorId: p.actorId ?? null });
      await writeEvent(manager, Events.paymentCaptured, order.id, { payment: attempt, capturedAt: now });
      return 'applied';
    }
    if (to === 'FAILED') {
      if (!payable) return 'unchanged'; // a failure after a capture changes nothing
      await writeEvent(manager, Events.paymentFailed, order.id, { payment: attempt, reason: p.reason ?? '', failedAt: now });
    }
    return 'applied';
  }

  // ---- refunds ----------------------------------------------------------------------------------------

  /** The order's paid payments, rows locked, most left to refund first (the caller locked the order). */
  async refundable(manager: EntityManager, orderId: string): Promise<RefundablePayment[]> {
    return manager.query(
      `SELECT id, method, status, amount_cents AS "amountCents", refunded_cents AS "refundedCents", currency, provider_reference AS "providerReference"
       FROM payments WHERE order_id = $1 AND status IN ('CAPTURED', 'PARTIALLY_REFUNDED') ORDER BY amount_cents - refunded_cents DESC, created_at, id FOR UPDATE`,
      [orderId],
    );
  }

  /**
   * A refund of `amountCents` on a payment, in the caller's transaction: `refunded_cents` rises, and the
   * status follows (CAPTURED -> PARTIALLY_REFUNDED or REFUNDED, PARTIALLY_REFUNDED -> REFUNDED). More than
   * what is left is refused (CONFLICT totalCents = AMOUNT_EXCEEDS_REFUNDABLE; the table's CHECK backs it).
   */
  async applyRefund(
    manager: EntityManager,
    paymentId: string,
    amountCents: number,
    actorId: string | null,
    reason: string | null = null,
  ): Promise<PaymentStatus> {
    const [row] = await manager.query(
      `WITH changed AS (UPDATE payments SET refunded_cents = refunded_cents + $2
         WHERE id = $1 AND status IN ('CAPTURED', 'PARTIALLY_REFUNDED') AND refunded_cents + $2 <= amount_cents
         RETURNING status, amount_cents, refunded_cents) SELECT * FROM changed`,
      [paymentId, amountCents],
    );
    if (!row) throw conflictAmount();
    const to: PaymentStatus = row.refunded_cents >= row.amount_cents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    if (to !== row.status) await PAYMENT_MACHINE.transition(manager, { target: 'payments', id: paymentId, to, actorId, reason });
    return to;
  }

  // ---- reading ----------------------------------------------------------------------------------------

  /** Back office: the ledger, newest first, filtered by status and method. */
  list(args: QueryPaymentsArgs) {
    if (args.status != null && !PAYMENT_MACHINE.isState(args.status)) throw badInput({ status: 'INVALID_CHOICE' });
    const method = args.method?.trim() || null;
    if (method && method.length > MAX_METHOD_FILTER) throw badInput({ method: 'TOO_LONG' }, `method is at most ${MAX_METHOD_FILTER} characters`);
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.status) where.push(`status = $${params.push(args.status)}`);
    if (method) where.push(`method = $${params.push(method)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return paginate<PaymentRow>(args, async ({ skip, take }) => {
      const [rows, [{ total }]] = await Promise.all([
        this.dataSource.query(`SELECT ${COLUMNS} FROM payments ${filter} ORDER BY created_at DESC, id LIMIT ${take} OFFSET ${skip}`, params),
        this.dataSource.query(`SELECT count(*)::int AS total FROM payments ${filter}`, params),
      ]);
      return [rows, total];
    });
  }

  /** Payments of these orders, oldest first (Order.payments). */
  ofOrders(orderIds: readonly string[]): Promise<PaymentRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM payments WHERE order_id = ANY($1) ORDER BY created_at, id`, [orderIds]);
  }

  byIds(ids: readonly string[]): Promise<PaymentRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM payments WHERE id = ANY($1)`, [ids]);
  }
}

function conflictAmount() {
  return conflict('The refund is more than what is left to refund on this payment', { totalCents: 'AMOUNT_EXCEEDS_REFUNDABLE' });
}

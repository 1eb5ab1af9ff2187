import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  FieldErrors,
  Identity,
  SERVICE_CONFIG,
  SettingsReader,
  actorOf,
  badInput,
  likeContains,
  conflict,
  notFound,
  paginate,
  writeEvent,
} from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import type { CommerceConfig } from '../commerce.config';
import { InventoryService } from '../inventory/inventory.service';
import { Buyer, DocumentLine, VatLine, buyerOf, vatLinesOf, vatRatePercentOf } from '../invoicing/document-lines';
import { sellerOf } from '../invoicing/seller';
import { SHIPPING_TAX_CATEGORY, VAT_RATE_TENTHS, spread, vatIncluded } from '../money/money';
import { OrderEntity, isQuote } from '../orders/order.entity';
import { nextNumber } from '../orders/order-number';
import { settleOrder, unitsOf } from '../orders/order-progress';
import { OrderStatus } from '../orders/order-status';
import { RETURN_MACHINE } from '../returns/return-status';
import { PaymentLedger } from '../transactions/payment-ledger';
import type { QueryRefundsArgs, RefundInput } from '../generated/graphql';
import { RefundGateway } from './refund-gateway';

export const MAX_REFUND_REASON = 500;
export const MAX_REFUND_SEARCH = 120;
/** A refund's amounts stay within an int column whatever the adjustment. */
export const MAX_ADJUSTMENT_CENTS = 100_000_000;

export type RefundStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

/** A refund (and its credit note) as the API reads it. */
export interface RefundRow {
  id: string;
  number: string;
  orderId: string;
  paymentId: string | null;
  returnRequestId: string | null;
  status: RefundStatus;
  shippingCents: number;
  adjustmentCents: number;
  totalCents: number;
  vatCents: number;
  vatLines: VatLine[];
  currency: string;
  restock: boolean;
  reason: string | null;
  createdAt: Date;
}

export interface RefundLineRow extends DocumentLine {
  refundId: string;
}

/** Orders a refund may be taken from: paid and invoiced (CLOSED means everything is refunded already). */
const REFUNDABLE_ORDER: readonly OrderStatus[] = ['PROCESSING', 'COMPLETED'];

const COLUMNS = `r.id, r.number, r.order_id AS "orderId", r.payment_id AS "paymentId", r.return_request_id AS "returnRequestId", r.status,
  r.shipping_cents AS "shippingCents", r.adjustment_cents AS "adjustmentCents", r.total_cents AS "totalCents", r.vat_cents AS "vatCents",
  r.vat_lines AS "vatLines", r.currency, r.restock, r.reason, r.created_at AS "createdAt"`;

/** The customer's credit note, served by invoicing's document route (same rules as an invoice's PDF). */
export const creditNotePath = (refundId: string) => `/documents/credit-notes/${refundId}.pdf`;

/** One product of the order as a refund prices it: what was really paid for its units (after the discount). */
interface PaidProduct {
  productId: string;
  sku: string;
  name: string;
  taxCategory: string;
  /** The rate it was sold at (order_lines.vat_rate_tenths; null on old rows). */
  vatRateTenths: number | null;
  quantity: number;
  paidCents: number;
}

/**
 * Refunds and their credit notes (avoirs AV-YYYY-NNNNNN). `create` writes everything in ONE transaction
 * with the order row locked (two staff members cannot refund the same units or money twice): the
 * refund and its lines, the restock, the payment's refunded amount and status (PAYMENT_MACHINE), the
 * return request's move to REFUNDED. The provider is asked after the commit (`complete`): a crash in
 * between leaves the refund PENDING, and `retryPendingRefunds` finishes it, the refund's row lock making
 * sure only one caller asks the provider.
 */
@Injectable()
export class RefundsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: PaymentLedger,
    private readonly inventory: InventoryService,
    private readonly gateway: RefundGateway,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
    private readonly settings: SettingsReader,
  ) {}

  /** Refunds left PENDING by a crash or a provider that did not answer are tried again at start. */
  onApplicationBootstrap(): void {
    void this.retryPendingRefunds().catch((error: Error) => this.logger.warn(`Pending refunds not retried: ${error.message}`));
  }

  // ---- creating -------------------------------------------------------------------------------------

  async create(orderId: string, input: RefundInput, by: Identity): Promise<RefundRow> {
    const actorId = actorOf(by);
    const wanted = checkInput(input);
    const created = await this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || isQuote(order)) throw notFound('Order');
      const [invoiced] = await manager.query('SELECT 1 FROM invoices WHERE order_id = $1 LIMIT 1', [orderId]);
      if (!invoiced || !REFUNDABLE_ORDER.includes(order.status))
        throw conflict(`Order ${order.number} cannot be refunded (${invoiced ? order.status : 'not invoiced'})`, { status: 'INVALID_TRANSITION' });

      // Units: at most what is invoiced and not refunded yet, per product.
      const units = new Map((await unitsOf(manager, orderId)).map((u) => [u.productId, u]));
      if (wanted.lines.some((l) => !units.has(l.productId))) throw badInput({ lines: 'NOT_IN_ORDER' }, 'A product is not part of this order');
      if (wanted.lines.some((l) => l.quantity > units.get(l.productId)!.invoiced - units.get(l.productId)!.refunded))
        throw conflict('More units than invoiced and not yet refunded', { lines: 'QUANTITY_EXCEEDS_REFUNDABLE' });
      const [{ shippingRefunded }] = await manager.query(
        `SELECT coalesce(sum(shipping_cents), 0)::int AS "shippingRefunded" FROM refunds WHERE order_id = $1 AND status <> 'FAILED'`,
        [orderId],
      );
      // What the customer paid for shipping: a free delivery (promotions) leaves nothing to refund.
      if (wanted.shippingCents > order.shippingCents - order.shippingDiscountCents - shippingRefunded)
        throw conflict('More shipping than charged and not yet refunded', { shippingCents: 'AMOUNT_EXCEEDS_REFUNDABLE' });

      // Amounts: each unit at what was really paid for it; refunding every unit of a line gives its paid total.
      const paid = await paidProducts(manager, order);
      const lines: DocumentLine[] = wanted.lines.map((l) => {
        const p = paid.get(l.productId)!;
        const before = units.get(l.productId)!.refunded;
        const totalCents = shareOf(p, before + l.quantity) - shareOf(p, before);
        return {
          productId: p.productId,
          sku: p.sku,
          name: p.name,
          quantity: l.quantity,
          unitPriceCents: Math.round(totalCents / l.quantity),
          totalCents,
          vatRatePercent: vatRatePercentOf(p.taxCategory, p.vatRateTenths),
        };
      });
      const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0) + wanted.shippingCents + wanted.adjustmentCents;
      if (totalCents <= 0) throw badInput({ totalCents: 'AMOUNT_OUT_OF_RANGE' }, 'A refund must give something back');

      // Money: at most what was captured and not refunded yet, taken from one payment.
      const payments = await this.ledger.refundable(manager, orderId);
      const left = (p: { amountCents: number; refundedCents: number }) => p.amountCents - p.refundedCents;
      const payment = payments[0];
      if (!payment || totalCents > left(payment))
        throw conflict(
          payments.length > 1 && totalCents <= payments.reduce((s, p) => s + left(p), 0)
            ? 'More than what is left on one payment: refund each payment separately'
            : 'More than what was paid and not yet refunded',
          { totalCents: 'AMOUNT_EXCEEDS_REFUNDABLE' },
        );

      const returnRequest = wanted.returnRequestId ? await this.lockReturnRequest(manager, wanted.returnRequestId, order) : null;

      const vatLines = withAdjustment(
        vatLinesOf(
          lines.map((l) => ({ vatRatePercent: l.vatRatePercent, paidCents: l.totalCents })),
          wanted.shippingCents,
          shippingRatePercentOf(order),
        ),
        wanted.adjustmentCents,
        shippingRatePercentOf(order),
      );
      const vatCents = vatLines.reduce((sum, v) => sum + v.vatCents, 0);
      const number = await nextNumber(manager, 'credit-note');
      const buyer: Buyer = buyerOf(order);
      const [refund] = await manager.query(
        `INSERT INTO refunds (number, order_id, payment_id, return_request_id, shipping_cents, adjustment_cents, total_cents, vat_cents, vat_lines,
           currency, restock, reason, seller, buyer, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          number,
          orderId,
          payment.id,
          returnRequest?.id ?? null,
          wanted.shippingCents,
          wanted.adjustmentCents,
          totalCents,
          vatCents,
          JSON.stringify(vatLines),
          order.currency,
          wanted.restock,
          wanted.reason,
          JSON.stringify(sellerOf(this.settings.group('general'), this.config.NODE_ENV === 'production')),
          JSON.stringify(buyer),
          actorId,
        ],
      );
      let position = 0;
      for (const l of lines) {
        await manager.query(
          `INSERT INTO refund_lines (refund_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, vat_rate_percent)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [refund.id, position++, l.productId, l.sku, l.name, l.quantity, l.unitPriceCents, l.totalCents, l.vatRatePercent],
        );
      }
      if (wanted.restock && lines.length)
        await this.inventory.release(
          manager,
          lines.map((l) => ({ productId: l.productId, sku: l.sku, quantity: l.quantity })),
          orderId,
          'REFUNDED',
        );
      await this.ledger.applyRefund(manager, payment.id, totalCents, actorId, number);
      if (returnRequest) await this.refundReturnRequest(manager, returnRequest, order, actorId);

      const route = this.gateway.route(payment.method, payment.providerReference);
      // Bank transfers and staff-recorded payments: staff pay it back themselves, it is done now.
      if (route.kind === 'staff') await this.markCompleted(manager, refund.id, null);
      return { id: refund.id as string, askProvider: route.kind === 'provider' };
    });
    // Committed: whatever happens now, the refund exists and stays PENDING until a retry completes it.
    if (created.askProvider) await this.complete(created.id).catch((error: Error) => this.logger.warn(`Refund ${created.id} left PENDING: ${error.message}`));
    return (await this.byIds([created.id]))[0];
  }

  /** The return request the refund settles: the order's own, RETURNED (row locked). */
  private async lockReturnRequest(manager: EntityManager, id: string, order: OrderEntity) {
    const [request] = await manager.query('SELECT id, number, order_id AS "orderId", status FROM return_requests WHERE id = $1 FOR UPDATE', [id]);
    if (!request || request.orderId !== order.id) throw badInput({ returnRequestId: 'NOT_IN_ORDER' }, 'This return request is not one of this order');
    if (!RETURN_MACHINE.can(request.status, 'REFUNDED'))
      throw conflict(`Return request ${request.number} is ${request.status}, not RETURNED`, { returnRequestId: 'INVALID_TRANSITION' });
    return request as { id: string; number: string; status: string };
  }

  private async refundReturnRequest(manager: EntityManager, request: { id: string; number: string }, order: OrderEntity, actorId: string | null) {
    const moved = await RETURN_MACHINE.transition(manager, { target: 'return_requests', id: request.id, to: 'REFUNDED', actorId, reason: 'REFUNDED' });
    await writeEvent(manager, Events.returnStatusChanged, request.id, {
      returnRequestId: request.id,
      number: request.number,
      orderNumber: order.number,
      customerId: order.customerId,
      email: order.customerEmail ?? '',
      firstName: order.customerFirstName ?? '',
      locale: order.locale,
      fromStatus: moved.from,
      toStatus: moved.to,
      comment: '',
      byStaff: true,
      changedAt: new Date().toISOString(),
    });
  }

  // ---- completing -----------------------------------------------------------------------------------

  /**
   * Asks the provider to pay a PENDING refund back, then COMPLETED. The refund's row is locked for the
   * whole call (SKIP LOCKED: a second caller leaves it alone), so one refund is asked once at a time; a
   * provider error keeps it PENDING with `failure_reason` for the next retry. 'skipped': not PENDING or
   * being completed by another caller; 'pending': the provider has no refund API or failed.
   */
  async complete(refundId: string): Promise<'completed' | 'pending' | 'skipped'> {
    return this.dataSource.transaction(async (manager) => {
      const [r] = await manager.query(
        `SELECT r.id, r.status, r.total_cents AS "totalCents", r.currency, p.method, p.provider_reference AS "providerReference"
         FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1 FOR UPDATE OF r SKIP LOCKED`,
        [refundId],
      );
      if (!r || r.status !== 'PENDING') return 'skipped';
      const route = this.gateway.route(r.method, r.providerReference);
      if (route.kind === 'none') return 'pending';
      let providerReference: string | null = null;
      if (route.kind === 'provider') {
        try {
          ({ providerReference } = await this.gateway.refund({
            method: r.method,
            paymentReference: r.providerReference,
            amountCents: r.totalCents,
            currency: r.currency,
            idempotencyKey: r.id,
          }));
        } catch (error) {
          const message = (error as Error).message ?? String(error);
          this.logger.warn(`Refund ${refundId} by ${r.method} not done yet: ${message}`);
          await manager.query('UPDATE refunds SET failure_reason = $2 WHERE id = $1', [refundId, message.slice(0, 500)]);
          return 'pending';
        }
      }
      await this.markCompleted(manager, refundId, providerReference);
      return 'completed';
    });
  }

  /**
   * Completes every PENDING refund it can (oldest first); the number completed. Refunds of a provider
   * without a refund API stay PENDING for staff and are not asked again.
   */
  async retryPendingRefunds(): Promise<number> {
    const pending: { id: string; method: string; providerReference: string }[] = await this.dataSource.query(
      `SELECT r.id, p.method, p.provider_reference AS "providerReference" FROM refunds r JOIN payments p ON p.id = r.payment_id
       WHERE r.status = 'PENDING' ORDER BY r.created_at, r.id`,
    );
    let completed = 0;
    for (const r of pending) {
      if (this.gateway.route(r.method, r.providerReference).kind === 'none') continue;
      if ((await this.complete(r.id)) === 'completed') completed++;
    }
    return completed;
  }

  /** COMPLETED, commerce.order.refunded (the customer's mail) and the order settled (CLOSED once all is refunded). */
  private async markCompleted(manager: EntityManager, refundId: string, providerReference: string | null): Promise<void> {
    const [r] = await manager.query('SELECT order_id AS "orderId" FROM refunds WHERE id = $1', [refundId]);
    const order = await manager.getRepository(OrderEntity).findOneOrFail({ where: { id: r.orderId }, lock: { mode: 'pessimistic_write' } });
    await manager.query(`UPDATE refunds SET status = 'COMPLETED', provider_reference = $2, failure_reason = NULL WHERE id = $1`, [refundId, providerReference]);
    const [refund] = await manager.query(`SELECT ${COLUMNS}, r.created_by AS "createdBy", r.updated_at AS "updatedAt" FROM refunds r WHERE r.id = $1`, [
      refundId,
    ]);
    const lines: RefundLineRow[] = await this.linesIn(manager, [refundId]);
    await writeEvent(manager, Events.orderRefunded, order.id, {
      refundId,
      orderId: order.id,
      orderNumber: order.number,
      customerId: order.customerId,
      email: order.customerEmail ?? '',
      locale: order.locale,
      lines: lines.map((l) => ({ productId: l.productId, sku: l.sku, quantity: l.quantity, amountCents: l.totalCents })),
      shippingCents: refund.shippingCents,
      amountCents: refund.totalCents,
      currency: refund.currency,
      reason: refund.reason ?? '',
      issuedBy: refund.createdBy ?? '',
      issuedAt: new Date(refund.updatedAt).toISOString(),
      creditNoteNumber: refund.number,
      firstName: order.customerFirstName ?? '',
    });
    await settleOrder(manager, order.id, refund.createdBy ?? null);
  }

  // ---- reading --------------------------------------------------------------------------------------

  /** Back office: newest first; search a credit note or order number, a customer's name or email. */
  list(args: QueryRefundsArgs) {
    const search = args.search?.trim().toLowerCase() || null;
    if (search && search.length > MAX_REFUND_SEARCH) throw badInput({ search: 'TOO_LONG' }, `search is at most ${MAX_REFUND_SEARCH} characters`);
    const params: unknown[] = [];
    let filter = '';
    if (search) {
      params.push(likeContains(search));
      filter = 'WHERE r.search_text LIKE $1'; // its number and its order's text, trigram-indexed (migration 2700)
    }
    return paginate<RefundRow>(args, async ({ skip, take }) => {
      const [rows, [{ total }]] = await Promise.all([
        this.dataSource.query(`SELECT ${COLUMNS} FROM refunds r ${filter} ORDER BY r.created_at DESC, r.id LIMIT ${take} OFFSET ${skip}`, params),
        this.dataSource.query(`SELECT count(*)::int AS total FROM refunds r ${filter}`, params),
      ]);
      return [rows, total];
    });
  }

  byIds(ids: readonly string[]): Promise<RefundRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM refunds r WHERE r.id = ANY($1)`, [ids]);
  }

  /** Refunds of these orders, oldest first (Order.refunds). */
  ofOrders(orderIds: readonly string[]): Promise<RefundRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM refunds r WHERE r.order_id = ANY($1) ORDER BY r.created_at, r.id`, [orderIds]);
  }

  /** Refunds settling these return requests (ReturnRequest.refund, returns/). */
  ofReturnRequests(returnRequestIds: readonly string[]): Promise<RefundRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM refunds r WHERE r.return_request_id = ANY($1) ORDER BY r.created_at, r.id`, [returnRequestIds]);
  }

  linesOf(refundIds: readonly string[]): Promise<RefundLineRow[]> {
    return this.linesIn(this.dataSource.manager, refundIds);
  }

  private linesIn(manager: EntityManager, refundIds: readonly string[]): Promise<RefundLineRow[]> {
    return manager
      .query(
        `SELECT refund_id AS "refundId", product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents", total_cents AS "totalCents",
           vat_rate_percent AS "vatRatePercent" FROM refund_lines WHERE refund_id = ANY($1) ORDER BY refund_id, position`,
        [refundIds],
      )
      .then((rows: RefundLineRow[]) => rows.map((l) => ({ ...l, vatRatePercent: Number(l.vatRatePercent) })));
  }
}

/** The input's own rules, before any read: quantities, amounts, reason. Lines of one product add up. */
function checkInput(input: RefundInput) {
  const errors: FieldErrors = {};
  const merged = new Map<string, number>();
  for (const l of input.lines ?? []) {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) errors.lines = 'QUANTITY_OUT_OF_RANGE';
    merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  }
  const shippingCents = input.shippingCents ?? 0;
  const adjustmentCents = input.adjustmentCents ?? 0;
  if (!Number.isInteger(shippingCents) || shippingCents < 0) errors.shippingCents = 'AMOUNT_OUT_OF_RANGE';
  if (!Number.isInteger(adjustmentCents) || Math.abs(adjustmentCents) > MAX_ADJUSTMENT_CENTS) errors.adjustmentCents = 'AMOUNT_OUT_OF_RANGE';
  const reason = input.reason?.trim() || null;
  if (reason && [...reason].length > MAX_REFUND_REASON) errors.reason = 'TOO_LONG';
  if (!errors.lines && !errors.shippingCents && !errors.adjustmentCents && !merged.size && shippingCents + adjustmentCents <= 0)
    errors.totalCents = 'AMOUNT_OUT_OF_RANGE';
  if (Object.keys(errors).length) throw badInput(errors, 'The refund is not valid');
  return {
    lines: [...merged].map(([productId, quantity]) => ({ productId, quantity })),
    shippingCents,
    adjustmentCents,
    restock: input.restock,
    reason,
    returnRequestId: input.returnRequestId ?? null,
  };
}

/** Per product: its units and what was paid for them (line totals less their share of the order's discount). */
async function paidProducts(manager: EntityManager, order: OrderEntity): Promise<Map<string, PaidProduct>> {
  const rows: {
    productId: string;
    sku: string;
    name: string;
    quantity: number;
    totalCents: number;
    taxCategory: string;
    discountCents: number;
    vatRateTenths: number | null;
  }[] = await manager.query(
    `SELECT product_id AS "productId", sku, name, quantity, total_cents AS "totalCents", tax_category AS "taxCategory", discount_cents AS "discountCents",
              vat_rate_tenths AS "vatRateTenths"
       FROM order_lines WHERE order_id = $1 ORDER BY position`,
    [order.id],
  );
  // Each line's share of the discounts as checkout computed it (order_lines.discount_cents; migration 2800
  // wrote the proportional shares of orders placed before promotions). A free delivery is not on the lines.
  const stored = rows.map((l) => l.discountCents);
  const onLines = order.discountCents - order.shippingDiscountCents;
  const shares =
    stored.reduce((a, b) => a + b, 0) === onLines
      ? stored
      : spread(
          onLines,
          rows.map((l) => l.totalCents),
        );
  const products = new Map<string, PaidProduct>();
  rows.forEach((l, i) => {
    const p = products.get(l.productId) ?? {
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      taxCategory: l.taxCategory,
      vatRateTenths: l.vatRateTenths,
      quantity: 0,
      paidCents: 0,
    };
    p.quantity += l.quantity;
    p.paidCents += l.totalCents - shares[i];
    products.set(l.productId, p);
  });
  return products;
}

/** What the first `units` units of a product are worth: the paid total spread over its units, exact when all are counted. */
function shareOf(p: PaidProduct, units: number): number {
  return Math.floor((p.paidCents * Math.min(units, p.quantity)) / p.quantity);
}

/** Shipping's rate as the order was placed (older orders: France's standard rate). */
const shippingRatePercentOf = (order: OrderEntity): number => (order.shippingVatRateTenths ?? VAT_RATE_TENTHS[SHIPPING_TAX_CATEGORY]) / 10;

/**
 * The adjustment is a price correction on the sale as a whole: its VAT at the standard rate the order
 * was placed with, like shipping (a negative one, a fee kept, lowers that rate's base and VAT).
 */
function withAdjustment(vatLines: VatLine[], adjustmentCents: number, rate: number): VatLine[] {
  if (!adjustmentCents) return vatLines;
  const vat = Math.sign(adjustmentCents) * vatIncluded(Math.abs(adjustmentCents), Math.round(rate * 10));
  const lines = vatLines.map((v) => ({ ...v }));
  const line = lines.find((v) => v.ratePercent === rate);
  if (line) {
    line.baseCents += adjustmentCents - vat;
    line.vatCents += vat;
  } else lines.push({ ratePercent: rate, baseCents: adjustmentCents - vat, vatCents: vat });
  return lines.filter((v) => v.baseCents !== 0 || v.vatCents !== 0).sort((a, b) => b.ratePercent - a.ratePercent);
}

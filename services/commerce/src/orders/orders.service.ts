import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  FieldErrors,
  Identity,
  SERVICE_CONFIG,
  actorOf,
  badInput,
  likeContains,
  hasPermission,
  notFound,
  paginateQuery,
  writeEvent,
  asLocale,
} from '@guide/platform';
import { SHOP_LIMITS, staffCommentError } from '@guide/validation';
import { Events } from '@guide/proto-schemas';
import { CommerceConfig, bankDetails } from '../commerce.config';
import { bankTransferInstructions } from '../checkout/offline-payments/bank-transfer.handler';
import { InventoryService } from '../inventory/inventory.service';
import { PaymentLedger } from '../transactions/payment-ledger';
import { OrderEntity, isQuote } from './order.entity';
import { ORDER_MACHINE, OrderStatus } from './order-status';
import { TaxCategory, computeTotals } from '../money/money';
import { OrderDiscountsService } from '../promotions/order-discounts.service';
import type { QueryMyOrdersArgs, QueryOrdersArgs, QuotePriceInput } from '../generated/graphql';

export interface OrderLineRow {
  orderId: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  taxCategory: string;
  /** The rate it was placed with (tenths); null on rows older than migration 2930. */
  vatRateTenths: number | null;
}

export interface OrderCommentRow {
  id: string;
  orderId: string;
  body: string;
  fromStaff: boolean;
  createdAt: Date;
}

/** How long staff may make a quote's prices hold: a year at most. */
const MAX_QUOTE_VALIDITY_MS = 366 * 24 * 3600 * 1000;

/** Who may read one order through a federation reference: its customer, or staff who may view orders. */
export const ORDER_VIEW_PERMISSION = 'sales.orders.view';
export const MAX_STAFF_COMMENT = SHOP_LIMITS.staffCommentMax;

const LINE_COLUMNS = `order_id AS "orderId", product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents",
  total_cents AS "totalCents", tax_category AS "taxCategory", vat_rate_tenths AS "vatRateTenths"`;

@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly ledger: PaymentLedger,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
    private readonly orderDiscounts: OrderDiscountsService,
  ) {}

  // ---- reading --------------------------------------------------------------------------------------

  /** A customer's orders (not quotes) or quotes, newest first. */
  listForCustomer(customerId: string, args: QueryMyOrdersArgs, kind: 'orders' | 'quotes') {
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.customer_id = :customerId', { customerId })
      .andWhere('o.kind = :kind', { kind: kind === 'quotes' ? 'QUOTE' : 'ORDER' })
      .orderBy('o.placed_at', 'DESC')
      .addOrderBy('o.id', 'ASC');
    return paginateQuery(args, qb);
  }

  async myOrder(customerId: string, number: string): Promise<OrderEntity | null> {
    return this.dataSource.getRepository(OrderEntity).findOneBy({ customerId, number: number.trim() });
  }

  async byId(id: string): Promise<OrderEntity | null> {
    return this.dataSource.getRepository(OrderEntity).findOneBy({ id });
  }

  /** Back office: every order and quote, filtered; search by number, customer name or email. */
  async listAll(args: QueryOrdersArgs) {
    if (args.status != null && !ORDER_MACHINE.isState(args.status)) throw badInput({ status: 'INVALID_CHOICE' });
    const from = args.placedFrom ? new Date(args.placedFrom) : null;
    const to = args.placedTo ? new Date(args.placedTo) : null;
    if (from && to && from > to) throw badInput({ placedTo: 'DATE_RANGE_INVALID' }, 'placedTo is before placedFrom');
    const qb = this.dataSource.getRepository(OrderEntity).createQueryBuilder('o');
    if (args.status) qb.andWhere('o.status = :status', { status: args.status });
    if (args.customerId) qb.andWhere('o.customer_id = :customerId', { customerId: args.customerId });
    if (from) qb.andWhere('o.placed_at >= :from', { from });
    if (to) qb.andWhere('o.placed_at <= :to', { to });
    const search = args.search?.trim().toLowerCase();
    if (search) {
      // the number, the email and the name either way round, lower-cased, trigram-indexed (migration 2700)
      qb.andWhere('o.search_text LIKE :like', { like: likeContains(search) });
    }
    qb.orderBy('o.placed_at', 'DESC').addOrderBy('o.id', 'ASC');
    return paginateQuery(args, qb);
  }

  async visibleTo(id: string, identity: Identity): Promise<OrderEntity | null> {
    const order = await this.byId(id);
    if (!order) return null;
    if (identity.kind === 'customer' && identity.id === order.customerId) return order;
    return hasPermission(identity, ORDER_VIEW_PERMISSION) ? order : null;
  }

  linesOf(orderIds: readonly string[]): Promise<OrderLineRow[]> {
    return this.dataSource.query(`SELECT ${LINE_COLUMNS} FROM order_lines WHERE order_id = ANY($1) ORDER BY order_id, position`, [orderIds]);
  }

  commentsOf(orderIds: readonly string[]): Promise<OrderCommentRow[]> {
    return this.dataSource.query(
      `SELECT id, order_id AS "orderId", body, from_staff AS "fromStaff", created_at AS "createdAt" FROM order_comments
       WHERE order_id = ANY($1) ORDER BY order_id, created_at, id`,
      [orderIds],
    );
  }

  numbersOf(ids: readonly string[]): Promise<{ id: string; number: string }[]> {
    return this.dataSource.query('SELECT id, number FROM orders WHERE id = ANY($1)', [ids]);
  }

  /** Bank details and reference, for a bank transfer still waiting for its payment. */
  paymentInstructions(order: OrderEntity): string | null {
    if (order.status !== 'PENDING_PAYMENT' || order.paymentMethod !== 'bank-transfer') return null;
    return bankTransferInstructions(bankDetails(this.config), order, asLocale(order.locale));
  }

  // ---- changing -------------------------------------------------------------------------------------

  /** Cancels an order (or a quote); an order's reserved stock goes back to the default source. */
  cancel(id: string, by: Identity): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => {
      const result = await ORDER_MACHINE.transition(manager, { target: OrderEntity, id, to: 'CANCELED', actorId: actorOf(by) });
      if (!isQuote(result.row)) {
        const lines = await manager.query('SELECT product_id AS "productId", sku, quantity FROM order_lines WHERE order_id = $1', [id]);
        await this.inventory.release(manager, lines, id);
      }
      return result.row;
    });
  }

  /**
   * Staff record a bank transfer that arrived: a CAPTURED payment in the ledger (reference manual-<id>),
   * PENDING_PAYMENT -> PROCESSING and commerce.payment.captured. An order the table does not let go to
   * PROCESSING (already paid, canceled, a quote) is refused with INVALID_TRANSITION.
   */
  confirmPayment(id: string, by: Identity): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order || isQuote(order)) throw notFound('Order');
      ORDER_MACHINE.assert(order.status, 'PROCESSING');
      await this.ledger.recordPayment(manager, order, {
        method: order.paymentMethod ?? 'bank-transfer',
        providerReference: `manual-${id}`,
        status: 'captured',
        actorId: actorOf(by),
      });
      return await manager.getRepository(OrderEntity).findOneByOrFail({ id });
    });
  }

  /** Staff answer a quote: a comment, and commerce.quote.answered (the customer is emailed). */
  commentQuote(id: string, comment: string, by: Identity): Promise<OrderEntity> {
    const body = comment.trim();
    const refused = staffCommentError(body);
    if (refused) throw badInput({ comment: refused });
    return this.dataSource.transaction(async (manager) => {
      const quote = await this.lockedOpenQuote(manager, id);
      return this.answered(manager, quote, { comment: body, priced: false }, by);
    });
  }

  /**
   * Staff price a quote before sending it: prices of some lines, a discount (an amount; omitted: the
   * current one, within the new subtotal), how long the offer holds, an optional comment. Totals and VAT
   * are computed again by the shop's arithmetic (money.ts); the customer is emailed the offer and may
   * order it at these prices from then on (until validUntil).
   */
  priceQuote(id: string, input: QuotePriceInput, by: Identity): Promise<OrderEntity> {
    const errors: FieldErrors = {};
    const validUntil = input.validUntil ? new Date(input.validUntil) : null;
    if (validUntil && validUntil.getTime() <= Date.now()) errors.validUntil = 'DATE_IN_PAST';
    else if (validUntil && validUntil.getTime() > Date.now() + MAX_QUOTE_VALIDITY_MS) errors.validUntil = 'OUT_OF_RANGE';
    if (input.discountCents != null && (input.discountCents < 0 || input.discountCents > SHOP_LIMITS.amountOffCentsMax))
      errors.discountCents = 'AMOUNT_OUT_OF_RANGE';
    const prices = new Map<string, number>();
    for (const line of input.lines) {
      if (prices.has(line.productId)) errors.lines = 'DUPLICATE';
      else if (line.unitPriceCents < 0 || line.unitPriceCents > SHOP_LIMITS.amountOffCentsMax) errors.lines = 'AMOUNT_OUT_OF_RANGE';
      prices.set(line.productId, line.unitPriceCents);
    }
    const comment = input.comment?.trim() || null;
    const refused = comment ? staffCommentError(comment) : null;
    if (refused) errors.comment = refused;
    if (Object.keys(errors).length) throw badInput(errors, 'The quote cannot be priced so');
    return this.dataSource.transaction(async (manager) => {
      const quote = await this.lockedOpenQuote(manager, id);
      const lines: (OrderLineRow & { position: number })[] = await manager.query(
        `SELECT ${LINE_COLUMNS}, position FROM order_lines WHERE order_id = $1 ORDER BY position`,
        [id],
      );
      const known = new Set(lines.map((l) => l.productId));
      if ([...prices.keys()].some((p) => !known.has(p))) throw badInput({ lines: 'NOT_IN_ORDER' }, 'A priced line is not in the quote');
      // The quote keeps the VAT rates it was asked with (order_lines.vat_rate_tenths), whatever the rates are today.
      const priced = lines.map((l) => ({
        ...l,
        unitPriceCents: prices.get(l.productId) ?? l.unitPriceCents,
        taxCategory: l.taxCategory as TaxCategory,
        vatRateTenths: l.vatRateTenths ?? undefined,
      }));
      const subTotal = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      const discount = input.discountCents ?? Math.min(quote.discountCents, subTotal);
      if (discount > subTotal) throw badInput({ discountCents: 'AMOUNT_OUT_OF_RANGE' }, 'The discount is above the subtotal');
      const totals = computeTotals(priced, { amountOffCents: discount || null }, quote.shippingCents, quote.shippingVatRateTenths ?? undefined);
      for (const [i, l] of priced.entries())
        await manager.query('UPDATE order_lines SET unit_price_cents = $3, total_cents = $4, discount_cents = $5 WHERE order_id = $1 AND position = $2', [
          id,
          l.position,
          l.unitPriceCents,
          totals.lines[i].totalCents,
          totals.lines[i].discountCents,
        ]);
      // Staff's discount is one amount on the lines: the quote's discounts by name stay while it is the same total.
      if (totals.discountCents !== quote.discountCents || quote.shippingDiscountCents)
        await this.orderDiscounts.replace(manager, id, totals.discountCents ? [{ promotionId: null, name: 'Remise', amountCents: totals.discountCents }] : []);
      await manager.query(
        `UPDATE orders SET sub_total_cents = $2, discount_cents = $3, vat_cents = $4, total_cents = $5, quote_valid_until = $6,
           coupon_code = CASE WHEN $7::boolean THEN NULL ELSE coupon_code END, shipping_discount_cents = 0 WHERE id = $1`,
        [id, totals.subTotalCents, totals.discountCents, totals.vatCents, totals.totalCents, validUntil, input.discountCents != null],
      );
      const repriced = await manager.getRepository(OrderEntity).findOneByOrFail({ id });
      return this.answered(manager, repriced, { comment, priced: true }, by);
    });
  }

  private async lockedOpenQuote(manager: EntityManager, id: string): Promise<OrderEntity> {
    const quote = await manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!quote) throw notFound('Order');
    if (quote.status !== 'QUOTE') throw badInput({ status: 'NOT_A_QUOTE' }, 'Only an open quote can be answered');
    return quote;
  }

  /** The answer's common part: the staff comment if any, answered from now on, commerce.quote.answered (the customer's mail). */
  private async answered(manager: EntityManager, quote: OrderEntity, a: { comment: string | null; priced: boolean }, by: Identity): Promise<OrderEntity> {
    if (a.comment)
      await manager.query('INSERT INTO order_comments (order_id, body, from_staff, author_id) VALUES ($1, $2, true, $3)', [quote.id, a.comment, actorOf(by)]);
    const [row] = await manager.query('SELECT clock_timestamp() AS at');
    await manager.query('UPDATE orders SET quote_answered_at = coalesce(quote_answered_at, $2), updated_at = now() WHERE id = $1', [quote.id, row.at]);
    await writeEvent(manager, Events.quoteAnswered, quote.id, {
      quoteId: quote.id,
      number: quote.number,
      customerId: quote.customerId,
      email: quote.customerEmail ?? '',
      firstName: quote.customerFirstName ?? '',
      locale: quote.locale,
      comment: a.comment ?? '',
      answeredBy: actorOf(by) ?? '',
      totalCents: quote.totalCents,
      currency: quote.currency,
      answeredAt: new Date(row.at).toISOString(),
      priced: a.priced,
      validUntil: quote.quoteValidUntil?.toISOString() ?? '',
    });
    return manager.getRepository(OrderEntity).findOneByOrFail({ id: quote.id });
  }

  /** Every status change goes through here, so the table in order-status.ts is the only rule (history and event included). */
  async transition(id: string, to: OrderStatus, by: { actorId?: string | null; reason?: string | null } = {}): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => (await ORDER_MACHINE.transition(manager, { target: OrderEntity, id, to, ...by })).row);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Identity, SERVICE_CONFIG, actorOf, badInput, hasPermission, notFound, paginateQuery, writeEvent, asLocale } from '@guide/platform';
import { SHOP_LIMITS, staffCommentError } from '@guide/validation';
import { Events } from '@guide/proto-schemas';
import { CommerceConfig, bankDetails } from '../commerce.config';
import { bankTransferInstructions } from '../checkout/offline-payments/bank-transfer.handler';
import { InventoryService } from '../inventory/inventory.service';
import { OrderEntity } from './order.entity';
import { ORDER_MACHINE, OrderStatus } from './order-status';
import type { QueryMyOrdersArgs, QueryOrdersArgs } from '../generated/graphql';

export interface OrderLineRow {
  orderId: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  taxCategory: string;
}

export interface OrderCommentRow {
  id: string;
  orderId: string;
  body: string;
  fromStaff: boolean;
  createdAt: Date;
}

/** Who may read one order through a federation reference: its customer, or staff who may view orders. */
export const ORDER_VIEW_PERMISSION = 'sales.orders.view';
export const MAX_STAFF_COMMENT = SHOP_LIMITS.staffCommentMax;

/** A quote is numbered in its own sequence: D-YYYY-NNNNNN (it stays one once converted or canceled). */
export const isQuote = (order: Pick<OrderEntity, 'number'>) => order.number.startsWith('D-');

const LINE_COLUMNS = `order_id AS "orderId", product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents",
  total_cents AS "totalCents", tax_category AS "taxCategory"`;

/** A payment outcome to record: who paid (method), the provider's reference, and the status. */
export interface PaymentRecord {
  method: string;
  providerReference: string;
  status: 'captured' | 'failed' | 'pending';
  amountCents?: number;
  reason?: string;
  actorId?: string | null;
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
  ) {}

  // ---- reading --------------------------------------------------------------------------------------

  /** A customer's orders (not quotes) or quotes, newest first. */
  listForCustomer(customerId: string, args: QueryMyOrdersArgs, kind: 'orders' | 'quotes') {
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.customer_id = :customerId', { customerId })
      .andWhere(kind === 'quotes' ? "o.number LIKE 'D-%'" : "o.number NOT LIKE 'D-%'")
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
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        `(lower(o.number) LIKE :like OR lower(o.customer_email) LIKE :like OR lower(o.customer_first_name || ' ' || o.customer_last_name) LIKE :like
          OR lower(o.customer_last_name || ' ' || o.customer_first_name) LIKE :like)`,
        { like },
      );
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

  /** Staff record a bank transfer that arrived: PENDING_PAYMENT -> PROCESSING and commerce.payment.captured. */
  confirmPayment(id: string, by: Identity): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order || isQuote(order)) throw notFound('Order');
      if (order.status !== 'PENDING_PAYMENT')
        throw badInput({ status: 'INVALID_TRANSITION' }, `Order cannot go from ${order.status} to PROCESSING by a payment`);
      const reference = `manual-${id}`;
      await this.recordPayment(manager, order, {
        method: order.paymentMethod ?? 'bank-transfer',
        providerReference: reference,
        status: 'captured',
        actorId: actorOf(by),
      });
      return await manager.getRepository(OrderEntity).findOneByOrFail({ id });
    });
  }

  /**
   * Records a payment outcome in the caller's transaction (the order row locked by the caller) and applies
   * it: captured moves PENDING / PENDING_PAYMENT to PROCESSING and writes commerce.payment.captured;
   * failed writes commerce.payment.failed and leaves the order payable. The same outcome twice (method,
   * reference, status) is recorded once: 'unchanged'.
   */
  async recordPayment(manager: EntityManager, order: OrderEntity, p: PaymentRecord): Promise<'applied' | 'unchanged'> {
    const amountCents = p.amountCents ?? order.totalCents;
    const [inserted] = await manager.query(
      `INSERT INTO payments (order_id, method, status, provider_reference, amount_cents, currency, actor_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (method, provider_reference) DO UPDATE SET status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents
         WHERE payments.status = 'PENDING' AND EXCLUDED.status <> 'PENDING'
       RETURNING id`,
      [order.id, p.method, p.status.toUpperCase(), p.providerReference, amountCents, order.currency, p.actorId ?? null],
    );
    if (!inserted) return 'unchanged';
    const attempt = {
      paymentId: inserted.id,
      orderId: order.id,
      orderNumber: order.number,
      customerId: order.customerId,
      email: order.customerEmail ?? '',
      locale: order.locale,
      method: p.method,
      providerReference: p.providerReference.startsWith('manual-') ? '' : p.providerReference,
      amountCents,
      currency: order.currency,
    };
    const now = new Date().toISOString();
    if (p.status === 'captured') {
      if (order.status !== 'PENDING' && order.status !== 'PENDING_PAYMENT') return 'unchanged'; // never moved back
      await ORDER_MACHINE.transition(manager, { target: OrderEntity, id: order.id, to: 'PROCESSING', actorId: p.actorId ?? null });
      await writeEvent(manager, Events.paymentCaptured, order.id, { payment: attempt, capturedAt: now });
      return 'applied';
    }
    if (p.status === 'failed') {
      if (order.status !== 'PENDING' && order.status !== 'PENDING_PAYMENT') return 'unchanged'; // a failure after a capture changes nothing
      await writeEvent(manager, Events.paymentFailed, order.id, { payment: attempt, reason: p.reason ?? '', failedAt: now });
      return 'applied';
    }
    return 'applied';
  }

  /** Staff answer a quote: a comment, and commerce.quote.answered (the customer is emailed). */
  commentQuote(id: string, comment: string, by: Identity): Promise<OrderEntity> {
    const body = comment.trim();
    const refused = staffCommentError(body);
    if (refused) throw badInput({ comment: refused });
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order');
      if (order.status !== 'QUOTE') throw badInput({ status: 'NOT_A_QUOTE' }, 'Only an open quote can be answered');
      const [row] = await manager.query('INSERT INTO order_comments (order_id, body, from_staff, author_id) VALUES ($1, $2, true, $3) RETURNING created_at', [
        id,
        body,
        by.kind === 'anonymous' ? null : by.id,
      ]);
      await manager.query('UPDATE orders SET updated_at = now() WHERE id = $1', [id]);
      await writeEvent(manager, Events.quoteAnswered, id, {
        quoteId: id,
        number: order.number,
        customerId: order.customerId,
        email: order.customerEmail ?? '',
        firstName: order.customerFirstName ?? '',
        locale: order.locale,
        comment: body,
        answeredBy: actorOf(by) ?? '',
        totalCents: order.totalCents,
        currency: order.currency,
        answeredAt: new Date(row.created_at).toISOString(),
      });
      return manager.getRepository(OrderEntity).findOneByOrFail({ id });
    });
  }

  /** Every status change goes through here, so the table in order-status.ts is the only rule (history and event included). */
  async transition(id: string, to: OrderStatus, by: { actorId?: string | null; reason?: string | null } = {}): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => (await ORDER_MACHINE.transition(manager, { target: OrderEntity, id, to, ...by })).row);
  }
}

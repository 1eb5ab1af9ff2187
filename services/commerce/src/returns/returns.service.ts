import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  FieldErrors,
  Identity,
  SettingsReader,
  actorOf,
  badInput,
  conflict,
  forbidden,
  hasPermission,
  insertStatusHistory,
  likeContains,
  notFound,
  paginate,
  unauthenticated,
} from '@guide/platform';
import { OrderEntity, isQuote } from '../orders/order.entity';
import { nextNumber } from '../orders/order-number';
import { unitsOf } from '../orders/order-progress';
import type { QueryMyReturnsArgs, QueryReturnRequestsArgs, ReturnRequestInput } from '../generated/graphql';
import { RETURN_MACHINE, ReturnStatus } from './return-status';
import { CREATED_FROM, RETURN_COLUMNS, ReturnRow, moveReturn, readReturn, writeReturnStatusChanged } from './return-transition';

export const RETURN_LIMITS = {
  orderNumberMax: 20,
  reasonMax: 2000,
  lineReasonMax: 500,
  messageMax: 5000,
  commentMax: 1000,
  searchMax: 120,
} as const;

export interface ReturnLineRow {
  returnRequestId: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  reason: string | null;
}

export interface ReturnMessageRow {
  id: string;
  returnRequestId: string;
  body: string;
  fromStaff: boolean;
  createdAt: Date;
}

export interface ReturnHistoryRow {
  entityId: string;
  fromStatus: string;
  toStatus: string;
  actorId: string | null;
  occurredAt: Date;
}

/**
 * The refund that settled a request, with the columns of refunds/'s RefundRow (its resolvers answer
 * Refund.order, lines and pdfUrl from `id` and `orderId`).
 */
export interface ReturnRefundRow {
  id: string;
  number: string;
  orderId: string;
  paymentId: string | null;
  returnRequestId: string;
  status: string;
  shippingCents: number;
  adjustmentCents: number;
  totalCents: number;
  vatCents: number;
  vatLines: unknown[];
  currency: string;
  restock: boolean;
  reason: string | null;
  createdAt: Date;
}

interface CleanInput {
  orderNumber: string;
  resolution: 'REFUND' | 'REPLACEMENT';
  reason: string;
  lines: { productId: string; quantity: number; reason: string | null }[];
}

const length = (s: string) => [...s].length;

/** The input's own rules (BAD_USER_INPUT), before anything is read. */
export function cleanReturnInput(input: ReturnRequestInput): CleanInput {
  const errors: FieldErrors = {};
  const orderNumber = (input.orderNumber ?? '').trim();
  if (!orderNumber) errors.orderNumber = 'REQUIRED';
  else if (length(orderNumber) > RETURN_LIMITS.orderNumberMax) errors.orderNumber = 'TOO_LONG';
  if (input.resolution !== 'REFUND' && input.resolution !== 'REPLACEMENT') errors.resolution = 'INVALID_CHOICE';
  const reason = (input.reason ?? '').trim();
  if (!reason) errors.reason = 'REQUIRED';
  else if (length(reason) > RETURN_LIMITS.reasonMax) errors.reason = 'TOO_LONG';
  const lines = (input.lines ?? []).map((l) => ({ productId: l.productId, quantity: l.quantity, reason: l.reason?.trim() || null }));
  if (!lines.length) errors.lines = 'REQUIRED';
  const seen = new Set<string>();
  for (const l of lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) errors.lines ??= 'QUANTITY_OUT_OF_RANGE';
    if (l.reason && length(l.reason) > RETURN_LIMITS.lineReasonMax) errors.lines ??= 'TOO_LONG';
    if (seen.has(l.productId)) errors.lines ??= 'DUPLICATE';
    seen.add(l.productId);
  }
  if (Object.keys(errors).length) throw badInput(errors, 'The return request is not valid');
  return { orderNumber, resolution: input.resolution as CleanInput['resolution'], reason, lines };
}

const DAY_MS = 86_400_000;
/** Staff who may read any request (a federation reference). */
const STAFF_VIEW = ['sales.rma.view', 'sales.rma.list', 'sales.rma.update'] as const;

@Injectable()
export class ReturnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  /** Setting sales.returnWindowDays, as it is now (a change applies to the next request). */
  private get windowDays(): number {
    return this.settings.get('sales', 'returnWindowDays');
  }

  // ---- reading --------------------------------------------------------------------------------------

  /** The customer's own requests, newest first. */
  listForCustomer(customerId: string, args: QueryMyReturnsArgs) {
    return this.page(args, 'WHERE r.customer_id = $1', [customerId]);
  }

  async mine(customerId: string, number: string): Promise<ReturnRow | null> {
    const [row] = await this.dataSource.query(`SELECT ${RETURN_COLUMNS} FROM return_requests r WHERE r.customer_id = $1 AND r.number = $2`, [
      customerId,
      number.trim().toUpperCase(),
    ]);
    return row ?? null;
  }

  byId(id: string): Promise<ReturnRow | null> {
    return readReturn(this.dataSource, id);
  }

  async visibleTo(id: string, identity: Identity): Promise<ReturnRow | null> {
    const row = await this.byId(id);
    if (!row) return null;
    if (identity.kind === 'customer' && identity.id === row.customerId) return row;
    return STAFF_VIEW.some((p) => hasPermission(identity, p)) ? row : null;
  }

  /** Back office: newest first; by status; search by return or order number, the customer's name or email; by customer. */
  listAll(args: QueryReturnRequestsArgs) {
    if (args.status != null && !RETURN_MACHINE.isState(args.status)) throw badInput({ status: 'INVALID_CHOICE' });
    const search = args.search?.trim().toLowerCase() ?? '';
    if (length(search) > RETURN_LIMITS.searchMax) throw badInput({ search: 'TOO_LONG' });
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.status) {
      params.push(args.status);
      where.push(`r.status = $${params.length}`);
    }
    if (search) {
      params.push(likeContains(search));
      where.push(`r.search_text LIKE $${params.length}`); // its number and its order's text, trigram-indexed (migration 2700)
    }
    if (args.customerId) {
      params.push(args.customerId);
      where.push(`r.customer_id = $${params.length}`);
    }
    return this.page(args, where.length ? `WHERE ${where.join(' AND ')}` : '', params);
  }

  private page(args: { first?: number | null; after?: string | null }, where: string, params: unknown[]) {
    return paginate<ReturnRow>(args, async ({ skip, take }) => {
      const from = `FROM return_requests r ${where}`;
      const [rows, [{ total }]] = await Promise.all([
        this.dataSource.query(`SELECT ${RETURN_COLUMNS} ${from} ORDER BY r.created_at DESC, r.id LIMIT ${take} OFFSET ${skip}`, params),
        this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params),
      ]);
      return [rows, total];
    });
  }

  ofOrders(orderIds: readonly string[]): Promise<ReturnRow[]> {
    return this.dataSource.query(`SELECT ${RETURN_COLUMNS} FROM return_requests r WHERE r.order_id = ANY($1) ORDER BY r.created_at, r.number`, [orderIds]);
  }

  linesOf(ids: readonly string[]): Promise<ReturnLineRow[]> {
    return this.dataSource.query(
      `SELECT l.return_request_id AS "returnRequestId", l.product_id AS "productId", l.sku, l.name, l.quantity, l.reason
       FROM return_lines l JOIN return_requests r ON r.id = l.return_request_id
       WHERE l.return_request_id = ANY($1)
       ORDER BY l.return_request_id, (SELECT min(ol.position) FROM order_lines ol WHERE ol.order_id = r.order_id AND ol.product_id = l.product_id), l.product_id`,
      [ids],
    );
  }

  messagesOf(ids: readonly string[]): Promise<ReturnMessageRow[]> {
    return this.dataSource.query(
      `SELECT id, return_request_id AS "returnRequestId", body, from_staff AS "fromStaff", created_at AS "createdAt"
       FROM return_messages WHERE return_request_id = ANY($1) ORDER BY return_request_id, created_at, id`,
      [ids],
    );
  }

  historyOf(ids: readonly string[]): Promise<ReturnHistoryRow[]> {
    return this.dataSource.query(
      `SELECT entity_id AS "entityId", from_status AS "fromStatus", to_status AS "toStatus", actor_id AS "actorId", occurred_at AS "occurredAt"
       FROM status_history WHERE entity = $1 AND entity_id = ANY($2) ORDER BY entity_id, occurred_at, id`,
      [RETURN_MACHINE.entity, ids],
    );
  }

  /** The latest refund naming each request (not a FAILED one). */
  refundsOf(ids: readonly string[]): Promise<ReturnRefundRow[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (return_request_id) id, number, order_id AS "orderId", payment_id AS "paymentId", return_request_id AS "returnRequestId",
         status, shipping_cents AS "shippingCents", adjustment_cents AS "adjustmentCents", total_cents AS "totalCents", vat_cents AS "vatCents",
         vat_lines AS "vatLines", currency, restock, reason, created_at AS "createdAt"
       FROM refunds WHERE return_request_id = ANY($1) AND status <> 'FAILED' ORDER BY return_request_id, created_at DESC, id`,
      [ids],
    );
  }

  ordersOf(ids: readonly string[]): Promise<OrderEntity[]> {
    return this.dataSource.getRepository(OrderEntity).findBy({ id: In([...ids]) });
  }

  // ---- the customer ---------------------------------------------------------------------------------

  /**
   * Opens a request on the caller's own order, in one transaction with the order row locked (two requests
   * at once cannot both take the last returnable units): number R-YYYY-NNNNNN, lines, the creation in the
   * history (from nothing to NEW_REQUEST) and commerce.return.status-changed (the acknowledgement mail).
   */
  async create(customerId: string, input: ReturnRequestInput): Promise<ReturnRow> {
    const clean = cleanReturnInput(input);
    return this.dataSource.transaction(async (manager) => {
      const order = await this.returnableOrder(manager, customerId, clean.orderNumber);
      await this.checkLines(manager, order.id, clean.lines);
      const number = await nextNumber(manager, 'return');
      const [row] = await manager.query(
        `INSERT INTO return_requests (number, order_id, customer_id, resolution, reason, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, clock_timestamp(), clock_timestamp()) RETURNING id`,
        [number, order.id, customerId, clean.resolution, clean.reason],
      );
      await this.insertLines(manager, row.id, order.id, clean.lines);
      const history = await insertStatusHistory(manager, {
        entity: RETURN_MACHINE.entity,
        entityId: row.id,
        fromStatus: CREATED_FROM,
        toStatus: 'NEW_REQUEST',
        actorId: customerId,
        reason: null,
      });
      await writeReturnStatusChanged(manager, { id: row.id, from: null, to: 'NEW_REQUEST', comment: null, byStaff: false, at: history.occurredAt });
      return (await readReturn(manager, row.id))!;
    });
  }

  /** While NEW_REQUEST only: the same checks as a new request, its lines replaced (its own units do not count against it). */
  async update(customerId: string, number: string, input: ReturnRequestInput): Promise<ReturnRow> {
    const clean = cleanReturnInput(input);
    return this.dataSource.transaction(async (manager) => {
      const found = await this.mine(customerId, number);
      if (!found) throw notFound('Return request');
      const order = await this.returnableOrder(manager, customerId, clean.orderNumber);
      const [locked] = await manager.query('SELECT status FROM return_requests WHERE id = $1 FOR UPDATE', [found.id]);
      if (locked.status !== 'NEW_REQUEST')
        throw conflict(`A return request can only be changed while new (this one is ${locked.status})`, { status: 'INVALID_TRANSITION' });
      await manager.query('DELETE FROM return_lines WHERE return_request_id = $1', [found.id]);
      await this.checkLines(manager, order.id, clean.lines);
      await manager.query('UPDATE return_requests SET order_id = $2, resolution = $3, reason = $4, updated_at = clock_timestamp() WHERE id = $1', [
        found.id,
        order.id,
        clean.resolution,
        clean.reason,
      ]);
      await this.insertLines(manager, found.id, order.id, clean.lines);
      return (await readReturn(manager, found.id))!;
    });
  }

  async close(customerId: string, number: string): Promise<ReturnRow> {
    const found = await this.mine(customerId, number);
    if (!found) throw notFound('Return request');
    return this.dataSource.transaction((manager) => moveReturn(manager, { id: found.id, to: 'CUSTOMER_CLOSED', actorId: customerId, byStaff: false }));
  }

  // ---- both -----------------------------------------------------------------------------------------

  /** Its customer, or staff with sales.rma.update; another customer's request is NOT_FOUND (never revealed). */
  async addMessage(identity: Identity, id: string, body: string): Promise<ReturnRow> {
    if (identity.kind === 'anonymous') throw unauthenticated();
    const staff = hasPermission(identity, 'sales.rma.update');
    const text = (body ?? '').trim();
    if (!text) throw badInput({ body: 'REQUIRED' });
    if (length(text) > RETURN_LIMITS.messageMax) throw badInput({ body: 'TOO_LONG' });
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query('SELECT customer_id, status FROM return_requests WHERE id = $1 FOR UPDATE', [id]);
      const own = identity.kind === 'customer' && row?.customer_id === identity.id;
      if (!row || (!own && !staff)) throw identity.kind === 'admin' && row ? forbidden() : notFound('Return request');
      if (RETURN_MACHINE.next(row.status).length === 0) throw conflict('This return request is closed', { status: 'RETURN_CLOSED' });
      await manager.query('INSERT INTO return_messages (return_request_id, body, from_staff, author_id) VALUES ($1, $2, $3, $4)', [
        id,
        text,
        !own,
        identity.id,
      ]);
      await manager.query('UPDATE return_requests SET updated_at = clock_timestamp() WHERE id = $1', [id]);
      return (await readReturn(manager, id))!;
    });
  }

  // ---- staff ----------------------------------------------------------------------------------------

  setStatus(identity: Identity, id: string, status: ReturnStatus, comment: string | null | undefined): Promise<ReturnRow> {
    const text = comment?.trim() || null;
    if (text && length(text) > RETURN_LIMITS.commentMax) throw badInput({ comment: 'TOO_LONG' });
    return this.dataSource.transaction((manager) => moveReturn(manager, { id, to: status, actorId: actorOf(identity), byStaff: true, comment: text }));
  }

  // ---- rules ----------------------------------------------------------------------------------------

  /**
   * The caller's own order, locked, with shipped units and within the window; anything else is
   * NOT_RETURNABLE (another customer's order answers the same as one that does not exist).
   */
  private async returnableOrder(manager: EntityManager, customerId: string, orderNumber: string): Promise<OrderEntity> {
    const order = await manager
      .getRepository(OrderEntity)
      .findOne({ where: { customerId, number: orderNumber.toUpperCase() }, lock: { mode: 'pessimistic_write' } });
    const notReturnable = () => badInput({ orderNumber: 'NOT_RETURNABLE' }, 'This order cannot be returned');
    if (!order || isQuote(order) || (order.status !== 'PROCESSING' && order.status !== 'COMPLETED')) throw notReturnable();
    const [parcels] = await manager.query(
      `SELECT max(delivered_at) AS delivered, max(shipped_at) AS shipped FROM shipments WHERE order_id = $1 AND status <> 'CANCELED'`,
      [order.id],
    );
    const since = parcels?.delivered ?? parcels?.shipped;
    if (!since) throw notReturnable();
    if (Date.now() > new Date(since).getTime() + this.windowDays * DAY_MS)
      throw badInput({ orderNumber: 'RETURN_WINDOW_CLOSED' }, `Returns are accepted for ${this.windowDays} days after delivery`);
    return order;
  }

  /** Each line: a product of the order (NOT_IN_ORDER), at most shipped − already in a live request (CONFLICT). */
  private async checkLines(manager: EntityManager, orderId: string, lines: CleanInput['lines']): Promise<void> {
    const units = new Map((await unitsOf(manager, orderId)).map((u) => [u.productId, u]));
    if (lines.some((l) => !units.has(l.productId))) throw badInput({ lines: 'NOT_IN_ORDER' }, 'A product of the request is not in the order');
    for (const l of lines) {
      const u = units.get(l.productId)!;
      if (l.quantity > u.shipped - u.returned)
        throw conflict(`Only ${Math.max(0, u.shipped - u.returned)} unit(s) of ${u.sku} can be returned`, { lines: 'QUANTITY_EXCEEDS_RETURNABLE' });
    }
  }

  private async insertLines(manager: EntityManager, id: string, orderId: string, lines: CleanInput['lines']): Promise<void> {
    await manager.query(
      `INSERT INTO return_lines (return_request_id, product_id, sku, name, quantity, reason)
       SELECT $1, i.product_id, ol.sku, ol.name, i.quantity, i.reason
       FROM unnest($3::uuid[], $4::int[], $5::text[]) AS i(product_id, quantity, reason)
       JOIN LATERAL (SELECT sku, name FROM order_lines WHERE order_id = $2 AND product_id = i.product_id ORDER BY position LIMIT 1) ol ON true`,
      [id, orderId, lines.map((l) => l.productId), lines.map((l) => l.quantity), lines.map((l) => l.reason)],
    );
  }
}

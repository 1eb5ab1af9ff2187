import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { FieldErrors, Identity, actorOf, badInput, likeContains, conflict, hasPermission, notFound, paginate, writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { OrderEntity, isQuote } from '../orders/order.entity';
import { nextNumber } from '../orders/order-number';
import { settleOrder, unitsOf } from '../orders/order-progress';
import type { QueryShipmentsArgs, ShipmentInput } from '../generated/graphql';
import { trackingUrl } from './carriers';
import { SHIPMENT_MACHINE, ShipmentStatus } from './shipment-status';

/** A shipment as the resolvers hand it to GraphQL (SDL field names; `orderId` for Shipment.order). */
export interface ShipmentRow {
  id: string;
  number: string;
  orderId: string;
  status: ShipmentStatus;
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  packageCount: number;
  shippedAt: Date;
  deliveredAt: Date | null;
}

export interface ShipmentLineRow {
  shipmentId: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
}

export const SHIPMENT_LIMITS = { carrierMax: 60, trackingNumberMax: 60, packageCountMax: 99, searchMax: 120 } as const;
const TRACKING_NUMBER = /^[A-Za-z0-9 -]*$/;
/** A clock a little ahead of the server's (a browser's) may name "now": a few minutes of slack. */
const FUTURE_SLACK_MS = 5 * 60_000;

const COLUMNS = `s.id, s.number, s.order_id AS "orderId", s.status, s.carrier, s.tracking_number AS "trackingNumber",
  s.package_count AS "packageCount", s.shipped_at AS "shippedAt", s.delivered_at AS "deliveredAt"`;

const withLink = (row: Omit<ShipmentRow, 'trackingUrl'>): ShipmentRow => ({ ...row, trackingUrl: trackingUrl(row.carrier, row.trackingNumber) });

/** The staff who may read a shipment without being its customer. */
const STAFF_VIEW = ['sales.shipments.list', 'sales.shipments.create', 'sales.orders.view'] as const;

interface CleanInput {
  carrier: string;
  trackingNumber: string | null;
  packageCount: number;
  lines: { productId: string; quantity: number }[] | null;
}

/** The input's own rules (BAD_USER_INPUT), before anything is read. */
export function cleanShipmentInput(input: ShipmentInput): CleanInput {
  const errors: FieldErrors = {};
  const carrier = (input.carrier ?? '').trim().replace(/\s+/g, ' ');
  if (!carrier) errors.carrier = 'REQUIRED';
  else if ([...carrier].length > SHIPMENT_LIMITS.carrierMax) errors.carrier = 'TOO_LONG';
  const trackingNumber = input.trackingNumber?.trim().replace(/\s+/g, ' ') || null;
  if (trackingNumber && trackingNumber.length > SHIPMENT_LIMITS.trackingNumberMax) errors.trackingNumber = 'TOO_LONG';
  else if (trackingNumber && !TRACKING_NUMBER.test(trackingNumber)) errors.trackingNumber = 'INVALID_FORMAT';
  const packageCount = input.packageCount ?? 1;
  if (!Number.isInteger(packageCount) || packageCount < 1 || packageCount > SHIPMENT_LIMITS.packageCountMax) errors.packageCount = 'OUT_OF_RANGE';
  let lines: CleanInput['lines'] = null;
  if (input.lines != null) {
    lines = input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const seen = new Set<string>();
    if (!lines.length) errors.lines = 'REQUIRED';
    for (const l of lines) {
      if (!Number.isInteger(l.quantity) || l.quantity < 1) errors.lines ??= 'QUANTITY_OUT_OF_RANGE';
      if (seen.has(l.productId)) errors.lines ??= 'DUPLICATE';
      seen.add(l.productId);
    }
  }
  if (Object.keys(errors).length) throw badInput(errors, 'The shipment is not valid');
  return { carrier, trackingNumber, packageCount, lines };
}

/** "2026-05-04T10:00:00Z" or a Date from the DateTime scalar; null when omitted. */
const asDate = (value: Date | string | null | undefined): Date | null => (value == null ? null : value instanceof Date ? value : new Date(value));

@Injectable()
export class ShipmentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- reading --------------------------------------------------------------------------------------

  /** Back office: newest first; search by shipment or order number or tracking number. */
  list(args: QueryShipmentsArgs) {
    const search = args.search?.trim().toLowerCase() ?? '';
    if ([...search].length > SHIPMENT_LIMITS.searchMax) throw badInput({ search: 'TOO_LONG' });
    const params: unknown[] = [];
    let where = '';
    if (search) {
      params.push(likeContains(search));
      where = 'WHERE s.search_text LIKE $1'; // its numbers and its order's, trigram-indexed (migration 2700)
    }
    return paginate(args, async ({ skip, take }) => {
      const from = `FROM shipments s ${where}`;
      const [rows, [{ total }]] = await Promise.all([
        this.dataSource.query(`SELECT ${COLUMNS} ${from} ORDER BY s.shipped_at DESC, s.id LIMIT ${take} OFFSET ${skip}`, params),
        this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params),
      ]);
      return [rows.map(withLink), total];
    });
  }

  async byId(id: string): Promise<ShipmentRow | null> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM shipments s WHERE s.id = $1`, [id]);
    return row ? withLink(row) : null;
  }

  /** A federation reference: the order's customer, or staff who handle shipments or view orders. */
  async visibleTo(id: string, identity: Identity): Promise<ShipmentRow | null> {
    const row = await this.byId(id);
    if (!row) return null;
    if (STAFF_VIEW.some((p) => hasPermission(identity, p))) return row;
    if (identity.kind !== 'customer') return null;
    const [mine] = await this.dataSource.query('SELECT 1 FROM orders WHERE id = $1 AND customer_id = $2', [row.orderId, identity.id]);
    return mine ? row : null;
  }

  /** Shipments of orders, oldest first (Order.shipments). */
  async ofOrders(orderIds: readonly string[]): Promise<ShipmentRow[]> {
    const rows = await this.dataSource.query(`SELECT ${COLUMNS} FROM shipments s WHERE s.order_id = ANY($1) ORDER BY s.shipped_at, s.number`, [orderIds]);
    return rows.map(withLink);
  }

  linesOf(shipmentIds: readonly string[]): Promise<ShipmentLineRow[]> {
    return this.dataSource.query(
      `SELECT l.shipment_id AS "shipmentId", l.product_id AS "productId", l.sku, l.name, l.quantity
       FROM shipment_lines l JOIN shipments s ON s.id = l.shipment_id
       WHERE l.shipment_id = ANY($1)
       ORDER BY l.shipment_id, (SELECT min(ol.position) FROM order_lines ol WHERE ol.order_id = s.order_id AND ol.product_id = l.product_id), l.product_id`,
      [shipmentIds],
    );
  }

  ordersOf(ids: readonly string[]): Promise<OrderEntity[]> {
    return this.dataSource.getRepository(OrderEntity).findBy({ id: In([...ids]) });
  }

  // ---- changing -------------------------------------------------------------------------------------

  /**
   * Ships some or all of what is left of a PROCESSING order, in one transaction: the order row locked
   * first (two staff members shipping the last units: the second waits, then finds nothing left), the
   * quantities checked against ordered − shipped, the next EXP- number, the order's carrier columns,
   * commerce.order.shipped (the customer's mail), then COMPLETED when everything is shipped and invoiced.
   */
  async create(orderId: string, input: ShipmentInput, by: Identity): Promise<ShipmentRow> {
    const clean = cleanShipmentInput(input);
    const actorId = actorOf(by);
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || isQuote(order)) throw notFound('Order');
      if (order.status !== 'PROCESSING')
        throw conflict(`Only a paid order being processed can be shipped (this one is ${order.status})`, { status: 'INVALID_TRANSITION' });

      const units = await unitsOf(manager, orderId);
      const left = new Map(units.map((u) => [u.productId, u]));
      let lines: { productId: string; sku: string; name: string; quantity: number }[];
      if (clean.lines) {
        if (clean.lines.some((l) => !left.has(l.productId))) throw badInput({ lines: 'NOT_IN_ORDER' }, 'A product of the shipment is not in the order');
        lines = clean.lines.map((l) => {
          const u = left.get(l.productId)!;
          if (l.quantity > u.ordered - u.shipped)
            throw conflict(`Only ${Math.max(0, u.ordered - u.shipped)} unit(s) of ${u.sku} are left to ship`, { lines: 'QUANTITY_EXCEEDS_REMAINING' });
          return { productId: u.productId, sku: u.sku, name: u.name, quantity: l.quantity };
        });
      } else {
        lines = units.filter((u) => u.ordered > u.shipped).map((u) => ({ productId: u.productId, sku: u.sku, name: u.name, quantity: u.ordered - u.shipped }));
        if (!lines.length) throw conflict('Everything in this order has already been shipped', { order: 'ALREADY_SHIPPED' });
      }

      const number = await nextNumber(manager, 'shipment');
      const [row] = await manager.query(
        `INSERT INTO shipments (number, order_id, carrier, tracking_number, package_count, created_by, shipped_at)
         VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp()) RETURNING id, shipped_at`,
        [number, orderId, clean.carrier, clean.trackingNumber, clean.packageCount, actorId],
      );
      await manager.query(
        `INSERT INTO shipment_lines (shipment_id, product_id, sku, name, quantity)
         SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[])`,
        [row.id, lines.map((l) => l.productId), lines.map((l) => l.sku), lines.map((l) => l.name), lines.map((l) => l.quantity)],
      );
      // The order's own columns (screens written before shipments existed show the last parcel).
      await manager.query('UPDATE orders SET carrier = $2, tracking_number = $3, shipped_at = $4 WHERE id = $1', [
        orderId,
        clean.carrier,
        clean.trackingNumber,
        row.shipped_at,
      ]);

      const shipped = new Map(lines.map((l) => [l.productId, l.quantity]));
      const complete = units.every((u) => u.shipped + (shipped.get(u.productId) ?? 0) >= u.ordered);
      const link = trackingUrl(clean.carrier, clean.trackingNumber);
      const shippedAt = new Date(row.shipped_at);
      await writeEvent(manager, Events.orderShipped, orderId, {
        shipmentId: row.id,
        shipmentNumber: number,
        orderId,
        orderNumber: order.number,
        customerId: order.customerId,
        email: order.customerEmail ?? '',
        firstName: order.customerFirstName ?? '',
        locale: order.locale,
        carrier: clean.carrier,
        trackingNumber: clean.trackingNumber ?? '',
        trackingUrl: link ?? '',
        packageCount: clean.packageCount,
        lines,
        complete,
        shippedAt: shippedAt.toISOString(),
      });
      await settleOrder(manager, orderId, actorId);
      return {
        id: row.id,
        number,
        orderId,
        status: 'SHIPPED',
        carrier: clean.carrier,
        trackingNumber: clean.trackingNumber,
        trackingUrl: link,
        packageCount: clean.packageCount,
        shippedAt,
        deliveredAt: null,
      };
    });
  }

  /**
   * SHIPPED -> DELIVERED (the machine: history row and commerce.shipment.delivered). The order's
   * delivered_at is set once every unit is shipped and every parcel delivered (the latest delivery).
   */
  async markDelivered(id: string, deliveredAt: Date | string | null | undefined, by: Identity): Promise<ShipmentRow> {
    const at = asDate(deliveredAt) ?? new Date();
    if (Number.isNaN(at.getTime())) throw badInput({ deliveredAt: 'DATE_INVALID' });
    if (at.getTime() > Date.now() + FUTURE_SLACK_MS) throw badInput({ deliveredAt: 'DATE_IN_FUTURE' }, 'A parcel cannot be delivered in the future');
    return this.dataSource.transaction(async (manager) => {
      const [found] = await manager.query('SELECT order_id FROM shipments WHERE id = $1', [id]);
      if (!found) throw notFound('Shipment');
      // The order first, as createShipment does (one lock order: no deadlock between the two).
      await manager.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [found.order_id]);
      const [current] = await manager.query('SELECT status, shipped_at FROM shipments WHERE id = $1 FOR UPDATE', [id]);
      SHIPMENT_MACHINE.assert(current.status, 'DELIVERED');
      if (at < new Date(current.shipped_at)) throw badInput({ deliveredAt: 'DELIVERED_BEFORE_SHIPPED' }, 'A parcel cannot be delivered before it was shipped');
      await SHIPMENT_MACHINE.transition(manager, { target: 'shipments', id, to: 'DELIVERED', actorId: actorOf(by) });
      await manager.query('UPDATE shipments SET delivered_at = $2 WHERE id = $1', [id, at]);
      await this.settleDelivery(manager, found.order_id);
      const [row] = await manager.query(`SELECT ${COLUMNS} FROM shipments s WHERE s.id = $1`, [id]);
      return withLink(row);
    });
  }

  /** orders.delivered_at: the last delivery once nothing is left to ship nor on its way; null otherwise. */
  private async settleDelivery(manager: EntityManager, orderId: string): Promise<void> {
    const units = await unitsOf(manager, orderId);
    const allShipped = units.length > 0 && units.every((u) => u.shipped >= u.ordered);
    await manager.query(
      `UPDATE orders SET delivered_at = CASE WHEN $2::boolean AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_id = $1 AND status = 'SHIPPED')
         THEN (SELECT max(delivered_at) FROM shipments WHERE order_id = $1 AND status = 'DELIVERED') END
       WHERE id = $1`,
      [orderId, allShipped],
    );
  }
}

import type { EntityManager } from 'typeorm';
import { OrderEntity } from './order.entity';
import { ORDER_MACHINE, OrderStatus } from './order-status';

/** Units of each product of an order: ordered, shipped (shipments not canceled), invoiced, refunded, returned. */
export interface OrderUnits {
  productId: string;
  sku: string;
  name: string;
  ordered: number;
  shipped: number;
  invoiced: number;
  refunded: number;
  /** In return requests not REFUSED or CUSTOMER_CLOSED. */
  returned: number;
}

/** One row per ordered product, read in the caller's transaction (lock the order row first to read a settled state). */
export async function unitsOf(manager: EntityManager, orderId: string): Promise<OrderUnits[]> {
  return manager.query(
    `SELECT l.product_id AS "productId", min(l.sku) AS sku, min(l.name) AS name, sum(l.quantity)::int AS ordered,
       coalesce((SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
                 WHERE s.order_id = $1 AND s.status <> 'CANCELED' AND sl.product_id = l.product_id), 0)::int AS shipped,
       coalesce((SELECT sum(il.quantity) FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id
                 WHERE i.order_id = $1 AND il.product_id = l.product_id), 0)::int AS invoiced,
       coalesce((SELECT sum(rl.quantity) FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id
                 WHERE r.order_id = $1 AND r.status <> 'FAILED' AND rl.product_id = l.product_id), 0)::int AS refunded,
       coalesce((SELECT sum(tl.quantity) FROM return_lines tl JOIN return_requests t ON t.id = tl.return_request_id
                 WHERE t.order_id = $1 AND t.status NOT IN ('REFUSED','CUSTOMER_CLOSED') AND tl.product_id = l.product_id), 0)::int AS returned
     FROM order_lines l WHERE l.order_id = $1 GROUP BY l.product_id ORDER BY min(l.position)`,
    [orderId],
  );
}

/**
 * Moves an order forward after a shipment, an invoice or a refund, in the caller's transaction (the
 * order row locked by the caller): PROCESSING -> COMPLETED once every ordered unit is shipped and
 * invoiced; PROCESSING or COMPLETED -> CLOSED once everything captured is refunded. Returns the new
 * status, or null when nothing changed.
 */
export async function settleOrder(manager: EntityManager, orderId: string, actorId: string | null): Promise<OrderStatus | null> {
  const [order] = await manager.query('SELECT status FROM orders WHERE id = $1', [orderId]);
  if (!order || (order.status !== 'PROCESSING' && order.status !== 'COMPLETED')) return null;
  const [paid] = await manager.query(
    `SELECT coalesce(sum(amount_cents), 0)::int AS captured, coalesce(sum(refunded_cents), 0)::int AS refunded
     FROM payments WHERE order_id = $1 AND status IN ('CAPTURED','PARTIALLY_REFUNDED','REFUNDED')`,
    [orderId],
  );
  if (paid.captured > 0 && paid.refunded >= paid.captured) {
    await ORDER_MACHINE.transition(manager, { target: OrderEntity, id: orderId, to: 'CLOSED', actorId, reason: 'REFUNDED' });
    return 'CLOSED';
  }
  if (order.status === 'PROCESSING') {
    const units = await unitsOf(manager, orderId);
    if (units.length && units.every((u) => u.shipped >= u.ordered && u.invoiced >= u.ordered)) {
      await ORDER_MACHINE.transition(manager, { target: OrderEntity, id: orderId, to: 'COMPLETED', actorId });
      return 'COMPLETED';
    }
  }
  return null;
}

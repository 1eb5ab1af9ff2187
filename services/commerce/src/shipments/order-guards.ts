import type { EntityManager } from 'typeorm';
import { refuse, type Refusal } from '@guide/platform';

/**
 * The order machine's guard (orders/order-status.ts): an order with a parcel on its way or delivered can
 * no longer be canceled (status = ALREADY_SHIPPED); staff refund it or take a return instead. A canceled
 * shipment does not count.
 */
export async function notCanceledOnceShipped({ to, row, manager }: { to: string; row: object; manager: EntityManager }): Promise<Refusal | void> {
  if (to !== 'CANCELED') return;
  const [shipped] = await manager.query(`SELECT 1 FROM shipments WHERE order_id = $1 AND status <> 'CANCELED' LIMIT 1`, [(row as { id: string }).id]);
  if (shipped) return refuse('ALREADY_SHIPPED', { message: 'This order has already been shipped: refund it or open a return instead' });
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { isUuid } from '../products/products.service';

/** Consumer group of the authors' names (identity owns customers; reviews only show "Marie D."). */
export const REVIEW_AUTHORS = 'catalog-guide.review-authors';
/** Consumer group of the purchases (commerce owns orders; reviews only need who bought what). */
export const REVIEW_PURCHASES = 'catalog-guide.review-purchases';

export type CustomerEvent = ConsumedEventOf<typeof Events.customerRegistered> | ConsumedEventOf<typeof Events.customerUpdated>;
export type OrderPlacedEvent = ConsumedEventOf<typeof Events.orderPlaced>;
export type OrderCanceledEvent = ConsumedEventOf<typeof Events.orderCanceled>;

/**
 * identity.customer.registered / updated -> review_author. The inbox makes a redelivery a no-op; an event
 * older than the names stored (its time) is ignored, so a late "registered" cannot undo an "updated".
 */
export async function applyCustomer(event: CustomerEvent, manager: EntityManager): Promise<boolean> {
  const { customerId, firstName, lastName } = event.data;
  if (!isUuid(customerId)) return false;
  const rows: unknown[] = await manager.query(
    `INSERT INTO review_author (customer_id, first_name, last_name, changed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, changed_at = EXCLUDED.changed_at
     WHERE review_author.changed_at <= EXCLUDED.changed_at
     RETURNING customer_id`,
    [customerId.toLowerCase(), (firstName ?? '').slice(0, 200), (lastName ?? '').slice(0, 200), new Date(event.occurredAt)],
  );
  return rows.length > 0;
}

/**
 * commerce.order.placed -> review_purchase (customer, product, order), unless the order was canceled
 * already; the customer's reviews of those products become verified purchases. The order's names fill
 * review_author when identity's event has not come yet (identity's always win: their time is later).
 */
export async function applyOrderPlaced(event: OrderPlacedEvent, manager: EntityManager): Promise<boolean> {
  const { orderId, customer, lines } = event.data;
  const customerId = customer?.customerId ?? '';
  if (!isUuid(orderId) || !isUuid(customerId)) return false;
  const canceled = await manager.query('SELECT 1 FROM review_canceled_order WHERE order_id = $1', [orderId.toLowerCase()]);
  if (canceled.length) return false;
  const products = [
    ...new Set(
      lines
        .map((l) => l.productId)
        .filter(isUuid)
        .map((id) => id.toLowerCase()),
    ),
  ].sort();
  if (!products.length) return false;
  await manager.query(`INSERT INTO review_purchase (customer_id, product_id, order_id) SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING`, [
    customerId.toLowerCase(),
    products,
    orderId.toLowerCase(),
  ]);
  await manager.query(`UPDATE review SET verified_purchase = true WHERE customer_id = $1 AND product_id = ANY($2::uuid[]) AND NOT verified_purchase`, [
    customerId.toLowerCase(),
    products,
  ]);
  if (customer?.firstName) {
    await manager.query(
      `INSERT INTO review_author (customer_id, first_name, last_name, changed_at) VALUES ($1, $2, $3, to_timestamp(0)) ON CONFLICT (customer_id) DO NOTHING`,
      [customerId.toLowerCase(), customer.firstName.slice(0, 200), (customer.lastName ?? '').slice(0, 200)],
    );
  }
  return true;
}

/** commerce.order.canceled: the order's products no longer count as bought (unless another order has them). */
export async function applyOrderCanceled(event: OrderCanceledEvent, manager: EntityManager): Promise<boolean> {
  const orderId = event.data.entityId;
  if (!isUuid(orderId)) return false;
  await manager.query('INSERT INTO review_canceled_order (order_id) VALUES ($1) ON CONFLICT DO NOTHING', [orderId.toLowerCase()]);
  const [removed]: [{ customer_id: string; product_id: string }[], number] = await manager.query(
    'DELETE FROM review_purchase WHERE order_id = $1 RETURNING customer_id, product_id',
    [orderId.toLowerCase()],
  );
  for (const { customer_id, product_id } of removed) {
    await manager.query(
      `UPDATE review r SET verified_purchase = EXISTS (SELECT 1 FROM review_purchase p WHERE p.customer_id = r.customer_id AND p.product_id = r.product_id)
        WHERE r.customer_id = $1 AND r.product_id = $2`,
      [customer_id, product_id],
    );
  }
  return removed.length > 0;
}

@Injectable()
export class ReviewProjectionsConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(REVIEW_AUTHORS, [Events.customerRegistered, Events.customerUpdated], async (event, manager) => {
      await applyCustomer(event, manager);
    });
    this.bus.consume(REVIEW_PURCHASES, [Events.orderPlaced, Events.orderCanceled], async (event, manager) => {
      if (event.type === Events.orderPlaced.type) await applyOrderPlaced(event as OrderPlacedEvent, manager);
      else await applyOrderCanceled(event as OrderCanceledEvent, manager);
    });
  }
}

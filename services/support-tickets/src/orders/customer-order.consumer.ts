import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

/** Consumer group of the order projection (commerce owns orders; tickets only need number -> customer). */
export const CUSTOMER_ORDERS = 'support-tickets.customer-orders';

export type OrderPlacedEvent = ConsumedEventOf<typeof Events.orderPlaced>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records which customer placed an order, so openSupportTicket can accept only the customer's own order
 * numbers. Idempotent (the inbox skips redeliveries, and a replay keeps the first owner); an order
 * without a customer id or number is ignored.
 */
export async function applyOrderPlaced(event: OrderPlacedEvent, manager: EntityManager): Promise<boolean> {
  const number = event.data.number?.trim();
  const customerId = event.data.customer?.customerId ?? '';
  if (!number || !UUID.test(customerId)) return false;
  const rows: unknown[] = await manager.query(
    'INSERT INTO customer_order (number, customer_id) VALUES ($1, $2) ON CONFLICT (number) DO NOTHING RETURNING number',
    [number, customerId.toLowerCase()],
  );
  return rows.length > 0;
}

@Injectable()
export class CustomerOrderConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(CUSTOMER_ORDERS, [Events.orderPlaced], async (event, manager) => {
      await applyOrderPlaced(event, manager);
    });
  }
}

/** commerce.order.placed -> customer_order. */
@Module({ providers: [CustomerOrderConsumer] })
export class OrdersModule {}

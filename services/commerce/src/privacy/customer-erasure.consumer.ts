import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

/** Consumer group of the RGPD erasure (identity erased a customer's account). */
export const CUSTOMER_ERASURE = 'commerce.customer-erasure';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * identity.customer.erased: the cart (with its addresses) and the wishlist go; orders and quotes lose
 * the e-mail address. What an invoice must show (the buyer's name, the billing and delivery addresses,
 * the lines) stays: French law keeps accounting documents ten years. Every statement is idempotent and
 * the inbox makes a redelivery a no-op anyway.
 */
export async function eraseCustomerData(event: ConsumedEventOf<typeof Events.customerErased>, manager: EntityManager): Promise<void> {
  const customerId = event.data.customerId;
  if (!UUID.test(customerId)) return;
  const id = customerId.toLowerCase();
  await manager.query('DELETE FROM carts WHERE customer_id = $1', [id]);
  await manager.query('DELETE FROM wishlist_items WHERE customer_id = $1', [id]);
  await manager.query('UPDATE orders SET customer_email = NULL WHERE customer_id = $1 AND customer_email IS NOT NULL', [id]);
}

@Injectable()
export class CustomerErasureConsumer implements OnModuleInit {
  private readonly logger = new Logger('CustomerErasure');

  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(CUSTOMER_ERASURE, [Events.customerErased], async (event, manager) => {
      await eraseCustomerData(event, manager);
      this.logger.log(`Personal data of customer ${event.data.customerId} erased (orders kept for invoices)`);
    });
  }
}

import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

/** Consumer group of the RGPD erasure (identity erased a customer's account). */
export const CUSTOMER_ERASURE = 'support-tickets.customer-erasure';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * identity.customer.erased -> the customer's tickets lose the requester's e-mail address (no more ticket
 * mails); the tickets themselves stay as the support's history, tied only to the (now anonymous) account id.
 */
export async function eraseTicketRequester(event: ConsumedEventOf<typeof Events.customerErased>, manager: EntityManager): Promise<void> {
  const { customerId } = event.data;
  if (!UUID.test(customerId)) return;
  await manager.query('UPDATE ticket SET requester_email = NULL WHERE requester_customer_id = $1 AND requester_email IS NOT NULL', [customerId.toLowerCase()]);
}

@Injectable()
export class CustomerErasureConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(CUSTOMER_ERASURE, [Events.customerErased], (event, manager) => eraseTicketRequester(event, manager));
  }
}

/** RGPD: support-tickets' share of a customer's erasure. */
@Module({ providers: [CustomerErasureConsumer] })
export class PrivacyModule {}

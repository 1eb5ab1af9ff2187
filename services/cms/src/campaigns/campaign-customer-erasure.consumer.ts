import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

/** Consumer group of the RGPD erasure of campaign_customer (identity erased the account). */
export const CAMPAIGN_CUSTOMER_ERASURE = 'cms.campaign-customer-erasure';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * identity.customer.erased -> the projection row keeps no address nor group (it matches no subscriber any
 * more) and carries the event's time, so a late, older registered/updated event cannot write them back.
 * The newsletter subscription itself is a separate consent, ended by its unsubscribe link.
 */
export async function eraseCampaignCustomer(event: ConsumedEventOf<typeof Events.customerErased>, manager: EntityManager): Promise<void> {
  const { customerId } = event.data;
  if (!UUID.test(customerId)) return;
  const at = Number.isNaN(new Date(event.occurredAt).getTime()) ? new Date() : new Date(event.occurredAt);
  await manager.query(
    `INSERT INTO campaign_customer AS c (customer_id, email, group_code, source_at) VALUES ($1, '', '', $2)
     ON CONFLICT (customer_id) DO UPDATE SET email = '', group_code = '', source_at = greatest(c.source_at, EXCLUDED.source_at)`,
    [customerId.toLowerCase(), at],
  );
}

@Injectable()
export class CampaignCustomerErasureConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(CAMPAIGN_CUSTOMER_ERASURE, [Events.customerErased], (event, manager) => eraseCampaignCustomer(event, manager));
  }
}

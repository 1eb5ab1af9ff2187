import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

/** Consumer group of the customer-group projection (identity owns customers and their group). */
export const CAMPAIGN_CUSTOMERS = 'cms.campaign-customers';

export const CAMPAIGN_CUSTOMER_EVENTS = [Events.customerRegistered, Events.customerUpdated];
export type CampaignCustomerEvent = ConsumedEventOf<(typeof CAMPAIGN_CUSTOMER_EVENTS)[number]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Last event wins, by its time: a late redelivery of an older event changes nothing. A registration carries
 * no group (a new account has none); it never overwrites a group an update already set.
 */
const UPSERT_SQL = `
INSERT INTO campaign_customer AS c (customer_id, email, group_code, source_at) VALUES ($1, $2, $3, $4)
ON CONFLICT (customer_id) DO UPDATE SET
  email = EXCLUDED.email,
  group_code = CASE WHEN $5::boolean THEN EXCLUDED.group_code ELSE c.group_code END,
  source_at = EXCLUDED.source_at
WHERE c.source_at <= EXCLUDED.source_at`;

const occurredAt = (value: string) => (value && !Number.isNaN(new Date(value).getTime()) ? new Date(value).toISOString() : new Date().toISOString());

/** identity.customer.registered / updated -> campaign_customer (email and group code of each customer). */
export async function applyCustomerEvent(event: CampaignCustomerEvent, manager: EntityManager): Promise<void> {
  const e = event.data;
  if (!UUID.test(e.customerId) || !e.email) return;
  const hasGroup = event.type === Events.customerUpdated.type;
  const group = event.type === Events.customerUpdated.type ? event.data.groupCode.trim().toLowerCase().slice(0, 50) : '';
  await manager.query(UPSERT_SQL, [e.customerId.toLowerCase(), e.email.trim().toLowerCase().slice(0, 254), group, occurredAt(event.occurredAt), hasGroup]);
}

@Injectable()
export class CampaignCustomersConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(CAMPAIGN_CUSTOMERS, CAMPAIGN_CUSTOMER_EVENTS, (event, manager) => applyCustomerEvent(event, manager));
  }
}

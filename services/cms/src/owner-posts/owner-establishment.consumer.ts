import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

/** Consumer group of the ownership projection (catalog-guide owns establishments and their owner). */
export const OWNER_ESTABLISHMENTS = 'cms.owner-establishments';

export const OWNER_ESTABLISHMENT_EVENTS = [Events.establishmentCreated, Events.establishmentUpdated, Events.establishmentDeleted];
export type OwnerEstablishmentEvent = ConsumedEventOf<(typeof OWNER_ESTABLISHMENT_EVENTS)[number]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An older event than the stored row changes nothing; a deleted establishment is never revived. */
const UPSERT_SQL = `
INSERT INTO owner_establishment AS o (establishment_id, owner_id, name, path, published, deleted, source_updated_at)
VALUES ($1, $2, $3, $4, $5, false, $6)
ON CONFLICT (establishment_id) DO UPDATE SET
  owner_id = EXCLUDED.owner_id, name = EXCLUDED.name, path = EXCLUDED.path, published = EXCLUDED.published,
  source_updated_at = EXCLUDED.source_updated_at
WHERE NOT o.deleted AND o.source_updated_at <= EXCLUDED.source_updated_at`;

const TOMBSTONE_SQL = `
INSERT INTO owner_establishment AS o (establishment_id, owner_id, deleted, source_updated_at) VALUES ($1, NULL, true, 'infinity')
ON CONFLICT (establishment_id) DO UPDATE SET owner_id = NULL, deleted = true, source_updated_at = 'infinity'`;

function changedAt(updatedAt: string, occurredAt: string): string {
  for (const value of [updatedAt, occurredAt]) if (value && !Number.isNaN(new Date(value).getTime())) return new Date(value).toISOString();
  return new Date().toISOString();
}

/** catalog.establishment.* -> owner_establishment (who owns which place, its name and page path). */
export async function applyEstablishmentEvent(event: OwnerEstablishmentEvent, manager: EntityManager): Promise<void> {
  if (event.type === Events.establishmentDeleted.type) {
    if (UUID.test(event.data.id)) await manager.query(TOMBSTONE_SQL, [event.data.id.toLowerCase()]);
    return;
  }
  const e = event.data;
  if (!UUID.test(e.id)) return;
  const owner = UUID.test(e.ownerId) ? e.ownerId.toLowerCase() : null;
  // Only a site path is ever linked from a published post.
  const path = e.published && e.path.startsWith('/') && !e.path.startsWith('//') ? e.path : '';
  await manager.query(UPSERT_SQL, [e.id.toLowerCase(), owner, e.name.slice(0, 255), path, e.published, changedAt(e.updatedAt, event.occurredAt)]);
}

@Injectable()
export class OwnerEstablishmentConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(OWNER_ESTABLISHMENTS, OWNER_ESTABLISHMENT_EVENTS, (event, manager) => applyEstablishmentEvent(event, manager));
  }
}

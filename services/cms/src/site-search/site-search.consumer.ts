import { Injectable, OnModuleInit } from '@nestjs/common';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { EntityManager } from 'typeorm';
import { SiteSearchProjection } from './site-search.projection';

/** Consumer group of the site search's catalog projection. */
export const SITE_SEARCH_CATALOG = 'cms.site-search';

export const SITE_SEARCH_EVENTS = [
  Events.establishmentCreated,
  Events.establishmentUpdated,
  Events.establishmentDeleted,
  Events.productCreated,
  Events.productUpdated,
  Events.productDeleted,
];
export type SiteSearchEvent = ConsumedEventOf<(typeof SITE_SEARCH_EVENTS)[number]>;

/** Keeps `site_search_catalog` in step with catalog (inbox: exactly-once effects; stale events ignored). */
@Injectable()
export class SiteSearchConsumer implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly projection: SiteSearchProjection,
  ) {}

  onModuleInit(): void {
    this.bus.consume(SITE_SEARCH_CATALOG, SITE_SEARCH_EVENTS, (event, manager) => this.handle(event, manager));
  }

  async handle(event: SiteSearchEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case Events.establishmentCreated.type:
      case Events.establishmentUpdated.type:
        return this.projection.establishment(manager, event.data, event.occurredAt);
      case Events.establishmentDeleted.type:
        return this.projection.remove(manager, 'ESTABLISHMENT', event.data.id);
      case Events.productCreated.type:
      case Events.productUpdated.type:
        return this.projection.product(manager, event.data, event.occurredAt);
      case Events.productDeleted.type:
        return this.projection.remove(manager, 'PRODUCT', event.data.id);
    }
  }
}

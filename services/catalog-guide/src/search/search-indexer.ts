import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus, TransientEventError } from '@guide/platform';
import { Events, EstablishmentChanged } from '@guide/proto-schemas';
import { SEARCH_PORT, SearchDocument, SearchPort } from './search.port';

/** Consumer group of the index feeder: the index is built only from catalog events. */
export const SEARCH_INDEXER = 'catalog-guide.search-indexer';

export function toSearchDocument(e: EstablishmentChanged): SearchDocument {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    type: e.type as SearchDocument['type'],
    mealCategory: (e.mealCategory || null) as SearchDocument['mealCategory'],
    producerCategory: e.producerCategory || null,
    description: e.description,
    specialties: e.specialties,
    cityCode: e.cityCode,
    cityName: e.cityName,
    departmentCode: e.departmentCode,
    postalCode: e.postalCode,
    lat: e.lat,
    lon: e.lon,
    priceFrom: e.hasPrice ? e.priceFrom : null,
    cups: e.cups,
    toques: e.toques,
    equipment: e.equipment,
    services: e.services,
    path: e.path,
    published: e.published,
    updatedAt: e.updatedAt,
  };
}

/**
 * The search cluster being unreachable or overloaded is not the event's fault: the consumer keeps retrying
 * instead of parking every change made during the outage. Anything else (a value the index refuses) is.
 */
export function isSearchOutage(error: unknown): boolean {
  const e = error as { name?: string; code?: string; meta?: { statusCode?: number }; statusCode?: number };
  const status = e?.meta?.statusCode ?? e?.statusCode;
  return (
    ['ConnectionError', 'TimeoutError', 'NoLivingConnectionsError'].includes(e?.name ?? '') ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(e?.code ?? '') ||
    status === 429 ||
    (typeof status === 'number' && status >= 500)
  );
}

@Injectable()
export class SearchIndexer implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    @Inject(SEARCH_PORT) private readonly search: SearchPort,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.search.ensureReady();
    // One consumer group for changes and deletions: the embedded log delivers them in commit order, so a
    // delete can never be overtaken by an older update of the same establishment.
    const events = [Events.establishmentCreated, Events.establishmentUpdated, Events.establishmentDeleted];
    this.bus.consume(SEARCH_INDEXER, events, async (event, manager) => {
      try {
        switch (event.type) {
          case Events.establishmentDeleted.type:
            await this.search.remove(event.data.id, manager);
            break;
          case Events.establishmentCreated.type:
          case Events.establishmentUpdated.type:
            await this.search.upsert(toSearchDocument(event.data), manager);
            break;
        }
      } catch (error) {
        if (isSearchOutage(error)) throw new TransientEventError(`search unavailable: ${(error as Error).message}`, { cause: error });
        throw error;
      }
    });
  }
}

import type { EventInit } from '@guide/platform';
import type { EstablishmentChangedSchema } from '@guide/proto-schemas';
import type { EstablishmentEntity } from './establishment.entity';
import { establishmentPath, slugify } from '@guide/vocabulary';

/** What an EstablishmentChanged event (and so the search index) needs of an establishment. */
export type IndexedFields = Pick<
  EstablishmentEntity,
  | 'id'
  | 'slug'
  | 'name'
  | 'type'
  | 'mealCategory'
  | 'producerCategory'
  | 'description'
  | 'cityCode'
  | 'departmentCode'
  | 'postalCode'
  | 'lat'
  | 'lon'
  | 'priceFrom'
  | 'cups'
  | 'toques'
  | 'equipment'
  | 'services'
  | 'specialties'
  | 'published'
  | 'updatedAt'
>;

/** Canonical storefront path of an establishment's detail page. */
export function pathOf(e: Pick<EstablishmentEntity, 'type' | 'departmentCode' | 'slug'>, cityName: string): string {
  return establishmentPath({ type: e.type, departmentCode: e.departmentCode, citySlug: slugify(cityName), slug: e.slug });
}

/**
 * The payload of catalog.establishment.created / .updated. One function for the service's events and
 * the reindex command, so a rebuilt index holds exactly what the event-fed one holds.
 */
export function establishmentChanged(e: IndexedFields & { ownerId?: string | null }, cityName: string): EventInit<typeof EstablishmentChangedSchema> {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    type: e.type,
    mealCategory: e.mealCategory ?? '',
    producerCategory: e.producerCategory ?? '',
    description: e.description ?? '',
    cityCode: e.cityCode,
    cityName,
    departmentCode: e.departmentCode,
    postalCode: e.postalCode ?? '',
    lat: e.lat,
    lon: e.lon,
    priceFrom: e.priceFrom ?? 0,
    hasPrice: e.priceFrom != null,
    cups: e.cups,
    toques: e.toques,
    equipment: e.equipment,
    services: e.services,
    specialties: e.specialties ?? [],
    published: e.published,
    path: pathOf(e, cityName),
    updatedAt: e.updatedAt.toISOString(),
    // Who may write posts about the place (cms owner-posts projects it; the token carries no ownership).
    ownerId: e.ownerId ?? '',
  };
}

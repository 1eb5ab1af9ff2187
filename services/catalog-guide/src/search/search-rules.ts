/**
 * Rules shared by both search adapters, so they index and pick sorts the same way. Query words, the
 * typo threshold and accent folding are the platform's (services/platform/src/search): the same as site search.
 */
import type { EstablishmentSort, EstablishmentType, MealCategory, SearchDocument, SearchQuery } from './search.port';

/** French words a visitor types for a type or category ("hôtel", "brasserie", "bar à vin"). */
export const TYPE_LABELS: Record<EstablishmentType, string> = {
  RESTAURANT: 'restaurant',
  HOTEL: 'hôtel',
  HOTEL_RESTAURANT: 'hôtel restaurant',
  LOCAL_PRODUCER: 'producteur local',
  WINE: 'vin vins domaine',
};

export const MEAL_CATEGORY_LABELS: Record<MealCategory, string> = {
  PRESTIGE: 'table de prestige',
  GASTRONOMIC: 'gastronomique',
  BISTRONOMIC: 'bistronomique',
  BRASSERIE: 'brasserie',
  TERROIR: 'table du terroir',
  VILLAGE: 'table de village',
  VILLAGE_INN: 'auberge de village',
  WINE_BAR: 'bar à vin',
};

/** Searchable words of the type and categories (weighted like the city and specialties). */
export function categoryText(doc: Pick<SearchDocument, 'type' | 'mealCategory' | 'producerCategory'>): string {
  return [TYPE_LABELS[doc.type] ?? '', doc.mealCategory ? (MEAL_CATEGORY_LABELS[doc.mealCategory] ?? '') : '', doc.producerCategory ?? ''].join(' ').trim();
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance (haversine, mean Earth radius). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are reported to the metre. */
export function roundKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}

/**
 * The sort applied. Default: DISTANCE with `near`, RELEVANCE with text, else NAME_ASC. DISTANCE without
 * `near` (the resolver answers BAD_USER_INPUT before getting here) falls back to NAME_ASC; RELEVANCE
 * without searchable words falls back to the default without text.
 */
export function effectiveSort(query: Pick<SearchQuery, 'near' | 'sort'>, hasText: boolean): EstablishmentSort {
  const fallback: EstablishmentSort = query.near ? 'DISTANCE' : 'NAME_ASC';
  const sort = query.sort ?? (query.near ? 'DISTANCE' : hasText ? 'RELEVANCE' : 'NAME_ASC');
  if (sort === 'DISTANCE' && !query.near) return 'NAME_ASC';
  if (sort === 'RELEVANCE' && !hasText) return fallback;
  return sort;
}

/** A list filter applies when it has values; null, undefined and [] do not filter. */
export const present = <T>(list: T[] | null | undefined): list is T[] => Array.isArray(list) && list.length > 0;

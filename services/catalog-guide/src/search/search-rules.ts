/**
 * Rules shared by both search adapters, so they index, split queries and pick sorts the same way.
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

/** At most this many words of a query are used (bounds the cost of typo expansion). */
export const MAX_QUERY_WORDS = 10;
/** A word this long or longer forgives one typo; shorter words must match exactly. */
export const TYPO_MIN_LENGTH = 5;

/**
 * Splits what the visitor typed into plain words (letters and digits only). Nothing of the user's text
 * reaches a query parser as syntax: quotes, `&`, `|`, `!`, `:*`, `-` are separators.
 */
export function queryWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Lowercase, accents removed (the same folding as Postgres `unaccent` / OpenSearch `asciifolding` for French). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
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

/**
 * The search port: what the guide asks of a search engine. Two adapters implement it (Postgres for one
 * machine, OpenSearch for clusters) and pass the same contract suite (search.contract.ts).
 * The index is fed only by catalog events (search-indexer.ts), never by direct writes from resolvers.
 */
import type { EntityManager } from 'typeorm';

import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentType, type MealCategory } from '@guide/vocabulary';

// The guide's enums come from @guide/vocabulary (the apps use the same); re-exported for the adapters.
export { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentType, type MealCategory };
export const ESTABLISHMENT_SORTS = ['RELEVANCE', 'DISTANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC', 'NEWEST', 'RATING'] as const;
export type EstablishmentSort = (typeof ESTABLISHMENT_SORTS)[number];

/** What the index stores for one establishment (built from the EstablishmentChanged event). */
export interface SearchDocument {
  id: string;
  slug: string;
  name: string;
  type: EstablishmentType;
  mealCategory: MealCategory | null;
  producerCategory: string | null;
  description: string;
  specialties: string[];
  cityCode: string;
  cityName: string;
  departmentCode: string;
  postalCode: string;
  lat: number;
  lon: number;
  priceFrom: number | null; // cents
  cups: number;
  toques: number;
  equipment: string[];
  services: string[];
  path: string;
  published: boolean;
  updatedAt: string; // ISO-8601; an older document never overwrites a newer one
}

export interface SearchFilter {
  /**
   * What the visitor typed. Given to the port normalised (`normaliseQuery` of @guide/platform: lowercase
   * words, letters and digits only, each once, at most 10, one space apart; null when none), which the
   * caller does once (establishments.service.ts). Adapters read its words with `queryWords`, a no-op on
   * a normalised text (so a raw text still searches the same).
   */
  text?: string | null;
  types?: EstablishmentType[] | null;
  mealCategories?: MealCategory[] | null;
  producerCategories?: string[] | null;
  budgetMax?: number | null; // cents, compared with priceFrom
  equipment?: string[] | null; // all must be present
  services?: string[] | null; // all must be present
  departmentCodes?: string[] | null;
  cityCodes?: string[] | null;
}

export interface SearchQuery {
  filter: SearchFilter;
  near?: { lat: number; lon: number; radiusKm?: number | null } | null;
  /** Default: DISTANCE with `near`, RELEVANCE with text, else NAME_ASC. */
  sort?: EstablishmentSort | null;
  offset: number;
  limit: number;
  /** false: only the page of hits is wanted (totalCount 0, empty facets), e.g. "nearby" on a detail page.
   *  Counting and facets walk every match, the page only a few rows. Default true. */
  summary?: boolean;
}

export interface SearchHit {
  id: string;
  distanceKm: number | null;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchFacets {
  types: FacetCount[];
  mealCategories: FacetCount[];
  producerCategories: FacetCount[];
  departments: FacetCount[];
  equipment: FacetCount[];
  services: FacetCount[];
}

export interface SearchResult {
  hits: SearchHit[];
  totalCount: number;
  facets: SearchFacets;
}

export interface SearchPort {
  readonly name: string;
  /** Creates the index / checks its schema. Idempotent. */
  ensureReady(): Promise<void>;
  /** Insert or replace; ignored when the stored document is newer. `manager` lets the Postgres adapter
   *  write in the consumer's transaction (inbox + index change commit together). */
  upsert(doc: SearchDocument, manager?: EntityManager): Promise<void>;
  /** The same as `upsert` for each document, in one round trip (the reindex command and bulk loads). */
  upsertMany(docs: SearchDocument[], manager?: EntityManager): Promise<void>;
  remove(id: string, manager?: EntityManager): Promise<void>;
  /** Only published documents are returned. Ties are broken by id so paging is stable. */
  search(query: SearchQuery): Promise<SearchResult>;
  /** Drops every document (used by the reindex command before rebuilding). */
  clear(): Promise<void>;
}

export const SEARCH_PORT = Symbol('SEARCH_PORT');

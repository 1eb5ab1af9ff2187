/**
 * The Postgres adapter's exact result cache (docs/decisions/0015, "Result cache"): a bounded LRU of
 * search results, each stamped with the index generation (`search_generation.n`, bumped by triggers in
 * every writer's transaction) read *before* it was computed. An entry is served only to a request that
 * read the same generation, so it never outlives a write it does not include.
 */
import { queryWords } from '@guide/platform';
import { present } from './search-rules';
import type { FacetCount, SearchQuery, SearchResult } from './search.port';

/** Generations are bigint text; compared as numbers ("10" > "9"). */
const newer = (a: string, b: string): boolean => BigInt(a) > BigInt(b);

export class ResultCache {
  private readonly entries = new Map<string, { generation: string; result: SearchResult }>();
  /** The newest generation seen: entries stamped older can never be served again. */
  private latest: string | null = null;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** A copy of the result stored for `key` at exactly `generation`, or undefined. */
  get(key: string, generation: string): SearchResult | undefined {
    this.observe(generation);
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return copyResult(entry.result);
  }

  /** Stores a copy of `result`, computed after `generation` was read. */
  set(key: string, generation: string, result: SearchResult): void {
    this.observe(generation);
    // Read before a newer write was seen: only a request as slow as this one could use it; not kept.
    if (this.latest !== generation || this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { generation, result: Object.freeze(copyResult(result)) });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }

  /** A newer generation makes every entry stale: dropped at once rather than left to age out. */
  private observe(generation: string): void {
    if (this.latest === null || newer(generation, this.latest)) {
      if (this.latest !== null) this.entries.clear();
      this.latest = generation;
    }
  }
}

const copyCounts = (list: FacetCount[]): FacetCount[] => list.map(({ value, count }) => ({ value, count }));

/** A deep copy: the cache's entries are never handed out, so a caller cannot change them. */
export function copyResult(r: SearchResult): SearchResult {
  return {
    hits: r.hits.map(({ id, distanceKm }) => ({ id, distanceKm })),
    totalCount: r.totalCount,
    facets: {
      types: copyCounts(r.facets.types),
      mealCategories: copyCounts(r.facets.mealCategories),
      producerCategories: copyCounts(r.facets.producerCategories),
      departments: copyCounts(r.facets.departments),
      equipment: copyCounts(r.facets.equipment),
      services: copyCounts(r.facets.services),
    },
  };
}

/**
 * The cache key: everything the Postgres adapter's result depends on, in a fixed order, written the way
 * the adapter reads it. Text as the words `resolveText` receives (case and punctuation already dropped
 * there); lists as given, with null, undefined and [] alike (none filters); null and undefined alike for
 * numbers (`!= null` everywhere).
 */
export function resultKey(query: SearchQuery): string {
  const f = query.filter ?? {};
  const list = <T>(v: T[] | null | undefined): T[] | null => (present(v) ? v : null);
  const near = query.near ? [query.near.lat, query.near.lon, query.near.radiusKm ?? null] : null;
  return JSON.stringify(
    [
      queryWords(f.text),
      list(f.types),
      list(f.mealCategories),
      list(f.producerCategories),
      f.budgetMax ?? null,
      list(f.equipment),
      list(f.services),
      list(f.departmentCodes),
      list(f.cityCodes),
      near,
      query.sort ?? null,
      query.offset,
      query.limit,
      query.summary !== false,
    ],
    // JSON writes NaN, Infinity and undefined as null, which the adapter does not treat like null.
    (_key, value: unknown) =>
      value === undefined ? { undefined: true } : typeof value === 'number' && !Number.isFinite(value) ? { number: String(value) } : value,
  );
}

import { testDatabaseUrl } from '@guide/platform/testing';
import { DataSource } from 'typeorm';
import { SearchIndex1700000001000 } from '../migrations/1700000001000-search-index';
import { SearchCoveringIndex1700000001200 } from '../migrations/1700000001200-search-covering-index';
import { SearchFacetCounts1700000001500 } from '../migrations/1700000001500-search-facet-counts';
import { SearchGeneration1700000001600 } from '../migrations/1700000001600-search-generation';
import { SearchTextTable1700000001975 } from '../migrations/1700000001975-search-text-table';
import { PostgresSearchAdapter } from './postgres-search.adapter';
import { ResultCache, resultKey } from './result-cache';
import { describeSearchContract } from './search.contract';
import { F, FIXTURE } from './search.fixture';
import type { SearchQuery, SearchResult } from './search.port';

async function openDataSource(name: string): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: await testDatabaseUrl(name),
    entities: [],
    migrations: [
      SearchIndex1700000001000,
      SearchCoveringIndex1700000001200,
      SearchFacetCounts1700000001500,
      SearchGeneration1700000001600,
      SearchTextTable1700000001975,
    ],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
  });
  return dataSource.initialize();
}

// The whole contract again, through the cache: its writes between searches must show at once.
describeSearchContract('postgres with the result cache', async () => {
  const dataSource = await openDataSource('search_cached');
  return { adapter: new PostgresSearchAdapter(dataSource, { resultCacheSize: 1000 }), cleanup: () => dataSource.destroy() };
});

const result = (id: string): SearchResult => ({
  hits: [{ id, distanceKm: null }],
  totalCount: 1,
  facets: { types: [{ value: 'HOTEL', count: 1 }], mealCategories: [], producerCategories: [], departments: [], equipment: [], services: [] },
});

describe('ResultCache', () => {
  it('is bounded: the least recently used entry goes first', () => {
    const cache = new ResultCache(3);
    for (const k of ['a', 'b', 'c']) cache.set(k, '1', result(k));
    expect(cache.get('a', '1')?.hits[0].id).toBe('a'); // a is now the most recent
    cache.set('d', '1', result('d'));
    cache.set('e', '1', result('e'));
    expect(cache.size).toBe(3);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('c', '1')).toBeUndefined();
    expect(['a', 'd', 'e'].map((k) => cache.get(k, '1')?.hits[0].id)).toEqual(['a', 'd', 'e']);
  });

  it('serves an entry only at its own generation, and never stores a result stamped before a newer generation seen', () => {
    const cache = new ResultCache(10);
    cache.set('q', '9', result('old'));
    expect(cache.get('q', '10')).toBeUndefined(); // compared as numbers: 10 > 9
    expect(cache.size).toBe(0); // a newer generation drops every entry
    cache.set('q', '9', result('old')); // computed by a request that read 9 before the write of 10
    expect(cache.get('q', '9')).toBeUndefined();
    expect(cache.get('q', '10')).toBeUndefined();
    cache.set('q', '10', result('new'));
    expect(cache.get('q', '10')?.hits[0].id).toBe('new');
  });

  it('hands out copies: a caller changing a result does not change the cache', () => {
    const cache = new ResultCache(10);
    const stored = result('a');
    cache.set('q', '1', stored);
    stored.hits[0].id = 'changed';
    const first = cache.get('q', '1')!;
    first.hits.push({ id: 'x', distanceKm: 1 });
    first.facets.types[0].count = 99;
    first.totalCount = 7;
    expect(cache.get('q', '1')).toEqual(result('a'));
  });

  it('keys on what changes the answer, and only on that', () => {
    const base: SearchQuery = { filter: { text: 'Fromage, Lyon' }, offset: 0, limit: 20 };
    const same: SearchQuery[] = [
      { filter: { text: 'fromage lyon', types: [], budgetMax: null }, near: null, offset: 0, limit: 20, summary: true },
      { filter: { text: '  FROMAGE  -- lyon ' }, sort: null, offset: 0, limit: 20 },
    ];
    for (const q of same) expect(resultKey(q)).toBe(resultKey(base));
    const different: SearchQuery[] = [
      { ...base, filter: { text: 'lyon fromage' } }, // the tsquery follows the words' order: kept apart
      { ...base, filter: { text: 'fromage' } },
      { ...base, filter: { ...base.filter, types: ['HOTEL'] } },
      { ...base, filter: { ...base.filter, mealCategories: ['BRASSERIE'] } },
      { ...base, filter: { ...base.filter, producerCategories: ['fromager'] } },
      { ...base, filter: { ...base.filter, budgetMax: 0 } },
      { ...base, filter: { ...base.filter, equipment: ['terrace'] } },
      { ...base, filter: { ...base.filter, services: ['wifi'] } },
      { ...base, filter: { ...base.filter, departmentCodes: ['69'] } },
      { ...base, filter: { ...base.filter, cityCodes: ['69123'] } },
      { ...base, near: { lat: 45.76, lon: 4.83 } },
      { ...base, near: { lat: 45.76, lon: 4.83, radiusKm: 5 } },
      { ...base, sort: 'NAME_ASC' },
      { ...base, offset: 20 },
      { ...base, limit: 21 },
      { ...base, limit: Number.NaN },
      { ...base, summary: false },
    ];
    const keys = new Set([resultKey(base), ...different.map(resultKey)]);
    expect(keys.size).toBe(different.length + 1);
  });
});

describe('PostgresSearchAdapter with the result cache', () => {
  let dataSource: DataSource;
  let adapter: PostgresSearchAdapter;
  let statements: jest.SpyInstance;
  const opera: SearchQuery = { filter: { text: 'opera' }, offset: 0, limit: 10 };
  const ids = (r: SearchResult) => r.hits.map((h) => h.id);

  beforeAll(async () => {
    dataSource = await openDataSource('search_cached_pg');
    adapter = new PostgresSearchAdapter(dataSource, { resultCacheSize: 1000 });
    await adapter.ensureReady();
  });
  beforeEach(async () => {
    await adapter.clear();
    statements = jest.spyOn(dataSource, 'query');
  });
  afterEach(() => statements.mockRestore());
  afterAll(() => dataSource?.destroy());

  it('answers a repeated search from the cache, and a write between two identical searches changes the second answer', async () => {
    await adapter.upsertMany(FIXTURE.filter((d) => d.id !== F.opera.id));
    expect(ids(await adapter.search(opera))).toEqual([]);
    statements.mockClear();
    expect(ids(await adapter.search(opera))).toEqual([]);
    expect(statements).toHaveBeenCalledTimes(1); // the generation only

    await adapter.upsert(F.opera);
    expect(ids(await adapter.search(opera))).toEqual([F.opera.id]);
    // A write by anyone (here plain SQL, not the adapter) bumps the generation through the triggers.
    await dataSource.query('UPDATE establishment_search SET published = false WHERE id = $1', [F.opera.id]);
    expect(ids(await adapter.search(opera))).toEqual([]);
    await dataSource.query('UPDATE establishment_search SET published = true WHERE id = $1', [F.opera.id]);
    expect(ids(await adapter.search(opera))).toEqual([F.opera.id]);
    // Facets and totals of the whole guide follow too.
    const whole = await adapter.search({ filter: {}, offset: 0, limit: 50 });
    await adapter.remove(F.opera.id);
    const after = await adapter.search({ filter: {}, offset: 0, limit: 50 });
    expect(after.totalCount).toBe(whole.totalCount - 1);
    expect(ids(after)).toEqual(ids(whole).filter((id) => id !== F.opera.id));
  });

  it('bumps the generation only for writes that can change an answer', async () => {
    const generation = async () => (await dataSource.query('SELECT n FROM search_generation'))[0].n as string;
    const g0 = await generation();
    await adapter.upsert({ ...F.opera, published: false }); // an unpublished document is never returned
    expect(await generation()).toBe(g0);
    await adapter.upsert({ ...F.opera, published: true });
    const g1 = await generation();
    expect(BigInt(g1)).toBeGreaterThan(BigInt(g0));
    await adapter.upsert({ ...F.opera, updatedAt: '2000-01-01T00:00:00.000Z' }); // older: ignored
    expect(await generation()).toBe(g1);
    await dataSource.query('DELETE FROM search_words WHERE word = $1', ['opera']);
    expect(BigInt(await generation())).toBeGreaterThan(BigInt(g1));
  });

  it('does not serve a result computed before a write that committed while it was computed', async () => {
    await adapter.upsertMany(FIXTURE.filter((d) => d.id !== F.opera.id));
    // A writer's transaction is open while the search reads the generation and computes; it commits
    // after the computation and before the result is stored.
    const writer = dataSource.createQueryRunner();
    await writer.connect();
    await writer.startTransaction();
    await adapter.upsert(F.opera, writer.manager);
    const internals = adapter as unknown as { compute(q: SearchQuery): Promise<SearchResult> };
    const compute = internals.compute.bind(adapter);
    const spy = jest.spyOn(internals, 'compute').mockImplementationOnce(async (q) => {
      const r = await compute(q);
      await writer.commitTransaction();
      return r;
    });
    try {
      expect(ids(await adapter.search(opera))).toEqual([]);
      expect(ids(await adapter.search(opera))).toEqual([F.opera.id]);
    } finally {
      spy.mockRestore();
      if (writer.isTransactionActive) await writer.rollbackTransaction();
      await writer.release();
    }
  });

  it('stays bounded by its size', async () => {
    const small = new PostgresSearchAdapter(dataSource, { resultCacheSize: 2 });
    await small.upsertMany(FIXTURE);
    const queries = [0, 1, 2].map((offset): SearchQuery => ({ filter: {}, offset, limit: 3 }));
    for (const q of queries) await small.search(q);
    expect(small.resultCache?.size).toBe(2);
    statements.mockClear();
    const again = await small.search(queries[0]); // evicted: computed again
    expect(statements.mock.calls.length).toBeGreaterThan(1);
    statements.mockClear();
    expect(await small.search(queries[0])).toEqual(again); // now cached
    expect(statements).toHaveBeenCalledTimes(1);
  });

  it('returns copies: changing an answer does not change the next one', async () => {
    await adapter.upsertMany(FIXTURE);
    const q: SearchQuery = { filter: {}, offset: 0, limit: 5 };
    const first = await adapter.search(q);
    const expected = structuredClone(first);
    first.hits.reverse();
    first.facets.types.length = 0;
    const second = await adapter.search(q);
    expect(second).toEqual(expected);
    second.hits[0].id = 'changed';
    expect(await adapter.search(q)).toEqual(expected);
  });

  it('answers the same as without the cache, for any input, and never fails where the uncached path answers', async () => {
    await adapter.upsertMany(FIXTURE);
    const plain = new PostgresSearchAdapter(dataSource);
    const queries: SearchQuery[] = [
      { filter: {}, offset: 0, limit: 20 },
      { filter: { text: 'fromages' }, offset: 0, limit: 20 },
      { filter: { text: 'bourgonge' }, sort: 'NAME_DESC', offset: 0, limit: 3 },
      { filter: { types: ['HOTEL_RESTAURANT'] }, sort: 'PRICE_DESC', offset: 1, limit: 2 },
      { filter: {}, near: { lat: 48.85, lon: 2.35, radiusKm: 500 }, offset: 0, limit: 20 },
      { filter: {}, near: { lat: 48.85, lon: 2.35 }, sort: 'DISTANCE', offset: 0, limit: 4, summary: false },
      { filter: { text: "l'" }, offset: 0, limit: 20 },
    ];
    for (const q of queries) {
      const expected = await plain.search(q);
      expect({ q, r: await adapter.search(q) }).toEqual({ q, r: expected });
      expect({ q, r: await adapter.search(q) }).toEqual({ q, r: expected });
    }
  });
});

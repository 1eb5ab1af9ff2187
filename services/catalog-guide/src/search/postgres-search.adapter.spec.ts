import { testDatabaseUrl } from '@guide/platform/testing';
import { DataSource } from 'typeorm';
import { SearchIndex1700000001000 } from '../migrations/1700000001000-search-index';
import { SearchCoveringIndex1700000001200 } from '../migrations/1700000001200-search-covering-index';
import { buildSearchSql, PAGE_COST, PostgresSearchAdapter, RESOLVE_TEXT_SQL } from './postgres-search.adapter';
import { TYPO_MIN_LENGTH } from './search-rules';
import { describeSearchContract } from './search.contract';
import { F } from './search.fixture';

async function openDataSource(name: string): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: await testDatabaseUrl(name),
    entities: [],
    migrations: [SearchIndex1700000001000, SearchCoveringIndex1700000001200],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
  });
  return dataSource.initialize();
}

describeSearchContract('postgres', async () => {
  const dataSource = await openDataSource('search');
  return { adapter: new PostgresSearchAdapter(dataSource), cleanup: () => dataSource.destroy() };
});

describe('PostgresSearchAdapter specifics', () => {
  let dataSource: DataSource;
  let adapter: PostgresSearchAdapter;
  beforeAll(async () => {
    dataSource = await openDataSource('search_pg');
    adapter = new PostgresSearchAdapter(dataSource);
  });
  afterAll(() => dataSource?.destroy());

  it('writes in the caller transaction when given its manager', async () => {
    await dataSource
      .transaction(async (manager) => {
        await adapter.upsert(F.opera, manager);
        throw new Error('roll back');
      })
      .catch((e: Error) => expect(e.message).toBe('roll back'));
    expect((await adapter.search({ filter: {}, offset: 0, limit: 10 })).totalCount).toBe(0);
    await dataSource.transaction((manager) => adapter.upsert(F.opera, manager));
    expect((await adapter.search({ filter: { text: 'opera' }, offset: 0, limit: 10 })).hits.map((h) => h.id)).toEqual([F.opera.id]);
    await dataSource.transaction((manager) => adapter.remove(F.opera.id, manager));
    expect((await adapter.search({ filter: {}, offset: 0, limit: 10 })).totalCount).toBe(0);
  });

  it('fails clearly when the migration has not run', async () => {
    const bare = new DataSource({ type: 'postgres', url: await testDatabaseUrl('search_bare'), entities: [] });
    await bare.initialize();
    try {
      await expect(new PostgresSearchAdapter(bare).ensureReady()).rejects.toThrow(/SearchIndex1700000001000/);
    } finally {
      await bare.destroy();
    }
  });

  it('sends user text only as parameters', () => {
    const { sql, params } = buildSearchSql(
      { filter: { types: ["RESTAURANT'; DROP TABLE x; --" as never], cityCodes: ['75056'], budgetMax: 3000 }, near: { lat: 1, lon: 2, radiusKm: 3 }, offset: 0, limit: 10 },
      { query: "'opera'", exact: "'opera'" },
    );
    expect(sql).not.toContain('DROP');
    expect(sql).not.toContain('opera');
    expect(params).toContain("'opera'");
  });

  it('plans: near-me uses the GiST index, text the GIN index, lists the covering index, typo candidates the trigram index', async () => {
    // Spread establishments over metropolitan France with varied words and rows as wide as real ones
    // (a description, a long tsvector), then ask the planner.
    await dataSource.query(`
      INSERT INTO establishment_search (id, slug, name, type, description, city_code, city_name, department_code, lat, lon,
        price_from, path, published, updated_at, document)
      SELECT gen_random_uuid(), 'e' || g, 'Maison ' || g, (ARRAY['RESTAURANT','HOTEL','WINE'])[1 + g % 3], repeat('Cuisine de saison et cave choisie. ', 12),
        '75056', 'Ville' || (g % 500), lpad((1 + g % 95)::text, 2, '0'), 42.5 + random() * 8.5, -4.5 + random() * 12.5,
        1000 + g % 9000, '/e/' || g, true, now(),
        to_tsvector('guide_french', 'Maison ' || g || ' mot' || (g % 1000) || ' cuisine' || (g % 50) || ' ' || md5(g::text) || ' ' || md5((g + 1)::text))
      FROM generate_series(1, 5000) g`);
    await dataSource.query('VACUUM ANALYZE establishment_search'); // also flushes the GIN pending list
    const plan = async (text: { query: string; exact: string } | null, near: { lat: number; lon: number; radiusKm?: number } | null) => {
      const { sql, params } = buildSearchSql({ filter: {}, near, offset: 0, limit: 20 }, text);
      const rows: { 'QUERY PLAN': string }[] = await dataSource.query(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const nearPlan = await plan(null, { lat: 47.322, lon: 5.0415, radiusKm: 20 });
    expect(nearPlan).toMatch(/Index Scan.*establishment_search_earth|Bitmap Index Scan on establishment_search_earth/);
    // nearest first without a radius: an ordered (KNN) scan of the same index, no full sort
    expect(await plan(null, { lat: 47.322, lon: 5.0415 })).toMatch(/Index Scan using establishment_search_earth[\s\S]*Order By: .*<->/);
    const textPlan = await plan({ query: "'mot42'", exact: "'mot42'" }, null);
    expect(textPlan).toMatch(/Bitmap Index Scan on establishment_search_document/);
    // Lists with filters read an index, not the whole wide table (at the adapter's page cost; at 50,000
    // real rows it is the covering index, index only: bench/README.md).
    const listPlan = await dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL random_page_cost = ${PAGE_COST}`);
      const { sql, params } = buildSearchSql({ filter: { types: ['HOTEL', 'WINE'], departmentCodes: ['21', '33'], budgetMax: 5000 }, sort: 'PRICE_ASC', offset: 0, limit: 20 }, null);
      const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(listPlan).toMatch(/Index (Only )?Scan using establishment_search_(lists|price_from)/);
    expect(listPlan).not.toMatch(/Seq Scan on establishment_search/);
    await dataSource.query(`INSERT INTO search_words SELECT md5(g::text) FROM generate_series(1, 20000) g ON CONFLICT DO NOTHING`);
    await dataSource.query('VACUUM ANALYZE search_words');
    const words: { 'QUERY PLAN': string }[] = await dataSource.query(`EXPLAIN ANALYZE ${RESOLVE_TEXT_SQL}`, [['bourgonge', 'dijon'], TYPO_MIN_LENGTH]);
    expect(words.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on search_words_trgm/);
  });
});

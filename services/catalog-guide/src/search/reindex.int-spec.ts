import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { generateEstablishments } from '../seed/generate';
import { PostgresSearchAdapter } from './postgres-search.adapter';
import { reindexAll } from './reindex';

const staff = adminIdentity(['catalog.establishments.create', 'catalog.establishments.publish', 'catalog.establishments.update']);

describe('reindex from the database', () => {
  let sg: TestSubgraph;
  let dataSource: DataSource;
  const media = mkdtempSync(join(tmpdir(), 'guide-media-'));

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    dataSource = sg.app.get(DataSource);
  }, 60_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(media, { recursive: true, force: true });
  });

  const snapshot = () =>
    dataSource.query(`SELECT id, slug, name, type, city_name, department_code, path, specialties, equipment, price_from, published, updated_at, document::text
                        FROM establishment_search ORDER BY id`);

  it('rebuilds exactly what the events built, in batches, reporting progress', async () => {
    const inputs = generateEstablishments(12, { seed: 11 });
    for (const { cityName: _c, ...input } of inputs) {
      const res = await sg.gql(`mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`, { input }, staff);
      expect(res.errors).toBeUndefined();
    }
    const hidden = (await dataSource.query('SELECT id FROM establishment ORDER BY id LIMIT 1'))[0].id;
    await sg.gql(`mutation($id: ID!) { setEstablishmentPublished(id: $id, published: false) { id } }`, { id: hidden }, staff);
    // Wait until the event-fed index holds all 12, the unpublished one included.
    const deadline = Date.now() + 5000;
    const indexed = async () =>
      (await dataSource.query(`SELECT count(*) FILTER (WHERE published)::int AS published, count(*)::int AS n FROM establishment_search`))[0];
    // One statement: both counts from the same moment (12 rows, 11 published is only reached after the last event).
    while (JSON.stringify(await indexed()) !== JSON.stringify({ published: 11, n: 12 })) {
      if (Date.now() > deadline) throw new Error('the indexer never caught up');
      await new Promise((r) => setTimeout(r, 50));
    }
    const fromEvents = await snapshot();

    const search = new PostgresSearchAdapter(dataSource);
    await search.clear();
    expect((await search.search({ filter: {}, offset: 0, limit: 5 })).totalCount).toBe(0);

    const progress: number[] = [];
    let announced = -1;
    const total = await reindexAll(dataSource, search, { batchSize: 5, onStart: (n) => (announced = n), onProgress: (done) => progress.push(done) });
    expect(total).toBe(12);
    expect(announced).toBe(12);
    expect(progress).toEqual([5, 10, 12]);
    expect(await snapshot()).toEqual(fromEvents);
    const [{ town }] = await dataSource.query('SELECT c.name AS town FROM establishment e JOIN city c ON c.code = e.city_code WHERE e.published LIMIT 1');
    const result = await search.search({ filter: { text: town }, offset: 0, limit: 50 });
    expect(result.totalCount).toBeGreaterThan(0);
    expect((await search.search({ filter: {}, offset: 0, limit: 50 })).totalCount).toBe(11);
  });

  it('empties the index when the guide is empty', async () => {
    await dataSource.query('DELETE FROM establishment');
    const search = new PostgresSearchAdapter(dataSource);
    expect(await reindexAll(dataSource, search)).toBe(0);
    expect((await search.search({ filter: {}, offset: 0, limit: 5 })).totalCount).toBe(0);
  });
});

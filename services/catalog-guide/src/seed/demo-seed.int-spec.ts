import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoSeedRunner, GATEWAY_SECRET_HEADER } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, bootTestSubgraph } from '@guide/platform/testing';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { PRODUCER_CATEGORIES } from '../establishments/vocabularies';
import { DEMO_SIZE } from './demo-seed';

/**
 * The demo guide as `npm start` seeds it, in a real database: varied names, every producer category
 * filled, and a picture for every establishment that the storefront can load.
 */
describe('demo seed (catalog-guide with SEED_DEMO_DATA)', () => {
  let sg: TestSubgraph;
  let db: DataSource;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'guide-demo-media-'));
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, SEED_DEMO_DATA: true, MEDIA_DIR: mediaDir }));
    db = sg.app.get(DataSource);
  }, 180_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('seeds the whole demo guide, and only once', async () => {
    const count = async () => (await db.query('SELECT count(*)::int AS n FROM establishment'))[0].n;
    expect(await count()).toBe(DEMO_SIZE);
    await sg.app.get(DemoSeedRunner).run(); // a restart
    expect(await count()).toBe(DEMO_SIZE);
    expect((await db.query('SELECT count(*)::int AS n FROM establishment_image'))[0].n).toBe(DEMO_SIZE);
  });

  it('never repeats a name within a town, and hardly anywhere', async () => {
    const repeatedInTown = await db.query('SELECT city_code, name, count(*)::int AS n FROM establishment GROUP BY city_code, name HAVING count(*) > 1');
    expect(repeatedInTown).toEqual([]);
    const [{ distinct }] = await db.query('SELECT count(DISTINCT name)::int AS distinct FROM establishment');
    expect(distinct).toBeGreaterThanOrEqual(DEMO_SIZE * 0.95);
  });

  it('fills every producer category of the vocabulary with several producers', async () => {
    const rows: { code: string; n: number }[] = await db.query(
      `SELECT producer_category AS code, count(*)::int AS n FROM establishment WHERE type = 'LOCAL_PRODUCER' AND published GROUP BY producer_category`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.code, r.n]));
    for (const { code } of PRODUCER_CATEGORIES) expect({ code, atLeast3: (counts[code] ?? 0) >= 3 }).toEqual({ code, atLeast3: true });
  });

  it('gives every establishment a picture the storefront can load (GraphQL images, then the file)', async () => {
    const [{ without }] = await db.query(
      'SELECT count(*)::int AS without FROM establishment e WHERE NOT EXISTS (SELECT 1 FROM establishment_image i WHERE i.establishment_id = e.id)',
    );
    expect(without).toBe(0);
    const [{ slug, type }] = await db.query(
      `SELECT slug, type FROM establishment WHERE producer_category = 'domaine-viticole' AND type = 'LOCAL_PRODUCER' LIMIT 1`,
    );
    const res = await sg.gql(
      `query($slug: String!, $type: EstablishmentType) { establishment(slug: $slug, type: $type) { name images { url thumbnailUrl alt position } } }`,
      { slug, type },
    );
    expect(res.errors).toBeUndefined();
    const [image] = res.data.establishment.images;
    expect(image).toMatchObject({ position: 1, alt: expect.stringContaining('Illustration') });
    const base = sg.url.replace(/\/graphql$/, '');
    for (const [url, width] of [
      [image.url, 1200],
      [image.thumbnailUrl, 400],
    ] as const) {
      const file = await fetch(base + url, { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } }); // as the gateway's /media proxy
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width });
    }
  });
});

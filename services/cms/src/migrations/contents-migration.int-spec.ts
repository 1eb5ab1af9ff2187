import { DataSource } from 'typeorm';
import { TestSubgraph, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { CONTENT_FIELD_IDS, SEEDED_CONTENT_TYPES } from './1700000003100-contents';

describe('contents migration', () => {
  let t: TestSubgraph;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  it('seeds the nine content types and their custom fields with fixed ids', async () => {
    // Without the type of owners' posts (its own migration, 1700000003700-owner-posts.ts).
    const types = await db.query(`SELECT slug FROM content_type WHERE slug <> 'actualites-des-etablissements' ORDER BY slug`);
    expect(types.map((r: { slug: string }) => r.slug).sort()).toEqual(SEEDED_CONTENT_TYPES.map((x) => x.slug).sort());
    expect(types).toHaveLength(9);
    const [start] = await db.query('SELECT id, kind, required, position FROM content_custom_field WHERE content_type = $1 AND code = $2', [
      'evenements',
      'start-date',
    ]);
    expect(start).toEqual({ id: CONTENT_FIELD_IDS['evenements/start-date'], kind: 'DATE', required: true, position: 0 });
    const [difficulty] = await db.query(`SELECT options FROM content_custom_field WHERE code = 'difficulty'`);
    expect(difficulty.options).toEqual(['Facile', 'Moyenne', 'Difficile']);
    expect((await db.query(`SELECT count(*)::int AS n FROM content_custom_field WHERE content_type <> 'actualites-des-etablissements'`))[0].n).toBe(24);
  });

  it('refuses a redirect to itself and a slug that is not lower-case words', async () => {
    await expect(db.query(`INSERT INTO content_redirect (from_path, to_path) VALUES ('/blog/a', '/blog/a')`)).rejects.toThrow();
    await expect(db.query(`INSERT INTO content (content_type, slug, title) VALUES ('blog', 'Bad Slug', 'x')`)).rejects.toThrow();
  });
});

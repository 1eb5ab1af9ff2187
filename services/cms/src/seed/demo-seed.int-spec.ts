import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DemoSeedRunner, GATEWAY_SECRET_HEADER, LocalMediaStorage } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { type EstablishmentType, slugify, typesOfSection } from '@guide/vocabulary';
import { pageSchema, validateWith } from '@guide/validation';
import { generateEstablishments } from '../../../catalog-guide/src/seed/generate';
import { DEMO_SIZE } from '../../../catalog-guide/src/seed/demo-seed';
import { AppModule, SERVICE } from '../app.module';
import { checkContentInput, checkCustomFieldValues } from '../contents/content.validation';
import { SEEDED_CONTENT_TYPES } from '../migrations/1700000003100-contents';
import { sanitizeRichText } from '../shared/rich-text';
import { ABOUT_PAGES, DEMO_CONTENT, seedMediaUrl } from './data';
import { VISUALS_DIR, seedCms, seedMediaFiles, visualFiles } from './demo-seed';

/**
 * The slugs the catalog's demo seed gives its establishments: its generator's output, slugged the way
 * EstablishmentsService.uniqueSlug does (the name, else name + town, unique per storefront section).
 */
function catalogDemoSlugs(): Set<string> {
  const taken = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const e of generateEstablishments(DEMO_SIZE, { seed: 2024, spreadKm: 2 })) {
    const section = typesOfSection(e.type as EstablishmentType).join();
    const inSection = taken.get(section) ?? new Set<string>();
    taken.set(section, inSection);
    const base = slugify(e.name);
    const slug = [base, `${base}-${slugify(e.cityName)}`].find((s) => !inSection.has(s))!;
    inSection.add(slug);
    all.add(slug);
  }
  return all;
}

describe('cms demo content (data)', () => {
  const isPublic = (c: { status?: string; publishedDaysAgo: number | null }) =>
    (c.status ?? 'PUBLISHED') === 'PUBLISHED' && c.publishedDaysAgo !== null && c.publishedDaysAgo >= 0;

  it('covers every seeded content type with categories and at least five public contents, in both languages', () => {
    expect(DEMO_CONTENT.map((t) => t.type).sort()).toEqual(SEEDED_CONTENT_TYPES.map((t) => t.slug).sort());
    for (const t of DEMO_CONTENT) {
      expect(t.categories.length).toBeGreaterThanOrEqual(2);
      expect(t.categories.length).toBeLessThanOrEqual(4);
      expect(t.contents.length).toBeGreaterThanOrEqual(6);
      expect(t.contents.filter(isPublic).length).toBeGreaterThanOrEqual(5);
      expect(new Set(t.contents.map((c) => c.slug)).size).toBe(t.contents.length);
      expect(new Set(t.categories.map((c) => c.slug)).size).toBe(t.categories.length);
      for (const c of t.contents) {
        expect([c.titleEn, c.shortDescriptionEn, c.bodyEn].every((s) => s.trim().length > 0)).toBe(true);
        expect(c.categories.every((slug) => t.categories.some((cat) => cat.slug === slug))).toBe(true);
        expect(c.categories.length).toBeGreaterThan(0);
      }
    }
    const all = DEMO_CONTENT.flatMap((t) => t.contents);
    // Every state shows in the back office: drafts and a scheduled publication.
    expect(all.filter((c) => c.status === 'DRAFT').length).toBeGreaterThanOrEqual(2);
    expect(all.filter((c) => (c.status ?? 'PUBLISHED') === 'PUBLISHED' && (c.publishedDaysAgo ?? 0) < 0)).toHaveLength(1);
  });

  it('passes the content validation of the API, with bodies the sanitizer leaves unchanged', () => {
    for (const t of DEMO_CONTENT) {
      for (const c of t.contents) {
        const { main, thumbnail } = visualFiles(t.type, c);
        const checked = checkContentInput({
          title: c.title,
          slug: c.slug,
          status: c.status ?? 'PUBLISHED',
          shortDescription: c.shortDescription,
          body: c.body,
          titleEn: c.titleEn,
          shortDescriptionEn: c.shortDescriptionEn,
          bodyEn: c.bodyEn,
          tags: c.tags,
          seo: { ...c.seo, ogImageUrl: seedMediaUrl(main) },
          thumbnailUrl: seedMediaUrl(thumbnail),
          mainImageUrl: seedMediaUrl(main),
        });
        expect({ content: `${t.type}/${c.slug}`, ...(checked.ok ? {} : checked.fieldErrors) }).toEqual({ content: `${t.type}/${c.slug}` });
        expect(sanitizeRichText(c.body)).toBe(c.body);
        expect(sanitizeRichText(c.bodyEn)).toBe(c.bodyEn);
      }
    }
    for (const p of ABOUT_PAGES) {
      expect(validateWith(pageSchema, { ...p, status: 'PUBLISHED' }).ok).toBe(true);
      expect(sanitizeRichText(p.body)).toBe(p.body);
    }
  });

  it('gives custom field values valid for their kind, required ones included', () => {
    for (const t of DEMO_CONTENT) {
      const fields = SEEDED_CONTENT_TYPES.find((s) => s.slug === t.type)!.fields.map((f) => ({
        ...f,
        options: f.options ?? [],
        required: f.required ?? false,
      }));
      for (const c of t.contents) {
        const byCode = new Map(fields.map((f) => [f.code, f.id]));
        const input = Object.entries(c.fields ?? {}).map(([code, value]) => ({ fieldId: byCode.get(code) ?? `unknown:${code}`, value }));
        const { values, errors } = checkCustomFieldValues(fields, input);
        expect({ content: `${t.type}/${c.slug}`, ...errors }).toEqual({ content: `${t.type}/${c.slug}` });
        // Stored as written: the seed writes the values straight into the table.
        for (const { fieldId, value } of input) expect(values.get(fieldId)).toBe(value);
        // Every type with fields fills all of them, so the storefront shows complete cards.
        expect(Object.keys(c.fields ?? {}).sort()).toEqual(fields.map((f) => f.code).sort());
      }
    }
  });

  it('routes stop at establishments the catalog demo seed creates', () => {
    const slugs = catalogDemoSlugs();
    expect(slugs.size).toBe(DEMO_SIZE);
    const routes = DEMO_CONTENT.find((t) => t.type === 'routes-gourmandes')!;
    for (const route of routes.contents) {
      const stops = route.fields!.stops.split('\n');
      expect(stops.length).toBeGreaterThanOrEqual(3);
      expect(stops.filter((s) => !slugs.has(s))).toEqual([]);
    }
  });

  it('ships every picture it refers to', () => {
    const files = seedMediaFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !existsSync(join(VISUALS_DIR, f)))).toEqual([]);
  });
});

describe('cms demo seed (database)', () => {
  let t: TestSubgraph;
  let db: DataSource;
  const mediaDir = mkdtempSync(join(tmpdir(), 'cms-seed-media-'));

  beforeAll(async () => {
    const config = { ...(await testSubgraphConfig(SERVICE)), MEDIA_DIR: mediaDir };
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg), config);
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const counts = async () =>
    (
      await db.query(`SELECT
        (SELECT count(*) FROM content)::int AS contents,
        (SELECT count(*) FROM content_category)::int AS categories,
        (SELECT count(*) FROM content_category_link)::int AS links,
        (SELECT count(*) FROM content_field_value)::int AS "values",
        (SELECT count(*) FROM page)::int AS pages,
        (SELECT max(updated_at) FROM content) AS "lastUpdate"`)
    )[0];

  it('writes every type, the about-us pages and the pictures, and nothing more the second time', async () => {
    const media = new LocalMediaStorage(mediaDir);
    const first = await seedCms(db, media);
    const expected = DEMO_CONTENT.reduce((n, type) => n + type.contents.length, 0);
    expect(first).toEqual({ contents: expected, pages: ABOUT_PAGES.length });
    const before = await counts();
    expect(before).toMatchObject({ contents: expected, pages: ABOUT_PAGES.length });
    expect(await seedCms(db, media)).toEqual({ contents: 0, pages: 0 });
    expect(await counts()).toEqual(before);
    // As registered: the platform's runner (npm start) resolves CmsDemoSeed with the service's media storage.
    await t.app.get(DemoSeedRunner).run();
    expect(await counts()).toEqual(before);

    const perType: { content_type: string; public: number; english: number }[] = await db.query(
      `SELECT content_type, count(*) FILTER (WHERE status = 'PUBLISHED' AND published_at <= now())::int AS public,
              count(*) FILTER (WHERE title_en <> '' AND body_en <> '')::int AS english
         FROM content GROUP BY content_type`,
    );
    expect(perType).toHaveLength(SEEDED_CONTENT_TYPES.length);
    for (const row of perType) expect(row.public).toBeGreaterThanOrEqual(5);
    expect(perType.every((row) => row.english === DEMO_CONTENT.find((d) => d.type === row.content_type)!.contents.length)).toBe(true);
    for (const file of seedMediaFiles()) expect(existsSync(join(mediaDir, 'cms', 'seed', file))).toBe(true);
  });

  it('serves the seeded contents, their custom fields, pictures and the about-us page through the API', async () => {
    const list = await t.gql(
      '{ contents(contentType: "recettes", first: 20) { totalCount edges { node { slug titleEn thumbnailUrl path customFields { field { code } value } } } } }',
    );
    expect(list.errors).toBeUndefined();
    const recettes = DEMO_CONTENT.find((d) => d.type === 'recettes')!;
    // The scheduled recipe is not public yet.
    expect(list.data.contents.totalCount).toBe(recettes.contents.filter((c) => (c.publishedDaysAgo ?? -1) >= 0).length);
    const tatin = list.data.contents.edges.map((e: { node: any }) => e.node).find((n: { slug: string }) => n.slug === 'tarte-tatin');
    expect(tatin).toMatchObject({ titleEn: 'Tarte Tatin with Reinette apples', path: '/recettes/desserts/tarte-tatin' });
    expect(tatin.customFields).toContainEqual({ field: { code: 'difficulty' }, value: 'Moyenne' });

    const picture = await fetch(new URL(tatin.thumbnailUrl, t.url).toString(), { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const outside = await fetch(new URL('/media/files/cms/seed/nothing.webp', t.url).toString(), { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
    expect(outside.status).toBe(404);

    const page = await t.gql('{ page(slug: "qui-sommes-nous") { title body blocksJson } }');
    expect(page.data.page.title).toBe('Qui sommes-nous ?');
    expect(page.data.page.body).toContain('/qui-sommes-nous/notre-histoire');
    expect(JSON.parse(page.data.page.blocksJson).map((b: { type: string }) => b.type)).toEqual(['Hero', 'Text', 'CardGrid', 'FAQ', 'CallToAction']);
  });
});

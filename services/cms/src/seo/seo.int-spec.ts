import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const SEO = 'metaTitle metaDescription ogTitle ogDescription ogImageUrl';
const SECTION = `section label labelEn path seo { ${SEO} } seoEn { ${SEO} } updatedAt`;
const READ = `query($section: String!) { sectionSeo(section: $section) { ${SECTION} } }`;
const UPDATE = `mutation($section: String!, $input: SeoInput!, $inputEn: SeoInput) { updateSectionSeo(section: $section, input: $input, inputEn: $inputEn) { ${SECTION} } }`;
const editor = adminIdentity(['cms.seo.list', 'cms.seo.update']);
const noMail = () => ({ send: async () => undefined, close: () => undefined });
const EMPTY = { metaTitle: null, metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null };

describe('cms section SEO', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail }));
  });
  afterAll(() => t?.close());

  it('lists the fixed sections then every content type, all empty at first (the storefront keeps its own texts)', async () => {
    const { data } = await t.gql(`{ sectionSeos { ${SECTION} } }`);
    const keys = data.sectionSeos.map((s: { section: string }) => s.section);
    expect(keys.slice(0, 8)).toEqual([
      'home',
      'hotels-restaurants',
      'producteurs-locaux',
      'le-monde-du-vin',
      'guide-et-goodies',
      'concours',
      'agenda',
      'search-results',
    ]);
    expect(keys.slice(8)).toEqual(
      expect.arrayContaining([
        'actualites',
        'blog',
        'bons-plans',
        'evenements',
        'partenaires',
        'recettes',
        'revue-de-presse',
        'routes-gourmandes',
        'sejours-et-week-ends',
      ]),
    );
    expect(data.sectionSeos.find((s: { section: string }) => s.section === 'recettes')).toEqual({
      section: 'recettes',
      label: 'Recettes',
      labelEn: 'Recipes',
      path: '/recettes',
      seo: EMPTY,
      seoEn: EMPTY,
      updatedAt: null,
    });
    expect(data.sectionSeos.every((s: { seo: unknown }) => JSON.stringify(s.seo) === JSON.stringify(EMPTY))).toBe(true);
    expect((await t.gql(READ, { section: 'concours' })).data.sectionSeo).toMatchObject({
      label: 'Concours du petit-déjeuner',
      path: '/concours-petit-dejeuner',
      seo: EMPTY,
    });
  });

  it('saves French and English texts (trimmed, blanks to null), keeps English when inputEn is left out, and serves them publicly', async () => {
    const input = {
      metaTitle: '  Hôtels et restaurants de Bourgogne ',
      metaDescription: 'Nos meilleures tables.',
      ogTitle: '',
      ogDescription: null,
      ogImageUrl: '/media/files/cms/og.jpg',
    };
    const res = await t.gql(UPDATE, { section: 'Hotels-Restaurants', input, inputEn: { metaTitle: 'Hotels and restaurants' } }, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateSectionSeo).toMatchObject({
      section: 'hotels-restaurants',
      seo: {
        metaTitle: 'Hôtels et restaurants de Bourgogne',
        metaDescription: 'Nos meilleures tables.',
        ogTitle: null,
        ogDescription: null,
        ogImageUrl: '/media/files/cms/og.jpg',
      },
      seoEn: { ...EMPTY, metaTitle: 'Hotels and restaurants' },
    });
    expect(res.data.updateSectionSeo.updatedAt).toBeTruthy();
    const kept = await t.gql(UPDATE, { section: 'hotels-restaurants', input: { metaTitle: 'Tables' } }, editor);
    expect(kept.data.updateSectionSeo.seo).toEqual({ ...EMPTY, metaTitle: 'Tables' });
    expect(kept.data.updateSectionSeo.seoEn.metaTitle).toBe('Hotels and restaurants');
    expect((await t.gql(READ, { section: 'hotels-restaurants' })).data.sectionSeo.seo.metaTitle).toBe('Tables');
    // A content type's list is a section too.
    expect((await t.gql(UPDATE, { section: 'blog', input: { ogTitle: 'Le blog' } }, editor)).data.updateSectionSeo.seo.ogTitle).toBe('Le blog');
  });

  it('refuses texts over the limits (70, 160, 95, 200) and bad image URLs, French and English, and unknown sections', async () => {
    const over = await t.gql(UPDATE, { section: 'home', input: { metaTitle: 'x'.repeat(71) } }, editor);
    // The input guard answers first (SDL "Max 70 characters"), naming the field.
    expect(over.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { metaTitle: 'TOO_LONG' } });
    const bad = await t.gql(
      UPDATE,
      { section: 'home', input: { ogImageUrl: 'javascript:alert(1)' }, inputEn: { ogImageUrl: 'ftp://x.example/a.jpg' } },
      editor,
    );
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { ogImageUrl: 'URL_INVALID', 'en.ogImageUrl': 'URL_INVALID' } });
    for (const [field, max] of [
      ['metaDescription', 160],
      ['ogTitle', 95],
      ['ogDescription', 200],
    ] as const) {
      expect((await t.gql(UPDATE, { section: 'home', input: { [field]: 'é'.repeat(max) } }, editor)).errors).toBeUndefined();
      expect((await t.gql(UPDATE, { section: 'home', input: {}, inputEn: { [field]: 'é'.repeat(max + 1) } }, editor)).errors[0].extensions.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect((await t.gql(UPDATE, { section: 'inconnue', input: {} }, editor)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(READ, { section: 'inconnue' })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(READ, { section: 'x'.repeat(61) })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(READ, { section: 'home' })).data.sectionSeo.seo.metaTitle).toBeNull();
  });

  it('needs cms.seo.update to change texts', async () => {
    expect((await t.gql(UPDATE, { section: 'home', input: {} }, adminIdentity(['cms.seo.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { section: 'home', input: {} }, customerIdentity())).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { section: 'home', input: {} })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

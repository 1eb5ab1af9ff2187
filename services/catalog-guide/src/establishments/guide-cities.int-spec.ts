import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';

const staff = adminIdentity(['catalog.establishments.create', 'catalog.establishments.publish']);
const CREATE = `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id path } }`;
const CITIES = `query($types: [EstablishmentType!], $departmentCode: String, $producerCategories: [String!], $mealCategories: [MealCategory!]) {
  guideCities(types: $types, departmentCode: $departmentCode, producerCategories: $producerCategories, mealCategories: $mealCategories) {
    slug count city { code name department { code name } } } }`;
const CITY = `query($departmentCode: String!, $slug: String!) { guideCity(departmentCode: $departmentCode, slug: $slug) { code name department { code } } }`;
const HOTELS_RESTAURANTS = ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'];

// Real communes (INSEE codes) of the Côte-d'Or, Rhône and Haute-Savoie.
const TOWN = {
  beaune: { cityCode: '21054', lat: 47.026, lon: 4.84 },
  dijon: { cityCode: '21231', lat: 47.322, lon: 5.0415 },
  epoisses: { cityCode: '21247', lat: 47.5064, lon: 4.1742 },
  essey: { cityCode: '21251', lat: 47.2947, lon: 4.5325 },
  etais: { cityCode: '21252', lat: 47.7425, lon: 4.4175 },
  meursault: { cityCode: '21412', lat: 46.9796, lon: 4.77 },
  lyon: { cityCode: '69123', lat: 45.764, lon: 4.8357 },
  annecy: { cityCode: '74010', lat: 45.8992, lon: 6.1294 },
};

describe('guide towns (guideCities, guideCity) through the catalog-guide subgraph', () => {
  let sg: TestSubgraph;
  let hiddenMeursault: string;
  let beauneIds: string[];
  let epoissesPath: string;

  const create = async (name: string, type: string, town: keyof typeof TOWN, extra: object = {}) => {
    const res = await sg.gql(CREATE, { input: { name, type, ...TOWN[town], ...extra } }, staff);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.createEstablishment as { id: string; path: string };
  };
  const cities = async (variables: Record<string, unknown>) => {
    const res = await sg.gql(CITIES, variables);
    expect(res.errors).toBeUndefined();
    return res.data.guideCities as { slug: string; count: number; city: { code: string; name: string; department: { code: string; name: string } } }[];
  };
  const summary = (list: { slug: string; count: number; city: { name: string } }[]) => list.map((c) => `${c.city.name}:${c.slug}:${c.count}`);
  const city = async (departmentCode: string, slug: string) => {
    const res = await sg.gql(CITY, { departmentCode, slug });
    expect(res.errors).toBeUndefined();
    return res.data.guideCity as { code: string; name: string; department: { code: string } } | null;
  };

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    // A homonym of Annecy in the same department, more populous (the real data has none): slug resolution must choose.
    await sg.app
      .get(DataSource)
      .query(`INSERT INTO city (code, name, department_code, postal_codes, population) VALUES ('74999', 'Annecy', '74', '{74000}', 999999)`);
    beauneIds = [
      (await create('Le Terroir de Beaune', 'RESTAURANT', 'beaune', { mealCategory: 'TERROIR' })).id,
      (await create('La Cuisine des Hospices', 'RESTAURANT', 'beaune', { mealCategory: 'TERROIR' })).id,
      (await create('Hôtel des Remparts', 'HOTEL', 'beaune')).id,
    ];
    await create('La Table des Ducs', 'RESTAURANT', 'dijon', { mealCategory: 'GASTRONOMIC' });
    epoissesPath = (await create('Auberge du Château', 'HOTEL_RESTAURANT', 'epoisses', { mealCategory: 'VILLAGE_INN' })).path;
    await create('Le Relais d’Essey', 'RESTAURANT', 'essey', { mealCategory: 'VILLAGE' });
    await create('La Halte d’Étais', 'RESTAURANT', 'etais', { mealCategory: 'TERROIR' });
    hiddenMeursault = (await create('Le Bistrot Caché', 'RESTAURANT', 'meursault', { published: false })).id;
    await create('Fromagerie d’Époisses', 'LOCAL_PRODUCER', 'epoisses', { producerCategory: 'fromages' });
    await create('Rucher des Ducs', 'LOCAL_PRODUCER', 'dijon', { producerCategory: 'miel' });
    await create('Domaine des Perrières', 'WINE', 'meursault', { producerCategory: 'domaine-viticole' });
    await create('Bouchon des Canuts', 'RESTAURANT', 'lyon', { mealCategory: 'BRASSERIE' });
  }, 120_000);
  afterAll(() => sg?.close());

  it("lists a department's towns for a section's types, with counts, slugs and the city", async () => {
    const list = await cities({ types: HOTELS_RESTAURANTS, departmentCode: '21' });
    expect(summary(list)).toEqual(['Beaune:beaune:3', 'Dijon:dijon:1', 'Époisses:epoisses:1', 'Essey:essey:1', 'Étais:etais:1']);
    expect(list[0].city).toEqual({ code: '21054', name: 'Beaune', department: { code: '21', name: "Côte-d'Or" } });
    // The slug is the town segment of the establishments' paths.
    expect(epoissesPath).toBe('/hotels-restaurants/21/epoisses/auberge-du-chateau');
    expect(list.find((c) => c.city.code === '21247')!.slug).toBe(epoissesPath.split('/')[3]);
  });

  it('orders by name in French: accented initials sort with their letter', async () => {
    const names = (await cities({ departmentCode: '21' })).map((c) => c.city.name);
    expect(names).toEqual(['Beaune', 'Dijon', 'Époisses', 'Essey', 'Étais', 'Meursault']);
    // A plain code-point sort would put the É names after Meursault.
    expect([...names].sort()).toEqual(['Beaune', 'Dijon', 'Essey', 'Meursault', 'Époisses', 'Étais']);
  });

  it('filters by type, meal category and producer category; without a department it covers France', async () => {
    expect(summary(await cities({ departmentCode: '21', mealCategories: ['TERROIR'] }))).toEqual(['Beaune:beaune:2', 'Étais:etais:1']);
    expect(summary(await cities({ departmentCode: '21', types: ['LOCAL_PRODUCER'] }))).toEqual(['Dijon:dijon:1', 'Époisses:epoisses:1']);
    expect(summary(await cities({ types: ['LOCAL_PRODUCER'], producerCategories: ['fromages'] }))).toEqual(['Époisses:epoisses:1']);
    expect(summary(await cities({ types: ['WINE'] }))).toEqual(['Meursault:meursault:1']);
    expect(summary(await cities({ types: HOTELS_RESTAURANTS, mealCategories: ['BRASSERIE'] }))).toEqual(['Lyon:lyon:1']);
    // Empty lists do not filter.
    const all = await cities({ types: [], mealCategories: [], producerCategories: [] });
    expect(all.map((c) => c.city.name)).toEqual(['Beaune', 'Dijon', 'Époisses', 'Essey', 'Étais', 'Lyon', 'Meursault']);
    expect(all.reduce((n, c) => n + c.count, 0)).toBe(11);
    expect(await cities({ departmentCode: '69', types: ['WINE'] })).toEqual([]);
  });

  it('counts published establishments only, and follows publication', async () => {
    const publish = (id: string, published: boolean) =>
      sg.gql(`mutation($id: ID!, $p: Boolean!) { setEstablishmentPublished(id: $id, published: $p) { published } }`, { id, p: published }, staff);
    expect((await cities({ departmentCode: '21', types: ['RESTAURANT'] })).map((c) => c.city.name)).not.toContain('Meursault');
    await publish(hiddenMeursault, true);
    await publish(beauneIds[0], false);
    try {
      const list = await cities({ departmentCode: '21', types: ['RESTAURANT'] });
      expect(summary(list)).toEqual(['Beaune:beaune:1', 'Dijon:dijon:1', 'Essey:essey:1', 'Étais:etais:1', 'Meursault:meursault:1']);
    } finally {
      await publish(hiddenMeursault, false);
      await publish(beauneIds[0], true);
    }
  });

  it("resolves a URL's town slug within a department", async () => {
    expect(await city('21', 'epoisses')).toEqual({ code: '21247', name: 'Époisses', department: { code: '21' } });
    // A commune without establishments still exists (its page lists nothing).
    expect(await city('21', 'nuits-saint-georges')).toMatchObject({ code: '21464', name: 'Nuits-Saint-Georges' });
    // Corsica's codes in either case; the slug rule folds a hand-typed one.
    expect(await city('2a', 'ajaccio')).toMatchObject({ code: '2A004', department: { code: '2A' } });
    expect(await city('21', 'Époisses')).toMatchObject({ code: '21247' });
    expect(await city('21', 'lyon')).toBeNull();
    expect(await city('21', '---')).toBeNull();
  });

  it('picks, among communes sharing a slug, the one with published establishments, else the most populous', async () => {
    expect(await city('74', 'annecy')).toMatchObject({ code: '74999' }); // none published: the most populous
    const { id } = await create('Le Clos du Lac', 'RESTAURANT', 'annecy');
    expect(await city('74', 'annecy')).toMatchObject({ code: '74010', name: 'Annecy' });
    expect(summary(await cities({ departmentCode: '74' }))).toEqual(['Annecy:annecy:1']);
    await sg.gql(`mutation($id: ID!) { setEstablishmentPublished(id: $id, published: false) { id } }`, { id }, staff);
    expect(await city('74', 'annecy')).toMatchObject({ code: '74999' });
  });

  it('refuses an unknown department with a field key', async () => {
    for (const [query, variables] of [
      [CITIES, { departmentCode: '99' }],
      [CITIES, { departmentCode: '' }],
      [CITY, { departmentCode: 'XX', slug: 'beaune' }],
    ] as const) {
      const res = await sg.gql(query, variables);
      expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { departmentCode: 'UNKNOWN_DEPARTMENT' } });
    }
  });
});

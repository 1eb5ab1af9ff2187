import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { GeographyService } from './geography.service';

const staff = adminIdentity(['catalog.establishments.create', 'catalog.establishments.publish']);
const CREATE = `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`;
const CITIES = `query($search: String, $departmentCode: String) { cities(search: $search, departmentCode: $departmentCode, first: 5) { edges { node { code name lat lon } } } }`;

/** City.lat/lon: the commune's centre for the back office's form, from shipped data or the guide's own establishments. */
describe('commune centres (City.lat, City.lon) through the catalog-guide subgraph', () => {
  let sg: TestSubgraph;
  const city = async (search: string, code: string) => {
    const res = await sg.gql(CITIES, { search, departmentCode: code.slice(0, 2) });
    expect(res.errors).toBeUndefined();
    return res.data.cities.edges.map((e: any) => e.node).find((c: any) => c.code === code);
  };
  const create = async (name: string, cityCode: string, lat: number, lon: number, published = true) => {
    const res = await sg.gql(CREATE, { input: { name, type: 'RESTAURANT', mealCategory: 'TERROIR', cityCode, lat, lon, published } }, staff);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  };

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    // Époisses (21247): two published establishments around the village.
    await create('Auberge du Château', '21247', 47.507, 4.173);
    await create('La Table d’Époisses', '21247', 47.5058, 4.1756);
    // Étais (21252): only a draft, whose exact place must not be given away.
    await create('Le Relais Caché', '21252', 47.7425, 4.4175, false);
  }, 120_000);
  afterAll(() => sg?.close());

  it('reads a commune once a process (migrations alone write them), and asks again for a code it did not find', async () => {
    const db = sg.app.get(DataSource);
    const geography = sg.app.get(GeographyService);
    // Each call stands for a new request: a loader set of its own (perRequest).
    const load = (code: string) => geography.loaders({}).city.load(code);
    expect((await load('21054'))?.name).toBe('Beaune');
    expect(await load('21999')).toBeNull();
    await db.query(`UPDATE city SET name = 'Beaune (renamed)' WHERE code = '21054'`);
    await db.query(`INSERT INTO city (code, name, department_code, postal_codes) VALUES ('21999', 'Test-sur-Ouche', '21', '{21999}')`);
    try {
      expect((await load('21054'))?.name).toBe('Beaune');
      expect((await load('21999'))?.name).toBe('Test-sur-Ouche');
      expect((await geography.loaders({}).department.load('21'))?.name).toBe("Côte-d'Or");
    } finally {
      await db.query(`UPDATE city SET name = 'Beaune' WHERE code = '21054'`);
      await db.query(`DELETE FROM city WHERE code = '21999'`);
    }
  });

  it('gives the centre the project ships for a commune', async () => {
    expect(await city('Beaune', '21054')).toEqual({ code: '21054', name: 'Beaune', lat: 47.026, lon: 4.84 });
  });

  it("derives it from the commune's published establishments otherwise", async () => {
    expect(await city('Époisses', '21247')).toEqual({ code: '21247', name: 'Époisses', lat: 47.5064, lon: 4.1743 });
  });

  it('says null when it is unknown (no shipped centre, no published establishment)', async () => {
    expect(await city('Étais', '21252')).toMatchObject({ lat: null, lon: null });
    expect(await city('Essey', '21251')).toMatchObject({ lat: null, lon: null });
  });
});

/** Federation references (`_entities`): the cities and departments one request names load in one query each. */
describe('City and Department references through the catalog-guide subgraph', () => {
  let sg: TestSubgraph;
  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
  }, 120_000);
  afterAll(() => sg?.close());

  it('batches the references of one request', async () => {
    const { DataSource } = await import('typeorm');
    const queries: string[] = [];
    const runner = sg.app.get(DataSource).driver;
    const original = runner.createQueryRunner.bind(runner);
    const spy = jest.spyOn(runner, 'createQueryRunner').mockImplementation((mode) => {
      const qr = original(mode);
      const query = qr.query.bind(qr);
      qr.query = ((sql: string, ...rest: unknown[]) => (queries.push(sql), (query as (...a: unknown[]) => unknown)(sql, ...rest))) as typeof qr.query;
      return qr;
    });
    try {
      const representations = [
        ...['21054', '21247', '21252', '00000'].map((code) => ({ __typename: 'City', code })),
        ...['21', '75'].map((code) => ({ __typename: 'Department', code })),
      ];
      const res = await sg.gql('query($r: [_Any!]!) { _entities(representations: $r) { ... on City { code name } ... on Department { code } } }', {
        r: representations,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data._entities).toEqual([
        { code: '21054', name: 'Beaune' },
        { code: '21247', name: 'Époisses' },
        { code: '21252', name: 'Étais' },
        null,
        { code: '21' },
        { code: '75' },
      ]);
      expect(queries.filter((q) => /FROM "city"/.test(q))).toHaveLength(1);
      expect(queries.filter((q) => /FROM "department"/.test(q))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

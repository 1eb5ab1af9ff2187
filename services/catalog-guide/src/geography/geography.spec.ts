import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule } from '../app.module';

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
    await create('Auberge du Château', '21247', 47.5070, 4.1730);
    await create('La Table d’Époisses', '21247', 47.5058, 4.1756);
    // Étais (21252): only a draft, whose exact place must not be given away.
    await create('Le Relais Caché', '21252', 47.7425, 4.4175, false);
  }, 120_000);
  afterAll(() => sg?.close());

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

import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule } from '../app.module';

const CREATE = `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id slug name path city { name } department { code name } } }`;
const SEARCH = `query($text: String, $near: GeoInput) { establishments(filter: { text: $text }, near: $near, first: 10) {
  totalCount edges { distanceKm node { id name } } facets { types { value count } } } }`;
const editor = adminIdentity(['catalog.establishments.create', 'catalog.establishments.update', 'catalog.establishments.delete']);

describe('establishments through the catalog-guide subgraph', () => {
  let sg: TestSubgraph;

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
  }, 60_000);
  afterAll(() => sg?.close());

  const searchUntil = async (text: string, predicate: (r: any) => boolean) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const res = await sg.gql(SEARCH, { text });
      if (predicate(res.data?.establishments)) return res.data!.establishments;
      if (Date.now() > deadline) throw new Error(`search "${text}" never matched: ${JSON.stringify(res)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('creates an establishment, indexes it from its event and finds it without accents', async () => {
    const res = await sg.gql(
      CREATE,
      { input: { name: 'Crèmerie du Théâtre', type: 'LOCAL_PRODUCER', producerCategory: 'fromages', cityCode: '21054', lat: 47.02, lon: 4.84 } },
      editor,
    );
    expect(res.errors).toBeUndefined();
    const created = res.data.createEstablishment;
    expect(created).toMatchObject({ slug: 'cremerie-du-theatre', city: { name: 'Beaune' }, department: { code: '21', name: "Côte-d'Or" } });
    expect(created.path).toBe('/producteurs-locaux/21/beaune/cremerie-du-theatre');
    const found = await searchUntil('cremerie theatre', (c) => c?.edges.some((e: any) => e.node.id === created.id));
    expect(found.facets.types).toEqual(expect.arrayContaining([{ value: 'LOCAL_PRODUCER', count: expect.any(Number) }]));
  });

  it('gives a second establishment of the same name and type a distinct slug', async () => {
    const input = { name: 'Le Relais', type: 'HOTEL', cityCode: '21231', lat: 47.32, lon: 5.04 };
    const a = await sg.gql(CREATE, { input }, editor);
    const b = await sg.gql(CREATE, { input }, editor);
    expect(a.data.createEstablishment.slug).toBe('le-relais');
    expect(b.data.createEstablishment.slug).toBe('le-relais-dijon');
  });

  it('keeps slugs unique within a storefront section, across its types', async () => {
    const hotel = await sg.gql(CREATE, { input: { name: 'Les Remparts', type: 'HOTEL', cityCode: '21054', lat: 47.02, lon: 4.84 } }, editor);
    const restaurant = await sg.gql(CREATE, { input: { name: 'Les Remparts', type: 'RESTAURANT', cityCode: '21054', lat: 47.02, lon: 4.84 } }, editor);
    const producer = await sg.gql(CREATE, { input: { name: 'Les Remparts', type: 'LOCAL_PRODUCER', cityCode: '21054', lat: 47.02, lon: 4.84 } }, editor);
    expect(hotel.data.createEstablishment.slug).toBe('les-remparts');
    expect(restaurant.data.createEstablishment.slug).toBe('les-remparts-beaune'); // same /hotels-restaurants section
    expect(producer.data.createEstablishment.slug).toBe('les-remparts'); // another section
  });

  it('updates the index on update and removes it on delete', async () => {
    const { data } = await sg.gql(CREATE, { input: { name: 'Bistrot Provisoire', type: 'RESTAURANT', cityCode: '69123', lat: 45.76, lon: 4.83 } }, editor);
    const id = data.createEstablishment.id;
    await searchUntil('provisoire', (c) => c?.totalCount === 1);
    const upd = await sg.gql(
      `mutation($id: ID!, $input: EstablishmentInput!) { updateEstablishment(id: $id, input: $input) { name slug } }`,
      { id, input: { name: 'Bistrot Définitif', type: 'RESTAURANT', cityCode: '69123', lat: 45.76, lon: 4.83 } },
      editor,
    );
    expect(upd.data.updateEstablishment).toEqual({ name: 'Bistrot Définitif', slug: 'bistrot-definitif' });
    await searchUntil('definitif', (c) => c?.totalCount === 1);
    await searchUntil('provisoire', (c) => c?.totalCount === 0);
    const del = await sg.gql(`mutation($id: ID!) { deleteEstablishment(id: $id) }`, { id }, editor);
    expect(del.data.deleteEstablishment).toBe(true);
    await searchUntil('definitif', (c) => c?.totalCount === 0);
  });

  it('refuses bad input with a key per field and writes nothing', async () => {
    const res = await sg.gql(CREATE, { input: { name: '  ', type: 'RESTAURANT', cityCode: '21231', lat: 95, lon: 5, cups: 4, priceFrom: -1 } }, editor);
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'REQUIRED', lat: 'INVALID_COORDINATES', cups: 'OUT_OF_RANGE', priceFrom: 'INVALID_AMOUNT' },
    });
    const unknownCity = await sg.gql(CREATE, { input: { name: 'Nulle Part', type: 'RESTAURANT', cityCode: '00000', lat: 45, lon: 5 } }, editor);
    expect(unknownCity.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { cityCode: 'UNKNOWN_CITY' } });
    const rows = await sg.app.get(require('typeorm').DataSource).query(`SELECT count(*)::int AS n FROM establishment WHERE name = 'Nulle Part'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses what PostgreSQL cannot store before anything is written or indexed (platform input guard)', async () => {
    const input = { name: 'Sous-normal', type: 'RESTAURANT', cityCode: '21231', lat: 1e-310, lon: 5, street: 'rue\u0000', specialties: ['\uD800'] };
    const res = await sg.gql(CREATE, { input }, editor);
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { lat: 'INVALID_NUMBER', street: 'INVALID_TEXT', specialties: 'INVALID_TEXT' },
    });
    const anonymous = await sg.gql('query($s: String!) { establishment(slug: $s) { id } }', { s: 'a\u0000' });
    expect(anonymous.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { slug: 'INVALID_TEXT' } });
    const rows = await sg.app.get(require('typeorm').DataSource).query(`SELECT count(*)::int AS n FROM establishment WHERE name = 'Sous-normal'`);
    expect(rows[0].n).toBe(0);
  });

  it('enforces the permission for each mutation', async () => {
    const input = { name: 'Interdit', type: 'RESTAURANT', cityCode: '21231', lat: 47.3, lon: 5.0 };
    const noPerm = await sg.gql(CREATE, { input }, adminIdentity(['catalog.establishments.update']));
    expect(noPerm.errors[0].extensions.code).toBe('FORBIDDEN');
    const customer = await sg.gql(CREATE, { input }, customerIdentity());
    expect(customer.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await sg.gql(CREATE, { input });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const del = await sg.gql(
      `mutation { deleteEstablishment(id: "00000000-0000-4000-8000-000000000000") }`,
      {},
      adminIdentity(['catalog.establishments.create']),
    );
    expect(del.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('lists departments and cities from the open-data package', async () => {
    const res = await sg.gql(
      `{ departments { code name } cities(departmentCode: "21", search: "Beau", first: 5) { totalCount edges { node { code name postalCodes } } } }`,
    );
    expect(res.data.departments).toHaveLength(101);
    expect(res.data.departments).toEqual(
      expect.arrayContaining([
        { code: '2A', name: 'Corse-du-Sud' },
        { code: '974', name: 'La Réunion' },
      ]),
    );
    expect(res.data.cities.edges.map((e: any) => e.node)).toEqual(expect.arrayContaining([{ code: '21054', name: 'Beaune', postalCodes: ['21200'] }]));
  });

  it('refuses a distance sort without a location and a bad page size', async () => {
    const res = await sg.gql(`{ establishments(sort: DISTANCE) { totalCount } }`);
    expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { sort: 'DISTANCE_NEEDS_LOCATION' } });
    const page = await sg.gql(`{ establishments(first: 1000) { totalCount } }`);
    expect(page.errors[0].extensions.fieldErrors).toEqual({ first: 'PAGE_SIZE_OUT_OF_RANGE' });
  });
});

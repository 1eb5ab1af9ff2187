import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule } from '../app.module';

// establishmentGone lets the web server answer 410 for the page of an establishment taken offline.
const staff = adminIdentity(['catalog.establishments.create', 'catalog.establishments.update', 'catalog.establishments.publish']);
const CREATE = `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id slug } }`;
const PUBLISH = `mutation($id: ID!, $input: EstablishmentInput!) { updateEstablishment(id: $id, input: $input) { id published } }`;
const GONE = `query($slug: String!, $type: EstablishmentType) { establishmentGone(slug: $slug, type: $type) establishment(slug: $slug, type: $type) { id } }`;
const BEAUNE = { cityCode: '21054', lat: 47.026, lon: 4.84 };

describe('establishmentGone (catalog-guide subgraph)', () => {
  let sg: TestSubgraph;
  const gone = async (slug: string, type?: string) => {
    const res = await sg.gql(GONE, { slug, type });
    expect(res.errors).toBeUndefined();
    return res.data as { establishmentGone: boolean; establishment: { id: string } | null };
  };

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => sg?.close());

  it('is true only for a slug whose establishment exists unpublished, anonymously', async () => {
    const shown = await sg.gql(CREATE, { input: { name: 'La Table Ouverte', type: 'RESTAURANT', mealCategory: 'TERROIR', ...BEAUNE } }, staff);
    const hidden = await sg.gql(
      CREATE,
      { input: { name: 'La Table Fermée', type: 'RESTAURANT', mealCategory: 'TERROIR', published: false, ...BEAUNE } },
      staff,
    );
    expect(shown.errors ?? hidden.errors).toBeUndefined();
    const hiddenSlug = hidden.data.createEstablishment.slug as string;

    expect(await gone(shown.data.createEstablishment.slug)).toEqual({ establishmentGone: false, establishment: { id: shown.data.createEstablishment.id } });
    expect(await gone(hiddenSlug)).toEqual({ establishmentGone: true, establishment: null });
    expect(await gone(hiddenSlug, 'RESTAURANT')).toEqual({ establishmentGone: true, establishment: null });
    expect((await gone(hiddenSlug, 'HOTEL')).establishmentGone).toBe(false); // no such hotel
    expect((await gone('personne-ne-porte-ce-nom')).establishmentGone).toBe(false);

    const published = await sg.gql(
      PUBLISH,
      { id: hidden.data.createEstablishment.id, input: { name: 'La Table Fermée', type: 'RESTAURANT', published: true, ...BEAUNE } },
      staff,
    );
    expect(published.errors).toBeUndefined();
    expect((await gone(hiddenSlug)).establishmentGone).toBe(false);
  });
});

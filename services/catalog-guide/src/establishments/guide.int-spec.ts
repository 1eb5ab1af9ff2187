import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { haversineKm } from '../search/search-rules';

const ALL = [
  'catalog.establishments.list',
  'catalog.establishments.create',
  'catalog.establishments.update',
  'catalog.establishments.delete',
  'catalog.establishments.mass-delete',
  'catalog.establishments.duplicate',
  'catalog.establishments.publish',
];
const staff = adminIdentity(ALL);
const only = (...permissions: string[]) => adminIdentity(permissions.map((p) => `catalog.establishments.${p}`));
const OWNER = '00000000-0000-4000-8000-0000000000c1';
const STRANGER = '00000000-0000-4000-8000-0000000000c2';

const DETAIL = `id slug name type published ownerId descriptionEn phone email website nearbyPlaces roomCount seatCount
  menus { name priceCents description } openingHours { dayOfWeek opens closes } closureNote languages paymentModes specialties
  seoTitle seoDescription equipment services images { id } path updatedAt`;
const CREATE = `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { ${DETAIL} } }`;
const UPDATE = `mutation($id: ID!, $input: EstablishmentInput!) { updateEstablishment(id: $id, input: $input) { ${DETAIL} } }`;
const SEARCH = `query($filter: EstablishmentFilter, $near: GeoInput) { establishments(filter: $filter, near: $near, first: 50) { totalCount edges { distanceKm node { id name } } } }`;
const ADMIN_LIST = `query($search: String, $filter: EstablishmentFilter, $published: Boolean, $first: Int, $after: String) {
  adminEstablishments(search: $search, filter: $filter, published: $published, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name published } } facets { types { value count } departments { value count } } } }`;

const beaune = { cityCode: '21054', lat: 47.026, lon: 4.84 };
const full = {
  name: 'Le Cep d’Or',
  type: 'HOTEL_RESTAURANT',
  mealCategory: 'TERROIR',
  description: 'Cuisine bourguignonne au cœur de la ville.',
  descriptionEn: 'Burgundy cooking in the heart of town.',
  ...beaune,
  priceFrom: 3200,
  phone: '0380223548',
  email: 'Contact@CepDor.fr',
  website: 'cepdor.fr',
  nearbyPlaces: ['Hospices de Beaune'],
  roomCount: 12,
  seatCount: 48,
  menus: [{ name: 'Menu bourguignon', priceCents: 3900, description: 'Œufs en meurette, bœuf, époisses.' }],
  openingHours: [
    { dayOfWeek: 2, opens: '19:00', closes: '22:00' },
    { dayOfWeek: 2, opens: '12:00', closes: '14:00' },
  ],
  closureNote: 'Fermé en janvier.',
  languages: ['fr', 'en'],
  paymentModes: ['carte-bancaire', 'cheques-vacances'],
  specialties: ['jambon persillé'],
  equipment: ['terrasse'],
  services: ['petit-dejeuner'],
  seoTitle: 'Le Cep d’Or à Beaune',
  seoDescription: 'Hôtel-restaurant du terroir à Beaune.',
  ownerId: OWNER,
};

describe('the guide through the catalog-guide subgraph', () => {
  let sg: TestSubgraph;
  const media = mkdtempSync(join(tmpdir(), 'guide-media-'));

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
  }, 60_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(media, { recursive: true, force: true });
  });

  const create = async (input: object) => {
    const res = await sg.gql(CREATE, { input }, staff);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.createEstablishment;
  };
  const search = async (variables: Record<string, unknown>) => (await sg.gql(SEARCH, variables)).data.establishments;
  const searchUntil = async (variables: Record<string, unknown>, predicate: (c: any) => boolean) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = await search(variables);
      if (predicate(found)) return found;
      if (Date.now() > deadline) throw new Error(`search ${JSON.stringify(variables)} never matched: ${JSON.stringify(found)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const ids = (c: any) => c.edges.map((e: any) => e.node.id);

  describe('fields', () => {
    it('stores every field of the spec, cleaned, and gives it back', async () => {
      const e = await create(full);
      expect(e).toMatchObject({
        slug: 'le-cep-d-or',
        phone: '03.80.22.35.48',
        email: 'contact@cepdor.fr',
        website: 'https://cepdor.fr/',
        roomCount: 12,
        seatCount: 48,
        menus: [{ name: 'Menu bourguignon', priceCents: 3900, description: 'Œufs en meurette, bœuf, époisses.' }],
        openingHours: [
          { dayOfWeek: 2, opens: '12:00', closes: '14:00' },
          { dayOfWeek: 2, opens: '19:00', closes: '22:00' },
        ],
        languages: ['fr', 'en'],
        paymentModes: ['carte-bancaire', 'cheques-vacances'],
        specialties: ['jambon persillé'],
        ownerId: OWNER, // staff see the owner
        images: [],
        published: true,
      });
    });

    it('hides the owner from the public and shows it to that owner', async () => {
      const e = await create({ ...full, name: 'Le Cep Caché' });
      const query = `query($slug: String!) { establishment(slug: $slug) { ownerId } }`;
      expect((await sg.gql(query, { slug: e.slug })).data.establishment.ownerId).toBeNull();
      expect((await sg.gql(query, { slug: e.slug }, customerIdentity(STRANGER))).data.establishment.ownerId).toBeNull();
      expect((await sg.gql(query, { slug: e.slug }, customerIdentity(OWNER))).data.establishment.ownerId).toBe(OWNER);
    });

    it('serves list nodes from the columns their fields need, with the values of the detail', async () => {
      const e = await create({ ...full, name: 'Le Cep Listé' });
      const filter = { text: 'Cep Listé' };
      await searchUntil({ filter }, (c) => ids(c).includes(e.id));
      const every = `${DETAIL} description mealCategory priceFrom cups toques lat lon city { name } department { code name }
        rating { average count } nearby(first: 2) { distanceKm node { id path } }`;
      const detail = (await sg.gql(`query($slug: String!) { establishment(slug: $slug) { ${every} } }`, { slug: e.slug }, staff)).data.establishment;
      // A card: a few fields, through a fragment, computed ones among them.
      const CARD = 'fragment Card on Establishment { name path city { name } nearby(first: 2) { node { id path } } ownerId }';
      const nodeOf = async (selection: string) => {
        const res = await sg.gql(
          `query($filter: EstablishmentFilter) { establishments(filter: $filter, first: 5) { edges { node { ${selection} } } } } ${CARD}`,
          { filter },
          staff,
        );
        expect(res.errors).toBeUndefined();
        return res.data.establishments.edges.map((edge: any) => edge.node).find((node: any) => node.id === e.id);
      };
      // The card alone, computed fields included: the columns they read only.
      expect(await nodeOf('id ...Card')).toEqual({
        id: e.id,
        name: 'Le Cep Listé',
        path: detail.path,
        city: detail.city,
        nearby: detail.nearby.map(({ node }: any) => ({ node })),
        ownerId: OWNER,
      });
      // Every field: the same answer as the detail, which reads the whole row.
      expect(await nodeOf(`${every} ...Card`)).toEqual(detail);
    });

    it('keeps optional fields left out of an update; null and [] clear them', async () => {
      const e = await create({ ...full, name: 'Le Cep Gardé' });
      const kept = await sg.gql(UPDATE, { id: e.id, input: { name: 'Le Cep Gardé', type: 'HOTEL_RESTAURANT', ...beaune, seatCount: 50 } }, staff);
      expect(kept.errors).toBeUndefined();
      expect(kept.data.updateEstablishment).toMatchObject({ seatCount: 50, roomCount: 12, phone: '03.80.22.35.48', menus: full.menus, ownerId: OWNER });
      const cleared = await sg.gql(
        UPDATE,
        { id: e.id, input: { name: 'Le Cep Gardé', type: 'HOTEL_RESTAURANT', ...beaune, phone: null, menus: [], ownerId: null } },
        staff,
      );
      expect(cleared.data.updateEstablishment).toMatchObject({ phone: null, menus: [], ownerId: null, roomCount: 12 });
    });

    it('lists the vocabularies with both labels', async () => {
      const res = await sg.gql(
        `{ establishmentVocabularies { equipment { code labelFr labelEn } services { code } paymentModes { code } languages { code labelFr } producerCategories { code labelFr labelEn } } }`,
      );
      const v = res.data.establishmentVocabularies;
      expect(v.equipment).toContainEqual({ code: 'terrasse', labelFr: 'Terrasse', labelEn: 'Terrace' });
      expect(v.producerCategories).toContainEqual({ code: 'domaine-viticole', labelFr: 'Domaine viticole', labelEn: 'Wine estate' });
      expect(v.languages).toContainEqual({ code: 'fr', labelFr: 'Français' });
      expect(v.services.length).toBeGreaterThan(5);
      expect(v.paymentModes.map((p: any) => p.code)).toContain('cheques-vacances');
    });
  });

  describe('bad input', () => {
    const refused = async (input: object) => {
      const res = await sg.gql(CREATE, { input: { name: 'Refusé', type: 'RESTAURANT', ...beaune, ...input } }, staff);
      expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      return res.errors![0].extensions.fieldErrors;
    };

    it('answers a key per field and writes nothing', async () => {
      expect(await refused({ lat: 91, lon: -200 })).toEqual({ lat: 'INVALID_COORDINATES', lon: 'INVALID_COORDINATES' });
      expect(await refused({ cityCode: '99999' })).toEqual({ cityCode: 'UNKNOWN_CITY' });
      expect(await refused({ name: '   ' })).toEqual({ name: 'REQUIRED' });
      expect(await refused({ equipment: ['terrasse', 'heliport'], paymentModes: ['bitcoin'] })).toEqual({
        equipment: 'UNKNOWN_CODE',
        paymentModes: 'UNKNOWN_CODE',
      });
      expect(await refused({ producerCategory: 'caviar' })).toEqual({ producerCategory: 'UNKNOWN_CODE' });
      expect(await refused({ openingHours: [{ dayOfWeek: 1, opens: '25:00', closes: '14:00' }] })).toEqual({ openingHours: 'INVALID_HOURS' });
      expect(
        await refused({
          openingHours: [
            { dayOfWeek: 1, opens: '12:00', closes: '15:00' },
            { dayOfWeek: 1, opens: '14:00', closes: '16:00' },
          ],
        }),
      ).toEqual({ openingHours: 'INVALID_HOURS' });
      expect(await refused({ phone: '123', email: 'x@', website: 'javascript:alert(1)' })).toEqual({
        phone: 'PHONE_INVALID',
        email: 'EMAIL_INVALID',
        website: 'URL_INVALID',
      });
      const rows = await sg.app.get(require('typeorm').DataSource).query(`SELECT count(*)::int AS n FROM establishment WHERE name = 'Refusé'`);
      expect(rows[0].n).toBe(0);
    });
  });

  describe('public reads', () => {
    it('finds a slug per type', async () => {
      const hotel = await create({ name: 'Les Tilleuls', type: 'HOTEL', ...beaune });
      const wine = await create({ name: 'Les Tilleuls', type: 'WINE', producerCategory: 'domaine-viticole', ...beaune });
      expect(hotel.slug).toBe(wine.slug);
      const q = `query($slug: String!, $type: EstablishmentType) { establishment(slug: $slug, type: $type) { id type } }`;
      expect((await sg.gql(q, { slug: 'les-tilleuls', type: 'WINE' })).data.establishment).toEqual({ id: wine.id, type: 'WINE' });
      expect((await sg.gql(q, { slug: 'les-tilleuls', type: 'HOTEL' })).data.establishment).toEqual({ id: hotel.id, type: 'HOTEL' });
      expect((await sg.gql(q, { slug: 'les-tilleuls' })).data.establishment.id).toBe(hotel.id); // the oldest
      expect((await sg.gql(q, { slug: 'les-tilleuls', type: 'RESTAURANT' })).data.establishment).toBeNull();
    });

    it('searches specialties and the town name', async () => {
      const e = await create({ name: 'Chez Odette', type: 'RESTAURANT', cityCode: '13004', lat: 43.6766, lon: 4.6278, specialties: ['gardiane de taureau'] });
      await searchUntil({ filter: { text: 'gardiane' } }, (c) => ids(c).includes(e.id));
      expect(ids(await search({ filter: { text: 'odette arles' } }))).toEqual([e.id]);
      expect(ids(await search({ filter: { text: 'taureau arles' } }))).toEqual([e.id]);
    });

    it('gives the nearest published establishments, itself excluded, nearest first', async () => {
      // A line of places going east from a point in the Aubrac, far from every other test's data.
      const origin = { lat: 44.62, lon: 2.9 };
      const at = (km: number) => ({ lat: origin.lat, lon: origin.lon + km / (111.2 * Math.cos((origin.lat * Math.PI) / 180)) });
      const centre = await create({ name: 'Buron Central', type: 'RESTAURANT', cityCode: '12203', ...at(0) });
      const made = [];
      for (const km of [9, 2, 5, 14]) made.push(await create({ name: `Buron à ${km} km`, type: 'RESTAURANT', cityCode: '12203', ...at(km) }));
      const hidden = await create({ name: 'Buron Fermé', type: 'RESTAURANT', cityCode: '12203', ...at(1), published: false });
      await searchUntil({ near: { ...origin, radiusKm: 20 } }, (c) => c.totalCount === 5);
      const res = await sg.gql(`query($slug: String!) { establishment(slug: $slug) { nearby(first: 3) { distanceKm node { name } } } }`, { slug: centre.slug });
      const nearby = res.data.establishment.nearby;
      expect(nearby.map((e: any) => e.node.name)).toEqual(['Buron à 2 km', 'Buron à 5 km', 'Buron à 9 km']);
      expect(nearby.map((e: any) => e.node.name)).not.toContain(hidden.name);
      for (const edge of nearby) {
        const km = Number(/à (\d+) km/.exec(edge.node.name)![1]);
        expect(Math.abs(edge.distanceKm - haversineKm(origin, at(km)))).toBeLessThan(0.05);
      }
      const tooMany = await sg.gql(`query($slug: String!) { establishment(slug: $slug) { nearby(first: 50) { distanceKm } } }`, { slug: centre.slug });
      expect(tooMany.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(made).toHaveLength(4);
    });

    it('lists every published establishment in the sitemap', async () => {
      const hidden = await create({ name: 'Absent du Plan', type: 'RESTAURANT', ...beaune, published: false });
      const shown = await create({ name: 'Présent au Plan', type: 'RESTAURANT', ...beaune });
      const res = await sg.gql(`{ establishmentSitemap { path updatedAt } }`);
      const paths = res.data.establishmentSitemap.map((e: any) => e.path);
      expect(paths).toContain('/hotels-restaurants/21/beaune/present-au-plan');
      expect(paths).toContain(shown.path);
      expect(paths).not.toContain(hidden.path);
      expect(res.data.establishmentSitemap.every((e: any) => !Number.isNaN(Date.parse(e.updatedAt)))).toBe(true);
    });
  });

  describe('back office', () => {
    it('lists unpublished ones too, searches without accents, filters and pages', async () => {
      const a = await create({ name: 'Épicerie Zéphyr', type: 'LOCAL_PRODUCER', producerCategory: 'epicerie-fine', ...beaune, published: false });
      const b = await create({ name: 'Zéphyr Gourmand', type: 'RESTAURANT', cityCode: '21231', lat: 47.32, lon: 5.04 });
      const list = async (variables: Record<string, unknown>) => {
        const res = await sg.gql(ADMIN_LIST, variables, only('list'));
        expect(res.errors).toBeUndefined();
        return res.data.adminEstablishments;
      };
      expect((await list({ search: 'zephyr' })).edges.map((e: any) => e.node.id).sort()).toEqual([a.id, b.id].sort());
      expect((await list({ search: 'zephyr', published: false })).edges.map((e: any) => e.node.id)).toEqual([a.id]);
      expect((await list({ search: 'zephyr beaune' })).edges.map((e: any) => e.node.id)).toEqual([a.id]);
      expect((await list({ search: 'zephyr', filter: { types: ['RESTAURANT'] } })).edges.map((e: any) => e.node.id)).toEqual([b.id]);
      expect((await list({ search: '100%_' })).totalCount).toBe(0);
      const facets = (await list({ search: 'zephyr' })).facets;
      expect(facets.types).toEqual(
        expect.arrayContaining([
          { value: 'LOCAL_PRODUCER', count: 1 },
          { value: 'RESTAURANT', count: 1 },
        ]),
      );
      const first = await list({ first: 2 });
      expect(first.edges).toHaveLength(2);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = await list({ first: 2, after: first.pageInfo.endCursor });
      expect(second.edges.map((e: any) => e.node.id)).not.toContain(first.edges[0].node.id);
      const one = await sg.gql(`query($id: ID!) { adminEstablishment(id: $id) { id published } }`, { id: a.id }, only('list'));
      expect(one.data.adminEstablishment).toEqual({ id: a.id, published: false });
    });

    it('publishes and unpublishes: the public search follows', async () => {
      const e = await create({ name: 'Guinguette Éphémère', type: 'RESTAURANT', ...beaune });
      await searchUntil({ filter: { text: 'ephemere' } }, (c) => c.totalCount === 1);
      const off = await sg.gql(`mutation($id: ID!) { setEstablishmentPublished(id: $id, published: false) { published } }`, { id: e.id }, only('publish'));
      expect(off.data.setEstablishmentPublished.published).toBe(false);
      await searchUntil({ filter: { text: 'ephemere' } }, (c) => c.totalCount === 0);
      expect((await sg.gql(`query($s: String!) { establishment(slug: $s) { id } }`, { s: e.slug })).data.establishment).toBeNull();
      await sg.gql(`mutation($id: ID!) { setEstablishmentPublished(id: $id, published: true) { published } }`, { id: e.id }, only('publish'));
      await searchUntil({ filter: { text: 'ephemere' } }, (c) => c.totalCount === 1);
    });

    it('changing the publication through an update needs the publish permission', async () => {
      const e = await create({ name: 'Le Bistrot Discret', type: 'RESTAURANT', ...beaune });
      const input = { name: 'Le Bistrot Discret', type: 'RESTAURANT', ...beaune, published: false };
      const refused = await sg.gql(UPDATE, { id: e.id, input }, only('update'));
      expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
      const same = await sg.gql(UPDATE, { id: e.id, input: { ...input, published: true } }, only('update'));
      expect(same.errors).toBeUndefined();
      const ok = await sg.gql(UPDATE, { id: e.id, input }, only('update', 'publish'));
      expect(ok.data.updateEstablishment.published).toBe(false);
    });

    it('duplicates as an unpublished copy with its own slug and no owner', async () => {
      const source = await create({ ...full, name: 'Le Moulin Double' });
      const res = await sg.gql(`mutation($id: ID!) { duplicateEstablishment(id: $id) { ${DETAIL} } }`, { id: source.id }, only('duplicate', 'list'));
      expect(res.errors).toBeUndefined();
      const copy = res.data.duplicateEstablishment;
      expect(copy).toMatchObject({
        name: 'Le Moulin Double (copie)',
        slug: 'le-moulin-double-copie',
        published: false,
        ownerId: null,
        menus: full.menus,
        specialties: full.specialties,
      });
      expect(copy.id).not.toBe(source.id);
      const again = await sg.gql(`mutation($id: ID!) { duplicateEstablishment(id: $id) { slug } }`, { id: source.id }, only('duplicate'));
      expect(again.data.duplicateEstablishment.slug).toBe('le-moulin-double-copie-beaune');
      expect((await search({ filter: { text: 'copie' } })).totalCount).toBe(0);
    });

    it('mass-deletes all or nothing', async () => {
      const a = await create({ name: 'À Supprimer Un', type: 'RESTAURANT', ...beaune });
      const b = await create({ name: 'À Supprimer Deux', type: 'RESTAURANT', ...beaune });
      const unknown = '00000000-0000-4000-8000-00000000dead';
      const mutation = `mutation($ids: [ID!]!) { deleteEstablishments(ids: $ids) }`;
      const failed = await sg.gql(mutation, { ids: [a.id, b.id, unknown] }, only('mass-delete'));
      expect(failed.errors[0].extensions.code).toBe('NOT_FOUND');
      const count = async () =>
        (await sg.app.get(require('typeorm').DataSource).query('SELECT count(*)::int AS n FROM establishment WHERE id = ANY($1)', [[a.id, b.id]]))[0].n;
      expect(await count()).toBe(2);
      expect((await sg.gql(mutation, { ids: ['not-an-id'] }, only('mass-delete'))).errors[0].extensions.fieldErrors).toEqual({ ids: 'INVALID_ID' });
      const ok = await sg.gql(mutation, { ids: [a.id, b.id, a.id] }, only('mass-delete'));
      expect(ok.data.deleteEstablishments).toBe(2);
      expect(await count()).toBe(0);
      expect((await sg.gql(mutation, { ids: [] }, only('mass-delete'))).data.deleteEstablishments).toBe(0);
    });

    it('refuses each back-office operation without its permission', async () => {
      const e = await create({ name: 'Le Refuge', type: 'HOTEL', ...beaune });
      const operations: [string, Record<string, unknown>, string][] = [
        [ADMIN_LIST, {}, 'list'],
        [`query($id: ID!) { adminEstablishment(id: $id) { id } }`, { id: e.id }, 'list'],
        [`mutation($ids: [ID!]!) { deleteEstablishments(ids: $ids) }`, { ids: [e.id] }, 'mass-delete'],
        [`mutation($id: ID!) { duplicateEstablishment(id: $id) { id } }`, { id: e.id }, 'duplicate'],
        [`mutation($id: ID!) { setEstablishmentPublished(id: $id, published: false) { id } }`, { id: e.id }, 'publish'],
      ];
      for (const [query, variables, permission] of operations) {
        const others = ALL.filter((p) => !p.endsWith(`.${permission}`));
        expect((await sg.gql(query, variables)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
        expect((await sg.gql(query, variables, customerIdentity(OWNER))).errors[0].extensions.code).toBe('FORBIDDEN');
        expect((await sg.gql(query, variables, adminIdentity(others))).errors[0].extensions.code).toBe('FORBIDDEN');
      }
      expect((await sg.gql(`query($id: ID!) { adminEstablishment(id: $id) { id } }`, { id: e.id }, staff)).data.adminEstablishment.id).toBe(e.id);
    });
  });

  describe('owners', () => {
    it('a customer sees the establishments they own, and only those', async () => {
      const mine = await create({
        name: 'Ferme du Propriétaire',
        type: 'LOCAL_PRODUCER',
        producerCategory: 'miel',
        ...beaune,
        ownerId: STRANGER,
        published: false,
      });
      const query = `{ myEstablishments { id name ownerId published } }`;
      const res = await sg.gql(query, {}, customerIdentity(STRANGER));
      expect(res.data.myEstablishments).toEqual([{ id: mine.id, name: 'Ferme du Propriétaire', ownerId: STRANGER, published: false }]);
      expect((await sg.gql(query)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await sg.gql(query, {}, staff)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});

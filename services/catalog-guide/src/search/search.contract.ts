/**
 * The contract every SearchPort adapter passes (Postgres here; OpenSearch when OPENSEARCH_URL is set).
 * It states the product's search rules as tests: accents and case ignored, French stemming, one typo
 * forgiven from five letters, all words required, filters, near-me, sorts, stable paging, facets.
 */
import { F, FIXTURE, PUBLISHED } from './search.fixture';
import { foldWord } from '@guide/platform';
import { haversineKm } from './search-rules';
import type { EstablishmentSort, FacetCount, SearchDocument, SearchPort, SearchQuery, SearchResult } from './search.port';

export interface AdapterUnderTest {
  adapter: SearchPort;
  cleanup(): Promise<void>;
}

const byId = (a: SearchDocument, b: SearchDocument) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const folded = (d: SearchDocument) => foldWord(d.name);
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** What each sort means, written independently of any adapter (ties by id, unknown prices last). */
function expectedOrder(docs: SearchDocument[], sort: EstablishmentSort, origin?: { lat: number; lon: number }): string[] {
  const list = [...docs];
  const price = (dir: 1 | -1) => (a: SearchDocument, b: SearchDocument) => {
    if (a.priceFrom === null || b.priceFrom === null) return a.priceFrom === b.priceFrom ? byId(a, b) : a.priceFrom === null ? 1 : -1;
    return dir * cmp(a.priceFrom, b.priceFrom) || byId(a, b);
  };
  const sorters: Record<string, (a: SearchDocument, b: SearchDocument) => number> = {
    NAME_ASC: (a, b) => cmp(folded(a), folded(b)) || byId(a, b),
    NAME_DESC: (a, b) => cmp(folded(b), folded(a)) || byId(a, b),
    PRICE_ASC: price(1),
    PRICE_DESC: price(-1),
    NEWEST: (a, b) => cmp(Date.parse(b.updatedAt), Date.parse(a.updatedAt)) || byId(a, b),
    DISTANCE: (a, b) => cmp(haversineKm(origin!, a), haversineKm(origin!, b)) || byId(a, b),
  };
  return list.sort(sorters[sort]).map((d) => d.id);
}

const facet = (counts: FacetCount[]) => Object.fromEntries(counts.map((c) => [c.value, c.count]));

type ListFilter = Pick<SearchQuery['filter'], 'types' | 'mealCategories' | 'producerCategories' | 'departmentCodes'>;

/** Matches, total and facets of a list filtered on the four disjunctive fields, counted here from the documents. */
function expectedList(docs: Iterable<SearchDocument>, filter: ListFilter) {
  const fields: Record<keyof ListFilter, (d: SearchDocument) => string | null> = {
    types: (d) => d.type,
    mealCategories: (d) => d.mealCategory,
    producerCategories: (d) => d.producerCategory,
    departmentCodes: (d) => d.departmentCode,
  };
  const published = [...docs].filter((d) => d.published);
  // Every filter but `except` (a facet ignores its own filter).
  const passing = (except?: keyof ListFilter) =>
    published.filter((d) =>
      (Object.keys(fields) as (keyof ListFilter)[]).every((k) => k === except || !filter[k]?.length || (filter[k] as string[]).includes(fields[k](d)!)),
    );
  const tally = (rows: SearchDocument[], values: (d: SearchDocument) => (string | null)[]) => {
    const out: Record<string, number> = {};
    for (const d of rows) for (const v of values(d)) if (v !== null) out[v] = (out[v] ?? 0) + 1;
    return out;
  };
  return {
    matches: passing(),
    totalCount: passing().length,
    types: tally(passing('types'), (d) => [d.type]),
    mealCategories: tally(passing('mealCategories'), (d) => [d.mealCategory]),
    producerCategories: tally(passing('producerCategories'), (d) => [d.producerCategory]),
    departments: tally(passing('departmentCodes'), (d) => [d.departmentCode]),
    equipment: tally(passing(), (d) => d.equipment),
    services: tally(passing(), (d) => d.services),
  };
}

export function describeSearchContract(name: string, makeAdapter: () => Promise<AdapterUnderTest>): void {
  describe(`SearchPort contract: ${name}`, () => {
    let under: AdapterUnderTest;
    let search: SearchPort;
    const find = (q: Partial<SearchQuery> & { filter?: SearchQuery['filter'] }): Promise<SearchResult> =>
      search.search({ filter: {}, offset: 0, limit: 100, ...q });
    const ids = async (q: Partial<SearchQuery>) => (await find(q)).hits.map((h) => h.id);
    const text = async (t: string) => (await ids({ filter: { text: t } })).sort();
    const sorted = (...docs: SearchDocument[]) => docs.map((d) => d.id).sort();

    beforeAll(async () => {
      under = await makeAdapter();
      search = under.adapter;
      await search.ensureReady();
      await search.ensureReady(); // idempotent
      await search.clear();
      for (const doc of FIXTURE) await search.upsert(doc);
    });
    afterAll(async () => {
      await under?.cleanup();
    });

    describe('text', () => {
      it('ignores accents and case', async () => {
        expect(await text('theatre opera')).toEqual(sorted(F.opera));
        expect(await text('THÉÂTRE')).toEqual(sorted(F.opera));
        expect(await text('cremerie')).toEqual(sorted(F.cremerie));
        expect(await text('Saint-Émilion')).toEqual(sorted(F.belleRive));
        expect(await text('saint emilion')).toEqual(sorted(F.belleRive));
      });

      it('stems French words (plural and singular)', async () => {
        expect(await text('fromages')).toEqual(sorted(F.cremerie, F.fromagerie));
        expect(await text('fromage')).toEqual(sorted(F.cremerie, F.fromagerie));
        expect(await text('vigne')).toEqual(sorted(F.auberge, F.vignes));
      });

      it('forgives one typo in a word of five letters or more', async () => {
        expect(await text('bourgonge')).toEqual(sorted(F.auberge, F.tableDijon)); // swapped letters
        expect(await text('casoulet')).toEqual(sorted(F.comptoir, F.halles)); // missing letter
        expect(await text('cassoullet')).toEqual(sorted(F.comptoir, F.halles)); // extra letter
        expect(await text('strasbourk')).toEqual(sorted(F.brasserieIll)); // wrong letter
        expect(await text('Tartiflete Chamonix')).toEqual(sorted(F.chalet));
      });

      it('does not forgive two typos, nor a typo in a word under five letters', async () => {
        expect(await text('bourgnoge')).toEqual([]);
        expect(await text('tomme')).toEqual(sorted(F.cremerie));
        expect(await text('tome')).toEqual([]);
        expect(await text('pain')).toEqual(sorted(F.comptoir));
        expect(await text('paon')).toEqual([]);
      });

      it('requires every word', async () => {
        expect(await text('cassoulet')).toEqual(sorted(F.comptoir, F.halles));
        expect(await text('cassoulet castelnaudary')).toEqual(sorted(F.comptoir));
        expect(await text('cassoulet toulouse')).toEqual(sorted(F.halles));
        expect(await text('cassoulet strasbourg')).toEqual([]);
      });

      it('treats query syntax as plain words and ignores stop words', async () => {
        expect(await text("l'opéra & !théâtre | :* (")).toEqual(sorted(F.opera));
        expect(await text('le théâtre de la opéra')).toEqual(sorted(F.opera));
        expect((await find({ filter: { text: 'le la de' } })).totalCount).toBe(PUBLISHED.length);
        expect((await find({ filter: { text: '  ' } })).totalCount).toBe(PUBLISHED.length);
      });

      it('searches type and category words in French', async () => {
        expect(await text('hotel')).toEqual(sorted(F.auberge, F.vignes, F.chalet));
        expect(await text('brasserie')).toEqual(sorted(F.brasserieIll, F.halles, F.bouillon));
        expect(await text('fromager annecy')).toEqual(sorted(F.cremerie));
      });

      it('never returns unpublished establishments', async () => {
        expect(await text('ferme')).toEqual([]);
        const all = await find({});
        expect(all.totalCount).toBe(PUBLISHED.length);
        expect(all.hits.map((h) => h.id)).not.toContain(F.closed.id);
      });
    });

    describe('filters', () => {
      const filtered = async (filter: SearchQuery['filter']) => (await ids({ filter })).sort();

      it('types, meal categories, producer categories (any of the listed values)', async () => {
        expect(await filtered({ types: ['HOTEL', 'HOTEL_RESTAURANT'] })).toEqual(sorted(F.auberge, F.vignes, F.chalet));
        expect(await filtered({ mealCategories: ['BRASSERIE'] })).toEqual(sorted(F.brasserieIll, F.halles, F.bouillon));
        expect(await filtered({ mealCategories: ['PRESTIGE', 'GASTRONOMIC'] })).toEqual(sorted(F.opera, F.chaponFin));
        expect(await filtered({ producerCategories: ['fromager'] })).toEqual(sorted(F.cremerie, F.fromagerie));
      });

      it('departments and cities', async () => {
        expect(await filtered({ departmentCodes: ['21'] })).toEqual(sorted(F.auberge, F.tableDijon, F.vignes));
        expect(await filtered({ departmentCodes: ['33', '74'] })).toEqual(sorted(F.belleRive, F.chaponFin, F.cremerie, F.chalet));
        expect(await filtered({ cityCodes: ['75056'] })).toEqual(sorted(F.opera, F.bouillon));
      });

      it('equipment and services: every listed one must be present', async () => {
        expect(await filtered({ equipment: ['parking', 'pool'] })).toEqual(sorted(F.vignes, F.chalet));
        expect(await filtered({ equipment: ['pool'] })).toEqual(sorted(F.vignes, F.chalet));
        expect(await filtered({ services: ['wifi', 'pets-allowed'] })).toEqual(sorted(F.auberge, F.vignes, F.chalet));
        expect(await filtered({ services: ['private-room', 'wifi'], equipment: ['garden'] })).toEqual(sorted(F.chalet));
      });

      it('budgetMax compares priceFrom and excludes unknown prices', async () => {
        expect(await filtered({ budgetMax: 2500 })).toEqual(sorted(F.bouchon, F.brasserieIll, F.comptoir, F.halles, F.belleRive, F.bouillon));
        expect(await filtered({ budgetMax: 1499 })).toEqual([]);
      });

      it('combines fields with AND, and empty lists do not filter', async () => {
        expect(await filtered({ types: ['RESTAURANT'], departmentCodes: ['75', '33'] })).toEqual(sorted(F.opera, F.chaponFin, F.bouillon));
        expect(await filtered({ text: 'cuisine', budgetMax: 2000 })).toEqual(sorted(F.halles, F.bouillon));
        expect(await filtered({ types: [], equipment: [], departmentCodes: null })).toHaveLength(PUBLISHED.length);
      });
    });

    describe('near me', () => {
      const dijon = { lat: 47.322, lon: 5.0415 };

      it('orders nearest first by default, each hit with its distance', async () => {
        const result = await find({ near: dijon });
        expect(result.hits.map((h) => h.id)).toEqual(expectedOrder(PUBLISHED, 'DISTANCE', dijon));
        for (const hit of result.hits) {
          const expected = haversineKm(dijon, PUBLISHED.find((d) => d.id === hit.id)!);
          expect(hit.distanceKm).not.toBeNull();
          expect(Math.abs(hit.distanceKm! - expected)).toBeLessThanOrEqual(expected * 0.005 + 0.01);
        }
        expect(result.hits[0].id).toBe(F.tableDijon.id);
      });

      it('keeps only those within the radius', async () => {
        const result = await find({ near: { ...dijon, radiusKm: 50 } });
        expect(result.hits.map((h) => h.id)).toEqual([F.tableDijon.id, F.vignes.id, F.auberge.id]);
        expect(result.totalCount).toBe(3);
        expect(result.hits.every((h) => h.distanceKm! <= 50)).toBe(true);
        // Nuits-Saint-Georges is ~22 km from Dijon, Beaune ~37 km.
        expect((await find({ near: { ...dijon, radiusKm: 30 } })).hits.map((h) => h.id)).toEqual([F.tableDijon.id, F.vignes.id]);
      });

      it('gives distances with any sort, and none without near', async () => {
        const byName = await find({ near: dijon, sort: 'NAME_ASC', filter: { departmentCodes: ['21'] } });
        expect(byName.hits.map((h) => h.id)).toEqual(expectedOrder([F.auberge, F.tableDijon, F.vignes], 'NAME_ASC'));
        expect(byName.hits.every((h) => typeof h.distanceKm === 'number')).toBe(true);
        expect((await find({})).hits.every((h) => h.distanceKm === null)).toBe(true);
      });

      it('combines near with text and filters', async () => {
        const paris = { lat: 48.8566, lon: 2.3522, radiusKm: 10 };
        expect((await find({ near: paris })).hits.map((h) => h.id)).toEqual(expectedOrder([F.opera, F.bouillon], 'DISTANCE', paris));
        expect((await find({ near: paris, filter: { text: 'bistrot' } })).hits.map((h) => h.id)).toEqual([F.bouillon.id]);
      });
    });

    describe('sorts and paging', () => {
      const origin = { lat: 45.764, lon: 4.8357 }; // Lyon

      it.each(['NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST'] as const)('%s', async (sort) => {
        expect(await ids({ sort })).toEqual(expectedOrder(PUBLISHED, sort));
      });

      it('DISTANCE, and DISTANCE without near falls back to name', async () => {
        expect(await ids({ sort: 'DISTANCE', near: origin })).toEqual(expectedOrder(PUBLISHED, 'DISTANCE', origin));
        expect(await ids({ sort: 'DISTANCE' })).toEqual(expectedOrder(PUBLISHED, 'NAME_ASC'));
      });

      it('RELEVANCE puts the best match first (default with text)', async () => {
        const hits = await ids({ filter: { text: 'cassoulet' } });
        expect(hits).toEqual([F.comptoir.id, F.halles.id]); // in the name beats in the description
        expect(await ids({ filter: { text: 'cassoulet' }, sort: 'RELEVANCE' })).toEqual(hits);
        // in the specialties beats in the description
        expect(await ids({ filter: { text: 'bourgogne' } })).toEqual([F.tableDijon.id, F.auberge.id]);
      });

      it('defaults to NAME_ASC without text or near', async () => {
        expect(await ids({})).toEqual(expectedOrder(PUBLISHED, 'NAME_ASC'));
      });

      it.each(['NAME_ASC', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'DISTANCE'] as const)('pages of 4 concatenate to the full list (%s)', async (sort) => {
        const near = sort === 'DISTANCE' ? origin : undefined;
        const full = await find({ sort, near });
        const pages: string[] = [];
        for (let offset = 0; offset < full.totalCount + 4; offset += 4) {
          const page = await find({ sort, near, offset, limit: 4 });
          expect(page.totalCount).toBe(full.totalCount);
          expect(page.hits.length).toBeLessThanOrEqual(4);
          pages.push(...page.hits.map((h) => h.id));
        }
        expect(pages).toEqual(full.hits.map((h) => h.id));
        expect(new Set(pages).size).toBe(PUBLISHED.length);
      });

      it('without summary: the same page, no total and no facets', async () => {
        const full = await find({ near: origin, limit: 5 });
        const bare = await find({ near: origin, limit: 5, summary: false });
        expect(bare.hits).toEqual(full.hits);
        expect(bare.totalCount).toBe(0);
        expect(Object.values(bare.facets).every((list) => list.length === 0)).toBe(true);
      });

      it('limit 0 still counts', async () => {
        const result = await find({ limit: 0 });
        expect(result.hits).toEqual([]);
        expect(result.totalCount).toBe(PUBLISHED.length);
      });
    });

    describe('facets', () => {
      it('count the published establishments', async () => {
        const { facets } = await find({});
        expect(facet(facets.types)).toEqual({ RESTAURANT: 9, HOTEL: 1, HOTEL_RESTAURANT: 2, LOCAL_PRODUCER: 2, WINE: 1 });
        expect(facets.types[0]).toEqual({ value: 'RESTAURANT', count: 9 }); // most frequent first
        expect(facet(facets.mealCategories)).toEqual({
          GASTRONOMIC: 1,
          TERROIR: 2,
          VILLAGE_INN: 1,
          BISTRONOMIC: 1,
          VILLAGE: 1,
          BRASSERIE: 3,
          WINE_BAR: 1,
          PRESTIGE: 1,
        });
        expect(facet(facets.producerCategories)).toEqual({ fromager: 2, vigneron: 1 });
        expect(facet(facets.departments)).toEqual({ '75': 2, '69': 1, '21': 3, '74': 2, '67': 1, '68': 1, '11': 1, '31': 1, '33': 2, '13': 1 });
        expect(facet(facets.equipment)).toEqual({ 'air-conditioning': 2, terrace: 7, garden: 2, parking: 6, pool: 2 });
        expect(facet(facets.services)).toEqual({ 'private-room': 3, wifi: 8, 'pets-allowed': 3, takeaway: 3, tasting: 1 });
      });

      it('apply every filter except their own (types, categories, departments)', async () => {
        const { facets, totalCount } = await find({ filter: { types: ['HOTEL_RESTAURANT'], departmentCodes: ['21', '75'] } });
        expect(totalCount).toBe(1); // the Auberge du Château
        expect(facet(facets.types)).toEqual({ RESTAURANT: 3, HOTEL: 1, HOTEL_RESTAURANT: 1 }); // in 21 or 75
        expect(facet(facets.departments)).toEqual({ '21': 1, '74': 1 }); // hotel-restaurants anywhere
        expect(facet(facets.mealCategories)).toEqual({ VILLAGE_INN: 1 });
        expect(facet(facets.equipment)).toEqual({ garden: 1, parking: 1, terrace: 1 });
      });

      it('follow text, budget and near', async () => {
        const { facets } = await find({ filter: { text: 'cassoulet' } });
        expect(facet(facets.departments)).toEqual({ '11': 1, '31': 1 });
        const cheap = await find({ filter: { budgetMax: 2000 } });
        expect(facet(cheap.facets.types)).toEqual({ RESTAURANT: 2, WINE: 1 });
        const near = await find({ near: { lat: 47.322, lon: 5.0415, radiusKm: 50 } });
        expect(facet(near.facets.departments)).toEqual({ '21': 3 });
      });
    });

    describe('writes', () => {
      const extra = (over: Partial<SearchDocument>): SearchDocument => ({
        ...F.bouillon,
        id: '00000000-0000-4000-8000-0000000000aa',
        slug: 'la-guinguette-du-lac',
        name: 'La Guinguette du Lac',
        description: 'Friture du lac et vin blanc de Savoie.',
        updatedAt: '2024-06-01T12:00:00.000Z',
        ...over,
      });
      const guinguette = () => text('guinguette');

      it('upsert is searchable at once and idempotent', async () => {
        await search.upsert(extra({}));
        await search.upsert(extra({}));
        expect(await guinguette()).toEqual([extra({}).id]);
        expect((await find({})).totalCount).toBe(PUBLISHED.length + 1);
      });

      it('a newer version replaces, an older one is ignored', async () => {
        await search.upsert(extra({ name: 'La Guinguette des Pêcheurs', updatedAt: '2024-06-02T12:00:00.000Z' }));
        expect(await text('pecheurs')).toEqual([extra({}).id]);
        await search.upsert(extra({ name: 'Ancien Nom', updatedAt: '2024-06-01T18:00:00.000Z' }));
        expect(await text('ancien')).toEqual([]);
        expect(await text('pecheurs')).toEqual([extra({}).id]);
      });

      it('unpublishing hides, remove deletes', async () => {
        await search.upsert(extra({ name: 'La Guinguette des Pêcheurs', published: false, updatedAt: '2024-06-03T12:00:00.000Z' }));
        expect(await guinguette()).toEqual([]);
        await search.upsert(extra({ published: true, updatedAt: '2024-06-04T12:00:00.000Z' }));
        expect(await guinguette()).toEqual([extra({}).id]);
        await search.remove(extra({}).id);
        expect(await guinguette()).toEqual([]);
        await search.remove(extra({}).id); // removing twice is fine
        expect((await find({})).totalCount).toBe(PUBLISHED.length);
      });

      it('upsertMany writes a batch like upsert, newest wins, older ignored', async () => {
        const a = extra({ id: '00000000-0000-4000-8000-0000000000b1', name: 'Péniche Gourmande', updatedAt: '2024-07-01T12:00:00.000Z' });
        const b = extra({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Péniche Fermée', published: false });
        const aNewer = { ...a, name: 'Péniche Gourmande du Canal', updatedAt: '2024-07-02T12:00:00.000Z' };
        await search.upsertMany([a, b, aNewer]);
        expect(await text('peniche')).toEqual([a.id]);
        expect(await text('canal')).toEqual([a.id]);
        await search.upsertMany([a]); // older than stored: ignored
        expect(await text('canal')).toEqual([a.id]);
        expect(await text('penixhe gourmande')).toEqual([a.id]); // typo words of a batch are known too
        await search.upsertMany([]);
        await search.remove(a.id);
        await search.remove(b.id);
        expect(await text('peniche')).toEqual([]);
      });

      it('facets of the whole guide and of one-filter lists follow every write', async () => {
        // The index holds the fixture here (the tests above removed what they added).
        const model = new Map(FIXTURE.map((d) => [d.id, d]));
        const lists: ListFilter[] = [
          {},
          { types: ['RESTAURANT', 'HOTEL_RESTAURANT'] },
          { mealCategories: ['BRASSERIE'] },
          { producerCategories: ['fromager', 'vigneron'] },
          { departmentCodes: ['21', '75'] },
          { departmentCodes: ['2A'] },
        ];
        const check = async (step: string) => {
          for (const filter of lists) {
            const { facets, totalCount, hits } = await find({ filter, sort: 'PRICE_ASC' });
            const { matches, ...expected } = expectedList(model.values(), filter);
            const found = {
              totalCount,
              types: facet(facets.types),
              mealCategories: facet(facets.mealCategories),
              producerCategories: facet(facets.producerCategories),
              departments: facet(facets.departments),
              equipment: facet(facets.equipment),
              services: facet(facets.services),
            };
            expect({ step, filter, ...found }).toEqual({ step, filter, ...expected });
            expect(hits.map((h) => h.id)).toEqual(expectedOrder(matches, 'PRICE_ASC'));
          }
        };
        const write = async (...docs: SearchDocument[]) => {
          if (docs.length === 1) await search.upsert(docs[0]);
          else await search.upsertMany(docs);
          for (const d of docs) if (!model.has(d.id) || Date.parse(model.get(d.id)!.updatedAt) <= Date.parse(d.updatedAt)) model.set(d.id, d);
        };
        const later = (d: SearchDocument, days: number) => new Date(Date.parse(d.updatedAt) + days * 86_400_000).toISOString();
        await check('fixture');

        const corsica: SearchDocument = {
          ...F.bouchon,
          id: '00000000-0000-4000-8000-0000000000c1',
          slug: 'u-fucone',
          name: 'U Fucone',
          departmentCode: '2A',
          cityCode: '2A004',
          cityName: 'Ajaccio',
          equipment: ['terrace', 'sea-view'],
          services: [],
          updatedAt: '2024-08-01T12:00:00.000Z',
        };
        await write(corsica);
        await check('insert');
        await write({
          ...corsica,
          type: 'HOTEL_RESTAURANT',
          mealCategory: 'VILLAGE_INN',
          equipment: ['pool'],
          services: ['wifi'],
          updatedAt: '2024-08-02T12:00:00.000Z',
        });
        await check('update of every counted field');
        await write({ ...corsica, name: 'Ancien', updatedAt: '2024-08-01T18:00:00.000Z' }); // older: ignored
        await write({ ...model.get(corsica.id)!, name: 'U Fucone di Mare', updatedAt: '2024-08-03T12:00:00.000Z' }); // no counted field
        await check('older ignored, name only');
        await write({ ...F.tableDijon, published: false, updatedAt: later(F.tableDijon, 1) });
        await check('unpublish');
        await write(
          { ...F.closed, published: true, updatedAt: later(F.closed, 1) },
          { ...F.cremerie, departmentCode: '2A', updatedAt: later(F.cremerie, 1) },
          { ...F.cremerie, departmentCode: '2A', producerCategory: 'vigneron', updatedAt: later(F.cremerie, 2) },
        );
        await check('batch: publish, move, newest of one id');
        await search.remove(corsica.id);
        await search.remove(F.opera.id);
        model.delete(corsica.id);
        model.delete(F.opera.id);
        await check('remove');
        // Back to the fixture's contents, as newer versions.
        await write(
          F.opera,
          { ...F.closed, updatedAt: later(F.closed, 2) },
          { ...F.tableDijon, updatedAt: later(F.tableDijon, 2) },
          { ...F.cremerie, updatedAt: later(F.cremerie, 3) },
        );
        await check('restored');
      });

      it('clear drops everything', async () => {
        await search.clear();
        const result = await find({});
        expect(result.totalCount).toBe(0);
        expect(result.hits).toEqual([]);
        expect(facet(result.facets.types)).toEqual({});
        await search.upsert(F.opera);
        expect(await text('opera')).toEqual([F.opera.id]);
      });
    });
  });
}

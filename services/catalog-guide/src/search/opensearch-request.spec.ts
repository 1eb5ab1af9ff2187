import { buildBulkBody, buildIndexMapping, buildSearchRequest, documentVersion, readSearchResponse, toSource } from './opensearch-search.adapter';
import { F } from './search.fixture';
import type { SearchQuery } from './search.port';

const q = (over: Partial<SearchQuery> = {}): SearchQuery => ({ filter: {}, offset: 0, limit: 20, ...over });
const json = (value: unknown) => JSON.stringify(value);

describe('buildIndexMapping', () => {
  const mapping = buildIndexMapping();
  const analysis = mapping.settings.analysis;

  it('analyses French: elision, lowercase, stop words, accent folding, light stemmer', () => {
    expect(analysis.analyzer.guide_french.filter).toEqual(['guide_elision', 'lowercase', 'guide_french_stop', 'asciifolding', 'guide_french_stemmer']);
    expect(analysis.filter.guide_french_stemmer).toEqual({ type: 'stemmer', language: 'light_french' });
    expect(analysis.filter.guide_elision.articles).toEqual(expect.arrayContaining(['l', 'd', 'qu']));
    expect(analysis.analyzer.guide_folded.filter).toEqual(['guide_elision', 'lowercase', 'asciifolding']);
  });

  it('maps location as geo_point, filters as keywords, names with a folded sort key', () => {
    const p = mapping.mappings.properties;
    expect(p.location).toEqual({ type: 'geo_point' });
    for (const field of ['id', 'type', 'mealCategory', 'producerCategory', 'cityCode', 'departmentCode', 'equipment', 'services']) {
      expect(p[field].type).toBe('keyword');
    }
    expect(p.name.analyzer).toBe('guide_french');
    expect(p.name.fields.folded.analyzer).toBe('guide_folded');
    expect(p.name.fields.sort).toEqual({ type: 'keyword', normalizer: 'guide_sort' });
    expect(analysis.normalizer.guide_sort.filter).toEqual(['lowercase', 'asciifolding']);
    expect(p.priceFrom.type).toBe('integer');
    expect(mapping.mappings.dynamic).toBe('strict');
  });

  it('every stored field is mapped', () => {
    expect(Object.keys(toSource(F.opera)).sort()).toEqual(Object.keys(mapping.mappings.properties).sort());
    expect(toSource(F.opera).location).toEqual({ lat: F.opera.lat, lon: F.opera.lon });
    expect(toSource(F.opera).categories).toContain('gastronomique');
  });
});

describe('documentVersion', () => {
  it('is the updatedAt in milliseconds, so an older document never overwrites a newer one', () => {
    expect(documentVersion(F.opera)).toBe(Date.parse(F.opera.updatedAt));
    expect(() => documentVersion({ ...F.opera, updatedAt: 'yesterday' })).toThrow(/Invalid updatedAt/);
  });
});

describe('buildSearchRequest', () => {
  it('returns only published documents, counts exactly, pages with from/size', () => {
    const body = buildSearchRequest(q({ offset: 8, limit: 4 }));
    expect(body.query.bool.filter).toContainEqual({ term: { published: true } });
    expect(body.track_total_hits).toBe(true);
    expect(body.from).toBe(8);
    expect(body.size).toBe(4);
  });

  it('requires every word; forgives one typo only from five letters, on the word as typed', () => {
    const must = buildSearchRequest(q({ filter: { text: "Bourgonge l'opéra vin" } })).query.bool.must;
    expect(must).toHaveLength(4); // bourgonge, l, opéra, vin
    const [bourgonge, , opera, vin] = must;
    expect(bourgonge.bool.minimum_should_match).toBe(1);
    const [exact, fuzzy] = bourgonge.bool.should;
    expect(exact.multi_match).toMatchObject({ query: 'bourgonge', operator: 'and', zero_terms_query: 'all' });
    expect(exact.multi_match.fields).toEqual(['name^5', 'cityName^2', 'specialties^2', 'categories^2', 'description^1']);
    expect(fuzzy.multi_match).toMatchObject({ query: 'bourgonge', fuzziness: 1, fuzzy_transpositions: true, prefix_length: 0 });
    expect(fuzzy.multi_match.fields.every((f: string) => f.includes('.folded^'))).toBe(true);
    expect(opera.bool.should).toHaveLength(2);
    expect(vin.multi_match).toBeDefined(); // 3 letters: exact only
    expect(json(vin)).not.toContain('fuzziness');
  });

  it('never passes query syntax through', () => {
    const body = buildSearchRequest(q({ filter: { text: 'théâtre AND (opéra OR "x") -foo* ~2' } }));
    expect(json(body)).not.toContain('query_string');
    const words = body.query.bool.must.map((c: any) => (c.multi_match ?? c.bool.should[0].multi_match).query);
    expect(words).toEqual(['théâtre', 'and', 'opéra', 'or', 'x', 'foo', '2']);
  });

  it('filters: budget, cities, all equipment and services, radius', () => {
    const body = buildSearchRequest(
      q({
        filter: { budgetMax: 3000, cityCodes: ['21231'], equipment: ['parking', 'pool'], services: ['wifi'] },
        near: { lat: 47.3, lon: 5.04, radiusKm: 25 },
      }),
    );
    const filter = body.query.bool.filter;
    expect(filter).toContainEqual({ range: { priceFrom: { lte: 3000 } } });
    expect(filter).toContainEqual({ terms: { cityCode: ['21231'] } });
    expect(filter).toContainEqual({ term: { equipment: 'parking' } });
    expect(filter).toContainEqual({ term: { equipment: 'pool' } });
    expect(filter).toContainEqual({ term: { services: 'wifi' } });
    expect(filter).toContainEqual({ geo_distance: { distance: '25km', distance_type: 'arc', location: { lat: 47.3, lon: 5.04 } } });
    expect(body.post_filter).toBeUndefined();
  });

  it('facets are disjunctive: a facet ignores its own filter', () => {
    const body = buildSearchRequest(q({ filter: { types: ['HOTEL'], departmentCodes: ['21'], mealCategories: [] } }));
    expect(body.post_filter).toEqual({ bool: { filter: [{ terms: { type: ['HOTEL'] } }, { terms: { departmentCode: ['21'] } }] } });
    expect(body.aggs.types.filter.bool.filter).toEqual([{ terms: { departmentCode: ['21'] } }]);
    expect(body.aggs.departments.filter.bool.filter).toEqual([{ terms: { type: ['HOTEL'] } }]);
    expect(body.aggs.mealCategories.filter.bool.filter).toHaveLength(2);
    expect(body.aggs.equipment.filter.bool.filter).toHaveLength(2);
    expect(body.aggs.types.aggs.values.terms).toMatchObject({ field: 'type', order: [{ _count: 'desc' }, { _key: 'asc' }] });
  });

  it('sorts, each with the id as tie-breaker', () => {
    const sortOf = (over: Partial<SearchQuery>) => buildSearchRequest(q(over)).sort;
    const tie = { id: { order: 'asc' } };
    const near = { lat: 45.76, lon: 4.83 };
    expect(sortOf({})).toEqual([{ 'name.sort': { order: 'asc' } }, tie]);
    expect(sortOf({ filter: { text: 'cassoulet' } })).toEqual([{ _score: { order: 'desc' } }, tie]);
    expect(sortOf({ near })).toEqual([{ _geo_distance: { location: near, order: 'asc', unit: 'km', distance_type: 'arc' } }, tie]);
    expect(sortOf({ sort: 'DISTANCE' })).toEqual([{ 'name.sort': { order: 'asc' } }, tie]);
    expect(sortOf({ sort: 'PRICE_ASC' })).toEqual([{ priceFrom: { order: 'asc', missing: '_last' } }, tie]);
    expect(sortOf({ sort: 'PRICE_DESC' })).toEqual([{ priceFrom: { order: 'desc', missing: '_last' } }, tie]);
    expect(sortOf({ sort: 'NAME_DESC' })).toEqual([{ 'name.sort': { order: 'desc' } }, tie]);
    expect(sortOf({ sort: 'NEWEST' })).toEqual([{ updatedAt: { order: 'desc' } }, tie]);
    expect(sortOf({ sort: 'RELEVANCE' })).toEqual([{ 'name.sort': { order: 'asc' } }, tie]);
  });
});

describe('readSearchResponse', () => {
  it('reads hits, distances, total and facet buckets', () => {
    const near = { lat: 47.322, lon: 5.0415 };
    const result = readSearchResponse(q({ near }), {
      hits: {
        total: { value: 2, relation: 'eq' },
        hits: [
          { _id: 'a', sort: [1.23456, 'a'] },
          { _id: 'b', sort: [22.5, 'b'] },
        ],
      },
      aggregations: { types: { doc_count: 2, values: { buckets: [{ key: 'HOTEL', doc_count: 2 }] } } },
    });
    expect(result.totalCount).toBe(2);
    expect(result.hits).toEqual([
      { id: 'a', distanceKm: 1.235 },
      { id: 'b', distanceKm: 22.5 },
    ]);
    expect(result.facets.types).toEqual([{ value: 'HOTEL', count: 2 }]);
    expect(result.facets.services).toEqual([]);
    const byName = readSearchResponse(q({ near, sort: 'NAME_ASC' }), {
      hits: { total: { value: 1 }, hits: [{ _id: 'c', _source: { location: { lat: 47.026, lon: 4.84 } } }] },
    });
    expect(byName.hits[0].distanceKm).toBeCloseTo(36.3, 0);
    expect(readSearchResponse(q(), { hits: { total: { value: 1 }, hits: [{ _id: 'c', _source: {} }] } }).hits[0].distanceKm).toBeNull();
  });
});

describe('pages without summary and bulk writes', () => {
  it('asks for no total and no aggregations when summary is false', () => {
    const body = buildSearchRequest(q({ near: { lat: 47.3, lon: 5.0 }, sort: 'DISTANCE', summary: false }));
    expect(body.track_total_hits).toBe(false);
    expect(body.aggs).toBeUndefined();
    expect(buildSearchRequest(q()).aggs).toBeDefined();
    const read = readSearchResponse(q({ summary: false }), { hits: { total: { value: 10 }, hits: [{ _id: 'a', _source: {} }] } });
    expect(read.totalCount).toBe(0);
    expect(read.hits).toEqual([{ id: 'a', distanceKm: null }]);
  });

  it('builds a versioned _bulk body, one index action per document', () => {
    const body = buildBulkBody('guide', [F.opera, F.bouchon]);
    expect(body).toHaveLength(4);
    expect(body[0]).toEqual({ index: { _index: 'guide', _id: F.opera.id, version: documentVersion(F.opera), version_type: 'external_gte' } });
    expect(body[1]).toEqual(toSource(F.opera));
    expect(body[2].index._id).toBe(F.bouchon.id);
  });
});

/**
 * Search on OpenSearch (clusters). Request building is pure and exported (buildIndexMapping,
 * buildSearchRequest) so it is unit tested without a server; the adapter only sends it.
 * Same rules as the Postgres adapter (README.md): accents/case folded, French stemming, one typo forgiven
 * in words of five letters or more, every word required, disjunctive facets, ties broken by id.
 */
import { Client } from '@opensearch-project/opensearch';
import type { EntityManager } from 'typeorm';
import { foldWord, queryWords, TYPO_MIN_LENGTH } from '@guide/platform';
import { categoryText, effectiveSort, haversineKm, present, roundKm } from './search-rules';
import type { EstablishmentSort, FacetCount, SearchDocument, SearchFacets, SearchPort, SearchQuery, SearchResult } from './search.port';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export const DEFAULT_INDEX = 'guide-establishments';

/** Text fields with their weights (name ≈ Postgres weight A, city/specialties/categories B, description C). */
const TEXT_FIELDS: [string, number][] = [
  ['name', 5],
  ['cityName', 2],
  ['specialties', 2],
  ['categories', 2],
  ['description', 1],
];

const textField = { type: 'text', analyzer: 'guide_french', fields: { folded: { type: 'text', analyzer: 'guide_folded' } } };

export function buildIndexMapping(): Json {
  return {
    settings: {
      // "Searchable within 2 s": writes also ask for refresh=wait_for.
      refresh_interval: '1s',
      analysis: {
        filter: {
          guide_elision: {
            type: 'elision',
            articles_case: true,
            articles: ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'],
          },
          guide_french_stop: { type: 'stop', stopwords: '_french_' },
          guide_french_stemmer: { type: 'stemmer', language: 'light_french' },
        },
        analyzer: {
          // Stop words are removed before folding: the French list is written with accents ("été", "à").
          guide_french: {
            type: 'custom',
            tokenizer: 'standard',
            filter: ['guide_elision', 'lowercase', 'guide_french_stop', 'asciifolding', 'guide_french_stemmer'],
          },
          // Unstemmed words, for typo tolerance (the typo is counted on the word as typed, not on its stem).
          guide_folded: { type: 'custom', tokenizer: 'standard', filter: ['guide_elision', 'lowercase', 'asciifolding'] },
        },
        normalizer: { guide_sort: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
      },
    },
    mappings: {
      dynamic: 'strict',
      properties: {
        id: { type: 'keyword' },
        slug: { type: 'keyword' },
        name: { ...textField, fields: { ...textField.fields, sort: { type: 'keyword', normalizer: 'guide_sort' } } },
        type: { type: 'keyword' },
        mealCategory: { type: 'keyword' },
        producerCategory: { type: 'keyword' },
        description: textField,
        specialties: textField,
        categories: textField,
        cityCode: { type: 'keyword' },
        cityName: textField,
        departmentCode: { type: 'keyword' },
        postalCode: { type: 'keyword' },
        location: { type: 'geo_point' },
        priceFrom: { type: 'integer' },
        cups: { type: 'byte' },
        toques: { type: 'byte' },
        equipment: { type: 'keyword' },
        services: { type: 'keyword' },
        path: { type: 'keyword', index: false },
        published: { type: 'boolean' },
        updatedAt: { type: 'date' },
      },
    },
  };
}

/** The stored source of one establishment. */
export function toSource(doc: SearchDocument): Json {
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    type: doc.type,
    mealCategory: doc.mealCategory,
    producerCategory: doc.producerCategory,
    description: doc.description ?? '',
    specialties: doc.specialties ?? [],
    categories: categoryText(doc),
    cityCode: doc.cityCode,
    cityName: doc.cityName,
    departmentCode: doc.departmentCode,
    postalCode: doc.postalCode,
    location: { lat: doc.lat, lon: doc.lon },
    priceFrom: doc.priceFrom,
    cups: doc.cups ?? 0,
    toques: doc.toques ?? 0,
    equipment: doc.equipment ?? [],
    services: doc.services ?? [],
    path: doc.path,
    published: doc.published,
    updatedAt: doc.updatedAt,
  };
}

/** external_gte versioning: a document is written only when its updatedAt is not older than the stored one. */
export function documentVersion(doc: SearchDocument): number {
  const version = Date.parse(doc.updatedAt);
  if (!Number.isFinite(version) || version < 0) throw new Error(`Invalid updatedAt "${doc.updatedAt}" for ${doc.id}`);
  return version;
}

/** The `_bulk` body of upsertMany: versioned index operations, like `upsert`. */
export function buildBulkBody(index: string, docs: SearchDocument[]): Json[] {
  return docs.flatMap((doc) => [{ index: { _index: index, _id: doc.id, version: documentVersion(doc), version_type: 'external_gte' } }, toSource(doc)]);
}

/** The clause for one word: its stem matches, or (5+ letters) the word as typed within one edit. */
function wordClause(word: string): Json {
  const exact = {
    multi_match: {
      query: word,
      fields: TEXT_FIELDS.map(([f, w]) => `${f}^${w}`),
      type: 'best_fields',
      operator: 'and',
      zero_terms_query: 'all', // a stop word ("le", "de") does not restrict
    },
  };
  if (foldWord(word).length < TYPO_MIN_LENGTH) return exact;
  const fuzzy = {
    multi_match: {
      query: word,
      fields: TEXT_FIELDS.map(([f, w]) => `${f}.folded^${w}`),
      type: 'best_fields',
      operator: 'and',
      fuzziness: 1, // exactly one edit, counted on the word as typed (AUTO would count on the analysed term)
      prefix_length: 0,
      max_expansions: 50,
      fuzzy_transpositions: true,
      boost: 0.5, // an exact word ranks above a corrected one
    },
  };
  return { bool: { should: [exact, fuzzy], minimum_should_match: 1 } };
}

const TIE_BREAK = { id: { order: 'asc' } };

function sortClause(sort: EstablishmentSort, query: SearchQuery): Json[] {
  switch (sort) {
    case 'RELEVANCE':
      return [{ _score: { order: 'desc' } }, TIE_BREAK];
    case 'DISTANCE':
      return [{ _geo_distance: { location: { lat: query.near!.lat, lon: query.near!.lon }, order: 'asc', unit: 'km', distance_type: 'arc' } }, TIE_BREAK];
    case 'PRICE_ASC':
      return [{ priceFrom: { order: 'asc', missing: '_last' } }, TIE_BREAK];
    case 'PRICE_DESC':
      return [{ priceFrom: { order: 'desc', missing: '_last' } }, TIE_BREAK];
    case 'NAME_ASC':
      return [{ 'name.sort': { order: 'asc' } }, TIE_BREAK];
    case 'NAME_DESC':
      return [{ 'name.sort': { order: 'desc' } }, TIE_BREAK];
    case 'NEWEST':
      return [{ updatedAt: { order: 'desc' } }, TIE_BREAK];
    case 'RATING':
      // Ratings live in Postgres (review_summary), not in the documents, which only catalog events feed:
      // this adapter lists by name instead (README.md, "Known difference").
      return [{ 'name.sort': { order: 'asc' } }, TIE_BREAK];
  }
}

const FACET_SIZE = 200;

/**
 * The search body. Filters that are "any of" a facet's values (types, meal categories, producer
 * categories, departments) go in `post_filter`, and each facet's aggregation applies the others:
 * disjunctive facets, the same counts as the Postgres adapter.
 */
export function buildSearchRequest(query: SearchQuery): Json {
  const f = query.filter ?? {};
  const words = queryWords(f.text);
  const must = words.map(wordClause);
  const filter: Json[] = [{ term: { published: true } }];
  if (query.near && query.near.radiusKm != null) {
    filter.push({ geo_distance: { distance: `${query.near.radiusKm}km`, distance_type: 'arc', location: { lat: query.near.lat, lon: query.near.lon } } });
  }
  if (f.budgetMax != null) filter.push({ range: { priceFrom: { lte: f.budgetMax } } });
  if (present(f.cityCodes)) filter.push({ terms: { cityCode: f.cityCodes } });
  for (const value of present(f.equipment) ? f.equipment : []) filter.push({ term: { equipment: value } });
  for (const value of present(f.services) ? f.services : []) filter.push({ term: { services: value } });

  const disjunctive: Record<string, Json | null> = {
    type: present(f.types) ? { terms: { type: f.types } } : null,
    mealCategory: present(f.mealCategories) ? { terms: { mealCategory: f.mealCategories } } : null,
    producerCategory: present(f.producerCategories) ? { terms: { producerCategory: f.producerCategories } } : null,
    departmentCode: present(f.departmentCodes) ? { terms: { departmentCode: f.departmentCodes } } : null,
  };
  const except = (field: string | null) =>
    Object.entries(disjunctive)
      .filter(([k, clause]) => k !== field && clause !== null)
      .map(([, clause]) => clause as Json);
  const agg = (facetField: string, excluded: string | null) => ({
    filter: { bool: { filter: except(excluded) } },
    aggs: { values: { terms: { field: facetField, size: FACET_SIZE, order: [{ _count: 'desc' }, { _key: 'asc' }] } } },
  });

  // Without scoring words, `must` stays empty and every document scores the same (sorts decide).
  // A text made only of stop words matches everything, like the Postgres adapter.
  const hasText = words.length > 0;
  const summary = query.summary !== false;
  const body: Json = {
    track_total_hits: summary,
    from: Math.max(0, Math.floor(query.offset)),
    size: Math.max(0, Math.min(Math.floor(query.limit), 1000)),
    _source: ['location'],
    query: { bool: { must, filter } },
    sort: sortClause(effectiveSort(query, hasText), query),
  };
  if (summary) {
    body.aggs = {
      types: agg('type', 'type'),
      mealCategories: agg('mealCategory', 'mealCategory'),
      producerCategories: agg('producerCategory', 'producerCategory'),
      departments: agg('departmentCode', 'departmentCode'),
      equipment: agg('equipment', null),
      services: agg('services', null),
    };
  }
  const post = except(null);
  if (post.length > 0) body.post_filter = { bool: { filter: post } };
  return body;
}

/** Reads a search response body into the port's result. */
export function readSearchResponse(query: SearchQuery, body: Json): SearchResult {
  const sort = effectiveSort(query, queryWords(query.filter?.text).length > 0);
  const buckets = (name: string): FacetCount[] =>
    ((body.aggregations?.[name]?.values?.buckets ?? []) as { key: string; doc_count: number }[]).map((b) => ({ value: String(b.key), count: b.doc_count }));
  const facets: SearchFacets = {
    types: buckets('types'),
    mealCategories: buckets('mealCategories'),
    producerCategories: buckets('producerCategories'),
    departments: buckets('departments'),
    equipment: buckets('equipment'),
    services: buckets('services'),
  };
  const total = body.hits?.total;
  return {
    hits: ((body.hits?.hits ?? []) as Json[]).map((hit) => {
      let distanceKm: number | null = null;
      if (query.near) {
        const km = sort === 'DISTANCE' ? Number(hit.sort?.[0]) : haversineKm(query.near, hit._source.location);
        distanceKm = roundKm(km);
      }
      return { id: String(hit._id), distanceKm };
    }),
    totalCount: query.summary === false ? 0 : typeof total === 'number' ? total : (total?.value ?? 0),
    facets,
  };
}

const statusOf = (error: unknown): number | undefined =>
  (error as { meta?: { statusCode?: number }; statusCode?: number })?.meta?.statusCode ?? (error as { statusCode?: number })?.statusCode;

export class OpenSearchSearchAdapter implements SearchPort {
  readonly name = 'opensearch';
  readonly index: string;
  private readonly client: Client;

  constructor(options: { node: string; index?: string }) {
    this.client = new Client({ node: options.node });
    this.index = options.index ?? DEFAULT_INDEX;
  }

  async ensureReady(): Promise<void> {
    const exists = await this.client.indices.exists({ index: this.index });
    if (exists.body) return;
    try {
      await this.client.indices.create({ index: this.index, body: buildIndexMapping() });
    } catch (error) {
      // another instance created it meanwhile
      if ((error as { body?: Json }).body?.error?.type !== 'resource_already_exists_exception') throw error;
    }
  }

  /** `manager` is ignored: OpenSearch cannot join a Postgres transaction; versioning makes replays harmless. */
  async upsert(doc: SearchDocument, _manager?: EntityManager): Promise<void> {
    try {
      await this.client.index({
        index: this.index,
        id: doc.id,
        body: toSource(doc),
        version: documentVersion(doc),
        version_type: 'external_gte',
        refresh: 'wait_for',
      });
    } catch (error) {
      if (statusOf(error) !== 409) throw error; // 409: the stored document is newer
    }
  }

  /** One `_bulk` request; a 409 item (the stored document is newer) is not an error. */
  async upsertMany(docs: SearchDocument[], _manager?: EntityManager): Promise<void> {
    if (!docs.length) return;
    const response = await this.client.bulk({ refresh: 'wait_for', body: buildBulkBody(this.index, docs) });
    const failed = ((response.body as Json).items ?? []).map((item: Json) => item.index).filter((r: Json) => r?.error && r.status !== 409);
    if (failed.length) throw new Error(`OpenSearch bulk upsert: ${failed.length} failed, first: ${JSON.stringify(failed[0].error)}`);
  }

  async remove(id: string, _manager?: EntityManager): Promise<void> {
    try {
      await this.client.delete({ index: this.index, id, refresh: 'wait_for' });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const response = await this.client.search({ index: this.index, body: buildSearchRequest(query) });
    return readSearchResponse(query, response.body as Json);
  }

  async clear(): Promise<void> {
    await this.client.deleteByQuery({ index: this.index, body: { query: { match_all: {} } }, refresh: true, conflicts: 'proceed' });
  }

  /** Drops the index itself (tests). */
  async dropIndex(): Promise<void> {
    await this.client.indices.delete({ index: this.index, ignore_unavailable: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

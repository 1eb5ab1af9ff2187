/**
 * `npm run reindex`: rebuilds the search index from the catalog database, in batches, with a progress
 * bar. Reads DATABASE_URL (and OPENSEARCH_URL, like the service: set = OpenSearch, else the Postgres
 * adapter in the same database). Safe while the service runs: documents carry updatedAt and an older
 * one never replaces a newer one, so events consumed meanwhile win. Searches return fewer results
 * until it finishes (seconds for 50,000 establishments on Postgres).
 *
 * The one file of search/ that reads catalog tables: rebuilding from the database is its job.
 */
import { create } from '@bufbuild/protobuf';
import { SingleBar, Presets } from 'cli-progress';
import { DataSource } from 'typeorm';
import { ConfigError, dataSourceOptions, ensureDatabase, env, loadConfig, serviceMigrations } from '@guide/platform';
import { MIGRATIONS } from '../migrations';
import { EstablishmentChangedSchema } from '@guide/proto-schemas';
import { IndexedFields, establishmentChanged } from '../establishments/establishment-event';
import { OpenSearchSearchAdapter } from './opensearch-search.adapter';
import { PostgresSearchAdapter } from './postgres-search.adapter';
import { toSearchDocument } from './search-indexer';
import type { SearchDocument, SearchPort } from './search.port';

export const REINDEX_BATCH_SIZE = 1000;

export interface ReindexOptions {
  batchSize?: number;
  /** Called once with the number of establishments, then after each batch with how many are done. */
  onStart?: (total: number) => void;
  onProgress?: (done: number) => void;
}

type Row = {
  id: string;
  slug: string;
  name: string;
  type: IndexedFields['type'];
  meal_category: IndexedFields['mealCategory'];
  producer_category: string | null;
  description: string | null;
  city_code: string;
  city_name: string;
  department_code: string;
  postal_code: string | null;
  lat: number;
  lon: number;
  price_from: number | null;
  cups: number;
  toques: number;
  equipment: string[];
  services: string[];
  specialties: string[];
  published: boolean;
  updated_at: Date;
};

/** The document the event-fed indexer would hold for this row (same event payload, same mapping). */
function documentOf(r: Row): SearchDocument {
  const fields: IndexedFields = {
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    mealCategory: r.meal_category,
    producerCategory: r.producer_category,
    description: r.description,
    cityCode: r.city_code,
    departmentCode: r.department_code,
    postalCode: r.postal_code,
    lat: r.lat,
    lon: r.lon,
    priceFrom: r.price_from,
    cups: r.cups,
    toques: r.toques,
    equipment: r.equipment,
    services: r.services,
    specialties: r.specialties,
    published: r.published,
    updatedAt: new Date(r.updated_at),
  };
  return toSearchDocument(create(EstablishmentChangedSchema, establishmentChanged(fields, r.city_name)));
}

/**
 * Empties the index, then writes every establishment (published or not: the index filters) in id
 * order, `batchSize` at a time through `upsertMany`. Returns how many were indexed.
 */
export async function reindexAll(dataSource: DataSource, search: SearchPort, options: ReindexOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? REINDEX_BATCH_SIZE;
  await search.ensureReady();
  const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM establishment');
  options.onStart?.(n);
  await search.clear();
  let done = 0;
  let after: string | null = null;
  for (;;) {
    const rows: Row[] = await dataSource.query(
      `SELECT e.id, e.slug, e.name, e.type, e.meal_category, e.producer_category, e.description, e.city_code, c.name AS city_name,
              e.department_code, e.postal_code, e.lat, e.lon, e.price_from, e.cups, e.toques, e.equipment, e.services, e.specialties,
              e.published, e.updated_at
         FROM establishment e JOIN city c ON c.code = e.city_code
        WHERE $1::uuid IS NULL OR e.id > $1::uuid
        ORDER BY e.id LIMIT $2`,
      [after, batchSize],
    );
    if (!rows.length) break;
    await search.upsertMany(rows.map(documentOf));
    done += rows.length;
    after = rows[rows.length - 1].id;
    options.onProgress?.(done);
  }
  return done;
}

async function main(): Promise<void> {
  let config: { DATABASE_URL: string; OPENSEARCH_URL: string };
  try {
    config = loadConfig({
      DATABASE_URL: env.url({ protocols: ['postgres', 'postgresql'], doc: "catalog-guide's database" }),
      OPENSEARCH_URL: env.url({ protocols: ['http', 'https'], optional: true, doc: 'the OpenSearch index to rebuild instead of Postgres' }),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[reindex] ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
  await ensureDatabase(config.DATABASE_URL); // like the service: a fresh database gets its schema
  const dataSource = await new DataSource(dataSourceOptions(config.DATABASE_URL, [], serviceMigrations(MIGRATIONS))).initialize();
  const opensearch = config.OPENSEARCH_URL ? new OpenSearchSearchAdapter({ node: config.OPENSEARCH_URL }) : null;
  const search: SearchPort = opensearch ?? new PostgresSearchAdapter(dataSource);
  const bar = new SingleBar(
    { format: 'reindex [{bar}] {percentage}% | {value}/{total} establishments | {duration_formatted}', hideCursor: true },
    Presets.shades_classic,
  );
  const started = Date.now();
  try {
    const total = await reindexAll(dataSource, search, { onStart: (n) => bar.start(n, 0), onProgress: (done) => bar.update(done) });
    bar.stop();
    console.log(`[reindex] ${total} establishments indexed in ${((Date.now() - started) / 1000).toFixed(1)} s (${search.name})`);
  } finally {
    bar.stop();
    await opensearch?.close();
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error('[reindex] failed:', error);
    process.exit(1);
  });
}

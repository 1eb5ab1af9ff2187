import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG } from '@guide/platform';
import { OpenSearchSearchAdapter } from './opensearch-search.adapter';
import { PostgresSearchAdapter } from './postgres-search.adapter';
import { SEARCH_PORT } from './search.port';
import { SearchIndexer } from './search-indexer';

/** Results kept by the Postgres adapter's exact result cache (a page of 20 with facets: a few KB each). */
const RESULT_CACHE_SIZE = 1000;

/** OpenSearch when OPENSEARCH_URL is set, else the Postgres adapter in the service's own database. */
@Module({
  providers: [
    {
      provide: SEARCH_PORT,
      inject: [DataSource, SERVICE_CONFIG],
      useFactory: (dataSource: DataSource, config: { OPENSEARCH_URL?: string; SEARCH_RESULT_CACHE_SIZE?: number }) =>
        config.OPENSEARCH_URL
          ? new OpenSearchSearchAdapter({ node: config.OPENSEARCH_URL })
          : new PostgresSearchAdapter(dataSource, { resultCacheSize: config.SEARCH_RESULT_CACHE_SIZE ?? RESULT_CACHE_SIZE }),
    },
    SearchIndexer,
  ],
  exports: [SEARCH_PORT],
})
export class SearchModule {}

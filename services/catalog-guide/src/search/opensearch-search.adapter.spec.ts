import { randomUUID } from 'node:crypto';
import { describeSearchContract } from './search.contract';

/**
 * The contract suite against a real OpenSearch when OPENSEARCH_URL is set (e.g. http://localhost:9200
 * from docker-compose). Each run uses its own index and drops it afterwards.
 */
const url = process.env.OPENSEARCH_URL;

if (url) {
  describeSearchContract('opensearch', async () => {
    const { OpenSearchSearchAdapter } = await import('./opensearch-search.adapter');
    const adapter = new OpenSearchSearchAdapter({ node: url, index: `guide-establishments-test-${randomUUID().slice(0, 8)}` });
    return {
      adapter,
      cleanup: async () => {
        await adapter.dropIndex();
        await adapter.close();
      },
    };
  });
} else {
  describe('OpenSearchSearchAdapter without a server', () => {
    it('loads and builds requests (contract suite needs OPENSEARCH_URL)', async () => {
      console.log('OPENSEARCH_URL not set: contract suite runs on Postgres only');
      const module = await import('./opensearch-search.adapter');
      expect(typeof module.OpenSearchSearchAdapter).toBe('function');
      expect(typeof module.buildSearchRequest).toBe('function');
      expect(new module.OpenSearchSearchAdapter({ node: 'http://127.0.0.1:9' }).name).toBe('opensearch');
    });
  });
}

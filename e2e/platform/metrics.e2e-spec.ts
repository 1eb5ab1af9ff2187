import { SUBGRAPHS } from '@guide/platform';
import { type Sample, findSamples, parseExposition } from '@guide/platform/metrics';
import { BootedPlatform, connectPlatform, gql } from './boot';

/**
 * Every process serves Prometheus metrics (API-CONTRACT "Operations"): a named operation through the
 * gateway shows in the gateway's and in its subgraphs' counters; each subgraph reports its outbox backlog,
 * its consumer groups' lag and parked events, and its database pool; the web server answers loopback only.
 */
describe('metrics of every process', () => {
  let platform: BootedPlatform;
  const OPERATION = 'MetricsE2eProbe';

  const scrape = async (port: number, headers: Record<string, string> = {}): Promise<Sample[]> => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(await res.text());
  };
  const total = (samples: Sample[], name: string, labels: Record<string, string>) => findSamples(samples, name, labels).reduce((sum, s) => sum + s.value, 0);

  beforeAll(() => {
    platform = connectPlatform();
  });

  it('counts a named operation at the gateway and in the subgraphs it reached', async () => {
    const before = total(await scrape(platform.ports.gateway), 'graphql_requests_total', { service: 'gateway', operation: OPERATION });
    const res = await gql(
      `http://127.0.0.1:${platform.ports.gateway}/graphql`,
      `query ${OPERATION} { establishments(first: 1) { edges { node { id } } } siteStatus { maintenanceMode } }`,
    );
    expect(res.errors).toBeUndefined();

    const gateway = await scrape(platform.ports.gateway);
    expect(total(gateway, 'graphql_requests_total', { service: 'gateway', operation: OPERATION, operation_type: 'query' })).toBe(before + 1);
    expect(total(gateway, 'graphql_request_duration_seconds_count', { service: 'gateway', operation: OPERATION })).toBeGreaterThanOrEqual(before + 1);
    for (const subgraph of ['catalog-guide', 'cms']) {
      expect(total(gateway, 'gateway_subgraph_requests_total', { subgraph, outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      // The subgraph counts the client's operation name (the query plan's suffix stripped).
      const own = await scrape(platform.ports[subgraph]);
      expect(total(own, 'graphql_requests_total', { service: subgraph, operation: OPERATION })).toBeGreaterThanOrEqual(1);
    }
  });

  it('reports outbox backlog, consumer lag, parked events and the database pool of every subgraph', async () => {
    for (const { name } of SUBGRAPHS) {
      const samples = await scrape(platform.ports[name]);
      expect([name, findSamples(samples, 'outbox_backlog', { service: name }).length]).toEqual([name, 1]);
      const lag = findSamples(samples, 'event_consumer_lag', { service: name });
      expect([name, lag.length > 0, lag.every((s) => s.value >= 0 && !!s.labels.consumer_group)]).toEqual([name, true, true]);
      // Every group has its parked-events series, 0 included (alerts test "> 0").
      const groups = new Set(lag.map((s) => s.labels.consumer_group));
      const parked = new Set(findSamples(samples, 'event_parked_events', { service: name, status: 'PARKED' }).map((s) => s.labels.consumer_group));
      expect([name, [...groups].filter((g) => !parked.has(g))]).toEqual([name, []]);
      expect([name, total(samples, 'db_pool_connections', { service: name, state: 'total' }) >= 1]).toEqual([name, true]);
      expect(findSamples(samples, 'process_resident_memory_bytes')).toHaveLength(1);
    }
  });

  it('never serves metrics to a request relayed from outside', async () => {
    const relayed = { 'x-forwarded-for': '203.0.113.9' };
    // The gateway trusts the web server's X-Forwarded-For: a public client behind it is still refused.
    for (const port of [platform.ports.gateway, platform.ports['catalog-guide'], platform.ports.web]) {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: relayed })).status).toBe(403);
    }
    expect((await fetch(`http://127.0.0.1:${platform.ports.web}/healthz`)).status).toBe(200);
    const web = await scrape(platform.ports.web);
    expect(total(web, 'web_requests_total', { route: 'health', status: '200' })).toBeGreaterThanOrEqual(1);
  });
});

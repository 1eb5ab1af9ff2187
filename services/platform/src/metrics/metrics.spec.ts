import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findSamples, parseExposition } from './exposition';
import { metricsHandler } from './handler';
import { ANONYMOUS_OPERATION, INVALID_OPERATION, OTHER_OPERATION, OperationLabels } from './operation-label';
import { graphqlRequestsTotal, metricsEnabled, metricsRegistry } from './registry';

describe('operation labels', () => {
  it('keeps names, strips the gateway’s query-plan suffix and bounds what callers can invent', () => {
    const labels = new OperationLabels(2);
    expect(labels.label('EstablishmentPage__catalog_guide__0', true)).toBe('EstablishmentPage');
    expect(labels.label(null, true)).toBe(ANONYMOUS_OPERATION);
    expect(labels.label('Anything', false)).toBe(INVALID_OPERATION);
    expect(labels.label('bad name{}', true)).toBe(OTHER_OPERATION);
    expect(labels.label('PlaceOrder', true)).toBe('PlaceOrder');
    expect(labels.label('Invented1', true)).toBe(OTHER_OPERATION);
    expect(labels.label('PlaceOrder', true)).toBe('PlaceOrder');
  });
});

describe('registry and /metrics', () => {
  it('is on unless METRICS_ENABLED says off', () => {
    expect(metricsEnabled({})).toBe(true);
    expect(metricsEnabled({ METRICS_ENABLED: 'true' })).toBe(true);
    expect(metricsEnabled({ METRICS_ENABLED: 'false' })).toBe(false);
    expect(metricsEnabled({ METRICS_ENABLED: '0' })).toBe(false);
  });

  it('serves the registry in the text format, with process metrics, and refuses a relayed request', async () => {
    graphqlRequestsTotal.inc({ service: 'spec', operation: 'Say "hi"\\', operation_type: 'query' }, 3);
    const server = http.createServer(metricsHandler());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    try {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(metricsRegistry.contentType);
      const samples = parseExposition(await res.text());
      expect(findSamples(samples, 'graphql_requests_total', { service: 'spec', operation: 'Say "hi"\\' })).toEqual([
        { name: 'graphql_requests_total', labels: { service: 'spec', operation: 'Say "hi"\\', operation_type: 'query' }, value: 3 },
      ]);
      expect(findSamples(samples, 'process_cpu_user_seconds_total')).toHaveLength(1);
      expect((await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
      expect((await fetch(url, { method: 'POST' })).status).toBe(405);
    } finally {
      server.close();
    }
  });
});

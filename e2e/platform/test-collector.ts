import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the tests read it: the OTLP/JSON fields that matter here, with its process's service.name. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

const MAX_SPANS = 50_000;
const valueOf = (v: OtlpValue) => v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue;
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/**
 * TEST COLLECTOR — not an OpenTelemetry Collector: a labelled stand-in for the e2e stage that takes what the
 * platform's OTLP/HTTP exporters send (`POST /v1/traces`, JSON, as @opentelemetry/exporter-trace-otlp-http
 * sends it) and keeps the spans in memory, for the suites to read (`GET /spans?traceId=<32 hex>`).
 * The platform samples parent-based with no root sampling in the stage (global-setup.ts), so only requests
 * that send a sampled `traceparent` are recorded: the store stays small whatever else the stage does.
 */
export function startTestCollector(): Promise<Server> {
  const spans: CollectedSpan[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://collector');
    if (req.method === 'POST' && url.pathname === '/v1/traces') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        try {
          const data = JSON.parse(body) as OtlpExport;
          for (const rs of data.resourceSpans ?? []) {
            const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
            for (const ss of rs.scopeSpans ?? [])
              for (const s of ss.spans ?? [])
                spans.push({
                  service,
                  traceId: s.traceId,
                  spanId: s.spanId,
                  parentSpanId: s.parentSpanId || undefined,
                  name: s.name,
                  kind: s.kind,
                  attributes: attributesOf(s.attributes),
                });
          }
          if (spans.length > MAX_SPANS) spans.splice(0, spans.length - MAX_SPANS);
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch {
          res.writeHead(400).end(); // only JSON here (the proto exporter is not what the platform uses)
        }
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/spans') {
      const traceId = url.searchParams.get('traceId');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(spans.filter((s) => s.traceId === traceId)));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const collectorUrl = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

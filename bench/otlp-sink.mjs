#!/usr/bin/env node
// A stand-in OpenTelemetry collector for measuring what exporting traces costs: it accepts OTLP/HTTP JSON
// posts on /v1/traces, counts them, their bytes and their spans per service, and answers 200. Not a
// collector: it keeps nothing.
//   node bench/otlp-sink.mjs 4318 &
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 BENCH_MODE=throughput node bench/run.mjs
// Prints what it received every 10 s (so a run's export volume can be read beside its figures).
import http from 'node:http';

const port = Number(process.argv[2] ?? process.env.OTLP_SINK_PORT ?? 4318);
let posts = 0;
let bytes = 0;
const spans = {};
http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      posts += 1;
      const body = Buffer.concat(chunks);
      bytes += body.length;
      try {
        for (const { resource, scopeSpans } of JSON.parse(body.toString('utf8')).resourceSpans ?? []) {
          const service = resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue ?? '?';
          spans[service] = (spans[service] ?? 0) + (scopeSpans ?? []).reduce((n, s) => n + (s.spans?.length ?? 0), 0);
        }
      } catch {
        /* not JSON (protobuf): counted in posts and bytes only */
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`otlp sink on http://127.0.0.1:${port}`));
setInterval(
  () => posts && console.log(`${new Date().toISOString()} ${posts} posts, ${(bytes / 1e6).toFixed(1)} MB, spans ${JSON.stringify(spans)}`),
  10_000,
).unref();

#!/usr/bin/env node
// A stand-in OpenTelemetry collector for measuring what exporting traces costs: it accepts OTLP/HTTP
// posts on /v1/traces, counts them and their bytes, and answers 200. Not a collector: it keeps nothing.
//   node bench/otlp-sink.mjs 4318 &
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 BENCH_MODE=throughput node bench/run.mjs
// Prints what it received every 10 s (so a run's export volume can be read beside its figures).
import http from 'node:http';

const port = Number(process.argv[2] ?? process.env.OTLP_SINK_PORT ?? 4318);
let posts = 0;
let bytes = 0;
http
  .createServer((req, res) => {
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => {
      posts += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`otlp sink on http://127.0.0.1:${port}`));
setInterval(() => posts && console.log(`${new Date().toISOString()} ${posts} posts, ${(bytes / 1e6).toFixed(1)} MB`), 10_000).unref();

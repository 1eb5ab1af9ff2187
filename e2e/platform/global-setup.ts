import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BootedPlatform, E2E_GUIDE_SIZE, bootPlatform } from './boot';
import { collectorUrl, startTestCollector } from './test-collector';

/**
 * jest globalSetup of the e2e stage: the built platform booted once for every suite of the run (as
 * `npm start` does, with the demo seed, its guide smaller: E2E_GUIDE_SIZE). Suites reach it through
 * `connectPlatform()` (boot.ts), which reads GUIDE_E2E_PLATFORM: the ports, and a small control server on
 * loopback through which a suite stops and restarts one subgraph (the platform process is this process's child,
 * the suites run in workers), and which holds the platform for the suites: shared by two workers, or alone for the
 * few that need it (lock.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.GUIDE_E2E_PLATFORM) return; // an outer runner already booted one
  const started = Date.now();
  // The fuzz sends thousands of costly anonymous calls: a budget no other suite comes near (e2e/fuzz/README.md).
  // It also names hundreds of product ids nobody created, each of which commerce waits for (ADR 0021) before its
  // NOT_FOUND: 1 s instead of 3 s there. The shop journey still stocks a product the moment it is created.
  // Traces go to a test collector kept in memory (test-collector.ts; tracing.e2e-spec.ts reads it): only requests
  // that send a sampled traceparent are recorded (no root sampling), exported every 200 ms.
  const collector = await startTestCollector();
  collector.unref();
  process.env.GUIDE_E2E_COLLECTOR = collectorUrl(collector);
  const platform = await bootPlatform({
    DEMO_GUIDE_SIZE: String(E2E_GUIDE_SIZE),
    QUERY_COST_PER_SECOND: '1000000',
    QUERY_COST_BURST: '100000000',
    PRODUCT_ARRIVAL_WAIT_MS: '1000',
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl(collector),
    OTEL_TRACES_SAMPLER: 'parentbased_always_off',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  const control = await startControlServer(platform);
  const { port } = control.address() as AddressInfo;
  process.env.GUIDE_E2E_PLATFORM = JSON.stringify({ ports: platform.ports, control: `http://127.0.0.1:${port}` });
  Object.assign(globalThis, { __guidePlatform: platform, __guidePlatformControl: control });
  process.stdout.write(`\nplatform booted once for the e2e stage in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/**
 * The suites' hold on the platform (lock.ts): any number shared, or one alone. First come, first served: a suite
 * waiting to be alone keeps later ones waiting. A hold is an open request, released when its connection closes.
 */
function platformLock() {
  let shared = 0;
  let alone = false;
  const queue: { mode: 'shared' | 'exclusive'; grant: () => void }[] = [];
  const pump = () => {
    for (let next = queue[0]; next; next = queue[0]) {
      if (alone || (next.mode === 'exclusive' && shared > 0)) return;
      queue.shift();
      if (next.mode === 'exclusive') alone = true;
      else shared++;
      next.grant();
    }
  };
  return (mode: 'shared' | 'exclusive', res: ServerResponse) => {
    let granted = false;
    const waiter = {
      mode,
      grant: () => {
        granted = true;
        res.writeHead(200).flushHeaders();
      },
    };
    res.on('close', () => {
      if (!granted) queue.splice(queue.indexOf(waiter), 1);
      else if (mode === 'exclusive') alone = false;
      else shared--;
      pump();
    });
    queue.push(waiter);
    pump();
  };
}

function startControlServer(platform: BootedPlatform): Promise<Server> {
  const lock = platformLock();
  const server = createServer((req, res) => {
    const held = /^\/lock\/(shared|exclusive)$/.exec(req.url ?? '');
    if (req.method === 'POST' && held) {
      lock(held[1] as 'shared' | 'exclusive', res);
      return;
    }
    const match = /^\/subgraphs\/([a-z-]+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method === 'GET' && req.url === '/output') {
      void platform.output().then((text) => res.writeHead(200, { 'content-type': 'text/plain' }).end(text));
      return;
    }
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, name, action] = match;
    (action === 'stop' ? platform.stopSubgraph(name) : platform.startSubgraph(name)).then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

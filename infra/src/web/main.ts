import { resolve } from 'node:path';
import { onTerminate } from '@guide/platform/graceful-shutdown';
import { startWebServer } from './web-server';

/**
 * Runs the web server on its own: `WEB_PORT` (3000), `GATEWAY_URL` (http://localhost:4000/graphql),
 * `STOREFRONT_DIR` and `ADMIN_DIR` (the apps' dist folders), `WEB_HOST`, `MAP_TILE_URL`, `WEB_TRUSTED_PROXIES`
 * (the ingress' addresses, whose X-Forwarded-For is kept), `NODE_ENV=production` (HSTS, no source maps),
 * `PUBLIC_WEB_URL` (the site's origin in canonical URLs and the sitemap; default http://localhost:WEB_PORT),
 * `WEB_METRICS_PORT` (a port serving only /metrics to the cluster network), `METRICS_ENABLED=false`.
 */
const repoRoot = resolve(__dirname, '../../..');

async function main(): Promise<void> {
  const port = Number(process.env.WEB_PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`WEB_PORT must be a port number, got "${process.env.WEB_PORT}"`);
  const server = await startWebServer({
    port,
    host: process.env.WEB_HOST,
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql',
    storefrontDir: process.env.STOREFRONT_DIR ?? resolve(repoRoot, 'frontends/storefront/dist'),
    adminDir: process.env.ADMIN_DIR ?? resolve(repoRoot, 'frontends/admin/dist'),
    // An ingress in front of this server (IPs/CIDRs); unset, this server is the edge and trusts no one.
    trustedProxies: (process.env.WEB_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    // A port that serves only /metrics to the cluster network (Prometheus in k8s/compose); unset, none.
    metricsPort: process.env.WEB_METRICS_PORT ? Number(process.env.WEB_METRICS_PORT) : undefined,
  });
  console.log(`web: storefront http://localhost:${server.port}/ · admin http://localhost:${server.port}/admin/`);
  // SIGTERM: in-flight pages answered, then exit 0 within the bound (graceful-shutdown.ts).
  onTerminate('web', () => server.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

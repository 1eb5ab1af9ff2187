import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Histogram } from 'prom-client';
import { metricsEnabled, metricsHandler, metricsRegistry } from '@guide/platform/metrics';
import type { PageRenderer } from './ssr';

/**
 * The web server's metrics (platform metrics/, README there): requests by route class and status, and the
 * time to render a storefront page on the server. Route classes, not paths: paths are the visitors' and
 * would grow the label set without bound.
 */
const webRequestsTotal = new Counter({
  name: 'web_requests_total',
  help: 'Requests answered by the web server, by route class and status code',
  labelNames: ['route', 'status'] as const,
  registers: [metricsRegistry],
});

const webSsrDuration = new Histogram({
  name: 'web_ssr_duration_seconds',
  help: 'Time to render a storefront page on the server, by outcome (rendered, redirect, shell: not rendered, failed)',
  labelNames: ['outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
  registers: [metricsRegistry],
});

/** The class of a path: what the web server does with it. */
export function routeClass(path: string): string {
  if (path === '/metrics') return 'metrics';
  if (path === '/healthz') return 'health';
  if (path === '/graphql' || path.startsWith('/graphql/')) return 'graphql';
  const first = path.split('/')[1] ?? '';
  if (['media', 'payments', 'documents', 'admin', 'assets'].includes(first)) return first;
  if (path === '/sitemap.xml' || path === '/robots.txt') return 'seo';
  if (/\.[a-z0-9]{1,12}$/i.test(path)) return 'file';
  return 'page';
}

/** Counts each answer when it is finished (the status is known then). Nothing when metrics are off. */
export function requestMetrics() {
  const enabled = metricsEnabled();
  return (req: Request, res: Response, next: NextFunction) => {
    if (enabled) {
      const route = routeClass(req.path);
      res.once('finish', () => webRequestsTotal.inc({ route, status: String(res.statusCode) }));
    }
    next();
  };
}

/** The renderer, timed. */
export function timedRenderer(render: PageRenderer): PageRenderer {
  if (!metricsEnabled()) return render;
  return async (req) => {
    const end = webSsrDuration.startTimer();
    try {
      const page = await render(req);
      end({ outcome: page === null ? 'shell' : typeof page === 'string' ? 'rendered' : 'redirect' });
      return page;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  };
}

/**
 * `/metrics` on port 3000 answers loopback only (API-CONTRACT "Operations"): that port faces the public.
 * In a cluster, Prometheus scrapes this separate port instead (`WEB_METRICS_PORT`), which only serves
 * /metrics to the cluster network and which no Service or ingress exposes.
 */
export async function startMetricsListener(port: number, host = '0.0.0.0', trustedProxies: string[] = []): Promise<{ port: number; close(): Promise<void> }> {
  const handler = metricsHandler({ allow: 'private', trustedProxies });
  const server: Server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === '/metrics') return handler(req, res);
    res.statusCode = 404;
    res.end('Not found\n');
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A path with dot segments (`/graphql/../metrics`, also percent-encoded) is refused with 400: the proxies
 * would pass it on as it is, and whatever normalises it behind them (the gateway, a proxy) would reach
 * what the prefix was meant to keep out, such as the gateway's /metrics. Browsers never send such paths.
 */
export function refuseDotSegments() {
  return (req: Request, res: Response, next: NextFunction) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      // Malformed percent-encoding elsewhere in the path (a 404 page for the visitor): still decode the
      // dots and slashes a segment could hide.
      decoded = req.path.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
    }
    const segments = decoded.split(/[/\\]/);
    if (segments.some((s) => s === '.' || s === '..')) {
      res.status(400).type('text/plain').send('Bad request');
      return;
    }
    next();
  };
}

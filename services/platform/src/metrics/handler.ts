import type { IncomingMessage, ServerResponse } from 'node:http';
import { MetricsAccessOptions, metricsAccess } from './access';
import { metricsEnabled, metricsRegistry, startProcessMetrics } from './registry';

/**
 * `GET /metrics` in the Prometheus text format, for a plain Node/Express route: 404 when metrics are off,
 * 403 for anyone but loopback or the cluster network (access.ts), 405 for another method. The scrape
 * answers even when a scrape-time reading fails (that gauge is left out, metrics_collect_errors_total
 * counts it).
 */
export function metricsHandler(options: MetricsAccessOptions = {}) {
  const mayRead = metricsAccess(options);
  startProcessMetrics();
  return (req: IncomingMessage, res: ServerResponse): void => {
    const answer = (status: number, text: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(text);
    };
    if (!metricsEnabled()) return answer(404, 'Not found\n');
    if (!mayRead(req)) return answer(403, 'Metrics are served to the cluster network only\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(405, 'Method not allowed\n');
    }
    metricsRegistry.metrics().then(
      (text) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', metricsRegistry.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => answer(500, `Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  };
}

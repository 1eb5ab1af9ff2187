import type { Request, Response } from 'express';
import { GUIDE_SECTIONS } from '@guide/vocabulary';

/**
 * `/sitemap.xml` and `/robots.txt` for search engines: every published establishment's canonical
 * path (from the public `establishmentSitemap` query) in both languages, plus the main sections.
 * Cached for an hour; a gateway failure answers 503 rather than an empty sitemap.
 */
const SECTIONS = ['/', ...GUIDE_SECTIONS.map((section) => `/${section.slug}`)];
const TTL_MS = 60 * 60 * 1000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function buildSitemap(origin: string, entries: { path: string; updatedAt: string }[]): string {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;
  const lines = [
    ...SECTIONS.flatMap((p) => [url(p), url(`/en${p === '/' ? '' : p}`)]),
    ...entries.flatMap((e) => [url(e.path, e.updatedAt), url(`/en${e.path}`, e.updatedAt)]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** `publicOrigin`: the site's configured origin (web-server.ts), never the request's Host header. */
export function sitemapHandlers(gatewayUrl: string, publicOrigin: () => string) {
  let cache: { xml: string; at: number } | undefined;
  return {
    sitemap: async (_req: Request, res: Response) => {
      try {
        if (!cache || Date.now() - cache.at > TTL_MS) {
          const answer = await fetch(gatewayUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-guide-client': 'storefront' },
            body: JSON.stringify({ query: '{ establishmentSitemap { path updatedAt } }' }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await answer.json()) as { data?: { establishmentSitemap: { path: string; updatedAt: string }[] } };
          if (!body.data) throw new Error('no sitemap data');
          cache = { xml: buildSitemap(publicOrigin(), body.data.establishmentSitemap), at: Date.now() };
        }
        res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(cache.xml);
      } catch {
        res.status(503).type('text/plain').send('Sitemap temporarily unavailable');
      }
    },
    robots: (_req: Request, res: Response) => {
      res.type('text/plain').send(`User-agent: *\nDisallow: /admin/\nDisallow: /account\nSitemap: ${publicOrigin()}/sitemap.xml\n`);
    },
  };
}

import type { Request } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Server rendering of the storefront's public pages (ADR 0014). The storefront build holds the renderer
 * (`dist/server/entry-server.cjs`, built by `vite build --ssr`); this module loads it and writes its
 * result into the app's index.html: language, title, description, head tags, the page's markup and the
 * Apollo cache the browser hydrates from. A build without the renderer (a test's fake build) is served
 * as a client-rendered app, and a render that fails falls back to the same shell: never a 500 for a page.
 */

/** What `entry-server.tsx` exports (kept in step by hand: the storefront is not a dependency of infra). */
interface RenderRequest {
  url: string;
  origin: string;
  gatewayUrl: string;
  headers?: Record<string, string>;
  cookie?: string;
  signal?: AbortSignal;
  /** The enabled and default languages (site-status.ts): the language switch and hreflang follow them; the site's name: the title suffix. */
  site?: { enabledLocales: string[]; defaultLocale: string; siteName?: string };
}
type RenderResult =
  | { kind: 'client' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; lang: 'fr' | 'en'; html: string; titleHtml: string; descriptionHtml: string | null; head: string; state: string; chunks: string[] };
interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Loads every route module (a renderer built before it existed has none). */
  warm?(): Promise<void>;
}

/** Folder of the build holding the renderer; the web server never serves it. */
export const SERVER_DIR = 'server';
const SERVER_ENTRY = join(SERVER_DIR, 'entry-server.cjs');

export interface PageRendererOptions {
  storefrontDir: string;
  gatewayUrl: string;
  /** Site origin for canonical and Open Graph URLs (web-server.ts: configured, never the request's Host header). */
  publicOrigin: () => string;
  /** Longest wait for the gateway while rendering; the page is then sent with what it has. Default 3 s. */
  timeoutMs?: number;
  /** The site's languages and name as last known (site-status.ts; never asked per page). */
  siteLocales?: () => { enabledLocales: string[]; defaultLocale: string; siteName?: string };
}

/**
 * Renders a page URL: its HTML, a redirect (the page named its canonical URL), or null when the page is
 * the browser's to render (or no renderer is built).
 */
export type PageRenderer = (req: Request) => Promise<string | { redirect: string } | null>;

/** The renderer as pageRenderer() returns it. */
export interface WarmPageRenderer extends PageRenderer {
  /**
   * Makes the first visitor's page as quick as the next ones: loads the renderer's route modules, then renders
   * these pages once (answers dropped), so their code is compiled and the gateway has planned their queries.
   * Never fails (a gateway not up yet leaves the pages unwarmed); bounded by `timeoutMs` per page.
   */
  warm(paths?: string[]): Promise<void>;
}

/** Pages rendered before the server listens: the home page in both languages (most visits start there). */
export const WARM_PATHS = ['/', '/en'];

/** Vite's hashed file names (`assets/pages-AbC_12.js`): anything else in the manifest is not linked. */
const ASSET_FILE = /^[\w./-]+$/;

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for a page's lazy route modules and the chunks they import, minus those the
 * page's index.html already loads: the browser fetches them alongside the entry instead of after it.
 */
function preloadLinks(storefrontDir: string, indexHtml: string): (chunks: string[]) => string {
  const path = resolve(storefrontDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  return (chunks) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    chunks.forEach(visit);
    return [...files]
      .filter((file) => ASSET_FILE.test(file) && !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
}

/** The index.html cut where the server's parts go (checked once, at start). */
function template(indexHtml: string, preload: (chunks: string[]) => string) {
  const marks = {
    lang: /<html lang="[^"]*">/,
    title: /<title>[^<]*<\/title>/,
    description: /<meta name="description" content="[^"]*"\s*\/?>/,
    root: '<div id="root"></div>',
  };
  for (const [name, mark] of Object.entries(marks)) {
    if (!(typeof mark === 'string' ? indexHtml.includes(mark) : mark.test(indexHtml))) throw new Error(`storefront index.html has no ${name} to fill in`);
  }
  return (page: Extract<RenderResult, { kind: 'page' }>) =>
    indexHtml
      // The renderer escapes what it writes: its HTML parts go in as they are.
      .replace(marks.lang, `<html lang="${page.lang}">`)
      .replace(marks.title, () => page.titleHtml)
      .replace(marks.description, (tag) => page.descriptionHtml ?? tag)
      .replace('</head>', () => `${preload(page.chunks)}${page.head}</head>`)
      .replace(marks.root, () => `<div id="root">${page.html}</div>${page.state}`);
}

export function pageRenderer(options: PageRendererOptions): WarmPageRenderer {
  const entry = resolve(options.storefrontDir, SERVER_ENTRY);
  if (!existsSync(entry)) {
    console.warn(`web: ${entry} is missing, the storefront is served without server rendering (build it with npm run build)`);
    return Object.assign(async () => null, { warm: async () => undefined });
  }
  // A built CommonJS file chosen at run time.
  const renderer = require(entry) as Renderer;
  const indexHtml = readFileSync(resolve(options.storefrontDir, 'index.html'), 'utf8');
  const fill = template(indexHtml, preloadLinks(options.storefrontDir, indexHtml));
  const timeoutMs = options.timeoutMs ?? 3_000;

  const warm = async (paths = WARM_PATHS) => {
    try {
      await renderer.warm?.();
      for (const url of paths) {
        await renderer.render({
          url,
          // Before listening the origin may not be known yet; the page is thrown away.
          origin: options.publicOrigin() || 'http://localhost',
          gatewayUrl: options.gatewayUrl,
          signal: AbortSignal.timeout(timeoutMs),
          site: options.siteLocales?.(),
        });
      }
    } catch (error) {
      console.warn(`web: warming the page renderer failed (${error instanceof Error ? error.message : String(error)}); first pages will be slower`);
    }
  };

  const renderPage = async (req: Request) => {
    const origin = options.publicOrigin();
    // The gateway trusts this server's X-Forwarded-For (TRUSTED_PROXIES): rate limits count the visitor.
    const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
    const result = await renderer.render({
      url: req.originalUrl,
      origin,
      gatewayUrl: options.gatewayUrl,
      headers: chain ? { 'x-forwarded-for': chain } : {},
      // The cookie-consent choice (the banner is not rendered once chosen); the renderer sends no cookie on.
      cookie: req.headers.cookie ?? '',
      signal: AbortSignal.timeout(timeoutMs),
      site: options.siteLocales?.(),
    });
    if (result.kind === 'redirect') return { redirect: result.location };
    return result.kind === 'page' ? fill(result) : null;
  };
  return Object.assign(renderPage, { warm });
}

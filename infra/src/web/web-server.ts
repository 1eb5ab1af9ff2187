import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sitemapHandlers } from './sitemap';
import { pageStatus } from './page-status';
import { disabledLanguageRedirect, maintenanceGate, watchSiteStatus } from './site-status';
import { precompressedAssets } from './precompressed';
import { pageRenderer, SERVER_DIR, type PageRenderer } from './ssr';
import { uploadProxy } from './upload-proxy';
import { ONE_CLICK_PATHS, oneClickUnsubscribe } from './one-click-unsubscribe';
import { refuseDotSegments, requestMetrics, startMetricsListener, timedRenderer } from './web-metrics';
import { metricsHandler } from '@guide/platform/metrics';
import { drainHttpServer, trackConnections, type DrainOptions } from '@guide/platform/graceful-shutdown';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * The public web server (port 3000 on one machine): the storefront at `/`, the back office at `/admin/`,
 * and the gateway proxied at `/graphql` on the same origin, so session cookies and CSRF stay simple.
 */
export interface WebServerOptions {
  port: number;
  /** The gateway's GraphQL endpoint (`http://localhost:4000/graphql`), or its origin (then `/graphql` is used). */
  gatewayUrl: string;
  /** Built storefront (`frontends/storefront/dist`). */
  storefrontDir: string;
  /** Built admin (`frontends/admin/dist`, built with base `/admin/`). */
  adminDir: string;
  host?: string;
  /** Map tile URL template (env `MAP_TILE_URL`); only needed in the CSP when it is not https. */
  mapTileUrl?: string;
  /** Production defaults (HSTS, no source maps). Default: `NODE_ENV === 'production'`. */
  production?: boolean;
  /**
   * Proxies in front of this server (an ingress) whose `X-Forwarded-*` headers are kept (env
   * `WEB_TRUSTED_PROXIES`, IPs/CIDRs). From anyone else they are dropped: the gateway then sees only the
   * address this server observed. Default: none (this server is the edge).
   */
  trustedProxies?: string[];
  /**
   * Site origin of the URLs this server writes: canonical, Open Graph, hreflang and JSON-LD of server-rendered pages,
   * sitemap.xml, robots.txt. Default: env `PUBLIC_WEB_URL`, else this server's own address (`http://localhost:<port>`).
   * Never the request's Host (or X-Forwarded-Host): a visitor chooses those, and the sitemap is cached for everyone.
   */
  publicOrigin?: string;
  /** Largest upload body passed to the gateway's /media; larger ones answer 413 here. Default 11 MB (the CMS media library's 10 MB documents). */
  maxUploadBytes?: number;
  /** Longest wait for the gateway while server-rendering a page (ssr.ts). Default 3 s. */
  ssrTimeoutMs?: number;
  /** Render the home pages once before listening (ssr.ts `warm`). Default true. */
  warmRenderer?: boolean;
  /** How often the cms's siteStatus (maintenance mode, languages) is asked, in the background (site-status.ts). Default 5 s. */
  siteStatusIntervalMs?: number;
  /**
   * A second port serving only `/metrics`, to the cluster network (env `WEB_METRICS_PORT`): Prometheus' way
   * in a cluster, where port 3000's `/metrics` (loopback only) cannot be reached. Default: none.
   */
  metricsPort?: number;
}

export interface WebServer {
  port: number;
  /** The metrics-only port, when `metricsPort` was given (0 picks one). */
  metricsPort?: number;
  /** Stops gracefully; `drain` bounds the wait for connections (graceful-shutdown.ts's defaults otherwise). */
  close(drain?: DrainOptions): Promise<void>;
}

/** Vite puts content-hashed files under `assets/`: they never change, so browsers may keep them for a year. */
const HASHED_ASSET_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=31536000; includeSubDomains';
/** The gateway's bound on one multipart upload (gateway/src/media.ts MAX_UPLOAD_BODY_BYTES). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;
const STATIC_EXTENSIONS = /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot|mp4|webm|pdf)$/i;

export function contentSecurityPolicy(mapTileUrl?: string): string {
  const imgSrc = ["'self'", 'data:', 'blob:', 'https:'];
  const tileOrigin = originOf(mapTileUrl);
  if (tileOrigin && !tileOrigin.startsWith('https:')) imgSrc.push(tileOrigin); // e.g. a local tile server
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd (CSS-in-JS) and Leaflet write inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function originOf(url?: string): string | undefined {
  if (!url) return undefined;
  try {
    // Tile templates hold placeholders such as {s}.tile… : they are not part of the origin we allow.
    return new URL(url.replace(/\{[^}]+\}\./g, '')).origin;
  } catch {
    return undefined;
  }
}

function securityHeaders(csp: string, production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (production) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=(self)');
    next();
  };
}

function assertBuilt(dir: string, name: string): string {
  const index = join(resolve(dir), 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${name} build not found: ${index} is missing (run \`npm run build -w @guide/${name}\`)`);
  }
  return index;
}

/**
 * Static files of one built app, then for every other page URL the page rendered on the server (`render`,
 * the storefront's public pages) or the app's index.html (the app routes, and renders 404s).
 */
function singlePageApp(dir: string, indexHtml: string, render?: PageRenderer): express.Router {
  const router = express.Router();
  // The server renderer (dist/server/, ssr.ts) is the build's, not the visitor's: its code is never served.
  router.use(`/${SERVER_DIR}`, (_req: Request, res: Response) => void res.status(404).type('text/plain').send('Not found'));
  router.use(`/${HASHED_ASSET_DIR}`, precompressedAssets(join(resolve(dir), HASHED_ASSET_DIR), IMMUTABLE));
  router.use(
    express.static(resolve(dir), {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        if (basename(dirname(filePath)) === HASHED_ASSET_DIR) res.setHeader('Cache-Control', IMMUTABLE);
        else if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing script or image must not receive the HTML page (the browser would report a MIME error).
    if (req.path.startsWith(`/${HASHED_ASSET_DIR}/`) || STATIC_EXTENSIONS.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const sendShell = () => res.sendFile(indexHtml, { cacheControl: false }, (error) => error && next(error));
    if (!render) return sendShell();
    render(req).then(
      (page) => {
        if (page === null) return sendShell();
        if (typeof page === 'string') return res.type('html').send(page);
        res.redirect(301, page.redirect); // express encodes what needs it, never twice
      },
      (error: unknown) => {
        // The browser can still render the page from the shell: a rendering failure is logged, not shown.
        console.error(`web: server rendering of ${req.path} failed:`, error instanceof Error ? error.message : error);
        sendShell();
      },
    );
  });
  return router;
}

/** A failed proxying answers in GraphQL's error shape, as the gateway would (never a plain-text 500). */
function proxyError(_error: Error, _req: unknown, res: unknown): void {
  const response = res as Response;
  if (typeof response.status !== 'function') return void (res as { destroy?: () => void }).destroy?.(); // a socket
  if (response.headersSent) return void response.end();
  response.status(502).json({ errors: [{ message: 'The service is temporarily unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
}

/** `http://gateway:4000` or `http://gateway:4000/graphql` → the GraphQL endpoint. */
function graphqlEndpoint(gatewayUrl: string): string {
  const url = new URL(gatewayUrl);
  return `${url.origin}${url.pathname === '/' ? '/graphql' : url.pathname.replace(/\/$/, '')}`;
}

function gatewayProxy(gatewayUrl: string) {
  const target = new URL(gatewayUrl);
  const gatewayPath = new URL(graphqlEndpoint(gatewayUrl)).pathname;
  return createProxyMiddleware<Request, Response>({
    target: target.origin,
    changeOrigin: true,
    xfwd: true, // appends the visitor's address (rate limits) to a chain forwardedHeaders() vetted
    pathFilter: (path) => path === '/graphql' || path.startsWith('/graphql/'),
    pathRewrite: (path) => path.replace(/^\/graphql/, gatewayPath),
    on: { error: proxyError },
  });
}

/**
 * `X-Forwarded-*` from a peer that is not a trusted proxy are the client's own claims: dropped, so the
 * gateway reads this server's observation (xfwd appends the real peer) and not an address the client
 * picked. From a trusted proxy the chain is kept and the peer appended after it.
 */
function forwardedHeaders(trustedProxies: string[]) {
  // Express compiles a `trust proxy` list with proxy-addr (and refuses a malformed one): reused as the test.
  const probe = express();
  probe.set('trust proxy', trustedProxies.length ? trustedProxies : false);
  const trusted = probe.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!trusted(req.socket.remoteAddress ?? '', 0)) {
      for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']) delete req.headers[name];
    }
    next();
  };
}

/**
 * Uploads go to the gateway's /media (upload-proxy.ts). A body over every kind's bound is refused here, before
 * it is streamed, in the gateway's JSON shape; the visitor's `Expect: 100-continue` is not passed on (Node
 * already answered it; upload-proxy.ts asks the gateway its own).
 */
function uploadGuard(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    delete req.headers.expect;
    if (req.method === 'POST' && Number(req.headers['content-length'] ?? 0) > maxBytes) {
      res.setHeader('Connection', 'close');
      res.status(413).json({ errors: [{ message: 'The file was refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } } }] });
      return;
    }
    next();
  };
}

/** The configured site origin (`https://guide.example`), checked once at start; undefined when none is set. */
function configuredOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`PUBLIC_WEB_URL (the site's public origin) must be an http(s) URL, got "${value}"`);
  return url.origin;
}

/** The origin of this server's own address, when no public origin is configured (one machine, tests). */
function ownOrigin(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const storefrontIndex = assertBuilt(opts.storefrontDir, 'storefront');
  const adminIndex = assertBuilt(opts.adminDir, 'admin');
  const configured = configuredOrigin(opts.publicOrigin ?? process.env.PUBLIC_WEB_URL);
  // Set once listening when not configured (the port may be chosen then); requests only come after that.
  let publicOrigin = configured ?? '';
  // The default channel's hostname (Settings › Channels), when staff set one, with the configured scheme.
  const siteOrigin = () => {
    const hostname = site.current().hostname;
    return hostname ? `${publicOrigin ? new URL(publicOrigin).protocol : 'https:'}//${hostname}` : publicOrigin;
  };

  const production = opts.production ?? process.env.NODE_ENV === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(contentSecurityPolicy(opts.mapTileUrl ?? process.env.MAP_TILE_URL), production));
  app.use(requestMetrics());
  // Loopback only, judged before forwardedHeaders() drops an untrusted X-Forwarded-For: a reverse proxy on
  // this machine relaying a visitor arrives from loopback, and only that header tells (platform metrics/access.ts).
  app.use('/metrics', metricsHandler({ allow: 'loopback', trustedProxies: opts.trustedProxies ?? [] }));
  app.use(forwardedHeaders(opts.trustedProxies ?? []));
  app.use(refuseDotSegments()); // before the proxies: /graphql/../metrics is never passed on
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok');
  });
  // Before any body parsing: the proxy streams the request body and keeps cookies and headers.
  const seo = sitemapHandlers(opts.gatewayUrl, siteOrigin);
  app.get('/sitemap.xml', seo.sitemap);
  app.get('/robots.txt', seo.robots);
  // Campaign mails' one-click unsubscribe (RFC 8058): a POST on the unsubscribe page's address.
  app.post(ONE_CLICK_PATHS, oneClickUnsubscribe(graphqlEndpoint(opts.gatewayUrl)));
  app.use(gatewayProxy(opts.gatewayUrl));
  const maxUploadBytes = opts.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  app.use('/media', uploadGuard(maxUploadBytes), uploadProxy(opts.gatewayUrl, maxUploadBytes)); // uploads; files below
  app.use(
    createProxyMiddleware<Request, Response>({
      target: new URL(opts.gatewayUrl).origin,
      changeOrigin: true,
      xfwd: true,
      pathFilter: '/media/**',
      on: { error: proxyError },
    }),
  ); // establishment images (gateway/src/media.ts)
  // Payment providers' notifications and returns (gateway/src/payments.ts): the public origin is what providers know.
  app.use(
    createProxyMiddleware<Request, Response>({
      target: new URL(opts.gatewayUrl).origin,
      changeOrigin: true,
      xfwd: true,
      pathFilter: '/payments/**',
      on: { error: proxyError },
    }),
  );
  // Invoice and credit note PDFs (gateway/src/documents.ts): links in the apps and mails, the browser's session cookies.
  app.use(
    createProxyMiddleware<Request, Response>({
      target: new URL(opts.gatewayUrl).origin,
      changeOrigin: true,
      xfwd: true,
      pathFilter: '/documents/**',
      on: { error: proxyError },
    }),
  );
  if (production) {
    // Source maps stay on the build machine: they would hand out the apps' original sources.
    app.use((req: Request, res: Response, next: NextFunction) => (req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next()));
  }
  // Pages, scripts and styles leave gzip-compressed (after the proxies: the gateway's answers pass as they are).
  app.use(compression());
  app.use('/admin', singlePageApp(opts.adminDir, adminIndex));
  // Maintenance (503 for every storefront page) and languages turned off: from the last siteStatus known.
  const site = watchSiteStatus(graphqlEndpoint(opts.gatewayUrl), { intervalMs: opts.siteStatusIntervalMs });
  app.use(maintenanceGate(site.current));
  app.use(disabledLanguageRedirect(site.current));
  app.use(pageStatus(opts.gatewayUrl)); // 404/410/301 for storefront paths the catalog or route table rule out
  const pages = pageRenderer({
    storefrontDir: opts.storefrontDir,
    gatewayUrl: graphqlEndpoint(opts.gatewayUrl),
    publicOrigin: siteOrigin,
    timeoutMs: opts.ssrTimeoutMs,
    siteLocales: () => {
      const { enabledLocales, defaultLocale, siteName } = site.current();
      return { enabledLocales, defaultLocale, siteName };
    },
  });
  app.use(singlePageApp(opts.storefrontDir, storefrontIndex, timedRenderer(pages)));
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });

  // Before listening: the first visitor's page is as quick as the next ones, and /healthz (readiness) only
  // answers once pages render at their usual speed. Bounded by the render timeout per page.
  if (opts.warmRenderer ?? true) await pages.warm();

  const server: Server = await new Promise((resolveServer, reject) => {
    const listening = app.listen(opts.port, opts.host ?? '0.0.0.0', (error?: Error) => {
      if (error) {
        site.stop();
        reject(error);
      } else resolveServer(listening);
    });
    trackConnections(listening); // before the first connection: close() drains them all
  });
  const { port } = server.address() as AddressInfo;
  publicOrigin = configured ?? ownOrigin(opts.host, port);
  const metricsServer = opts.metricsPort === undefined ? undefined : await startMetricsListener(opts.metricsPort, opts.host, opts.trustedProxies);

  return {
    port,
    metricsPort: metricsServer?.port,
    // Pages and proxied calls in flight are answered; idle keep-alive browser connections are closed
    // after a moment instead of holding the close open (graceful-shutdown.ts).
    close: async (drain?: DrainOptions) => {
      site.stop();
      void metricsServer?.close();
      await drainHttpServer(server, drain);
    },
  };
}

import express, { type NextFunction, type Request, type Response } from 'express';
import { sitemapHandlers } from './sitemap';
import { pageStatus } from './page-status';
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
}

export interface WebServer {
  port: number;
  close(): Promise<void>;
}

/** Vite puts content-hashed files under `assets/`: they never change, so browsers may keep them for a year. */
const HASHED_ASSET_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
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

function securityHeaders(csp: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
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

/** Static files of one built app, then its index.html for every other page URL (the app routes, and renders 404s). */
function singlePageApp(dir: string, indexHtml: string): express.Router {
  const router = express.Router();
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
    res.sendFile(indexHtml, { cacheControl: false }, (error) => error && next(error));
  });
  return router;
}

function gatewayProxy(gatewayUrl: string) {
  const target = new URL(gatewayUrl);
  const gatewayPath = target.pathname === '/' ? '/graphql' : target.pathname.replace(/\/$/, '');
  return createProxyMiddleware<Request, Response>({
    target: target.origin,
    changeOrigin: true,
    xfwd: true, // the gateway sees the visitor's address (rate limits) and the original host
    pathFilter: (path) => path === '/graphql' || path.startsWith('/graphql/'),
    pathRewrite: (path) => path.replace(/^\/graphql/, gatewayPath),
  });
}

export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const storefrontIndex = assertBuilt(opts.storefrontDir, 'storefront');
  const adminIndex = assertBuilt(opts.adminDir, 'admin');

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(contentSecurityPolicy(opts.mapTileUrl ?? process.env.MAP_TILE_URL)));
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok');
  });
  // Before any body parsing: the proxy streams the request body and keeps cookies and headers.
  const seo = sitemapHandlers(opts.gatewayUrl, process.env.PUBLIC_WEB_URL || undefined);
  app.get('/sitemap.xml', seo.sitemap);
  app.get('/robots.txt', seo.robots);
  app.use(gatewayProxy(opts.gatewayUrl));
  app.use(createProxyMiddleware<Request, Response>({ target: new URL(opts.gatewayUrl).origin, changeOrigin: true, xfwd: true, pathFilter: '/media/**' })); // establishment images (gateway/src/media.ts)
  app.use('/admin', singlePageApp(opts.adminDir, adminIndex));
  app.use(pageStatus(opts.gatewayUrl)); // 404/410/301 for storefront paths the catalog or route table rule out
  app.use(singlePageApp(opts.storefrontDir, storefrontIndex));
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });

  const server: Server = await new Promise((resolveServer, reject) => {
    const listening = app.listen(opts.port, opts.host ?? '0.0.0.0', (error?: Error) => {
      if (error) reject(error);
      else resolveServer(listening);
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections(); // keep-alive browser connections would hold close() open
      }),
  };
}

import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ANONYMOUS, AccessTokenVerifier, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '@guide/platform';
import { CLIENT_HEADER, authenticate } from './auth';
import { CSRF_HEADER, CSRF_REFUSAL_MESSAGE, CsrfTokens } from './csrf';
import { SUBGRAPHS, subgraphUrl } from './subgraphs';

/**
 * `/media`: establishment images over HTTP, beside GraphQL (multipart and binary files do not belong in
 * a GraphQL body). The gateway does for it what it does for GraphQL: verifies the caller's token and
 * forwards the identity with the gateway secret; catalog-guide decides who may do what.
 *
 * - `POST /media/establishments/:id/images` (multipart: `file`, optional `alt`), signed in only.
 * - `GET /media/files/*` public image files (WebP), cacheable for ever.
 */
export interface MediaRouterOptions {
  /** catalog-guide's GraphQL URL; its origin serves /media. Default: the topology's URL. */
  catalogGuideUrl?: string;
  gatewaySecret: string;
  verifyToken: AccessTokenVerifier;
  /** The session-bound CSRF tokens GraphQL uses (csrf.ts). */
  csrf: CsrfTokens;
}

/** Headers a browser cannot send cross-site without a preflight: their presence proves a same-origin app. */
const PREFLIGHT_HEADERS = [CLIENT_HEADER, 'apollo-require-preflight'];
/** The file may be 5 MB (catalog-guide checks it); this bounds the whole multipart body early. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

const fail = (res: Response, status: number, code: string, message: string, fieldErrors?: Record<string, string>) =>
  res.status(status).json({ errors: [{ message, extensions: fieldErrors ? { code, fieldErrors } : { code } }] });

type MediaRequest = Request & { guideIdentity?: Identity };

export function mediaRouter(opts: MediaRouterOptions): express.Router {
  const catalog = SUBGRAPHS.find((s) => s.name === 'catalog-guide')!;
  const target = new URL(opts.catalogGuideUrl ?? subgraphUrl(catalog)).origin;

  const proxy = createProxyMiddleware<MediaRequest, Response>({
    target,
    changeOrigin: true,
    // Mounted under /media: forward the full original path (and query).
    pathRewrite: (_path, req) => req.originalUrl,
    proxyTimeout: 30_000,
    on: {
      error: (_error, _req, res) => {
        const response = res as Response;
        if (!response.headersSent) fail(response, 502, 'INTERNAL_SERVER_ERROR', 'The media service is not reachable');
        else response.end();
      },
    },
  });

  const signedIn = async (req: MediaRequest, res: Response, next: NextFunction) => {
    try {
      const { identity, by } = await authenticate(req, opts.verifyToken);
      const bearer = by === 'bearer';
      // Browsers authenticate with cookies: a multipart POST is a "simple" request another site could
      // send, so it must carry a header only a same-origin script can set (like GraphQL's CSRF rule).
      if (!bearer && !PREFLIGHT_HEADERS.some((h) => req.headers[h])) {
        fail(res, 400, 'BAD_REQUEST', `This request has been blocked as a potential Cross-Site Request Forgery: send the ${CLIENT_HEADER} header`);
        return;
      }
      if (identity.kind === 'anonymous') {
        fail(res, 401, 'UNAUTHENTICATED', 'Sign in to continue');
        return;
      }
      // A cookie session must also echo the CSRF token (csrf.ts), exactly as GraphQL mutations do.
      if (!bearer && !opts.csrf.matches(req.headers[CSRF_HEADER], identity)) {
        res.status(419).json({ errors: [{ message: CSRF_REFUSAL_MESSAGE, extensions: { code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' } }] });
        return;
      }
      if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) {
        // The body is not read: close the connection rather than drain megabytes nobody wants.
        res.setHeader('Connection', 'close');
        fail(res, 413, 'BAD_USER_INPUT', 'The file was refused', { file: 'FILE_TOO_LARGE' });
        return;
      }
      req.guideIdentity = identity;
      next();
    } catch (error) {
      next(error);
    }
  };

  /**
   * The headers catalog-guide reads are written on the incoming request, before proxying: http-proxy
   * skips its `proxyReq` hook when the request carries `Expect: 100-continue` (curl sends it above
   * 1 MB), which left uploads without the gateway secret. Node has already answered "100 Continue" to
   * the client, so the expectation is not passed on.
   */
  const asGateway = (req: MediaRequest, _res: Response, next: NextFunction) => {
    // Whatever the caller sent in these headers is replaced: only the gateway speaks for identities.
    req.headers[GATEWAY_SECRET_HEADER] = opts.gatewaySecret;
    req.headers[IDENTITY_HEADER] = encodeIdentity(req.guideIdentity ?? ANONYMOUS);
    delete req.headers.cookie;
    delete req.headers.authorization;
    delete req.headers.expect;
    next();
  };

  const router = express.Router();
  router.post('/establishments/:id/images', signedIn, asGateway, proxy);
  router.get('/files/*path', asGateway, proxy);
  router.use((_req: Request, res: Response) => fail(res, 404, 'NOT_FOUND', 'Not found'));
  return router;
}

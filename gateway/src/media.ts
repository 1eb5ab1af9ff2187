import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  ANONYMOUS,
  AccessTokenVerifier,
  type FieldErrors,
  GATEWAY_SECRET_HEADER,
  IDENTITY_HEADER,
  Identity,
  MEDIA_KIND_LIST,
  MediaKind,
  encodeIdentity,
  hasPermission,
  isMediaKey,
  mediaKindOfKey,
} from '@guide/platform';
import { CLIENT_HEADER, authenticate } from './auth';
import { CSRF_HEADER, CSRF_REFUSAL_MESSAGE, CsrfTokens } from './csrf';
import { SUBGRAPHS, subgraphUrl } from './subgraphs';

/**
 * `/media`: uploads and files over HTTP, beside GraphQL (multipart and binary files do not belong in a
 * GraphQL body). One route per upload kind of the platform's registry (`MEDIA_KINDS`: establishment
 * images today, CMS media and product images next), each proxied to the subgraph that owns the kind.
 * The gateway applies the same checks to every kind before a byte of the body is read: a signed-in
 * caller, the CSRF rules of GraphQL for cookie sessions, staff holding the kind's permission, and the
 * kind's size bound. The owner then checks ownership, the file's bytes and its decoding limits
 * (platform media-upload.ts) and stores it through the media storage port.
 *
 * - `POST /media{kind.uploadRoute}` (multipart: `file`, other fields per kind), signed in only.
 * - `GET /media/files/{key}` public files, routed by the key's prefix to the owner, cacheable for ever.
 */
export interface MediaRouterOptions {
  /** Each subgraph's GraphQL URL by name; its origin serves /media. Missing ones: the topology's URL. */
  subgraphUrls?: ReadonlyMap<string, string>;
  gatewaySecret: string;
  verifyToken: AccessTokenVerifier;
  /** The session-bound CSRF tokens GraphQL uses (csrf.ts). */
  csrf: CsrfTokens;
  /** Default: every kind of the registry. */
  kinds?: readonly MediaKind[];
}

/** Headers a browser cannot send cross-site without a preflight: their presence proves a same-origin app. */
const PREFLIGHT_HEADERS = [CLIENT_HEADER, 'apollo-require-preflight'];
/** What a multipart body adds around the file (boundaries, part headers, small text fields). */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
/** The bound on one upload's whole body for a kind: its file size plus the multipart overhead. */
export const uploadBodyLimit = (kind: Pick<MediaKind, 'maxBytes'>) => kind.maxBytes + MULTIPART_OVERHEAD_BYTES;
/** The largest body any kind accepts (11 MB today, CMS documents; the web server bounds /media the same way). */
export const MAX_UPLOAD_BODY_BYTES = Math.max(...MEDIA_KIND_LIST.map(uploadBodyLimit));

const fail = (res: Response, status: number, code: string, message: string, fieldErrors?: FieldErrors) =>
  res.status(status).json({ errors: [{ message, extensions: fieldErrors ? { code, fieldErrors } : { code } }] });

type MediaRequest = Request & { guideIdentity?: Identity; [CONTINUE_AFTER_CHECKS]?: boolean };

/**
 * Marks an upload whose "Expect: 100-continue" waits for the checks below (server.ts): a caller that asks
 * first, as the web server does, gets the refusal before it sends the body, rather than a connection closed
 * under a body still being written (which loses the answer).
 */
export const CONTINUE_AFTER_CHECKS = Symbol('continueAfterChecks');
/** A request the upload checks may answer before its body: every POST under /media. */
export const isUpload = (req: { method?: string; url?: string }) => req.method === 'POST' && (req.url ?? '').startsWith('/media/');

export function mediaRouter(opts: MediaRouterOptions): express.Router {
  const kinds = opts.kinds ?? MEDIA_KIND_LIST;
  const proxies = new Map<string, RequestHandler>();
  /** One proxy per owning subgraph, shared by its kinds. */
  const proxyTo = (owner: string): RequestHandler => {
    const existing = proxies.get(owner);
    if (existing) return existing;
    const info = SUBGRAPHS.find((s) => s.name === owner);
    const url = opts.subgraphUrls?.get(owner) ?? (info && subgraphUrl(info));
    if (!url) throw new Error(`Media kind owned by ${owner}, which is not a subgraph of the topology`);
    const proxy = createProxyMiddleware<MediaRequest, Response>({
      target: new URL(url).origin,
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
    }) as unknown as RequestHandler;
    proxies.set(owner, proxy);
    return proxy;
  };

  /** The checks every kind's upload gets at the gateway, in this order, before its body is read. */
  const uploadChecks = (kind: MediaKind) => async (req: MediaRequest, res: Response, next: NextFunction) => {
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
      // Staff need the kind's permission; customers reach the owner only for kinds they may own (the
      // owner checks that they do). Services and other kinds of identity have no upload.
      const allowed = identity.kind === 'admin' ? hasPermission(identity, kind.permission) : identity.kind === 'customer' && kind.customersOwn;
      if (!allowed) {
        fail(res, 403, 'FORBIDDEN', identity.kind === 'admin' ? `Missing permission ${kind.permission}` : 'You may not upload this');
        return;
      }
      if (Number(req.headers['content-length'] ?? 0) > uploadBodyLimit(kind)) {
        // The body is not read: close the connection rather than drain megabytes nobody wants.
        res.setHeader('Connection', 'close');
        fail(res, 413, 'BAD_USER_INPUT', 'The file was refused', { file: 'FILE_TOO_LARGE' });
        return;
      }
      req.guideIdentity = identity;
      if (req[CONTINUE_AFTER_CHECKS]) res.writeContinue(); // the body is wanted now
      next();
    } catch (error) {
      next(error);
    }
  };

  /**
   * The headers the owner reads are written on the incoming request, before proxying: http-proxy
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
  for (const kind of kinds) router.post(kind.uploadRoute, uploadChecks(kind), asGateway, proxyTo(kind.owner));

  /** A file goes to the owner of its key's prefix; a malformed key or an unknown prefix is a 404 here. */
  router.get('/files/*path', (req: Request, res: Response, next: NextFunction) => {
    const key = req.path.replace(/^\/files\//, '');
    const kind = isMediaKey(key) ? mediaKindOfKey(key, kinds) : undefined;
    if (!kind) {
      fail(res, 404, 'NOT_FOUND', 'File not found');
      return;
    }
    asGateway(req, res, () => proxyTo(kind.owner)(req, res, next));
  });
  router.use((_req: Request, res: Response) => fail(res, 404, 'NOT_FOUND', 'Not found'));
  return router;
}

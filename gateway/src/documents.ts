import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ANONYMOUS, AccessTokenVerifier, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity, hasPermission } from '@guide/platform';
import { ACCESS_COOKIES, readCookie } from './auth';
import { SUBGRAPHS, subgraphUrl } from './subgraphs';

/**
 * `/documents`: the shop's PDFs (commerce's invoicing folder), fetched by a plain link — the customer's
 * order page, the back office's order and invoice screens, a tool with a Bearer token:
 *
 * - `GET /documents/invoices/{id}.pdf`
 * - `GET /documents/credit-notes/{id}.pdf`
 *
 * A link carries no `x-guide-client` header, so the gateway cannot tell which app's session cookie to
 * read: a Bearer token wins; otherwise both session cookies are verified and the back-office session
 * that may print invoices (sales.invoices.print) is forwarded, else the customer's session. Commerce
 * decides (its customer or that permission) and answers 404 to anyone else. Read-only GETs: no CSRF token.
 * Anything else under /documents is a 404 here.
 */
export interface DocumentsRouterOptions {
  subgraphUrls?: ReadonlyMap<string, string>;
  gatewaySecret: string;
  verifyToken: AccessTokenVerifier;
}

export const DOCUMENT_PRINT_PERMISSION = 'sales.invoices.print';
/** A document's file name: its id and .pdf. */
const FILE = /^[0-9a-fA-F-]{36}\.pdf$/;

const notFound = (res: Response) => res.status(404).json({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });

async function verified(token: string | undefined, verify: AccessTokenVerifier): Promise<Identity | null> {
  if (!token) return null;
  try {
    const identity = await verify(token);
    return identity && identity.kind !== 'anonymous' ? identity : null;
  } catch {
    return null; // an expired or forged token is no session
  }
}

/** Who fetches a document: Bearer first, then the back-office session that may print, then the customer's. */
export async function documentReader(req: Pick<Request, 'headers'>, verify: AccessTokenVerifier): Promise<Identity> {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return (await verified(auth.slice(7).trim(), verify)) ?? ANONYMOUS;
  const [admin, customer] = await Promise.all([
    verified(readCookie(req.headers.cookie, ACCESS_COOKIES.admin), verify),
    verified(readCookie(req.headers.cookie, ACCESS_COOKIES.storefront), verify),
  ]);
  if (admin && hasPermission(admin, DOCUMENT_PRINT_PERMISSION)) return admin;
  return customer ?? admin ?? ANONYMOUS;
}

export function documentsRouter(opts: DocumentsRouterOptions): express.Router {
  const info = SUBGRAPHS.find((s) => s.name === 'commerce');
  const url = opts.subgraphUrls?.get('commerce') ?? (info && subgraphUrl(info));
  if (!url) throw new Error('commerce is not a subgraph of the topology');
  const proxy = createProxyMiddleware<Request, Response>({
    target: new URL(url).origin,
    changeOrigin: true,
    pathRewrite: (_path, req) => req.originalUrl.split('?')[0],
    proxyTimeout: 30_000,
    on: {
      error: (_error, _req, res) => {
        const response = res as Response;
        if (!response.headersSent)
          response.status(502).json({ errors: [{ message: 'The document service is not reachable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        else response.end();
      },
    },
  }) as unknown as RequestHandler;

  const asReader = async (req: Request, res: Response, next: NextFunction) => {
    if (!FILE.test(String(req.params.file))) {
      notFound(res);
      return;
    }
    let identity: Identity;
    try {
      identity = await documentReader(req, opts.verifyToken);
    } catch {
      identity = ANONYMOUS;
    }
    req.headers[GATEWAY_SECRET_HEADER] = opts.gatewaySecret;
    req.headers[IDENTITY_HEADER] = encodeIdentity(identity);
    delete req.headers.cookie;
    delete req.headers.authorization;
    next();
  };

  const router = express.Router();
  router.get('/invoices/:file', asReader, proxy);
  router.get('/credit-notes/:file', asReader, proxy);
  router.use((_req: Request, res: Response) => notFound(res));
  return router;
}

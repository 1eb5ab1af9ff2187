import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ANONYMOUS, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, encodeIdentity } from '@guide/platform';
import { SUBGRAPHS, subgraphUrl } from './subgraphs';

/**
 * `/payments`: what payment providers send back, beside GraphQL — server-to-server notifications (PayZen's
 * IPN, PayPlug's and BTCPay's webhooks, PayPal's) and the customer's browser coming back from a provider's
 * page (PayPal's return URL). They are not GraphQL and carry no session: commerce's payment handlers verify
 * each one themselves (signature, or the provider's own API), so the gateway only routes them to commerce
 * as anonymous traffic, with the secret that proves they came through here.
 *
 * - `POST /payments/{code}/notify` (body passed through untouched: signatures are computed over it)
 * - `GET /payments/{code}/return`
 * - `GET /payments/{code}/pay` and `GET /payments/pay.js`: the page that posts a signed hosted form (PayZen)
 * Anything else under /payments is a 404 here.
 */
export interface PaymentsRouterOptions {
  subgraphUrls?: ReadonlyMap<string, string>;
  gatewaySecret: string;
}

/** Provider codes are short lower-case words (paypal, payzen, payplug, crypto). */
const CODE = /^[a-z][a-z0-9-]{0,31}$/;
/** A notification is small; a bigger body is not one. */
export const MAX_NOTIFICATION_BYTES = 64 * 1024;

const fail = (res: Response, status: number, code: string, message: string) => res.status(status).json({ errors: [{ message, extensions: { code } }] });

export function paymentsRouter(opts: PaymentsRouterOptions): express.Router {
  const info = SUBGRAPHS.find((s) => s.name === 'commerce');
  const url = opts.subgraphUrls?.get('commerce') ?? (info && subgraphUrl(info));
  if (!url) throw new Error('commerce is not a subgraph of the topology');
  const proxy = createProxyMiddleware<Request, Response>({
    target: new URL(url).origin,
    changeOrigin: true,
    pathRewrite: (_path, req) => req.originalUrl,
    proxyTimeout: 30_000,
    on: {
      error: (_error, _req, res) => {
        const response = res as Response;
        if (!response.headersSent) fail(response, 502, 'INTERNAL_SERVER_ERROR', 'The payment service is not reachable');
        else response.end();
      },
    },
  }) as unknown as RequestHandler;

  /** Whatever the caller sent in these headers is replaced: providers are anonymous, only the gateway vouches. */
  const asGateway = (req: Request, res: Response, next: NextFunction) => {
    if (req.params.code !== undefined && !CODE.test(String(req.params.code))) {
      fail(res, 404, 'NOT_FOUND', 'Not found');
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_NOTIFICATION_BYTES) {
      res.setHeader('Connection', 'close');
      fail(res, 413, 'BAD_USER_INPUT', 'Notification too large');
      return;
    }
    req.headers[GATEWAY_SECRET_HEADER] = opts.gatewaySecret;
    req.headers[IDENTITY_HEADER] = encodeIdentity(ANONYMOUS);
    delete req.headers.cookie;
    delete req.headers.authorization;
    delete req.headers.expect;
    next();
  };

  const router = express.Router();
  router.post('/:code/notify', asGateway, proxy);
  router.get('/:code/return', asGateway, proxy);
  router.get('/:code/pay', asGateway, proxy);
  router.get('/pay.js', asGateway, proxy);
  router.use((_req: Request, res: Response) => fail(res, 404, 'NOT_FOUND', 'Not found'));
  return router;
}

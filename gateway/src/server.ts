import http from 'node:http';
import { ApolloGateway, GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Response } from 'express';
import { GraphQLError, Lexer, Source, TokenKind, type GraphQLFormattedError } from 'graphql';
import {
  AccessTokenVerifier,
  GATEWAY_SECRET_HEADER,
  IDENTITY_HEADER,
  Identity,
  createLogger,
  encodeIdentity,
  outlastCallerKeepAlive,
  drainHttpServer,
  trackConnections,
  traceparentResponseHeader,
} from '@guide/platform';
import { API_OPERATION_LIMITS } from '@guide/vocabulary';
import {
  OperationLabels,
  gatewayRateLimitedTotal,
  gatewaySubgraphRequestDuration,
  gatewaySubgraphRequestsTotal,
  graphqlErrorsTotal,
  graphqlMetricsPlugins,
  graphqlRequestDuration,
  graphqlRequestsTotal,
  metricsEnabled,
  metricsHandler,
} from '@guide/platform/metrics';
import { API_KEY_LOCAL, AcceptedApiKey, ApiKeys } from './api-keys';
import { AuthenticatedBy, CLIENT_HEADER, authenticate } from './auth';
import { CSRF_HEADER, CsrfTokens, csrfPlugin } from './csrf';
import { maskError } from './errors';
import { CONTINUE_AFTER_CHECKS, isUpload, mediaRouter } from './media';
import { documentsRouter } from './documents';
import { paymentsRouter } from './payments';
import { CostBudget, CostBuckets, DEFAULT_COST_BUDGET, costRateLimitPlugin, operationCost, spendCost } from './rate-limit';
import { COST_PAID, SingleFetchFastPath } from './fast-path';
import { subgraphFetcher } from './subgraph-http';
import { identityBaseUrl } from './revocation';
import { SUBGRAPHS, SubgraphInfo, subgraphUrl } from './subgraphs';

export interface GatewayContext {
  identity: Identity;
  /** How the caller proved who it is: cookie sessions need the CSRF token on mutations. */
  authenticatedBy: AuthenticatedBy;
  csrfOk: boolean;
  client?: string;
  cookie?: string;
  forwardedFor?: string;
  /** The caller's languages: subgraphs pick the language of what they write (commerce's order emails). */
  acceptLanguage?: string;
  /** The fast path spent this request's cost before handing it over (fast-path.ts). */
  costPaid?: boolean;
  res: Response;
}

export interface GatewayOptions {
  supergraphSdl: string;
  gatewaySecret: string;
  verifyToken: AccessTokenVerifier;
  production: boolean;
  subgraphs?: SubgraphInfo[];
  env?: NodeJS.ProcessEnv;
  limits?: Partial<typeof LIMITS>;
  /** IPs/CIDRs allowed to set X-Forwarded-For (`TRUSTED_PROXIES`); none by default. */
  trustedProxies?: string[];
  /** Per-client query cost budget (rate-limit.ts). */
  costBudget?: Partial<CostBudget>;
  /** Partners' API keys (api-keys.ts); by default checked with identity at its usual URL, default limits. */
  apiKeys?: ApiKeys;
  /** The single-fetch fast path (fast-path.ts, decision 0039); on unless false (tests compare both). */
  fastPath?: boolean;
}

/** Browsers keep to HTTPS for a year once they have seen this on an HTTPS answer (ignored over HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Limits on what one operation may ask (depth, cost, aliases, tokens); answered with 400 and a message. */
export const LIMITS = { ...API_OPERATION_LIMITS };

/** Calls a subgraph as the gateway: shared secret, verified identity, and the browser's cookies both ways. */
const log = createLogger('gateway');

class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly secret: string,
    /** The subgraph's name, for /metrics; none: its fetches are not counted (METRICS_ENABLED=false). */
    private readonly metricsName?: string,
  ) {
    // Node's http with keep-alive agents instead of make-fetch-happen (subgraph-http.ts).
    super({ url, fetcher: subgraphFetcher as unknown as RemoteGraphQLDataSource['fetcher'] });
  }

  /** Each fetch to the subgraph counted and timed (/metrics): ok, errors (GraphQL errors) or failed (no answer). */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    if (!this.metricsName) return super.process(options);
    const end = gatewaySubgraphRequestDuration.startTimer({ subgraph: this.metricsName });
    let outcome = 'failed';
    try {
      const response = await super.process(options);
      outcome = response.errors?.length ? 'errors' : 'ok';
      return response;
    } finally {
      end();
      gatewaySubgraphRequestsTotal.inc({ subgraph: this.metricsName, outcome });
    }
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = subgraphHeaders(this.secret, context && 'identity' in context ? (context as GatewayContext) : undefined);
    for (const [name, value] of Object.entries(headers)) request.http?.headers.set(name, value);
  }

  /**
   * A subgraph answers 400 when a variable does not coerce (a custom scalar such as DateTime is checked
   * there, not here): that is the caller's BAD_USER_INPUT, passed on as such instead of a masked 500.
   */
  override async errorFromResponse(response: Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0]) {
    const error = await super.errorFromResponse(response);
    const body = (error.extensions.response as { body?: unknown } | undefined)?.body as
      | { errors?: { message?: unknown; extensions?: { code?: unknown; fieldErrors?: unknown } }[] }
      | undefined;
    const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
    if (response.status === 400 && first?.extensions?.code === 'BAD_USER_INPUT' && typeof first.message === 'string') {
      const fieldErrors = first.extensions.fieldErrors;
      return new GraphQLError(first.message, {
        extensions: { code: 'BAD_USER_INPUT', ...(fieldErrors && typeof fieldErrors === 'object' ? { fieldErrors } : {}) },
      });
    }
    return error;
  }

  override didReceiveResponse({ response, context }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    if (context && 'res' in context) for (const cookie of setCookiesOf(response.http?.headers)) context.res.append('Set-Cookie', cookie);
    return response;
  }
}

/** What a subgraph is told by the gateway: the shared secret, the verified identity, the caller's cookies, address, app and languages. */
function subgraphHeaders(secret: string, context: GatewayContext | undefined): Record<string, string> {
  const headers: Record<string, string> = { [GATEWAY_SECRET_HEADER]: secret };
  if (context) {
    headers[IDENTITY_HEADER] = encodeIdentity(context.identity);
    if (context.cookie) headers.cookie = context.cookie;
    if (context.forwardedFor) headers['x-forwarded-for'] = context.forwardedFor;
    if (context.client) headers[CLIENT_HEADER] = context.client;
    if (context.acceptLanguage) headers['accept-language'] = context.acceptLanguage;
  }
  return headers;
}

/**
 * Errors raised before execution (syntax, validation, limits) are the client's: answer 400, and call a
 * syntax error GRAPHQL_PARSE_FAILED even when a limit plugin's own parser reported it.
 */
const requestErrorsAre4xx: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, operation, response }) {
        if (operation) return;
        if (response.http) response.http.status = 400;
        for (const error of errors) {
          if (error.message.startsWith('Syntax Error') && error.extensions) error.extensions.code = 'GRAPHQL_PARSE_FAILED';
        }
      },
    };
  },
};

/**
 * What the gateway cannot run is the client's mistake, not a crash: a subscription (no transport for
 * it here) or an `operationName` the document does not define answer 400 BAD_REQUEST.
 */
const executableOperationsOnly: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        const refuse = (message: string) => {
          throw new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        };
        if (!operation) {
          refuse(
            request.operationName
              ? `Unknown operation named "${request.operationName}"`
              : 'Name the operation to run (operationName): the document defines several',
          );
        } else if (operation.operation === 'subscription') {
          refuse('Subscriptions are not supported');
        }
      },
    };
  },
};

/** Keeps the readable CSRF cookie equal to the tokens of the sessions the browser holds after this response. */
function csrfCookiePlugin(tokens: CsrfTokens, verify: AccessTokenVerifier): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue }) {
          if (contextValue?.res) await tokens.refreshCookie(contextValue.cookie, contextValue.res, verify);
        },
      };
    },
  };
}

/** Counts lexical tokens up to `stopAt`; a syntax error stops counting (Apollo reports it as a 400). */
export function countTokens(source: string, stopAt: number): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF && count < stopAt) count++;
  } catch {
    /* malformed: left to the parser */
  }
  return count;
}

/** Each Set-Cookie header apart: joined with ", " they cannot be split safely (dates contain commas). */
export function setCookiesOf(headers: unknown): string[] {
  const h = headers as { raw?: () => Record<string, string[]>; getSetCookie?: () => string[]; get?: (n: string) => string | null } | undefined;
  if (!h) return [];
  if (typeof h.getSetCookie === 'function') return h.getSetCookie();
  if (typeof h.raw === 'function') return h.raw()['set-cookie'] ?? [];
  const joined = h.get?.('set-cookie');
  return joined ? [joined] : [];
}

export async function subgraphHealth(subgraphs: SubgraphInfo[], env: NodeJS.ProcessEnv) {
  const results = await Promise.all(
    subgraphs.map(async (s) => {
      const url = subgraphUrl(s, env).replace(/\/graphql$/, '/health');
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
        // The subgraph's details (parked events…) are passed on; they never decide up or down.
        const body = (await res.json().catch(() => null)) as { details?: unknown } | null;
        return { name: s.name, up: res.ok, ...(body?.details ? { details: body.details } : {}) };
      } catch {
        return { name: s.name, up: false };
      }
    }),
  );
  return { up: results.every((r) => r.up), subgraphs: results };
}

export async function createGatewayApp(opts: GatewayOptions) {
  const subgraphs = opts.subgraphs ?? SUBGRAPHS;
  const env = opts.env ?? process.env;
  const urls = new Map(subgraphs.map((s) => [s.name, subgraphUrl(s, env)]));
  const limits = { ...LIMITS, ...opts.limits };
  const costBudget = { ...DEFAULT_COST_BUDGET, ...opts.costBudget };
  const costBuckets = new CostBuckets(costBudget); // one budget for both paths
  const formatError = (formatted: GraphQLFormattedError) => {
    const masked = maskError(formatted);
    // The client sees no internals; the operator must, or a masked failure cannot be explained.
    if (masked.extensions?.code === 'INTERNAL_SERVER_ERROR')
      log.error({ path: formatted.path, error: formatted.message, service: formatted.extensions?.serviceName }, 'masked error');
    return masked;
  };
  const context = async (req: express.Request, res: express.Response): Promise<GatewayContext> => {
    const apiKey = res.locals[API_KEY_LOCAL] as AcceptedApiKey | undefined;
    const { identity, by } = apiKey ? { identity: apiKey.identity, by: 'bearer' as const } : await authenticate(req, opts.verifyToken);
    return {
      identity,
      authenticatedBy: by,
      csrfOk: by === 'cookie' && csrf.matches(req.headers[CSRF_HEADER], identity),
      client: typeof req.headers[CLIENT_HEADER] === 'string' ? (req.headers[CLIENT_HEADER] as string) : undefined,
      cookie: req.headers.cookie,
      forwardedFor: req.ip,
      acceptLanguage: typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'].slice(0, 200) : undefined,
      ...(res.locals[COST_PAID] === true ? { costPaid: true } : {}),
      res,
    };
  };
  const fastPath = opts.fastPath === false ? undefined : singleFetchFastPath();
  const gateway = new ApolloGateway({
    supergraphSdl: opts.supergraphSdl,
    buildService: ({ name, url }) => new SubgraphDataSource(urls.get(name) ?? url!, opts.gatewaySecret, metricsEnabled() ? name : undefined),
    experimental_didResolveQueryPlan: fastPath && ((resolved) => fastPath.learn(resolved as Parameters<typeof fastPath.learn>[0])),
  });
  // Always on: a `gk_` Bearer token must never fall through to the access-token check and pass as anonymous.
  const apiKeys = opts.apiKeys ?? new ApiKeys({ identityUrl: identityBaseUrl(env), gatewaySecret: opts.gatewaySecret });
  const csrf = new CsrfTokens(opts.gatewaySecret, opts.production);
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    // Counted by our own middleware (countTokens): armor's token plugin throws outside Apollo's pipeline,
    // which turns every syntax error into a 500.
    maxTokens: { enabled: false },
    costLimit: { maxCost: limits.maxCost },
    maxDirectives: { n: limits.maxDirectives },
    blockFieldSuggestion: { enabled: opts.production },
  });
  const protection = armor.protect();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    ...protection,
    plugins: [
      ...protection.plugins,
      requestErrorsAre4xx,
      executableOperationsOnly,
      costRateLimitPlugin<GatewayContext>(costBudget, costBuckets),
      csrfPlugin<GatewayContext>(),
      csrfCookiePlugin(csrf, opts.verifyToken),
      ...graphqlMetricsPlugins<GatewayContext>('gateway'),
    ],
    validationRules: [...protection.validationRules],
    csrfPrevention: true,
    introspection: !opts.production,
    includeStacktraceInErrorResponses: false,
    formatError,
  });
  await server.start();

  const app = express();
  app.disable('x-powered-by');
  // Every answer names its trace (the caller's own when it sent a traceparent): tracing/README.md.
  app.use(traceparentResponseHeader);
  // X-Forwarded-For is believed only from the configured proxies; req.ip is then the right-most address
  // no trusted proxy added (the real client), else the TCP peer.
  app.set('trust proxy', opts.trustedProxies?.length ? opts.trustedProxies : false);
  if (opts.production) {
    app.use((_req, res, next) => {
      res.setHeader('Strict-Transport-Security', HSTS);
      next();
    });
  }
  // Prometheus' scrape: loopback and the cluster network only, never relayed by the edge (platform metrics/access.ts).
  app.use('/metrics', metricsHandler({ trustedProxies: opts.trustedProxies }));
  app.get('/health', async (_req, res) => {
    const health = await subgraphHealth(subgraphs, env);
    res.status(health.up ? 200 : 503).json(health);
  });
  // Liveness: this process answers, whatever its subgraphs do (a subgraph outage must not restart gateways).
  app.get('/health/live', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.use('/media', mediaRouter({ subgraphUrls: urls, gatewaySecret: opts.gatewaySecret, verifyToken: opts.verifyToken, csrf }));
  app.use('/payments', paymentsRouter({ subgraphUrls: urls, gatewaySecret: opts.gatewaySecret }));
  app.use('/documents', documentsRouter({ subgraphUrls: urls, gatewaySecret: opts.gatewaySecret, verifyToken: opts.verifyToken })); // invoice and credit note PDFs
  app.use(
    '/graphql',
    express.json({ limit: limits.maxBodyBytes }),
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const query = typeof req.body?.query === 'string' ? req.body.query : typeof req.query.query === 'string' ? req.query.query : undefined;
      if (query && countTokens(query, limits.maxTokens + 1) > limits.maxTokens) {
        res
          .status(400)
          .json({ errors: [{ message: `Operation has more than ${limits.maxTokens} tokens`, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
        return;
      }
      next();
    },
    apiKeys.middleware(), // a `gk_` Bearer token: checked, rate-limited and counted here, or refused
    ...(fastPath ? [fastPath.middleware] : []), // a query planned as one plain fetch: straight to its subgraph
    expressMiddleware(server, { context: ({ req, res }) => context(req, res) }),
  );
  // Oversized or malformed JSON bodies: a 4xx with a message, in GraphQL's error shape.
  app.use((error: { type?: string; status?: number; message: string }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!error) return next();
    const status = error.type === 'entity.too.large' ? 413 : error.status && error.status < 500 ? error.status : 400;
    const message = status === 413 ? `Request body larger than ${limits.maxBodyBytes} bytes` : 'Malformed request body: send JSON';
    res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  });

  /** The fast path, wired to the same context, headers, budget, masking and cookies as Apollo's path. */
  function singleFetchFastPath() {
    const labels = new OperationLabels();
    const metrics = metricsEnabled();
    return new SingleFetchFastPath<GatewayContext>({
      supergraphSdl: opts.supergraphSdl,
      subgraphUrl: (name) => urls.get(name),
      context,
      headers: (ctx) => subgraphHeaders(opts.gatewaySecret, ctx),
      // csrfPlugin's rule: a mutation on a session cookie carries that session's CSRF token.
      mutationAllowed: (ctx) => ctx.authenticatedBy !== 'cookie' || ctx.csrfOk,
      spendCost: (ctx, cost) => spendCost(costBuckets, costBudget, ctx, cost).ok,
      operationCost,
      formatError,
      onAnswer: async (ctx, answer, res) => {
        const cookies = answer.headers['set-cookie'] ?? [];
        for (const cookie of cookies) res.append('Set-Cookie', cookie);
        await csrf.refreshCookie(ctx.cookie, res, opts.verifyToken);
      },
      observe: metrics
        ? ({ service, operationName, operationType, seconds, fetchSeconds, errorCodes, outcome }) => {
            const operation = labels.label(operationName, true);
            graphqlRequestsTotal.inc({ service: 'gateway', operation, operation_type: operationType });
            graphqlRequestDuration.observe({ service: 'gateway', operation }, seconds);
            for (const code of errorCodes) {
              graphqlErrorsTotal.inc({ service: 'gateway', operation, code });
              if (code === 'TOO_MANY_REQUESTS') gatewayRateLimitedTotal.inc({ limit: 'cost' });
            }
            gatewaySubgraphRequestsTotal.inc({ subgraph: service, outcome });
            if (fetchSeconds !== undefined) gatewaySubgraphRequestDuration.observe({ subgraph: service }, fetchSeconds);
          }
        : undefined,
    });
  }

  return {
    app,
    /** What the fast path did (tests): requests answered, handed back to Apollo's path, texts learned. */
    fastPath: fastPath?.stats,
    async listen(port: number, host = '0.0.0.0') {
      const httpServer = http.createServer(app);
      // "Expect: 100-continue": uploads get it once their checks pass (media.ts), everything else at once (Node's default).
      httpServer.on('checkContinue', (req: http.IncomingMessage & { [CONTINUE_AFTER_CHECKS]?: boolean }, res: http.ServerResponse) => {
        if (isUpload(req)) req[CONTINUE_AFTER_CHECKS] = true;
        else res.writeContinue();
        app(req, res);
      });
      outlastCallerKeepAlive(httpServer); // the web server's proxy pool reuses idle sockets
      trackConnections(httpServer);
      await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
      return {
        port: (httpServer.address() as { port: number }).port,
        close: async () => {
          // Requests in flight are answered first (graceful-shutdown.ts); then Apollo stops.
          await drainHttpServer(httpServer);
          await server.stop();
          await apiKeys.stop(); // the last usage counts go to identity
          await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        },
      };
    },
    stop: async () => {
      await server.stop();
      await apiKeys.stop();
    },
  };
}

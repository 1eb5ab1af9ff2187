import type { Request, Response, NextFunction } from 'express';
import { Supergraph } from '@apollo/federation-internals';
import type { QueryPlan } from '@apollo/query-planner';
import { trace } from '@opentelemetry/api';
import {
  BREAK,
  GraphQLError,
  getVariableValues,
  validate,
  visit,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { postToSubgraph, type SubgraphAnswer } from './subgraph-http';

/**
 * The single-fetch fast path (docs/decisions/0039). A query whose cached plan is ONE fetch to ONE subgraph
 * (no entities, no @requires, no rewrites) is answered by that subgraph alone: once Apollo has parsed,
 * validated (limits included: depth, cost, aliases, directives are properties of the text) and planned a
 * text, later requests with the same text and operation name skip Apollo's pipeline. They still get the
 * token count, API keys, authentication, variable coercion against the API schema, the cost budget, the
 * headers the subgraph expects, the Set-Cookie and CSRF cookie, and the error masking; anything unusual
 * (variables that do not coerce, a budget exceeded, a subgraph answer that is not a 200 with data, an
 * Accept header we do not read the same way) goes through Apollo's path instead, whose answer is the
 * reference. The subgraph gets the client's own text: learning checks it validates against that
 * subgraph's schema, so its answer is the one the gateway would have shaped.
 * Mutations take it too (add to cart, the checkout's steps), with one rule more: once one has left for the
 * subgraph it is never sent again, so whatever comes back is answered here (a failure as Apollo masks it);
 * only what was refused before it ran (CSRF, budget, a 400 from the subgraph) goes to Apollo's path.
 */
export interface FastPathContext {
  identity: unknown;
  cookie?: string;
}

interface SingleFetch {
  service: string;
  url: URL;
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  cost: number;
  mutation: boolean;
}

export interface FastPathOptions<C extends FastPathContext> {
  supergraphSdl: string;
  subgraphUrl: (name: string) => string | undefined;
  /** Apollo's context for this request (the same function), built once the request is known to be eligible. */
  context: (req: Request, res: Response) => Promise<C>;
  /** The subgraph request's headers (SubgraphDataSource.willSendRequest's). */
  headers: (context: C) => Record<string, string>;
  /** Whether this caller may run a mutation here; false: Apollo's path answers (its CSRF plugin refuses it). */
  mutationAllowed: (context: C) => boolean;
  /** Spends the operation's cost from the caller's budget; false when over budget (Apollo's path answers 429). */
  spendCost: (context: C, cost: number) => boolean;
  operationCost: (document: DocumentNode, operation: OperationDefinitionNode) => number;
  /** What Apollo's formatError does to each error (masking, logging). */
  formatError: (formatted: GraphQLFormattedError) => GraphQLFormattedError;
  /** After the subgraph answered: cookies, CSRF cookie (what didReceiveResponse and willSendResponse do). */
  onAnswer: (context: C, answer: SubgraphAnswer, res: Response) => Promise<void>;
  /** Counts, as the metrics plugins would. */
  observe?: (event: {
    service: string;
    operationName?: string;
    operationType: 'query' | 'mutation';
    seconds: number;
    fetchSeconds?: number;
    errorCodes: string[];
    outcome: string;
  }) => void;
  maxEntries?: number;
}

/** Set on res.locals when the fast path has spent the cost and then hands the request to Apollo's path. */
export const COST_PAID = 'guideCostPaid';
/** Set on res.locals once a mutation has been sent: from then on it is never handed to Apollo's path. */
const MUTATION_SENT = 'guideMutationSent';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const tracer = trace.getTracer('guide-gateway-fast-path');

export class SingleFetchFastPath<C extends FastPathContext> {
  private readonly entries = new Map<string, SingleFetch>();
  private readonly subgraphSchemas = new Map<string, GraphQLSchema | null>();
  private supergraph?: Supergraph;
  private readonly acceptCache = new Map<string, string | null>();
  /** Requests answered by the fast path, and handed back to Apollo's path after an eligible start (tests, the ADR). */
  readonly stats = { taken: 0, handedBack: 0, learned: 0 };

  constructor(private readonly options: FastPathOptions<C>) {}

  /** ApolloGateway's experimental_didResolveQueryPlan: remembers texts planned as one plain fetch. */
  learn({
    queryPlan,
    requestContext,
    operationContext,
  }: {
    queryPlan: QueryPlan;
    requestContext: { source?: string; document?: DocumentNode; request: { operationName?: string | null } };
    operationContext: { schema: GraphQLSchema; operation: OperationDefinitionNode };
  }): void {
    const node = queryPlan.node;
    const { source, document } = requestContext;
    if (!source || !document || node?.kind !== 'Fetch') return;
    if (node.requires?.length || node.inputRewrites?.length || node.outputRewrites?.length || node.contextRewrites?.length) return;
    const kind = operationContext.operation.operation;
    if (kind !== 'query' && kind !== 'mutation') return;
    const key = keyOf(source, requestContext.request.operationName);
    if (key === undefined || this.entries.has(key)) return;
    const url = this.options.subgraphUrl(node.serviceName);
    const schema = this.subgraphSchema(node.serviceName);
    if (!url || !schema || !plainDocument(document) || validate(schema, document).length) return;
    const cost = this.options.operationCost(document, operationContext.operation);
    this.entries.set(key, {
      service: node.serviceName,
      url: new URL(url),
      schema: operationContext.schema,
      operation: operationContext.operation,
      cost,
      mutation: kind === 'mutation',
    });
    this.stats.learned++;
    // Bounded: the oldest text is forgotten first (it goes through Apollo again and is learned again).
    if (this.entries.size > (this.options.maxEntries ?? 2000)) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Express middleware, in front of Apollo's: answers what it can, passes the rest on. */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown } | undefined;
    if (req.method !== 'POST' || typeof body?.query !== 'string' || body.extensions !== undefined) return next();
    const key = keyOf(body.query, body.operationName);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry) return next();
    const contentType = this.contentTypeFor(req.headers.accept);
    const variables = body.variables ?? {};
    if (!contentType || typeof variables !== 'object' || Array.isArray(variables)) return next();
    // Coerced as Apollo would; a value that does not fit gets Apollo's own error.
    if (getVariableValues(entry.schema, entry.operation.variableDefinitions ?? [], variables as Record<string, unknown>).errors) return next();
    const operationName = body.operationName as string | undefined;
    const started = process.hrtime.bigint();
    this.answer(entry, body.query, operationName, variables, contentType, started, req, res, next).catch((error: unknown) => {
      if (res.headersSent) return;
      // Unexpected. Apollo's path answers, unless a mutation has left: it would run twice.
      if (res.locals[MUTATION_SENT] === true) this.replyFailure(entry, operationName, started, contentType, res, String(error));
      else next();
    });
  };

  private async answer(
    entry: SingleFetch,
    query: string,
    operationName: string | undefined,
    variables: object,
    contentType: string,
    started: bigint,
    req: Request,
    res: Response,
    apollo: NextFunction,
  ) {
    const next = (): void => {
      this.stats.handedBack++;
      res.locals[COST_PAID] = true;
      // Apollo's path, as if the fast path were not there (the cost is already spent).
      apollo();
    };
    const context = await this.options.context(req, res);
    if (entry.mutation && !this.options.mutationAllowed(context)) return apollo(); // nothing spent: Apollo's path refuses it
    if (!this.options.spendCost(context, entry.cost)) return apollo(); // nothing spent: Apollo's path answers 429
    // A mutation that has left is answered here whatever comes back: sent again, it would run twice.
    const failed = (reason: string): void => (entry.mutation ? this.replyFailure(entry, operationName, started, contentType, res, reason) : next());
    if (entry.mutation) res.locals[MUTATION_SENT] = true;
    let answer: SubgraphAnswer;
    const fetchStarted = process.hrtime.bigint();
    const send = () =>
      postToSubgraph(
        entry.url,
        { 'content-type': 'application/json', ...this.options.headers(context) },
        JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
      );
    try {
      // A span only inside a sampled request: an unsampled one would make a span and a context for nothing.
      answer = trace.getActiveSpan()?.isRecording()
        ? await tracer.startActiveSpan('gateway.fetch', { attributes: { 'graphql.federation.subgraph.name': entry.service } }, async (span) => {
            try {
              return await send();
            } finally {
              span.end();
            }
          })
        : await send();
    } catch (error) {
      // No answer: a query goes to Apollo's path, which reports it masked as it always did; a mutation gets that error here.
      return failed(error instanceof Error ? error.message : String(error));
    }
    const fetchSeconds = Number(process.hrtime.bigint() - fetchStarted) / 1e9;
    // A 400 without data is a request the subgraph refused before running it (a variable that does not
    // coerce): Apollo's path gets the same and maps it. A mutation's 400 with data ran: it is shaped here.
    if (answer.status === 400 && !(entry.mutation && ranAnyway(answer.body))) return next();
    const unexpected = `Unexpected answer from service "${entry.service}": ${answer.status}`;
    if ((answer.status !== 200 && answer.status !== 400) || !String(answer.headers['content-type'] ?? '').includes('json')) return failed(unexpected);
    let out: string;
    let errorCodes: string[] = [];
    // The common answer, `{"data":{…}}` as JSON.stringify wrote it, is already what Apollo would send.
    if (answer.body.startsWith('{"data":{') && !answer.body.includes('"errors":') && !answer.body.includes('"extensions":')) {
      out = answer.body.endsWith('\n') ? answer.body : `${answer.body}\n`;
    } else {
      let parsed: { data?: unknown; errors?: unknown };
      try {
        parsed = JSON.parse(answer.body) as typeof parsed;
      } catch {
        return failed(unexpected);
      }
      if (!parsed || typeof parsed.data !== 'object' || (parsed.errors !== undefined && !Array.isArray(parsed.errors))) return failed(unexpected);
      // data null: a non-null root field failed. Apollo's path shapes it the same (a query goes there, as before).
      if (parsed.data === null && (!entry.mutation || !Array.isArray(parsed.errors) || !parsed.errors.length)) return failed(unexpected);
      const errors = (parsed.errors as Record<string, unknown>[] | undefined)?.map((e) => this.options.formatError(downstreamError(e, entry.service)));
      errorCodes = (errors ?? []).map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL_SERVER_ERROR'));
      out = `${JSON.stringify({ errors, data: parsed.data })}\n`;
    }
    await this.options.onAnswer(context, answer, res);
    this.reply(entry, operationName, started, fetchSeconds, contentType, res, out, errorCodes);
  }

  /**
   * A mutation that left and got no usable answer: the error Apollo's path gives for it, masked. `reason` is
   * what Apollo would report, which masking reads (a dropped connection: "temporarily unavailable").
   */
  private replyFailure(entry: SingleFetch, operationName: string | undefined, started: bigint, contentType: string, res: Response, reason: string): void {
    const error = this.options.formatError(new GraphQLError(reason).toJSON());
    this.reply(entry, operationName, started, undefined, contentType, res, `${JSON.stringify({ errors: [error], data: null })}\n`, ['INTERNAL_SERVER_ERROR']);
  }

  /** Sends the answer (Apollo's status, headers and body) and counts it. */
  private reply(
    entry: SingleFetch,
    operationName: string | undefined,
    started: bigint,
    fetchSeconds: number | undefined,
    contentType: string,
    res: Response,
    out: string,
    errorCodes: string[] = [],
  ): void {
    this.stats.taken++;
    this.options.observe?.({
      service: entry.service,
      operationName,
      operationType: entry.mutation ? 'mutation' : 'query',
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      fetchSeconds,
      errorCodes,
      outcome: errorCodes.length ? 'errors' : 'ok',
    });
    res.status(200);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', contentType);
    res.send(out);
  }

  private subgraphSchema(name: string): GraphQLSchema | null {
    if (!this.subgraphSchemas.has(name)) {
      let schema: GraphQLSchema | null = null;
      try {
        this.supergraph ??= Supergraph.build(this.options.supergraphSdl);
        schema = this.supergraph.subgraphs().get(name)?.schema.toGraphQLJSSchema() ?? null;
      } catch {
        schema = null; // not extractable: that subgraph's queries keep Apollo's path
      }
      this.subgraphSchemas.set(name, schema);
    }
    return this.subgraphSchemas.get(name)!;
  }

  /** Apollo's choice of content type (negotiator over JSON and graphql-response+json); null: let Apollo decide. */
  private contentTypeFor(accept: string | undefined): string | null {
    if (!accept) return JSON_TYPE;
    let type = this.acceptCache.get(accept);
    if (type === undefined) {
      type = negotiate(accept);
      if (this.acceptCache.size < 100) this.acceptCache.set(accept, type);
    }
    return type;
  }
}

/** Whether a subgraph's 400 carries `data`, i.e. execution ran (a resolver's error set the status). */
function ranAnyway(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null && 'data' in parsed;
  } catch {
    return false;
  }
}

const keyOf = (query: string, operationName: unknown): string | undefined =>
  operationName == null ? `\n${query}` : typeof operationName === 'string' ? `${operationName}\n${query}` : undefined;

/** No introspection (the gateway answers it from its own schema) and no incremental delivery. */
function plainDocument(document: DocumentNode): boolean {
  let plain = true;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        plain = false;
        return BREAK;
      }
    },
    Directive(node) {
      if (node.name.value === 'defer' || node.name.value === 'stream') {
        plain = false;
        return BREAK;
      }
    },
  });
  return plain;
}

/**
 * What Apollo's gateway and server make of a subgraph's error: its message, path and extensions plus the
 * subgraph's name, DOWNSTREAM_SERVICE_ERROR when it has no code, no locations (executeQueryPlan's
 * downstreamServiceError, then formatApolloErrors).
 */
export function downstreamError(error: Record<string, unknown>, serviceName: string): GraphQLFormattedError {
  const message = typeof error.message === 'string' && error.message ? error.message : `Error while fetching subquery from service "${serviceName}"`;
  const extensions: Record<string, unknown> = {
    ...(error.extensions && typeof error.extensions === 'object' ? (error.extensions as Record<string, unknown>) : {}),
    serviceName,
  };
  if (!extensions.code) extensions.code = 'DOWNSTREAM_SERVICE_ERROR';
  delete extensions.stacktrace; // includeStacktraceInErrorResponses: false
  const path = Array.isArray(error.path) ? (error.path as (string | number)[]) : undefined;
  return new GraphQLError(message, { path, extensions }).toJSON();
}

/** Negotiator's order: highest q, then the most specific range, then the header's order, then ours (JSON first). */
function negotiate(accept: string): string | null {
  const ranges: { type: string; subtype: string; q: number; order: number }[] = [];
  for (const [order, part] of accept.split(',').entries()) {
    const [range, ...params] = part.trim().split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.trim().split('=');
      if (k.trim().toLowerCase() !== 'q') return null; // other parameters: matched by Apollo's negotiator, not here
      q = Number(v);
      if (!Number.isFinite(q)) return null;
    }
    ranges.push({ type, subtype, q, order });
  }
  const candidates = [
    ['application', 'json', JSON_TYPE],
    ['application', 'graphql-response+json', GRAPHQL_RESPONSE_TYPE],
  ] as const;
  const scored = candidates.map(([type, subtype, answer], index) => {
    let best: { q: number; s: number; order: number } | undefined;
    for (const r of ranges) {
      const s = r.type === type && r.subtype === subtype ? 2 : r.type === type && r.subtype === '*' ? 1 : r.type === '*' && r.subtype === '*' ? 0 : -1;
      if (s >= 0 && (!best || s > best.s)) best = { q: r.q, s, order: r.order };
    }
    return { answer, index, q: best?.q ?? 0, s: best?.s ?? -1, order: best?.order ?? 0 };
  });
  const acceptable = scored.filter((c) => c.q > 0).sort((a, b) => b.q - a.q || b.s - a.s || a.order - b.order || a.index - b.index);
  return acceptable[0]?.answer ?? null;
}

export const _test = { negotiate, plainDocument };

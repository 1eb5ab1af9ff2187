import http from 'node:http';
import https from 'node:https';
import { injectTraceHeaders } from '@guide/platform';

/**
 * Calls to subgraphs over Node's own http client with keep-alive agents. Apollo's default fetcher
 * (make-fetch-happen over minipass-fetch, retries and an agent that builds a stack trace per request to
 * tell http from https) cost the gateway about an eighth of its CPU a request (docs/decisions/0039).
 * Each call carries the active trace context (`traceparent`) while tracing runs: the subgraph's span is a child
 * of the gateway's fetch, and an unsampled request stays unsampled there.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' }),
};

export interface SubgraphAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One POST; the whole answer read as text. Rejects when there is no answer (refused, reset). */
export function postToSubgraph(url: string | URL, headers: Record<string, string>, body: string): Promise<SubgraphAnswer> {
  const target = typeof url === 'string' ? new URL(url) : url;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as 'http:'],
        headers: injectTraceHeaders({ ...headers, 'content-length': String(Buffer.byteLength(body)) }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The fetch-like answer RemoteGraphQLDataSource reads (ok, status, headers.get, json, text). */
class FetchLikeResponse {
  readonly headers = new Headers();
  readonly ok: boolean;
  readonly statusText: string;

  constructor(
    readonly url: string,
    private readonly answer: SubgraphAnswer,
  ) {
    this.ok = answer.status >= 200 && answer.status < 300;
    this.statusText = http.STATUS_CODES[answer.status] ?? '';
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) this.headers.append(name, v);
      else if (value !== undefined) this.headers.set(name, value);
    }
  }

  get status() {
    return this.answer.status;
  }

  async text() {
    return this.answer.body;
  }

  async json() {
    return JSON.parse(this.answer.body) as unknown;
  }
}

/** A `fetcher` for RemoteGraphQLDataSource: POST with the keep-alive agents above. */
export async function subgraphFetcher(url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) {
  if (init?.method && init.method !== 'POST') throw new Error(`subgraph fetcher: only POST (got ${init.method})`);
  return new FetchLikeResponse(url, await postToSubgraph(url, init?.headers ?? {}, init?.body ?? ''));
}

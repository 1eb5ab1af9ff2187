/** The outcome of checking one URL: null when it answers fine. */
export type LinkProblem =
  | { problem: 'NOT_FOUND' | 'HTTP_ERROR'; statusCode: number; error: null }
  | { problem: 'TIMEOUT' | 'UNREACHABLE'; statusCode: null; error: string }
  | { problem: 'MISSING_PAGE'; statusCode: 404; error: null };

export interface HttpCheckOptions {
  timeoutMs: number;
  userAgent: string;
}

/** Servers that refuse HEAD (405, 501) or answer it wrongly are asked again with GET. */
const RETRY_WITH_GET = new Set([400, 403, 405, 501]);

function fromStatus(status: number): LinkProblem | null {
  if (status < 400) return null;
  return { problem: status === 404 || status === 410 ? 'NOT_FOUND' : 'HTTP_ERROR', statusCode: status, error: null };
}

async function request(url: string, method: 'HEAD' | 'GET', options: HttpCheckOptions): Promise<number> {
  const res = await fetch(url, {
    method,
    redirect: 'follow',
    headers: { 'user-agent': options.userAgent, accept: 'text/html,*/*;q=0.8' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  // The status is all we need: drop the body without reading it.
  await res.body?.cancel().catch(() => undefined);
  return res.status;
}

/** The code of a fetch failure: the cause's (ENOTFOUND, ECONNREFUSED...), looking into grouped causes, or the error's message. */
function errorCode(error: unknown): string {
  let e = error as { cause?: unknown; code?: string; errors?: unknown[]; message?: string } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code) return String(e.code).slice(0, 60);
    e = (e.cause ?? e.errors?.[0]) as typeof e;
  }
  return String((error as Error)?.message ?? 'ERROR').slice(0, 60);
}

/** HEAD, then GET when HEAD is refused; a network failure is UNREACHABLE, distinct from an HTTP error. */
export async function checkHttp(url: string, options: HttpCheckOptions): Promise<LinkProblem | null> {
  try {
    let status = await request(url, 'HEAD', options);
    if (RETRY_WITH_GET.has(status)) status = await request(url, 'GET', options);
    return fromStatus(status);
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { problem: 'TIMEOUT', statusCode: null, error: 'TIMEOUT' };
    return { problem: 'UNREACHABLE', statusCode: null, error: errorCode(error) };
  }
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress, isMetadataHost } from './internal-address';

/** The outcome of checking one URL: null when it answers fine. */
export type LinkProblem =
  | { problem: 'NOT_FOUND' | 'HTTP_ERROR'; statusCode: number; error: null }
  | { problem: 'TIMEOUT' | 'UNREACHABLE' | 'NOT_CHECKED'; statusCode: null; error: string }
  | { problem: 'MISSING_PAGE'; statusCode: 404; error: null };

/**
 * The network the checks may use. A test seam, not configuration (no variable can open the internal network
 * in production): a local server stands for the internet when its address is listed in `treatAsPublic`.
 */
export interface LinkCheckNetwork {
  /** Addresses a check may reach although they are not public (tests: `127.0.0.2`). */
  treatAsPublic?: readonly string[];
  /** Every address of a host name. Default: the system resolver. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface HttpCheckOptions {
  timeoutMs: number;
  userAgent: string;
  network?: LinkCheckNetwork;
}

/** Servers that refuse HEAD (405, 501) or answer it wrongly are asked again with GET. */
const RETRY_WITH_GET = new Set([400, 403, 405, 501]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** As browsers and fetch give up on a chain (fetch: 20). */
const MAX_REDIRECTS = 10;

/** A link the check does not ask: it leads into the internal network (or is no web address). */
class NotChecked extends Error {
  constructor(readonly reason: 'INTERNAL_ADDRESS' | 'NOT_HTTP') {
    super(reason);
  }
}

function fromStatus(status: number): LinkProblem | null {
  if (status < 400) return null;
  return { problem: status === 404 || status === 410 ? 'NOT_FOUND' : 'HTTP_ERROR', statusCode: status, error: null };
}

const systemResolve = async (hostname: string) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The addresses a URL's host leads to, every one of them public; else NotChecked. The name is resolved here,
 * once, and the connection goes to these addresses (`pinned`): a second DNS answer (rebinding) cannot move it.
 */
async function publicAddresses(url: URL, network: LinkCheckNetwork): Promise<string[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NotChecked('NOT_HTTP');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isMetadataHost(host)) throw new NotChecked('INTERNAL_ADDRESS');
  const addresses = isIP(host) ? [host] : await (network.resolve ?? systemResolve)(host);
  if (!addresses.length) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  const allowed = (address: string) => network.treatAsPublic?.includes(address) || !isInternalAddress(address);
  if (!addresses.every(allowed)) throw new NotChecked('INTERNAL_ADDRESS');
  return addresses;
}

/** `promise`, or a TimeoutError after `ms` (a DNS answer that never comes). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('No DNS answer in time'), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** net.connect's lookup, answering only the addresses already checked. */
function pinned(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, addresses: typeof entries) => void)(null, entries);
    else callback(null, entries[0].address, entries[0].family);
  };
}

/** One request, its answer's status and Location; the body is never read. */
function requestOnce(url: URL, method: 'HEAD' | 'GET', addresses: string[] | null, options: HttpCheckOptions): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method,
        agent: false,
        headers: { 'user-agent': options.userAgent, accept: 'text/html,*/*;q=0.8' },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(addresses ? { lookup: pinned(addresses) } : {}),
      },
      (res: IncomingMessage) => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        res.destroy(); // the status is all we need
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A URL asked hop by hop: each redirect's target is checked like the link itself before it is asked. */
async function follow(start: string, method: 'HEAD' | 'GET', options: HttpCheckOptions): Promise<number> {
  let url = new URL(start);
  for (let hop = 0; ; hop++) {
    const addresses = await within(publicAddresses(url, options.network ?? {}), options.timeoutMs);
    const { status, location } = await requestOnce(url, method, addresses, options);
    if (!REDIRECTS.has(status) || !location) return status;
    if (hop === MAX_REDIRECTS) throw Object.assign(new Error('Too many redirects'), { code: 'TOO_MANY_REDIRECTS' });
    url = new URL(location, url);
  }
}

/** The code of a request failure: the cause's (ENOTFOUND, ECONNREFUSED...), looking into grouped causes, or the error's message. */
function errorCode(error: unknown): string {
  let e = error as { cause?: unknown; code?: string; errors?: unknown[]; message?: string } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code) return String(e.code).slice(0, 60);
    e = (e.cause ?? e.errors?.[0]) as typeof e;
  }
  return String((error as Error)?.message ?? 'ERROR').slice(0, 60);
}

async function outcome(check: () => Promise<number>): Promise<LinkProblem | null> {
  try {
    return fromStatus(await check());
  } catch (error) {
    if (error instanceof NotChecked) return { problem: 'NOT_CHECKED', statusCode: null, error: error.reason };
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { problem: 'TIMEOUT', statusCode: null, error: 'TIMEOUT' };
    return { problem: 'UNREACHABLE', statusCode: null, error: errorCode(error) };
  }
}

/**
 * An outside link: HEAD, then GET when HEAD is refused; redirects followed by hand, every hop's host resolved
 * and checked first. A link leading into the internal network is NOT_CHECKED and never asked; a network
 * failure is UNREACHABLE, distinct from an HTTP error.
 */
export function checkHttp(url: string, options: HttpCheckOptions): Promise<LinkProblem | null> {
  return outcome(async () => {
    const status = await follow(url, 'HEAD', options);
    return RETRY_WITH_GET.has(status) ? follow(url, 'GET', options) : status;
  });
}

/**
 * A site path asked to the web server the operator configured (`BROKEN_LINKS_WEB_URL`, usually an internal
 * address, trusted as such): one request, never a redirect followed, as a redirect there is a page that moved
 * (and may lead anywhere a staff-typed redirect says).
 */
export function checkOwnSite(url: string, options: HttpCheckOptions): Promise<LinkProblem | null> {
  return outcome(async () => {
    const status = (await requestOnce(new URL(url), 'HEAD', null, options)).status;
    return RETRY_WITH_GET.has(status) ? (await requestOnce(new URL(url), 'GET', null, options)).status : status;
  });
}

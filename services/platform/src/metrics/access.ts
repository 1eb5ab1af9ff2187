import { BlockList, isIP } from 'node:net';

/**
 * Who may read `/metrics` (API-CONTRACT "Operations"): loopback or the cluster network, never the public
 * edge. Prometheus scrapes a process directly, so a request that went through a proxy (it carries
 * X-Forwarded-For, Forwarded or X-Real-IP) is the edge's unless the proxy is one we trust, and then the
 * client that proxy names must itself be allowed. Without this, a public visitor relayed by an ingress
 * or a reverse proxy on the same machine would arrive from a private or loopback address and be let in.
 */
export type MetricsAudience = 'loopback' | 'private';

export interface MetricsAccessOptions {
  /** `loopback`: this machine only (the web server); `private`: also the cluster network (default). */
  allow?: MetricsAudience;
  /**
   * Proxies whose X-Forwarded-For is believed (IPs/CIDRs, or Express's names `loopback`, `linklocal`,
   * `uniquelocal`): the gateway's `TRUSTED_PROXIES`, the web server's `WEB_TRUSTED_PROXIES`. None by default.
   */
  trustedProxies?: string[];
}

/** Headers a proxy adds: their presence means the request did not come straight from its TCP peer. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip'];

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
export function normalizeAddress(address: string | undefined): string {
  const trimmed = (address ?? '').trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

function blockList(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const LINK_LOCAL = ['169.254.0.0/16', 'fe80::/10'];
const UNIQUE_LOCAL = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];
/**
 * The cluster network: RFC 1918, IPv6 unique-local, and 100.64/10 (shared address space, which some
 * managed Kubernetes networks give pods), besides loopback.
 */
const PRIVATE = [...LOOPBACK, ...UNIQUE_LOCAL, '100.64.0.0/10'];

const NAMED: Record<string, string[]> = { loopback: LOOPBACK, linklocal: LINK_LOCAL, uniquelocal: UNIQUE_LOCAL };

function matcher(ranges: string[]): (address: string) => boolean {
  const list = blockList(ranges);
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

export const isLoopbackAddress = matcher(LOOPBACK);
export const isPrivateAddress = matcher(PRIVATE);

/** The request as the guard needs it: Node's IncomingMessage and Express's Request both fit. */
export interface MetricsRequestLike {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

const headerValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

/** Builds the check once (the trusted list is compiled); true when the request may read the metrics. */
export function metricsAccess(options: MetricsAccessOptions = {}): (req: MetricsRequestLike) => boolean {
  const allowed = options.allow === 'loopback' ? isLoopbackAddress : isPrivateAddress;
  const trusted = matcher((options.trustedProxies ?? []).flatMap((entry) => NAMED[entry] ?? [entry]));
  return (req) => {
    const peer = normalizeAddress(req.socket.remoteAddress);
    const forwarded = FORWARDING_HEADERS.filter((name) => headerValue(req.headers[name]) !== undefined);
    if (!forwarded.length) return allowed(peer);
    // Relayed by someone we do not trust: the edge (or a visitor writing the header). Refused.
    if (!trusted(peer)) return false;
    const xff = headerValue(req.headers['x-forwarded-for']);
    // A trusted proxy that names its client another way than X-Forwarded-For: we cannot check that client.
    if (xff === undefined) return false;
    // Express's `trust proxy` walk: from the right, past every trusted hop; the first untrusted one is the client.
    const hops = xff.split(',').map(normalizeAddress).reverse();
    let client = peer;
    for (const hop of hops) {
      if (!trusted(client)) break;
      client = hop;
    }
    return allowed(client);
  };
}

import { AccessTokenVerifier, GATEWAY_SECRET_HEADER, Identity, SUBGRAPHS, subgraphUrl } from '@guide/platform';

/**
 * Access tokens live 15 minutes, but a logout, a deactivation, a deletion or a role change must end
 * them within seconds. So a token that verifies is also checked with identity
 * (`GET /internal/sessions/:sid?sub=&sv=&kind=` → `{ valid }`): is its sign-in (`sid`) still open and
 * its subject's session version (`sv`) still current? A token that is not becomes anonymous, and the
 * apps' usual refresh then runs (it fails after a logout, and brings the new rights after a role change).
 *
 * Answers are cached briefly per (subject, sid, sv), so revocation takes effect within `ttlMs` without
 * one call per request.
 *
 * When identity cannot answer (down, timeout, 5xx):
 * - admin tokens are refused (fail closed): they carry the back office's rights (prices, accounts,
 *   roles), and a revoked administrator must not keep them for a whole outage; without identity the back
 *   office cannot sign anyone in or refresh anyway, so little is lost.
 * - customer tokens are accepted (fail open): the storefront (catalogue, basket, orders in other
 *   subgraphs) keeps working through an identity outage, a customer token grants only that customer's
 *   own data, and the token still expires within 15 minutes.
 * That answer is not cached, beyond `unreachableMs` so an outage does not cost one timeout per request.
 */
export interface RevocationOptions {
  /** Base URL of identity (no /graphql), e.g. http://127.0.0.1:4101 */
  identityUrl: string;
  gatewaySecret: string;
  /** How long an answer is trusted. */
  ttlMs?: number;
  /** Cache bound: oldest entries go first. */
  maxEntries?: number;
  /** Wait for identity's answer at most this long. */
  timeoutMs?: number;
  /** After a failed call, how long identity counts as unreachable without asking again. */
  unreachableMs?: number;
  now?: () => number;
  /** The HTTP client (tests count calls with it). */
  fetch?: typeof fetch;
}

export const REVOCATION_DEFAULTS = { ttlMs: 5000, maxEntries: 10_000, timeoutMs: 1500, unreachableMs: 1000 };

type Answer = boolean | 'unreachable';

/** identity's base URL as the gateway routes to it (IDENTITY_URL or its default port), without /graphql. */
export function identityBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const identity = SUBGRAPHS.find((s) => s.name === 'identity');
  if (!identity) throw new Error('identity is not in the subgraph list');
  return subgraphUrl(identity, env).replace(/\/graphql\/?$/, '');
}

export function withRevocationCheck(verify: AccessTokenVerifier, options: RevocationOptions): AccessTokenVerifier {
  const { ttlMs, maxEntries, timeoutMs, unreachableMs } = { ...REVOCATION_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const http = options.fetch ?? fetch;
  const base = options.identityUrl.replace(/\/+$/, '');
  const cache = new Map<string, { answer: boolean; until: number }>();
  const inFlight = new Map<string, Promise<Answer>>();
  let unreachableUntil = 0;

  async function ask(identity: Exclude<Identity, { kind: 'anonymous' }>, sid: string, sv: number): Promise<Answer> {
    if (now() < unreachableUntil) return 'unreachable';
    const query = new URLSearchParams({ sub: identity.id, sv: String(sv), kind: identity.kind });
    try {
      const res = await http(`${base}/internal/sessions/${encodeURIComponent(sid)}?${query}`, {
        headers: { [GATEWAY_SECRET_HEADER]: options.gatewaySecret },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = res.ok ? ((await res.json()) as { valid?: unknown }) : null;
      if (typeof body?.valid === 'boolean') return body.valid;
    } catch {
      /* down or too slow: below */
    }
    unreachableUntil = now() + unreachableMs;
    return 'unreachable';
  }

  function remember(key: string, answer: boolean): void {
    cache.delete(key); // re-inserted last: Map order is age order
    cache.set(key, { answer, until: now() + ttlMs });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  }

  return async (token) => {
    const identity = await verify(token);
    if (!identity || identity.kind === 'anonymous') return identity;
    const { sessionId: sid, sessionVersion: sv } = identity;
    // Every token identity mints names its sign-in; one that does not cannot be checked.
    if (!sid || sv === undefined) return null;
    const key = `${identity.kind}:${identity.id}:${sid}:${sv}`;
    const cached = cache.get(key);
    if (cached && cached.until > now()) return cached.answer ? identity : null;
    let pending = inFlight.get(key);
    if (!pending) {
      // Concurrent requests with one token share one call.
      pending = ask(identity, sid, sv).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const answer = await pending;
    if (answer === 'unreachable') return identity.kind === 'customer' ? identity : null;
    remember(key, answer);
    return answer ? identity : null;
  };
}

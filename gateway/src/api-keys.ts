import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { GATEWAY_SECRET_HEADER, Identity, createLogger } from '@guide/platform';
import { CostBuckets } from './rate-limit';

/**
 * Partners' API keys at the gateway (issue 26; identity's side: services/identity/src/api-keys).
 *
 * `Authorization: Bearer gk_…` is an API key, never an access token. Before the operation runs:
 * - identity says who the key acts as (`POST /internal/api-keys/verify`, gateway secret): its creator with
 *   the key's permissions that the creator still holds. Answers are cached `ttlMs` (3 s) per secret, with
 *   concurrent requests sharing one call and at most `maxEntries` answers kept (oldest first out), so a
 *   revocation, an expiry or a role change applies within seconds; an expiry closer than that ends the
 *   cached answer at the expiry itself.
 * - an unknown, revoked or expired key answers HTTP 401 `UNAUTHENTICATED` (not anonymous: a partner
 *   must see at once that its key no longer works).
 * - identity unreachable: refused (HTTP 503, `UNAUTHENTICATED`, Retry-After), like admin tokens (fail
 *   closed): a key carries back-office rights, and a revoked key must not keep them through an outage.
 * - each key has its own token bucket of requests (`ratePerSecond`, `burst`; env API_KEY_RATE_PER_SECOND,
 *   API_KEY_BURST): over it, HTTP 429 `TOO_MANY_REQUESTS` with Retry-After, as rate-limit.ts answers.
 *   The query-cost budget (rate-limit.ts) still applies too, counted on the creator's identity.
 * - accepted calls are counted per key and sent to identity every `flushMs` (2 s) and on stop
 *   (`POST /internal/api-keys/usage`): Settings › API keys shows the day's count and the last use.
 * The operation then runs with that identity, authenticated by 'bearer' (no CSRF token: no cookie).
 */
export interface ApiKeyOptions {
  /** Base URL of identity (no /graphql), e.g. http://127.0.0.1:4101 */
  identityUrl: string;
  gatewaySecret: string;
  /** How long identity's answer about a secret is trusted. */
  ttlMs?: number;
  /** Answers kept at once: the oldest go first. */
  maxEntries?: number;
  /** Wait for identity's answer at most this long. */
  timeoutMs?: number;
  /** After a failed call, how long identity counts as unreachable without asking again. */
  unreachableMs?: number;
  /** Requests a key regains per second. */
  ratePerSecond?: number;
  /** Requests a key may make at once (a full bucket). */
  burst?: number;
  /** Keys whose bucket is remembered at once (least recently seen forgotten first: at worst a full bucket). */
  maxKeys?: number;
  /** How often usage counts go to identity. */
  flushMs?: number;
  now?: () => number;
  /** The HTTP client (tests count calls with it). */
  fetch?: typeof fetch;
}

/** Generous: a partner's integration syncing a catalogue stays well under; small values are for tests. */
export const API_KEY_DEFAULTS = {
  ttlMs: 3000,
  maxEntries: 10_000,
  timeoutMs: 1500,
  unreachableMs: 1000,
  ratePerSecond: 50,
  burst: 200,
  maxKeys: 10_000,
  flushMs: 2000,
};

export const API_KEY_SECRET_PREFIX = 'gk_';

/** What the middleware leaves for the GraphQL context (res.locals) once a key is accepted. */
export const API_KEY_LOCAL = 'guideApiKey';
export interface AcceptedApiKey {
  keyId: string;
  identity: Identity;
}

type Verdict = { valid: true; keyId: string; identity: Identity; expiresAt: number | null } | { valid: false } | 'unreachable';

/** Usage not yet reported beyond this many keys is dropped (identity down for long): counts are best effort. */
const MAX_PENDING_KEYS = 100_000;

const log = createLogger('gateway');

/** The API key of a request: a Bearer token starting `gk_`. */
export function apiKeySecretOf(req: Pick<Request, 'headers'>): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) return undefined;
  const token = auth.slice(7).trim();
  return token.startsWith(API_KEY_SECRET_PREFIX) ? token : undefined;
}

/** identity's verify answer, checked field by field: anything else is "invalid". */
function readVerdict(body: unknown): Verdict {
  const b = body as {
    valid?: unknown;
    keyId?: unknown;
    expiresAt?: unknown;
    identity?: { kind?: unknown; id?: unknown; email?: unknown; permissions?: unknown };
  } | null;
  if (
    b?.valid !== true ||
    typeof b.keyId !== 'string' ||
    b.identity?.kind !== 'admin' ||
    typeof b.identity.id !== 'string' ||
    !Array.isArray(b.identity.permissions)
  ) {
    return { valid: false };
  }
  const expiresAt = typeof b.expiresAt === 'string' ? Date.parse(b.expiresAt) : NaN;
  return {
    valid: true,
    keyId: b.keyId,
    expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
    identity: {
      kind: 'admin',
      id: b.identity.id,
      email: typeof b.identity.email === 'string' ? b.identity.email : undefined,
      permissions: b.identity.permissions.filter((p): p is string => typeof p === 'string'),
    },
  };
}

function refuse(res: Response, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export class ApiKeys {
  private readonly options: Required<Omit<ApiKeyOptions, 'now' | 'fetch'>>;
  private readonly now: () => number;
  private readonly http: typeof fetch;
  private readonly base: string;
  private readonly cache = new Map<string, { verdict: Exclude<Verdict, 'unreachable'>; until: number }>();
  private readonly inFlight = new Map<string, Promise<Verdict>>();
  private readonly buckets: CostBuckets;
  private unreachableUntil = 0;
  private pending = new Map<string, { requests: number; lastUsedAt: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(options: ApiKeyOptions) {
    this.options = { ...API_KEY_DEFAULTS, ...stripUndefined(options) } as ApiKeys['options'];
    this.now = options.now ?? Date.now;
    this.http = options.fetch ?? fetch;
    this.base = options.identityUrl.replace(/\/+$/, '');
    const { ratePerSecond, burst, maxKeys } = this.options;
    this.buckets = new CostBuckets({ perSecond: ratePerSecond, burst, signedInFactor: 1, maxClients: maxKeys });
  }

  /** Who a secret acts as, from the cache or identity. */
  async verify(secret: string): Promise<Verdict> {
    // Keyed by the secret's digest: the cache holds no usable secret.
    const key = createHash('sha256').update(secret).digest('base64url');
    const cached = this.cache.get(key);
    if (cached && cached.until > this.now()) return cached.verdict;
    let pending = this.inFlight.get(key);
    if (!pending) {
      // Concurrent requests with one key share one call.
      pending = this.ask(secret).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const verdict = await pending;
    if (verdict !== 'unreachable') this.remember(key, verdict);
    return verdict;
  }

  /** Spends one request from the key's bucket. */
  take(keyId: string) {
    return this.buckets.take(keyId, 1, 1, this.now());
  }

  /** Counts one accepted call (sent to identity by the next flush). */
  count(keyId: string): void {
    const seen = this.pending.get(keyId);
    if (!seen && this.pending.size >= MAX_PENDING_KEYS) return;
    this.pending.set(keyId, { requests: (seen?.requests ?? 0) + 1, lastUsedAt: this.now() });
    // The timer starts with the first use: a gateway nobody calls with a key sends nothing.
    if (!this.timer) {
      this.timer = setInterval(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Sends the counts since the last flush; kept for the next one when identity does not take them. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.send());
    return this.flushing;
  }

  /** Stops the timer and sends what is left (the gateway's shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Express middleware for /graphql: accepts a valid key within its rate, refuses the rest; other requests pass. */
  middleware() {
    return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      const secret = apiKeySecretOf(req);
      if (!secret) return next();
      const verdict = await this.verify(secret);
      if (verdict === 'unreachable') {
        refuse(res, 503, 'UNAUTHENTICATED', 'The API key cannot be checked right now: try again in a moment', { 'retry-after': '1' });
        return;
      }
      if (!verdict.valid) {
        refuse(res, 401, 'UNAUTHENTICATED', 'Unknown, revoked or expired API key', { 'www-authenticate': 'Bearer error="invalid_token"' });
        return;
      }
      const limit = this.take(verdict.keyId);
      if (!limit.ok) {
        refuse(res, 429, 'TOO_MANY_REQUESTS', 'Too many requests with this API key: wait a moment and try again', {
          'retry-after': String(limit.retryAfterSeconds),
        });
        return;
      }
      this.count(verdict.keyId);
      res.locals[API_KEY_LOCAL] = { keyId: verdict.keyId, identity: verdict.identity } satisfies AcceptedApiKey;
      next();
    };
  }

  private async ask(secret: string): Promise<Verdict> {
    if (this.now() < this.unreachableUntil) return 'unreachable';
    try {
      const res = await this.http(`${this.base}/internal/api-keys/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [GATEWAY_SECRET_HEADER]: this.options.gatewaySecret },
        body: JSON.stringify({ secret }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (res.ok) return readVerdict(await res.json());
    } catch {
      /* down or too slow: below */
    }
    this.unreachableUntil = this.now() + this.options.unreachableMs;
    return 'unreachable';
  }

  private remember(key: string, verdict: Exclude<Verdict, 'unreachable'>): void {
    let until = this.now() + this.options.ttlMs;
    if (verdict.valid && verdict.expiresAt !== null) until = Math.min(until, verdict.expiresAt);
    this.cache.delete(key); // re-inserted last: Map order is age order
    this.cache.set(key, { verdict, until });
    while (this.cache.size > this.options.maxEntries) this.cache.delete(this.cache.keys().next().value!);
  }

  private async send(): Promise<void> {
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    const usage = [...batch].map(([id, u]) => ({ id, requests: u.requests, lastUsedAt: new Date(u.lastUsedAt).toISOString() }));
    try {
      const res = await this.http(`${this.base}/internal/api-keys/usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [GATEWAY_SECRET_HEADER]: this.options.gatewaySecret },
        body: JSON.stringify({ usage }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!res.ok) throw new Error(`identity answered ${res.status}`);
    } catch (error) {
      // Put back for the next flush (added to what came meanwhile).
      for (const [id, u] of batch) {
        const now = this.pending.get(id);
        if (!now && this.pending.size >= MAX_PENDING_KEYS) continue;
        this.pending.set(id, { requests: u.requests + (now?.requests ?? 0), lastUsedAt: Math.max(u.lastUsedAt, now?.lastUsedAt ?? 0) });
      }
      log.warn({ error: (error as Error).message, keys: batch.size }, 'API key usage not recorded yet');
    }
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

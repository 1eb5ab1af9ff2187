import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { AccessTokenVerifier, Identity } from '@guide/platform';
import { ACCESS_COOKIES, AuthenticatedBy, readCookie } from './auth';

/**
 * CSRF protection for cookie sessions. The token is an HMAC of the session id with a key derived from
 * the gateway secret, so it cannot be forged or carried over to another session (a plain double-submit
 * cookie can be planted by whoever writes cookies for the site). The gateway keeps a cookie readable by
 * the apps holding the token of each session the browser has (customer and admin, joined by "."); the
 * apps echo it in `x-csrf-token`, and a mutation authenticated by a session cookie must carry the token
 * of that session, otherwise HTTP 419 (the apps show their "page expired" screen). Only a valid Bearer
 * token (no ambient credentials) is exempt. Apollo's CSRF prevention (preflight header) stays on as a
 * second layer.
 */
export const CSRF_HEADER = 'x-csrf-token';
/** `__Host-` (Secure, Path=/, no Domain): no sibling host nor plain-HTTP page can set or replace it. */
export const csrfCookieName = (production: boolean) => (production ? '__Host-guide_csrf' : 'guide_csrf');
const MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Two sessions at most (storefront, admin): a longer header is not one of ours. */
const MAX_HEADER_LENGTH = 200;

/** The session a token belongs to: the `sid` claim when identity sets it (stable across refreshes), else the subject. */
function sessionOf(identity: Identity): string | undefined {
  if (identity.kind === 'anonymous') return undefined;
  const sid = (identity as { sessionId?: unknown }).sessionId;
  return `${identity.kind}:${typeof sid === 'string' && sid ? `sid:${sid}` : `sub:${identity.id}`}`;
}

export class CsrfTokens {
  private readonly key: Buffer;

  constructor(
    gatewaySecret: string,
    readonly production: boolean,
  ) {
    // A key of its own, derived with a label: a CSRF token never reveals anything usable elsewhere.
    this.key = createHmac('sha256', gatewaySecret).update('guide-gateway/csrf-token/v1').digest();
  }

  get cookieName(): string {
    return csrfCookieName(this.production);
  }

  /** The token of the identity's session; none for the anonymous. */
  tokenFor(identity: Identity): string | undefined {
    const session = sessionOf(identity);
    return session && createHmac('sha256', this.key).update(session).digest('base64url');
  }

  /** Whether the header carries the token of this identity's session (the apps send the whole cookie). */
  matches(header: unknown, identity: Identity): boolean {
    const expected = this.tokenFor(identity);
    if (!expected || typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return false;
    const want = Buffer.from(expected);
    let ok = false;
    for (const part of header.split('.')) {
      const got = Buffer.from(part.trim());
      if (got.length === want.length && timingSafeEqual(got, want)) ok = true;
    }
    return ok;
  }

  /**
   * Sets the readable cookie to the tokens of the sessions the browser holds once this response is
   * applied (its own cookies, with the Set-Cookie headers already on the response: a sign-in, a
   * refresh, a sign-out). Nothing is sent when the cookie is already right.
   */
  async refreshCookie(requestCookies: string | undefined, res: Response, verify: AccessTokenVerifier): Promise<void> {
    const jar = cookiesAfter(requestCookies, res.getHeader('set-cookie'));
    const tokens: string[] = [];
    for (const name of Object.values(ACCESS_COOKIES)) {
      const value = jar.get(name);
      if (!value) continue;
      const identity = await verify(value);
      // Expired, revoked, or identity unreachable for the revocation check: leave the cookie as it is
      // (a refresh or the next request settles it) rather than drop a token a retry still needs.
      if (!identity) return;
      const token = this.tokenFor(identity);
      if (token) tokens.push(token);
    }
    const wanted = tokens.join('.');
    const current = readCookie(requestCookies, this.cookieName);
    if (wanted === (current ?? '') || res.headersSent) return;
    const options = { httpOnly: false, sameSite: 'lax' as const, secure: this.production, path: '/' };
    if (wanted) res.cookie(this.cookieName, wanted, { ...options, maxAge: MAX_AGE_MS });
    else res.clearCookie(this.cookieName, options);
  }
}

/** The browser's cookies once the response's Set-Cookie headers are applied (a cleared cookie is gone). */
export function cookiesAfter(requestCookies: string | undefined, setCookie: unknown): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (requestCookies ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) jar.set(part.slice(0, index).trim(), safeDecode(part.slice(index + 1).trim()));
  }
  const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  for (const line of lines as string[]) {
    const [pair, ...attributes] = String(line).split(';');
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    const value = safeDecode(pair.slice(index + 1).trim());
    const expired = attributes.some((a) => {
      const [k, v = ''] = a.split('=').map((s) => s.trim());
      if (/^max-age$/i.test(k)) return Number(v) <= 0;
      if (/^expires$/i.test(k)) return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || !value) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Refuses cookie-authenticated mutations whose CSRF token is not the session's. */
export function csrfPlugin<C extends { authenticatedBy: AuthenticatedBy; csrfOk: boolean }>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation' || contextValue.authenticatedBy !== 'cookie' || contextValue.csrfOk) return;
          throw csrfRefusal();
        },
      };
    },
  };
}

export const CSRF_REFUSAL_MESSAGE = 'Page expired: reload the page and try again';
export const csrfRefusal = () =>
  new GraphQLError(CSRF_REFUSAL_MESSAGE, { extensions: { code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID', http: { status: 419 } } });

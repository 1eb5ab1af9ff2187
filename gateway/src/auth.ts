import type { Request } from 'express';
import { ANONYMOUS, AccessTokenVerifier, Identity } from '@guide/platform';

/** Cookie names shared with identity, which sets them (HttpOnly) through the gateway. */
export const ACCESS_COOKIES = { storefront: 'guide_customer_at', admin: 'guide_admin_at' } as const;
/** Browser apps say which app they are; it picks the session cookie and is a non-simple header (CSRF). */
export const CLIENT_HEADER = 'x-guide-client';
/** What a request's credentials are; the CSRF rule (csrf.ts) asks cookie sessions for the token on mutations. */
export type AuthenticatedBy = 'bearer' | 'cookie' | 'none';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return undefined; // a malformed cookie is no cookie, not a crash
    }
  }
  return undefined;
}

const isBearer = (auth: unknown): auth is string => typeof auth === 'string' && auth.startsWith('Bearer ');

/** Bearer token first (partners, tools), then the app's HttpOnly cookie (browsers). */
export function accessTokenOf(req: Pick<Request, 'headers'>): string | undefined {
  const auth = req.headers.authorization;
  if (isBearer(auth)) return auth.slice(7).trim();
  const client = req.headers[CLIENT_HEADER] === 'admin' ? 'admin' : 'storefront';
  return readCookie(req.headers.cookie, ACCESS_COOKIES[client]);
}

export async function identityOf(req: Pick<Request, 'headers'>, verify: AccessTokenVerifier): Promise<Identity> {
  return (await authenticate(req, verify)).identity;
}

/**
 * The caller's identity and what proved it. Only a valid Bearer token counts as "bearer" (exempt from
 * the CSRF token); a session cookie sent with any other Authorization header is still a cookie session.
 */
export async function authenticate(req: Pick<Request, 'headers'>, verify: AccessTokenVerifier): Promise<{ identity: Identity; by: AuthenticatedBy }> {
  const token = accessTokenOf(req);
  const identity = token ? await verify(token) : null;
  if (!identity || identity.kind === 'anonymous') return { identity: ANONYMOUS, by: 'none' };
  return { identity, by: isBearer(req.headers.authorization) ? 'bearer' : 'cookie' };
}

import type { Request } from 'express';
import { ANONYMOUS, AccessTokenVerifier, Identity } from '@guide/platform';

/** Cookie names shared with identity, which sets them (HttpOnly) through the gateway. */
export const ACCESS_COOKIES = { storefront: 'guide_customer_at', admin: 'guide_admin_at' } as const;
/** Browser apps say which app they are; it picks the session cookie and is a non-simple header (CSRF). */
export const CLIENT_HEADER = 'x-guide-client';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Bearer token first (partners, tools), then the app's HttpOnly cookie (browsers). */
export function accessTokenOf(req: Pick<Request, 'headers'>): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
  const client = req.headers[CLIENT_HEADER] === 'admin' ? 'admin' : 'storefront';
  return readCookie(req.headers.cookie, ACCESS_COOKIES[client]);
}

export async function identityOf(req: Pick<Request, 'headers'>, verify: AccessTokenVerifier): Promise<Identity> {
  const token = accessTokenOf(req);
  if (!token) return ANONYMOUS;
  return (await verify(token)) ?? ANONYMOUS;
}

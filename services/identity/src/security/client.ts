import type { Request, Response } from 'express';

/** What resolvers read from the HTTP exchange behind a GraphQL operation. */
export interface GraphQLHttpContext {
  req: Request & { res?: Response };
}

/**
 * The client's address for throttling. The gateway (the only caller a subgraph accepts) sets
 * `x-forwarded-for` to the address it saw; the last entry is the one the nearest trusted hop added.
 */
export function clientAddress(req: Pick<Request, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded[forwarded.length - 1] : forwarded;
  const last = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || req.socket?.remoteAddress || 'unknown';
}

export function userAgent(req: Pick<Request, 'headers'>): string | null {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 300) : null;
}

export function readCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Address and user agent of the caller, recorded with sessions and used for throttling. */
export function clientInfo(ctx: GraphQLHttpContext): { ip: string; userAgent: string | null } {
  return { ip: clientAddress(ctx.req), userAgent: userAgent(ctx.req) };
}

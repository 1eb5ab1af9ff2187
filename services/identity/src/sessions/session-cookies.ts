import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { ACCESS_TOKEN_TTL_SECONDS, SERVICE_CONFIG } from '@guide/platform';
import { IdentityConfig } from '../identity.config';
import { GraphQLHttpContext, readCookie } from '../security/client';
import { SubjectKind } from './session.entity';
import { IssuedSession } from './sessions.service';

/** Cookie names shared with the gateway, which reads the access cookie when there is no Authorization. */
export const SESSION_COOKIES = {
  customer: { access: 'guide_customer_at', refresh: 'guide_customer_rt' },
  admin: { access: 'guide_admin_at', refresh: 'guide_admin_rt' },
} as const;

/**
 * The browser apps keep tokens in HttpOnly cookies: identity sets them on its HTTP response and the
 * gateway forwards that Set-Cookie to the browser (and the browser's Cookie header back here).
 */
@Injectable()
export class SessionCookies {
  private readonly secure: boolean;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.secure = config.NODE_ENV === 'production';
  }

  private options(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' };
  }

  set(ctx: GraphQLHttpContext, session: IssuedSession): void {
    const res = this.response(ctx);
    if (!res) return;
    const names = SESSION_COOKIES[session.kind];
    res.cookie(names.access, session.accessToken, { ...this.options(), maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000 });
    // Without "remember me" the refresh cookie ends with the browser session.
    res.cookie(
      names.refresh,
      session.refreshToken,
      session.remember ? { ...this.options(), maxAge: session.refreshExpiresAt.getTime() - Date.now() } : this.options(),
    );
  }

  clear(ctx: GraphQLHttpContext, kind: SubjectKind): void {
    const res = this.response(ctx);
    if (!res) return;
    res.clearCookie(SESSION_COOKIES[kind].access, this.options());
    res.clearCookie(SESSION_COOKIES[kind].refresh, this.options());
  }

  /** The refresh token: the explicit argument (API clients) or the cookie (browsers). */
  refreshToken(ctx: GraphQLHttpContext, kind: SubjectKind, explicit?: string | null): string | undefined {
    return explicit || readCookie(ctx.req, SESSION_COOKIES[kind].refresh);
  }

  private response(ctx: GraphQLHttpContext): Response | undefined {
    return ctx.req.res;
  }
}

/**
 * The GraphQL AuthSession. The browser apps (they name themselves with `x-guide-client`) get the refresh
 * token only as an HttpOnly cookie, never in the body where a page script could read it; API clients
 * get it in the body.
 */
export function toAuthSession(session: IssuedSession, ctx: GraphQLHttpContext) {
  const browserApp = typeof ctx.req.headers?.['x-guide-client'] === 'string';
  return { accessToken: session.accessToken, expiresAt: session.expiresAt.toISOString(), refreshToken: browserApp ? null : session.refreshToken };
}

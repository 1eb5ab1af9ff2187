import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { readCookie } from './auth';

/**
 * CSRF protection for cookie sessions (double submit). The gateway gives each browser a random
 * `guide_csrf` cookie readable by the apps; a mutation authenticated by a session cookie must echo it
 * in `x-csrf-token`. A missing, expired or different token answers HTTP 419 (the apps show their
 * "page expired" screen). Bearer-token calls (partners, tools) carry no ambient credentials: exempt.
 * Apollo's own CSRF prevention (preflight header) stays on as a second layer.
 */
export const CSRF_COOKIE = 'guide_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

export function issueCsrfCookie(production: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!readCookie(req.headers.cookie, CSRF_COOKIE)) {
      res.cookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), { httpOnly: false, sameSite: 'lax', secure: production, path: '/', maxAge: MAX_AGE_MS });
    }
    next();
  };
}

export function csrfTokenMatches(headers: Request['headers']): boolean {
  const cookie = readCookie(headers.cookie, CSRF_COOKIE);
  const header = headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses cookie-authenticated mutations whose CSRF token does not match. */
export function csrfPlugin<C extends { authenticatedBy: 'bearer' | 'cookie' | 'none'; csrfOk: boolean }>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation' || contextValue.authenticatedBy !== 'cookie' || contextValue.csrfOk) return;
          throw new GraphQLError('Page expired: reload the page and try again', {
            extensions: { code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID', http: { status: 419 } },
          });
        },
      };
    },
  };
}

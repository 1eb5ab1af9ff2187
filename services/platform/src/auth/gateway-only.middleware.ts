import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, decodeIdentity } from './identity';

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const HEALTH_PATHS = new Set(['/health', '/health/live']);

/**
 * Subgraphs answer only the gateway (health aside): the shared secret proves the caller, and only
 * then is the forwarded identity trusted.
 */
export function gatewayOnly(secret: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Mounted by Nest under a route pattern, so req.path is relative: read the original URL.
    // The orchestrator's probes: /health (readiness) and /health/live (liveness).
    if (HEALTH_PATHS.has(req.originalUrl.split('?')[0])) return next();
    if (!sameSecret(req.header(GATEWAY_SECRET_HEADER), secret)) {
      res.status(403).json({ errors: [{ message: 'This service only accepts traffic from the gateway', extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    (req as Request & { identity: unknown }).identity = decodeIdentity(req.header(IDENTITY_HEADER));
    next();
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Newsletter links carry `<subscriber id without dashes><HMAC>`: nothing is stored, the mailer rebuilds the
 * link from the event's subscriber id, and the service checks it with the same secret. Each purpose has
 * its own MAC, so a confirmation link cannot unsubscribe and the reverse.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe';

const mac = (secret: string, purpose: TokenPurpose, id: string) => createHmac('sha256', secret).update(`newsletter:${purpose}:${id}`).digest('base64url');

export function newsletterToken(secret: string, purpose: TokenPurpose, subscriberId: string): string {
  const id = subscriberId.toLowerCase();
  return `${id.replace(/-/g, '')}${mac(secret, purpose, id)}`;
}

/** The subscriber id a token names, or null when it is malformed or its MAC is wrong. */
export function readNewsletterToken(secret: string, purpose: TokenPurpose, token: string): string | null {
  const match = /^([0-9a-f]{32})([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const hex = match[1];
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(mac(secret, purpose, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** A client address as stored and counted: an HMAC, so the table never holds the address itself. */
export function clientHash(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client:${address}`).digest('base64url').slice(0, 32);
}

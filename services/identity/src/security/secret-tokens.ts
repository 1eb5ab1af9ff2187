import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets of links and refresh tokens: 32 random bytes, base64url in the link or cookie, and
 * only their SHA-256 in the database, so a database leak gives nobody a usable token. A fast hash is
 * right here (unlike passwords): 256 random bits cannot be guessed.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A well-formed token is 43 base64url characters; anything else is refused before any lookup. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

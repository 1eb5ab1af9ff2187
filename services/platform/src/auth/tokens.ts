import { SignJWT, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, jwtVerify } from 'jose';
import { createHash } from 'node:crypto';
import { ANONYMOUS, Identity, SessionClaims } from './identity';
import { ALL_PERMISSIONS } from './permission-catalog';

/**
 * Admin permissions travel as a bitmap over the catalogue (`pb`), not as a list of keys: with every
 * permission a list makes a token over 4 KB, which browsers refuse to store as a cookie. `pv`
 * fingerprints the catalogue: a token minted against another catalogue is refused (the app refreshes).
 */
const CATALOG_VERSION = createHash('sha256').update(ALL_PERMISSIONS.join(',')).digest('base64url').slice(0, 10);

export function encodePermissions(permissions: string[]): string {
  const bits = Buffer.alloc(Math.ceil(ALL_PERMISSIONS.length / 8));
  // Keys are compared as strings: a stored role may still hold a key the catalogue has since dropped.
  const catalogue: readonly string[] = ALL_PERMISSIONS;
  for (const p of permissions) {
    const i = catalogue.indexOf(p);
    if (i >= 0) bits[i >> 3] |= 1 << (i & 7);
  }
  return bits.toString('base64url');
}

export function decodePermissions(encoded: string): string[] {
  const bits = Buffer.from(encoded, 'base64url');
  return ALL_PERMISSIONS.filter((_, i) => ((bits[i >> 3] ?? 0) & (1 << (i & 7))) !== 0);
}

/**
 * Access tokens: short-lived JWTs signed by identity with an Ed25519 private key; the gateway (and any
 * service) verifies them with the public half. Claims: sub, kind, email, for admins pb + pv, for customers
 * grp (their customer group's code, when they have one), and the
 * session claims sid (session family) + sv (subject's session version) that the gateway checks with identity.
 */
export const TOKEN_ISSUER = 'guide-identity';
export const TOKEN_AUDIENCE = 'guide';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALG = 'EdDSA';

export async function generateSigningKeys(): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
  return { privateKeyPem: await exportPKCS8(privateKey), publicKeyPem: await exportSPKI(publicKey) };
}

export async function signAccessToken(
  identity: Exclude<Identity, { kind: 'anonymous' }>,
  privateKeyPem: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const key = await importPKCS8(privateKeyPem, ALG);
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const claims: Record<string, unknown> = { kind: identity.kind, email: identity.email };
  if (identity.kind === 'admin') Object.assign(claims, { pb: encodePermissions(identity.permissions), pv: CATALOG_VERSION });
  if (identity.kind === 'customer' && identity.groupCode) claims.grp = identity.groupCode;
  if (identity.sessionId !== undefined) claims.sid = identity.sessionId;
  if (identity.sessionVersion !== undefined) claims.sv = identity.sessionVersion;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ALG })
    .setSubject(identity.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

export type AccessTokenVerifier = (token: string) => Promise<Identity | null>;

export interface VerifierOptions {
  /** Verified tokens remembered (0: none). */
  cacheSize?: number;
  now?: () => number;
}

/** A browser or partner sends the same token with every request for its 15 minutes: one signature check each. */
export const VERIFIED_TOKENS_CACHED = 10_000;

/**
 * Returns a verifier bound to one public key; null means "present but invalid or expired".
 * A token that verified is remembered (by its exact text, until its `exp`): checking the Ed25519 signature
 * again was a seventh of the gateway's CPU a request under load (bench, add-to-cart). Only successes are
 * kept, so a forged or garbage token is checked every time, and revocation stays the caller's (revocation.ts
 * asks identity about every verified token, cached or not).
 */
export async function createAccessTokenVerifier(publicKeyPem: string, options: VerifierOptions = {}): Promise<AccessTokenVerifier> {
  const key = await importSPKI(publicKeyPem, ALG);
  const size = options.cacheSize ?? VERIFIED_TOKENS_CACHED;
  const now = options.now ?? Date.now;
  const verified = new Map<string, { identity: Identity; expiresAt: number }>();
  const check = async (token: string): Promise<{ identity: Identity; expiresAt: number } | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [ALG],
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== 'string') return null;
      // Ours always expire; one that does not is accepted as before, never remembered.
      const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      const session = sessionClaimsOf(payload);
      if (payload.kind === 'customer') {
        const group = typeof payload.grp === 'string' && payload.grp ? { groupCode: payload.grp } : {};
        return { identity: { kind: 'customer', id: payload.sub, email, ...group, ...session }, expiresAt };
      }
      if (payload.kind === 'admin') {
        if (payload.pv !== CATALOG_VERSION || typeof payload.pb !== 'string') return null;
        return { identity: { kind: 'admin', id: payload.sub, email, permissions: decodePermissions(payload.pb), ...session }, expiresAt };
      }
      return null;
    } catch {
      return null;
    }
  };
  return async (token) => {
    let entry = verified.get(token);
    if (entry && entry.expiresAt <= now()) {
      verified.delete(token);
      entry = undefined;
    }
    if (!entry) {
      const checked = await check(token);
      if (!checked) return null;
      entry = checked;
      if (size > 0 && entry.expiresAt > now()) {
        // Bounded: the oldest token goes first (it is checked again if it comes back).
        if (verified.size >= size) verified.delete(verified.keys().next().value!);
        verified.set(token, entry);
      }
    }
    // A copy each time: a caller changing its identity never changes another request's.
    const identity = entry.identity;
    return identity.kind === 'admin' ? { ...identity, permissions: [...identity.permissions] } : { ...identity };
  };
}

/** Only well-formed claims, and only when present (tokens minted before them have neither). */
function sessionClaimsOf(payload: Record<string, unknown>): SessionClaims {
  const claims: SessionClaims = {};
  if (typeof payload.sid === 'string' && payload.sid) claims.sessionId = payload.sid;
  if (Number.isSafeInteger(payload.sv) && (payload.sv as number) >= 0) claims.sessionVersion = payload.sv as number;
  return claims;
}

export { ANONYMOUS };

import { SignJWT, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, jwtVerify } from 'jose';
import { ANONYMOUS, Identity } from './identity';

/**
 * Access tokens: short-lived JWTs signed by identity with an Ed25519 private key; the gateway (and any
 * service) verifies them with the public half. Claims: sub, kind, email, perms (admins only).
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
  if (identity.kind === 'admin') claims.perms = identity.permissions;
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

/** Returns a verifier bound to one public key; null means "present but invalid or expired". */
export async function createAccessTokenVerifier(publicKeyPem: string): Promise<AccessTokenVerifier> {
  const key = await importSPKI(publicKeyPem, ALG);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: [ALG] });
      if (typeof payload.sub !== 'string') return null;
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      if (payload.kind === 'customer') return { kind: 'customer', id: payload.sub, email };
      if (payload.kind === 'admin') {
        const perms = Array.isArray(payload.perms) ? payload.perms.filter((p): p is string => typeof p === 'string') : [];
        return { kind: 'admin', id: payload.sub, email, permissions: perms };
      }
      return null;
    } catch {
      return null;
    }
  };
}

export { ANONYMOUS };

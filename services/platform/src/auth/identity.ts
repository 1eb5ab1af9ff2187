import type { PermissionKey } from '@guide/vocabulary';

/**
 * Who is calling. The gateway verifies the access token and forwards this object to subgraphs in the
 * IDENTITY_HEADER (base64url JSON); subgraphs trust it only alongside a valid GATEWAY_SECRET_HEADER.
 */
export type Identity =
  | { kind: 'anonymous' }
  | ({ kind: 'customer'; id: string; email?: string; groupCode?: string } & SessionClaims)
  | ({ kind: 'admin'; id: string; email?: string; permissions: string[] } & SessionClaims);

/** A signed-in customer (what `@CurrentCustomer()` yields). */
export type CustomerIdentity = Extract<Identity, { kind: 'customer' }>;

/*
 * A customer's `groupCode` (identity's customer group, e.g. `wholesale`) travels with the identity so the
 * shop can show a product reserved to some groups without asking identity on every request. Identity
 * bumps the customer's session version when the group changes, so a stale code lives until the next
 * refresh at most (the gateway refuses the old token within seconds).
 */

/**
 * Which sign-in an access token belongs to (`sid`: the session family, stable across refreshes) and the
 * subject's session version when it was minted (`sv`). The gateway asks identity whether both are still
 * current, so a logout, deactivation or role change ends the token within seconds. Subgraphs do not need
 * them: they stay out of the forwarded identity header.
 */
export interface SessionClaims {
  sessionId?: string;
  sessionVersion?: number;
}

export const IDENTITY_HEADER = 'x-guide-identity';
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';
export const ANONYMOUS: Identity = { kind: 'anonymous' };

export function encodeIdentity(identity: Identity): string {
  const { sessionId: _sid, sessionVersion: _sv, ...forwarded } = identity as Identity & SessionClaims;
  return Buffer.from(JSON.stringify(forwarded), 'utf8').toString('base64url');
}

export function decodeIdentity(header: string | undefined): Identity {
  if (!header) return ANONYMOUS;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (value?.kind === 'customer' && typeof value.id === 'string') {
      return {
        kind: 'customer',
        id: value.id,
        email: value.email,
        ...(typeof value.groupCode === 'string' && value.groupCode ? { groupCode: value.groupCode } : {}),
      };
    }
    if (value?.kind === 'admin' && typeof value.id === 'string' && Array.isArray(value.permissions)) {
      return { kind: 'admin', id: value.id, email: value.email, permissions: value.permissions.filter((p: unknown) => typeof p === 'string') };
    }
  } catch {
    /* a malformed header is treated as anonymous */
  }
  return ANONYMOUS;
}

export function hasPermission(identity: Identity, permission: PermissionKey): boolean {
  return identity.kind === 'admin' && identity.permissions.includes(permission);
}

/** The customer group whose reserved products the caller may see: a signed-in customer's, else none. */
export function customerGroupOf(identity: Identity): string | null {
  return identity.kind === 'customer' && identity.groupCode ? identity.groupCode : null;
}

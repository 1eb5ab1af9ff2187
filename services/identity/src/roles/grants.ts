import { AppError, ErrorCode, Identity } from '@guide/platform';
import { ServerMessageKey } from '@guide/validation';

/** The keys of `keys` the caller does not hold itself, sorted. */
export function keysNotHeld(actor: Identity, keys: readonly string[]): string[] {
  const held = new Set(actor.kind === 'admin' ? actor.permissions : []);
  return [...new Set(keys)].filter((key) => !held.has(key)).sort();
}

/**
 * Nobody grants what they do not hold: giving a role (to an administrator) or keys (to a role) beyond the
 * caller's own permissions is refused, FORBIDDEN with the form field to mark and the keys concerned.
 */
export function assertHoldsAll(actor: Identity, keys: readonly string[], field: string, message: string): void {
  const missing = keysNotHeld(actor, keys);
  if (missing.length) {
    throw new AppError(ErrorCode.FORBIDDEN, message, { fieldErrors: { [field]: ServerMessageKey.PERMISSION_NOT_HELD }, permissionsNotHeld: missing });
  }
}

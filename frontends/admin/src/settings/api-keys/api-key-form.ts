import { parisDayBounds } from '@guide/ui/dates';
import { ALL_PERMISSIONS, PERMISSION_CATALOG, type PermissionGroup } from '@guide/vocabulary';

/** The form's values: the expiry is a calendar day (`YYYY-MM-DD`), the key working through that whole day (Paris clock). */
export interface ApiKeyValues {
  name: string;
  expiresOn: string | null;
  permissions: string[];
}

export const EMPTY_API_KEY: ApiKeyValues = { name: '', expiresOn: null, permissions: [] };
/** As identity checks it (services/identity/src/api-keys). */
export const API_KEY_NAME_MAX_LENGTH = 100;

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: revocation is the deliberate act. */
export function apiKeyStatus(row: { revokedAt?: string | null; expiresAt?: string | null }, now = Date.now()): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && Date.parse(row.expiresAt) <= now) return 'expired';
  return 'active';
}

/** The form's own checks (message keys, as the API's fieldErrors); the API checks them again. */
export function validateApiKey(values: ApiKeyValues, today: string): Partial<Record<keyof ApiKeyValues, string>> {
  const errors: Partial<Record<keyof ApiKeyValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'REQUIRED';
  else if ([...name].length > API_KEY_NAME_MAX_LENGTH) errors.name = 'TOO_LONG';
  if (!values.permissions.length) errors.permissions = 'REQUIRED';
  if (values.expiresOn && values.expiresOn < today) errors.expiresOn = 'DATE_IN_PAST';
  return errors;
}

export function toApiKeyInput(values: ApiKeyValues, held: readonly string[]) {
  const allowed = new Set(held);
  return {
    name: values.name.trim(),
    // Only keys the signed-in member holds, in catalogue order.
    permissions: ALL_PERMISSIONS.filter((key) => allowed.has(key) && values.permissions.includes(key)),
    expiresAt: values.expiresOn ? parisDayBounds(values.expiresOn).end : null,
  };
}

/** The catalogue cut down to the keys the member holds (empty resources and areas left out): what a key may be given. */
export function heldCatalog(held: readonly string[]): PermissionGroup[] {
  const allowed = new Set(held);
  return PERMISSION_CATALOG.map((group) => ({
    ...group,
    resources: group.resources.map((r) => ({ ...r, actions: r.actions.filter((a) => allowed.has(a.key)) })).filter((r) => r.actions.length > 0),
  })).filter((group) => group.resources.length > 0);
}

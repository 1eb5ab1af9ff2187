import { Identity, PermissionKey, forbidden, hasPermission, unauthenticated } from '@guide/platform';
import { TICKET_READ_ACCESS } from '@guide/vocabulary';

/**
 * Reads that serve two screens: the screen that manages a list, and the ticket form that picks from it.
 * A ticket agent (support.tickets.* only) must be able to choose an assignee, a group or a custom field's
 * value without managing users, groups or fields, so these reads accept either key.
 */
export function requireAnyPermission(identity: Identity, keys: readonly PermissionKey[]): void {
  if (identity.kind === 'anonymous') throw unauthenticated();
  if (!keys.some((key) => hasPermission(identity, key))) throw forbidden(`Missing one of the permissions ${keys.join(', ')}`);
}

/** Who may read ticket users, groups and custom fields: their managers, and the ticket form's users. */
export const PICK_USERS = TICKET_READ_ACCESS.users;
export const PICK_GROUPS = TICKET_READ_ACCESS.groups;
export const READ_FIELDS = TICKET_READ_ACCESS.customFields;

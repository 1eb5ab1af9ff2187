import type { FieldErrors } from '@guide/platform';
import type { TicketUpdateInput } from '../generated/graphql';
import { isStorableDay } from './ticket.validation';
import { TICKET_PRIORITIES, TICKET_STATUSES, TicketPriority, TicketStatus } from './ticket-status';

/** `updateTicket`'s input: an absent field is left alone; `null` clears the nullable ones. */
/** The same bounds as the SDL descriptions (the platform's input guard refuses longer texts first). */
export const TICKET_SUBJECT_MAX = 255;
export const TICKET_TEXT_MAX = 10_000;

/** What the caller asked for, cleaned: only the keys present in the input. */
export interface TicketPatch {
  subject?: string;
  description?: string | null;
  priority?: TicketPriority;
  status?: TicketStatus;
  trackerId?: string;
  assigneeId?: string | null;
  assignedGroupId?: string | null;
  parentId?: string | null;
  startDate?: string | null;
  dueDate?: string | null;
}

const has = (input: object, key: string) => Object.prototype.hasOwnProperty.call(input, key) && (input as Record<string, unknown>)[key] !== undefined;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : null);

/**
 * Checks the shape of every field (no database): all problems at once in `errors`. Absent, or null for a
 * field that cannot be empty (subject, priority, status, tracker), means "unchanged".
 */
export function readTicketPatch(input: TicketUpdateInput): { patch: TicketPatch; notes: string | null; errors: FieldErrors } {
  const patch: TicketPatch = {};
  const errors: FieldErrors = {};
  if (has(input, 'subject') && input.subject !== null) {
    const subject = text(input.subject) ?? '';
    if (!subject) errors.subject = 'REQUIRED';
    else if ([...subject].length > TICKET_SUBJECT_MAX) errors.subject = 'TOO_LONG';
    else patch.subject = subject;
  }
  if (has(input, 'description')) {
    const description = text(input.description) || null;
    if (description && [...description].length > TICKET_TEXT_MAX) errors.description = 'TOO_LONG';
    else patch.description = description;
  }
  if (has(input, 'priority') && input.priority !== null) {
    if (!TICKET_PRIORITIES.includes(input.priority as TicketPriority)) errors.priority = 'INVALID_CHOICE';
    else patch.priority = input.priority as TicketPriority;
  }
  if (has(input, 'status') && input.status !== null) {
    if (!(TICKET_STATUSES as readonly string[]).includes(input.status as string)) errors.status = 'INVALID_CHOICE';
    else patch.status = input.status as TicketStatus;
  }
  if (has(input, 'trackerId') && input.trackerId !== null) patch.trackerId = input.trackerId as string;
  if (has(input, 'assigneeId')) patch.assigneeId = input.assigneeId || null;
  if (has(input, 'assignedGroupId')) patch.assignedGroupId = input.assignedGroupId || null;
  if (has(input, 'parentId')) patch.parentId = input.parentId || null;
  for (const field of ['startDate', 'dueDate'] as const) {
    if (!has(input, field)) continue;
    const day = text(input[field]) || null;
    if (day !== null && !isStorableDay(day)) errors[field] = 'DATE_INVALID';
    else patch[field] = day;
  }
  let notes: string | null = null;
  if (has(input, 'notes')) {
    notes = text(input.notes) || null;
    if (notes && [...notes].length > TICKET_TEXT_MAX) errors.notes = 'TOO_LONG';
  }
  return { patch, notes, errors };
}

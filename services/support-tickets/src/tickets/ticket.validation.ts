import { badInput } from '@guide/platform';
import { isCalendarDate, ticketSchema, validateWith, type TicketValues } from '@guide/validation';
import type { TicketPriority } from './ticket-status';

export interface TicketInput {
  subject: string;
  description?: string | null;
  priority?: TicketPriority | null;
  startDate?: string | null;
  dueDate?: string | null;
}

/**
 * A calendar day PostgreSQL can store: the shared `isCalendarDate` accepts year 0000, which PostgreSQL's
 * `date` refuses (there is no year 0), so that would fail in the database instead of as a field error.
 */
export function isStorableDay(value: string): boolean {
  return isCalendarDate(value) && !value.startsWith('0000-');
}

/** A list filter bound: a calendar day (read in the site's time zone) or an exact ISO date-time. */
export type DateBound = { day: string } | { instant: Date };

/** Returns null when absent; throws BAD_USER_INPUT `{ [field]: 'DATE_INVALID' }` when unreadable. */
export function parseDateBound(field: string, value: string | null | undefined): DateBound | null {
  const v = value?.trim();
  if (!v) return null;
  if (isStorableDay(v)) return { day: v };
  if (/^\d{4}-\d{2}-\d{2}T/.test(v) && !v.startsWith('0000-') && !Number.isNaN(Date.parse(v))) return { instant: new Date(v) };
  throw badInput({ [field]: 'DATE_INVALID' });
}

/** Checks every field with @guide/validation's `ticketSchema`; throws BAD_USER_INPUT with all keys. */
export function validateTicketInput(input: TicketInput): TicketValues {
  const result = validateWith(ticketSchema, input);
  const errors = result.ok ? {} : { ...result.fieldErrors };
  for (const field of ['startDate', 'dueDate'] as const) {
    const day = input[field]?.trim();
    if (day && !errors[field] && !isStorableDay(day)) errors[field] = 'DATE_INVALID';
  }
  if (!result.ok || Object.keys(errors).length) throw badInput(errors);
  return result.value;
}

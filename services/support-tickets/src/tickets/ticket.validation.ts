import { FieldErrors, badInput } from '@guide/platform';
import { isCalendarDate, ticketSchema, validateWith, type TicketValues } from '@guide/validation';
import type { TicketInput } from '../generated/graphql';

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

/** Checks the standard fields with @guide/validation's `ticketSchema`: the values, or every field error. */
export function checkTicketInput(input: TicketInput): { values: TicketValues | null; errors: FieldErrors } {
  const { subject, description, priority, startDate, dueDate } = input;
  const result = validateWith(ticketSchema, { subject, description, priority, startDate, dueDate });
  const errors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
  for (const field of ['startDate', 'dueDate'] as const) {
    const day = input[field]?.trim();
    if (day && !errors[field] && !isStorableDay(day)) errors[field] = 'DATE_INVALID';
  }
  return { values: result.ok ? result.value : null, errors };
}

/** As checkTicketInput, throwing BAD_USER_INPUT with all keys. */
export function validateTicketInput(input: TicketInput): TicketValues {
  const { values, errors } = checkTicketInput(input);
  if (!values || Object.keys(errors).length) throw badInput(errors);
  return values;
}

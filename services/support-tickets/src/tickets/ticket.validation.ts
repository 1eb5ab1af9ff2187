import { FieldErrors, badInput } from '@guide/platform';
import { TICKET_PRIORITIES, TicketPriority } from './ticket-status';

export interface TicketInput {
  subject: string;
  description?: string | null;
  priority?: TicketPriority | null;
  startDate?: string | null;
  dueDate?: string | null;
}

export const MAX_SUBJECT = 255;

/** A real calendar day written YYYY-MM-DD (2024-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** A list filter bound: a calendar day (read in the site's time zone) or an exact ISO date-time. */
export type DateBound = { day: string } | { instant: Date };

/** Returns null when absent; throws BAD_USER_INPUT `{ [field]: 'DATE_INVALID' }` when unreadable. */
export function parseDateBound(field: string, value: string | null | undefined): DateBound | null {
  const v = value?.trim();
  if (!v) return null;
  if (isCalendarDate(v)) return { day: v };
  if (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))) return { instant: new Date(v) };
  throw badInput({ [field]: 'DATE_INVALID' });
}

export function validateTicketInput(input: TicketInput) {
  const errors: FieldErrors = {};
  const subject = input.subject?.trim() ?? '';
  if (!subject) errors.subject = 'REQUIRED';
  else if (subject.length > MAX_SUBJECT) errors.subject = 'TOO_LONG';
  if (input.priority != null && !TICKET_PRIORITIES.includes(input.priority)) errors.priority = 'INVALID_CHOICE';
  const startDate = input.startDate?.trim() || null;
  const dueDate = input.dueDate?.trim() || null;
  if (startDate && !isCalendarDate(startDate)) errors.startDate = 'DATE_INVALID';
  if (dueDate && !isCalendarDate(dueDate)) errors.dueDate = 'DATE_INVALID';
  else if (dueDate && startDate && !errors.startDate && dueDate < startDate) errors.dueDate = 'DUE_BEFORE_START';
  if (Object.keys(errors).length) throw badInput(errors);
  return { subject, description: input.description?.trim() || null, priority: input.priority ?? 'NORMAL', startDate, dueDate };
}

import { badInput } from '@guide/platform';

export const TICKET_STATUSES = ['NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'REJECTED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export { TICKET_PRIORITIES, type TicketPriority } from '@guide/vocabulary';

/**
 * The ticket lifecycle as one table: `from -> [to]`; anything else is refused.
 * - NEW can be taken on, answered at once (RESOLVED) or turned down (REJECTED).
 * - RESOLVED waits for the requester: CLOSED when confirmed, back to IN_PROGRESS when the fix did not hold.
 * - CLOSED and REJECTED are final: a new problem is a new ticket, so history stays readable.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  NEW: ['IN_PROGRESS', 'RESOLVED', 'REJECTED'],
  IN_PROGRESS: ['RESOLVED', 'REJECTED'],
  RESOLVED: ['CLOSED', 'IN_PROGRESS'],
  CLOSED: [],
  REJECTED: [],
};

export const canTransition = (from: TicketStatus, to: TicketStatus): boolean => TICKET_TRANSITIONS[from]?.includes(to) ?? false;

/** Throws BAD_USER_INPUT `{ status: 'INVALID_TRANSITION' }` unless the table allows `from -> to`. */
export function assertTransition(from: TicketStatus, to: TicketStatus): void {
  if (!canTransition(from, to)) throw badInput({ status: 'INVALID_TRANSITION' }, `A ticket cannot go from ${from} to ${to}`);
}

import { defineStateMachine } from '@guide/platform';

export const TICKET_STATUSES = ['NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'REJECTED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export { TICKET_PRIORITIES, type TicketPriority } from '@guide/vocabulary';

/**
 * The ticket lifecycle as one table: `from -> [to]`; anything else is refused. Every change goes through
 * `TICKET_MACHINE.transition`: row locked, `status_history` row, `tickets.ticket.<status>` event.
 * - NEW can be taken on, answered at once (RESOLVED) or turned down (REJECTED).
 * - RESOLVED waits for the requester: CLOSED when confirmed, back to IN_PROGRESS when the fix did not hold.
 * - CLOSED and REJECTED are final: a new problem is a new ticket, so history stays readable.
 */
export const TICKET_MACHINE = defineStateMachine({
  area: 'tickets',
  entity: 'ticket',
  states: TICKET_STATUSES,
  transitions: {
    NEW: ['IN_PROGRESS', 'RESOLVED', 'REJECTED'],
    IN_PROGRESS: ['RESOLVED', 'REJECTED'],
    RESOLVED: ['CLOSED', 'IN_PROGRESS'],
    CLOSED: [],
    REJECTED: [],
  },
});

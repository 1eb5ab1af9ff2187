import { defineStateMachine, refuse } from '@guide/platform';

export const TICKET_STATUSES = ['NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'REJECTED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export { TICKET_PRIORITIES, type TicketPriority } from '@guide/vocabulary';

/** A subtask in one of these is no longer open. */
export const FINISHED_STATUSES: readonly TicketStatus[] = ['RESOLVED', 'CLOSED', 'REJECTED'];
const DONE_NEEDS_SUBTASKS_DONE: readonly TicketStatus[] = ['RESOLVED', 'CLOSED'];

/**
 * The ticket lifecycle as one table: `from -> [to]`; anything else is refused. Every change goes through
 * `TICKET_MACHINE.transition`: row locked, `status_history` row, `tickets.ticket.<status>` event.
 * - NEW can be taken on, answered at once (RESOLVED) or turned down (REJECTED).
 * - RESOLVED waits for the requester: CLOSED when confirmed, back to IN_PROGRESS when the fix did not hold.
 * - CLOSED and REJECTED are final: a new problem is a new ticket, so history stays readable.
 * - Guard: RESOLVED and CLOSED are refused while a subtask is open (`fieldErrors.status = SUBTASKS_OPEN`).
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
  guards: [
    // A ticket is done only when its subtasks are: RESOLVED or CLOSED waits for every open subtask.
    async ({ to, row, manager }) => {
      if (!DONE_NEEDS_SUBTASKS_DONE.includes(to)) return;
      const open: unknown[] = await manager.query(`SELECT 1 FROM ticket WHERE parent_id = $1 AND status <> ALL($2) LIMIT 1`, [
        (row as { id: string }).id,
        [...FINISHED_STATUSES],
      ]);
      if (open.length) return refuse('SUBTASKS_OPEN', { message: 'A ticket cannot be resolved or closed while a subtask is open' });
    },
  ],
});

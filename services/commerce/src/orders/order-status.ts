import { badInput } from '@guide/platform';

/** Order statuses of spec §4, as the API spells them. */
export const ORDER_STATUSES = ['QUOTE', 'PENDING', 'PENDING_PAYMENT', 'PROCESSING', 'COMPLETED', 'CANCELED', 'CLOSED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order lifecycle as one table: `from -> [to]`. Anything not listed is refused.
 * - QUOTE: a quote request; accepting it turns it into an order awaiting payment (PENDING).
 * - PENDING: placed, no payment started; PENDING_PAYMENT: waiting for the provider or a bank transfer.
 * - PROCESSING: paid, being prepared and shipped; COMPLETED: delivered.
 * - CLOSED: a completed order fully refunded (or returned through RMA); nothing follows.
 * - CANCELED: before shipping only, so never from COMPLETED or CLOSED; nothing follows.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  QUOTE: ['PENDING', 'CANCELED'],
  PENDING: ['PENDING_PAYMENT', 'PROCESSING', 'CANCELED'],
  PENDING_PAYMENT: ['PROCESSING', 'CANCELED'],
  PROCESSING: ['COMPLETED', 'CANCELED'],
  COMPLETED: ['CLOSED'],
  CANCELED: [],
  CLOSED: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from]?.includes(to) ?? false;

/** Throws BAD_USER_INPUT `{ status: 'INVALID_TRANSITION' }` unless the table allows `from -> to`. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw badInput({ status: 'INVALID_TRANSITION' }, `An order cannot go from ${from} to ${to}`);
}

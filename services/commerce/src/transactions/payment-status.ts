import { defineStateMachine } from '@guide/platform';

/** A payment attempt's statuses, as the API spells them (PaymentStatus). */
export const PAYMENT_STATUSES = ['PENDING', 'CAPTURED', 'FAILED', 'CANCELED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses whose money was received (and may be refunded, up to what is left). */
export const PAID_STATUSES: readonly PaymentStatus[] = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/**
 * One payment attempt's life (a row of `payments`, one per method + provider reference). Every change
 * goes through `PAYMENT_MACHINE.transition`: row locked, `status_history` row (entity `transaction`),
 * `commerce.transaction.<status>` event keyed by the payment id. Anything else: CONFLICT
 * status = INVALID_TRANSITION.
 * - PENDING: the attempt is known (started, or an amount left for staff review), no money yet;
 * - CAPTURED / FAILED / CANCELED: the provider's (or staff's) answer; FAILED and CANCELED are final;
 * - PARTIALLY_REFUNDED -> REFUNDED as refunds raise `refunded_cents` (a further partial refund of a
 *   PARTIALLY_REFUNDED payment only raises the amount: no transition).
 */
export const PAYMENT_MACHINE = defineStateMachine({
  area: 'commerce',
  entity: 'transaction',
  states: PAYMENT_STATUSES,
  refusal: 'CONFLICT',
  transitions: {
    PENDING: ['CAPTURED', 'FAILED', 'CANCELED'],
    CAPTURED: ['PARTIALLY_REFUNDED', 'REFUNDED'],
    PARTIALLY_REFUNDED: ['REFUNDED'],
    FAILED: [],
    CANCELED: [],
    REFUNDED: [],
  },
});

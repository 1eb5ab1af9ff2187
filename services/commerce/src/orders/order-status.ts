import { defineStateMachine } from '@guide/platform';
import { notCanceledOnceShipped } from '../shipments/order-guards';

/** Order statuses of spec §4, as the API spells them. */
export const ORDER_STATUSES = ['QUOTE', 'PENDING', 'PENDING_PAYMENT', 'PROCESSING', 'COMPLETED', 'CANCELED', 'CLOSED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order lifecycle as one table: `from -> [to]`. Anything not listed is refused. Every change goes
 * through `ORDER_MACHINE.transition`: row locked, `status_history` row, `commerce.order.<status>` event.
 * - QUOTE: a quote request. The customer converting it makes a NEW order (own YYYY-NNNNNN number, so
 *   order numbering stays gapless; stock reserved then; prices as quoted) and the quote moves to CLOSED
 *   with `converted_to_order_id`; staff may cancel a quote.
 * - PENDING: placed (checkout inserts orders in PENDING, stock reserved, commerce.order.placed written),
 *   no payment started; PENDING_PAYMENT: the payment was started (provider's page, bank transfer).
 * - PROCESSING: paid, being prepared and shipped; COMPLETED: every ordered unit shipped and invoiced
 *   (orders/order-progress.ts moves it).
 * - CLOSED: everything paid refunded (from PROCESSING or COMPLETED), or a converted quote; nothing follows.
 * - CANCELED: before shipping only, so never from COMPLETED or CLOSED; nothing follows.
 */
export const ORDER_MACHINE = defineStateMachine({
  area: 'commerce',
  entity: 'order',
  states: ORDER_STATUSES,
  transitions: {
    QUOTE: ['CLOSED', 'CANCELED'],
    PENDING: ['PENDING_PAYMENT', 'PROCESSING', 'CANCELED'],
    PENDING_PAYMENT: ['PROCESSING', 'CANCELED'],
    PROCESSING: ['COMPLETED', 'CLOSED', 'CANCELED'],
    COMPLETED: ['CLOSED'],
    CANCELED: [],
    CLOSED: [],
  },
  // CANCELED only before the first parcel left (status = ALREADY_SHIPPED).
  guards: [notCanceledOnceShipped],
});

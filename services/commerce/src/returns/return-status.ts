import { defineStateMachine } from '@guide/platform';

/** The nine return statuses (spec: RMA statuses), as the API spells them. */
export const RETURN_STATUSES = [
  'NEW_REQUEST',
  'PROCESSING',
  'AWAITING_RETURN',
  'RETURNED',
  'REFUNDED',
  'NEW_PARCEL_SENT',
  'SOLVED',
  'REFUSED',
  'CUSTOMER_CLOSED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * A return request's lifecycle (API-CONTRACT "commerce: fulfilment … returns"): anything not listed is
 * CONFLICT status = INVALID_TRANSITION. Every change leaves a status_history row (entity `return`) and a
 * commerce.return.<status> event; the service adds commerce.return.status-changed for the customer's mail.
 * A refund naming a RETURNED request moves it to REFUNDED (refunds/).
 */
export const RETURN_MACHINE = defineStateMachine({
  area: 'commerce',
  entity: 'return',
  states: RETURN_STATUSES,
  refusal: 'CONFLICT',
  statusColumn: 'status',
  transitions: {
    NEW_REQUEST: ['PROCESSING', 'REFUSED', 'CUSTOMER_CLOSED'],
    PROCESSING: ['AWAITING_RETURN', 'SOLVED', 'REFUSED', 'CUSTOMER_CLOSED'],
    AWAITING_RETURN: ['RETURNED', 'CUSTOMER_CLOSED'],
    RETURNED: ['REFUNDED', 'NEW_PARCEL_SENT', 'REFUSED'],
    REFUNDED: ['SOLVED'],
    NEW_PARCEL_SENT: ['SOLVED'],
    SOLVED: [],
    REFUSED: [],
    CUSTOMER_CLOSED: [],
  },
});

import { defineStateMachine } from '@guide/platform';
import { RETURN_STATUSES, RETURN_TRANSITIONS } from '@guide/vocabulary';

export { RETURN_STATUSES, type ReturnStatus } from '@guide/vocabulary';

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
  transitions: RETURN_TRANSITIONS,
});

/** Nest token: the configured external providers (PaymentHandler[]), in checkout display order. */
export const PAYMENT_HANDLERS = Symbol('PAYMENT_HANDLERS');
/** Nest token: the PaymentsConfig the module was built with (the controller reads PUBLIC_WEB_URL). */
export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');
export { PAYMENT_OUTCOME_SINK } from './payment-outcome-sink';
export { PAYMENT_FETCH } from './http';

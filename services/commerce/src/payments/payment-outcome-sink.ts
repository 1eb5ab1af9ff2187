import { PaymentOutcome } from './payment-handler';

/** Nest token of the commerce core's `PaymentOutcomeSink`. */
export const PAYMENT_OUTCOME_SINK = Symbol('PAYMENT_OUTCOME_SINK');

/** What applying an outcome did: for the logs and the provider's answer (always 200 once verified). */
export type PaymentOutcomeResult = 'applied' | 'unchanged' | 'unknown-order';

/**
 * Implemented by the commerce core (checkout/orders), called by the payments controller with an outcome
 * a handler has verified. Contract:
 * - idempotent: the same outcome twice (same method, providerReference and status) changes nothing the
 *   second time and answers 'unchanged'; an order already PROCESSING (or later) is never moved back;
 * - captured: the order (by number, paid with `method`) goes PENDING_PAYMENT → PROCESSING and
 *   `commerce.payment.captured` is written to the outbox in the same transaction. When `amountCents` is
 *   given and differs from the order's total (or currency), the order is NOT moved: staff review;
 * - failed: `commerce.payment.failed` once; the order stays payable (the customer may retry) or is
 *   cancelled, as checkout decides; a failure after a capture changes nothing;
 * - pending: nothing to do (may record the provider reference);
 * - an order number commerce does not know answers 'unknown-order' (the provider gets 200: retrying
 *   would not help; the controller logs it).
 * Throwing means "try again later": the controller answers 503 and providers retry.
 */
export interface PaymentOutcomeSink {
  apply(method: string, outcome: PaymentOutcome): Promise<PaymentOutcomeResult>;
}

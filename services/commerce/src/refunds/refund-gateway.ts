import { Injectable } from '@nestjs/common';
import { PaymentMethods } from '../checkout/payment-methods';
import { isStaffReference } from '../transactions/payment-ledger';

/** What a refund is paid back through, decided by the payment it is taken from. */
export type RefundRoute =
  /** Staff pay it back themselves (bank transfer, a payment they recorded): COMPLETED when created. */
  | { kind: 'staff' }
  /** A provider with a refund API (test-card, PayPal, PayPlug): asked after the commit, PENDING until it answers. */
  | { kind: 'provider'; code: string }
  /** A provider without a refund API here (PayZen, BTCPay): stays PENDING, staff refund in its back office. */
  | { kind: 'none'; code: string };

export interface RefundRequest {
  method: string;
  /** The payment's provider reference (PayPal capture id, PayPlug pay_…, test-…). */
  paymentReference: string;
  amountCents: number;
  currency: string;
  /** The refund's id: the same refund asked twice must be refunded once. */
  idempotencyKey: string;
}

/**
 * The door to the providers' refund APIs, one object so tests can watch or fail it. The method is looked
 * up in the shop's one registry (PaymentMethods): a handler with `refund` pays back online (the test
 * card at once, outside production only since it is only registered there), a bank transfer or a payment
 * staff recorded is paid back by staff.
 */
@Injectable()
export class RefundGateway {
  constructor(private readonly methods: PaymentMethods) {}

  route(method: string, paymentReference: string | null): RefundRoute {
    if (method === 'bank-transfer' || isStaffReference(paymentReference)) return { kind: 'staff' };
    return this.methods.byCode(method)?.refund ? { kind: 'provider', code: method } : { kind: 'none', code: method };
  }

  /** Asks the provider; throws when it could not (the refund stays PENDING for a retry). */
  async refund(r: RefundRequest): Promise<{ providerReference: string }> {
    const handler = this.methods.byCode(r.method);
    if (!handler?.refund) throw new Error(`${r.method} has no refund API`);
    // The refund's id keys the provider's idempotency; the refund's row lock (RefundsService.complete)
    // keeps two callers from asking at the same time.
    return handler.refund(r.paymentReference, r.amountCents, r.currency, r.idempotencyKey);
  }
}

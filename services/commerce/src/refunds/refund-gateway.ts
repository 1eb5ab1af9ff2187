import { Inject, Injectable, Optional } from '@nestjs/common';
import { SERVICE_CONFIG } from '@guide/platform';
import type { PaymentHandler } from '../payments/payment-handler';
import { PAYMENT_HANDLERS } from '../payments/tokens';
import type { CommerceConfig } from '../commerce.config';
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
 * The door to the providers' refund APIs, one object so tests can watch or fail it. test-card refunds at
 * once (outside production only, like the test card itself) with a reference derived from the
 * idempotency key; external handlers refund through `PaymentHandler.refund`.
 */
@Injectable()
export class RefundGateway {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
    @Optional() @Inject(PAYMENT_HANDLERS) private readonly handlers: PaymentHandler[] | null,
  ) {}

  route(method: string, paymentReference: string | null): RefundRoute {
    if (method === 'bank-transfer' || isStaffReference(paymentReference)) return { kind: 'staff' };
    if (method === 'test-card') return this.config.NODE_ENV === 'production' ? { kind: 'none', code: method } : { kind: 'provider', code: method };
    const handler = this.handlers?.find((h) => h.code === method);
    return handler?.refund ? { kind: 'provider', code: method } : { kind: 'none', code: method };
  }

  /** Asks the provider; throws when it could not (the refund stays PENDING for a retry). */
  async refund(r: RefundRequest): Promise<{ providerReference: string }> {
    if (r.method === 'test-card' && this.config.NODE_ENV !== 'production') return { providerReference: `test-refund-${r.idempotencyKey}` };
    const handler = this.handlers?.find((h) => h.code === r.method);
    if (!handler?.refund) throw new Error(`${r.method} has no refund API`);
    // The handlers key their own idempotency (PayPal-Request-Id) on the payment and amount; the
    // refund's row lock (RefundsService.complete) keeps two callers from asking at the same time.
    return handler.refund(r.paymentReference, r.amountCents, r.currency);
  }
}

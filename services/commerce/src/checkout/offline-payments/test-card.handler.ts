import type { PaymentHandler, PaymentNotification, PaymentOrder, PaymentOutcome, PaymentStart } from '../../payments/payment-handler';
import { PaymentSignatureError } from '../../payments/payment-handler';

/**
 * Development only (never listed nor accepted when NODE_ENV=production): a local storefront page lets the
 * tester pay or fail the order, which calls payTestOrder.
 */
export class TestCardHandler implements PaymentHandler {
  readonly code = 'test-card';
  readonly name = { fr: 'Carte de test (développement)', en: 'Test card (development)' };

  async createPayment(order: PaymentOrder): Promise<PaymentStart> {
    // A storefront page (same origin), the same path in both languages.
    return { kind: 'redirect', redirectUrl: `/checkout/payment/test-card?number=${encodeURIComponent(order.number)}` };
  }

  /** Refunds at once, as a provider that answers synchronously would (the reference follows the refund's id). */
  async refund(_reference: string, _amountCents: number, _currency: string, idempotencyKey?: string): Promise<{ providerReference: string }> {
    return { providerReference: `test-refund-${idempotencyKey ?? Date.now().toString(36)}` };
  }

  async verifyNotification(_: PaymentNotification): Promise<PaymentOutcome> {
    throw new PaymentSignatureError('The test card has no notifications: the test page calls payTestOrder');
  }
}

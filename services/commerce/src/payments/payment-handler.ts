/**
 * One payment provider = one object implementing `PaymentHandler` (in the style of Vendure's payment
 * method handlers). Checkout asks the handler to start a payment for an order it has just created (in
 * PENDING); a provider's notification (webhook, IPN, return URL) is verified by the same handler and
 * turned into a `PaymentOutcome` that checkout applies idempotently (the same notification twice changes
 * nothing). Handlers never touch the database: they build requests and check signatures.
 */

/** What a handler needs to know of the order it is asked to collect. */
export interface PaymentOrder {
  orderId: string;
  /** YYYY-NNNNNN: the reference shown to the customer and sent to the provider. */
  number: string;
  amountCents: number;
  /** ISO 4217, e.g. EUR. */
  currency: string;
  customer: { email: string; firstName: string; lastName: string };
  /** fr or en: the provider's page language where it has one. */
  locale: 'fr' | 'en';
}

/** Absolute URLs of the storefront the provider sends the customer back to. */
export interface ReturnUrls {
  /** e.g. https://shop.example/checkout/success?number=2026-000042 */
  success: string;
  /** e.g. https://shop.example/checkout/payment/payzen/failed?number=… */
  failure: string;
  /** Where the provider posts its server-to-server notification (commerce's /payments/<code>/notify through the web server). */
  notify: string;
}

/** What the customer is shown after placing the order. */
export type PaymentStart =
  /** Send the browser there (GET). */
  | { kind: 'redirect'; redirectUrl: string; providerReference?: string }
  /** A hosted form that must be POSTed (PayZen): the storefront posts these fields to `action`. */
  | { kind: 'form'; action: string; fields: Record<string, string>; providerReference?: string }
  /** Nothing to do online: show these instructions (bank transfer). */
  | { kind: 'instructions'; instructions: string };

/** A verified notification, reduced to what checkout applies. */
export interface PaymentOutcome {
  /** The order number the provider echoes back. */
  orderNumber: string;
  status: 'captured' | 'failed' | 'pending';
  /** The provider's transaction id (idempotency key together with the status). */
  providerReference: string;
  amountCents?: number;
  /** For staff only, never shown as is. */
  reason?: string;
}

/** An HTTP notification as it arrived, untouched (signatures are computed over the raw body). */
export interface PaymentNotification {
  headers: Record<string, string | undefined>;
  rawBody: string;
  /** Parsed form fields or query parameters when the provider uses them. */
  fields: Record<string, string>;
}

export class PaymentSignatureError extends Error {}

export interface PaymentHandler {
  /** The API's payment method code: bank-transfer, paypal, payzen, payplug, crypto, test-card. */
  readonly code: string;
  /** French and English names shown at checkout. */
  readonly name: { fr: string; en: string };
  /** Start collecting an order. May call the provider's API (redirect URL) or only sign a form. */
  createPayment(order: PaymentOrder, urls: ReturnUrls): Promise<PaymentStart>;
  /**
   * Verify a notification and say what happened. Throws `PaymentSignatureError` when the signature or
   * token does not check out (the caller answers 400 and changes nothing).
   */
  verifyNotification(notification: PaymentNotification): Promise<PaymentOutcome>;
  /** Refund all or part later (staff). Handlers that cannot refund online throw. */
  refund?(providerReference: string, amountCents: number, currency: string): Promise<{ providerReference: string }>;
}

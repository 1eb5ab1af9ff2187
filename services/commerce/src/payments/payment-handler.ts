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
  /**
   * 0 for the first payment attempt of this order, +1 for each retry. PayZen derives its 6-digit
   * transaction id from the number and this (ids are unique per shop and day); PayPal uses it in its
   * idempotency key. Optional: 0 when absent.
   */
  attempt?: number;
  /** The billing address, sent where the provider asks for one (PayPlug, since PSD2). Optional. */
  billingAddress?: PaymentAddress;
}

export interface PaymentAddress {
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. FR. */
  country: string;
  phone?: string;
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
  /**
   * A hosted form that must be POSTed (PayZen): the storefront posts these fields to `action`. When set,
   * `redirectUrl` is a page of ours (GET /payments/<code>/pay) that posts the same signed fields, for
   * callers that can only hand out a URL (CheckoutResult.redirectUrl).
   */
  | { kind: 'form'; action: string; fields: Record<string, string>; providerReference?: string; redirectUrl?: string }
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

export class PaymentSignatureError extends Error {
  constructor(message = 'The notification could not be verified') {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

/** A genuine notification that concerns no order payment (e.g. an event type we do not act on): answer 200, apply nothing. */
export class PaymentNotificationIgnored extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentNotificationIgnored';
  }
}

/** The provider's API failed or could not be reached: not the caller's fault (503, the provider retries later). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

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
  /**
   * The customer is back from the provider with query parameters (PayPal: `token`), and the payment must
   * be completed server-side (PayPal's capture). Only handlers whose flow needs it implement it.
   */
  handleReturn?(query: Record<string, string>): Promise<PaymentOutcome>;
  /**
   * Refund all or part later (staff). `idempotencyKey` (the refund's id) makes the same refund asked
   * twice one refund at the provider. Handlers that cannot refund online have no `refund`.
   */
  refund?(providerReference: string, amountCents: number, currency: string, idempotencyKey?: string): Promise<{ providerReference: string }>;
}

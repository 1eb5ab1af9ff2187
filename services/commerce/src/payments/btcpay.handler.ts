import {
  PaymentHandler,
  PaymentNotification,
  PaymentNotificationIgnored,
  PaymentOrder,
  PaymentOutcome,
  PaymentProviderError,
  PaymentSignatureError,
  PaymentStart,
  ReturnUrls,
} from './payment-handler';
import { PaymentFetch, callJson } from './http';
import { ORDER_NUMBER, centsToDecimal, decimalToCents, hmacSha256, parseJsonObject, sameString } from './money';

export interface BtcPayOptions {
  /** The server's origin, e.g. https://btcpay.example (no trailing slash needed). */
  url: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
}

/** `sha256=<lowercase hex HMAC-SHA-256(secret, raw body)>`, the BTCPay-Sig header. */
export function btcpaySignature(secret: string, rawBody: string): string {
  return `sha256=${hmacSha256(secret, Buffer.from(rawBody, 'utf8')).toString('hex')}`;
}

const FAILED_EVENTS = new Set(['InvoiceExpired', 'InvoiceInvalid']);
const INVOICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Crypto payments through a BTCPay Server store (Greenfield API v1): an invoice, its checkout page, a signed webhook. */
export class BtcPayHandler implements PaymentHandler {
  readonly code = 'crypto';
  readonly name = { fr: 'Bitcoin (BTCPay)', en: 'Bitcoin (BTCPay)' };
  private readonly base: string;

  constructor(
    private readonly opts: BtcPayOptions,
    private readonly fetcher: PaymentFetch,
  ) {
    this.base = opts.url.replace(/\/+$/, '');
  }

  private get storeUrl(): string {
    return `${this.base}/api/v1/stores/${encodeURIComponent(this.opts.storeId)}`;
  }

  private headers(): Record<string, string> {
    return { Authorization: `token ${this.opts.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  }

  async createPayment(order: PaymentOrder, urls: ReturnUrls): Promise<PaymentStart> {
    const body = {
      amount: centsToDecimal(order.amountCents),
      currency: order.currency.toUpperCase(),
      // orderId is BTCPay's own metadata key (shown in its back office, echoed in webhooks).
      metadata: { orderId: order.number, orderNumber: order.number, commerceOrderId: order.orderId, buyerEmail: order.customer.email },
      checkout: { redirectURL: urls.success, redirectAutomatically: true, defaultLanguage: order.locale === 'fr' ? 'fr-FR' : 'en' },
    };
    const { body: invoice } = await callJson(this.fetcher, 'BTCPay', `${this.storeUrl}/invoices`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
    });
    if (typeof invoice.checkoutLink !== 'string' || typeof invoice.id !== 'string') throw new PaymentProviderError('BTCPay: the invoice has no checkoutLink');
    return { kind: 'redirect', redirectUrl: invoice.checkoutLink, providerReference: invoice.id };
  }

  async verifyNotification(notification: PaymentNotification): Promise<PaymentOutcome> {
    // The signature is over the exact bytes received: never over a re-serialised body.
    const given = notification.headers['btcpay-sig'];
    if (!given || !sameString(given.trim().toLowerCase(), btcpaySignature(this.opts.webhookSecret, notification.rawBody))) {
      throw new PaymentSignatureError('BTCPay: bad or missing BTCPay-Sig');
    }
    const event = parseJsonObject(notification.rawBody);
    if (!event || typeof event.type !== 'string') throw new PaymentSignatureError('BTCPay: the body is not a webhook event');
    if (event.storeId !== undefined && event.storeId !== this.opts.storeId) throw new PaymentSignatureError('BTCPay: another store');
    const invoiceId = event.invoiceId;
    if (typeof invoiceId !== 'string' || !INVOICE_ID.test(invoiceId)) throw new PaymentNotificationIgnored(`BTCPay: ${event.type} concerns no invoice`);

    let orderNumber: unknown = event.metadata?.orderId;
    let amountCents: number | undefined;
    if (typeof orderNumber !== 'string') {
      // Older servers send no metadata with the event: ask for the invoice (authenticated by our key).
      const { body: invoice } = await callJson(this.fetcher, 'BTCPay', `${this.storeUrl}/invoices/${encodeURIComponent(invoiceId)}`, {
        method: 'GET',
        headers: this.headers(),
      });
      orderNumber = invoice.metadata?.orderId;
      amountCents = decimalToCents(invoice.amount);
    }
    if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber))
      throw new PaymentNotificationIgnored(`BTCPay: invoice ${invoiceId} belongs to no order of ours`);

    const status = event.type === 'InvoiceSettled' ? 'captured' : FAILED_EVENTS.has(event.type) ? 'failed' : 'pending';
    return {
      orderNumber,
      status,
      providerReference: invoiceId,
      amountCents,
      reason: `${event.type}${event.partiallyPaid ? ' (partially paid)' : ''}${event.manuallyMarked ? ' (marked by staff)' : ''}`,
    };
  }
}

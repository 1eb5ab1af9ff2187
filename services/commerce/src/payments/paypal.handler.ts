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
import { ORDER_NUMBER, centsToDecimal, decimalToCents, parseJsonObject } from './money';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  mode: 'sandbox' | 'live';
  /** Unset: webhooks cannot be verified and are refused (the return capture still completes payments). */
  webhookId?: string;
  now?: () => number;
}

export const PAYPAL_API = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** PayPal order ids: 17 upper-case letters and digits today; a little slack, nothing else. */
const ORDER_ID = /^[A-Z0-9]{5,36}$/;
const HEADER_NAMES = ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo'] as const;

/**
 * PayPal Checkout, Orders v2: an order with intent CAPTURE, the customer approves it on PayPal, comes
 * back to /payments/paypal/return?token=<order id>, and we capture. Webhooks (signed by PayPal with
 * a certificate) are verified by PayPal's own verify-webhook-signature endpoint with our webhook id.
 */
export class PayPalHandler implements PaymentHandler {
  readonly code = 'paypal';
  readonly name = { fr: 'PayPal', en: 'PayPal' };
  private readonly api: string;
  private token?: { value: string; expiresAt: number };

  constructor(
    private readonly opts: PayPalOptions,
    private readonly fetcher: PaymentFetch,
  ) {
    this.api = PAYPAL_API[opts.mode];
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /** Client-credentials token, reused until a minute before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    const basic = Buffer.from(`${this.opts.clientId}:${this.opts.clientSecret}`).toString('base64');
    const { body } = await callJson(this.fetcher, 'PayPal', `${this.api}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (typeof body.access_token !== 'string') throw new PaymentProviderError('PayPal: no access token');
    const lifetime = Number(body.expires_in) > 120 ? Number(body.expires_in) : 120;
    this.token = { value: body.access_token, expiresAt: this.now() + (lifetime - 60) * 1000 };
    return body.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}, accept?: (s: number) => boolean) {
    const token = await this.accessToken();
    return callJson(
      this.fetcher,
      'PayPal',
      `${this.api}${path}`,
      {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json', ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      accept,
    );
  }

  async createPayment(order: PaymentOrder, urls: ReturnUrls): Promise<PaymentStart> {
    // The customer comes back to our return route (which captures), not straight to the storefront.
    const back = new URL(urls.notify.replace(/\/notify\/?$/, '/return'));
    back.searchParams.set('number', order.number);
    back.searchParams.set('lang', order.locale);
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.number,
          custom_id: order.number,
          description: order.locale === 'fr' ? `Commande ${order.number}` : `Order ${order.number}`,
          amount: { currency_code: order.currency.toUpperCase(), value: centsToDecimal(order.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: back.toString(),
            cancel_url: urls.failure,
            locale: order.locale === 'fr' ? 'fr-FR' : 'en-GB',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    };
    // Same order, same attempt → PayPal answers the order it already created (a retried request never makes two).
    const requestId = `create-${order.orderId}-${order.attempt ?? 0}`;
    const { body: created } = await this.call('POST', '/v2/checkout/orders', body, { 'PayPal-Request-Id': requestId, Prefer: 'return=minimal' });
    const link = (created.links ?? []).find((l: { rel?: string }) => l.rel === 'payer-action' || l.rel === 'approve');
    if (typeof created.id !== 'string' || typeof link?.href !== 'string') throw new PaymentProviderError('PayPal: the order has no approval link');
    return { kind: 'redirect', redirectUrl: link.href, providerReference: created.id };
  }

  /** Back from PayPal with ?token=<order id>: capture (idempotent) and say what happened. */
  async handleReturn(query: Record<string, string>): Promise<PaymentOutcome> {
    const orderId = query.token;
    if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) throw new PaymentSignatureError('PayPal: no order token');
    return this.capture(orderId);
  }

  private async capture(orderId: string): Promise<PaymentOutcome> {
    // 422 = already captured (a reload, or the webhook captured first) or declined: read the order then.
    const res = await this.call(
      'POST',
      `/v2/checkout/orders/${orderId}/capture`,
      {},
      { 'PayPal-Request-Id': `capture-${orderId}`, Prefer: 'return=representation' },
      (s) => (s >= 200 && s < 300) || s === 422 || s === 404,
    );
    if (res.status === 404) throw new PaymentSignatureError(`PayPal: order ${orderId} is unknown to this account`);
    let order = res.body;
    if (res.status === 422) {
      const issue = res.body.details?.[0]?.issue as string | undefined;
      if (issue && issue !== 'ORDER_ALREADY_CAPTURED') {
        const { body } = await this.call('GET', `/v2/checkout/orders/${orderId}`);
        return { ...this.outcomeOfOrder(body, orderId), status: 'failed', reason: issue };
      }
      order = (await this.call('GET', `/v2/checkout/orders/${orderId}`)).body;
    }
    return this.outcomeOfOrder(order, orderId);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PayPal's order JSON, read field by field
  private outcomeOfOrder(order: any, orderId: string): PaymentOutcome {
    const unit = order.purchase_units?.[0] ?? {};
    const capture = unit.payments?.captures?.[0];
    const orderNumber = unit.reference_id ?? unit.custom_id ?? capture?.custom_id;
    if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber))
      throw new PaymentNotificationIgnored(`PayPal: order ${orderId} belongs to no order of ours`);
    const captureStatus = capture?.status as string | undefined;
    const status =
      captureStatus === 'COMPLETED'
        ? 'captured'
        : captureStatus === 'DECLINED' || captureStatus === 'FAILED' || order.status === 'VOIDED'
          ? 'failed'
          : 'pending';
    return {
      orderNumber,
      status,
      providerReference: capture?.id ?? orderId,
      amountCents: decimalToCents(capture?.amount?.value ?? unit.amount?.value),
      reason: `order ${order.status ?? '?'}${captureStatus ? `, capture ${captureStatus}` : ''}${capture?.status_details?.reason ? ` (${capture.status_details.reason})` : ''}`,
    };
  }

  async verifyNotification(notification: PaymentNotification): Promise<PaymentOutcome> {
    const h = notification.headers;
    if (!this.opts.webhookId) throw new PaymentSignatureError('PayPal: PAYPAL_WEBHOOK_ID is not set, webhooks cannot be verified');
    if (HEADER_NAMES.some((n) => !h[n])) throw new PaymentSignatureError('PayPal: transmission headers missing');
    const event = parseJsonObject(notification.rawBody);
    if (!event || typeof event.event_type !== 'string') throw new PaymentSignatureError('PayPal: the body is not a webhook event');
    const { body: verdict } = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: h['paypal-auth-algo'],
      cert_url: h['paypal-cert-url'],
      transmission_id: h['paypal-transmission-id'],
      transmission_sig: h['paypal-transmission-sig'],
      transmission_time: h['paypal-transmission-time'],
      webhook_id: this.opts.webhookId,
      webhook_event: event,
    });
    if (verdict.verification_status !== 'SUCCESS') throw new PaymentSignatureError('PayPal: signature verification failed');

    const resource = event.resource ?? {};
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED':
        // The customer approved but may never come back (closed tab): capture from here too (idempotent).
        if (typeof resource.id !== 'string' || !ORDER_ID.test(resource.id)) throw new PaymentNotificationIgnored('PayPal: approved order without id');
        return this.capture(resource.id);
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.PENDING':
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        const orderNumber = resource.custom_id;
        if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber) || typeof resource.id !== 'string')
          throw new PaymentNotificationIgnored(`PayPal: ${event.event_type} for no order of ours`);
        const status = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ? 'captured' : event.event_type === 'PAYMENT.CAPTURE.PENDING' ? 'pending' : 'failed';
        return { orderNumber, status, providerReference: resource.id, amountCents: decimalToCents(resource.amount?.value), reason: event.event_type };
      }
      default:
        throw new PaymentNotificationIgnored(`PayPal: ${event.event_type} is not acted on`);
    }
  }

  async refund(providerReference: string, amountCents: number, currency: string, idempotencyKey?: string): Promise<{ providerReference: string }> {
    if (!ORDER_ID.test(providerReference)) throw new RangeError(`PayPal: not a capture id: ${providerReference}`);
    const { body } = await this.call(
      'POST',
      `/v2/payments/captures/${providerReference}/refund`,
      { amount: { value: centsToDecimal(amountCents), currency_code: currency.toUpperCase() } },
      // Two refunds of the same amount are two refunds: the key is the refund's own id when given.
      { 'PayPal-Request-Id': idempotencyKey ? `refund-${idempotencyKey}` : `refund-${providerReference}-${amountCents}` },
    );
    return { providerReference: String(body.id) };
  }
}

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
import { ORDER_NUMBER, parseJsonObject } from './money';

export interface PayPlugOptions {
  secretKey: string;
  apiVersion: string;
  /** https://api.payplug.com (one endpoint for TEST and LIVE: the key decides). */
  apiUrl?: string;
}

const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,64}$/;

/**
 * PayPlug hosted payment page. PayPlug does not sign its notifications: a notification only says
 * "look at payment pay_…", and the answer of GET /v1/payments/{id} (authenticated by our secret key)
 * is the only thing trusted.
 */
export class PayPlugHandler implements PaymentHandler {
  readonly code = 'payplug';
  readonly name = { fr: 'Carte bancaire (PayPlug)', en: 'Card (PayPlug)' };
  private readonly api: string;

  constructor(
    private readonly opts: PayPlugOptions,
    private readonly fetcher: PaymentFetch,
  ) {
    this.api = (opts.apiUrl ?? 'https://api.payplug.com').replace(/\/+$/, '');
  }

  private headers(): Record<string, string> {
    return {
      Authorization: `Bearer ${this.opts.secretKey}`,
      'PayPlug-Version': this.opts.apiVersion,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
  }

  async createPayment(order: PaymentOrder, urls: ReturnUrls): Promise<PaymentStart> {
    const a = order.billingAddress;
    // Since the 2019-08-06 version (PSD2), billing and shipping describe the customer; the address
    // fields are sent when checkout gives them.
    const person = {
      first_name: order.customer.firstName,
      last_name: order.customer.lastName,
      email: order.customer.email,
      language: order.locale,
      ...(a
        ? {
            address1: a.line1,
            ...(a.line2 ? { address2: a.line2 } : {}),
            postcode: a.postalCode,
            city: a.city,
            country: a.country.toUpperCase(),
            ...(a.phone ? { mobile_phone_number: a.phone } : {}),
          }
        : {}),
    };
    const body = {
      amount: order.amountCents,
      currency: order.currency.toUpperCase(),
      billing: person,
      shipping: { ...person, delivery_type: 'BILLING' },
      hosted_payment: { return_url: urls.success, cancel_url: urls.failure },
      notification_url: urls.notify,
      metadata: { order_number: order.number, order_id: order.orderId },
    };
    const { body: payment } = await callJson(this.fetcher, 'PayPlug', `${this.api}/v1/payments`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
    });
    const url = payment.hosted_payment?.payment_url;
    if (typeof url !== 'string' || typeof payment.id !== 'string') throw new PaymentProviderError('PayPlug: the payment has no payment_url');
    return { kind: 'redirect', redirectUrl: url, providerReference: payment.id };
  }

  async verifyNotification(notification: PaymentNotification): Promise<PaymentOutcome> {
    const posted = parseJsonObject(notification.rawBody);
    // A refund notification names its payment in payment_id; a payment notification is the payment.
    const id = posted?.object === 'refund' ? posted.payment_id : posted?.id;
    if (typeof id !== 'string' || !PAYMENT_ID.test(id)) throw new PaymentSignatureError('PayPlug: the notification names no payment');
    const res = await callJson(
      this.fetcher,
      'PayPlug',
      `${this.api}/v1/payments/${id}`,
      { method: 'GET', headers: this.headers() },
      (s) => (s >= 200 && s < 300) || s === 404,
    );
    // Unknown to PayPlug under our key: forged, or another account's.
    if (res.status === 404) throw new PaymentSignatureError(`PayPlug: ${id} is not a payment of this account`);
    const payment = res.body;
    const orderNumber = payment.metadata?.order_number;
    if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber)) throw new PaymentNotificationIgnored(`PayPlug: ${id} belongs to no order of ours`);
    const status = payment.is_paid === true ? 'captured' : payment.failure ? 'failed' : 'pending';
    return {
      orderNumber,
      status,
      providerReference: id,
      amountCents: Number.isSafeInteger(payment.amount) ? payment.amount : undefined,
      reason: payment.failure ? `${payment.failure.code ?? 'failure'}: ${payment.failure.message ?? ''}`.trim() : undefined,
    };
  }

  async refund(providerReference: string, amountCents: number): Promise<{ providerReference: string }> {
    if (!PAYMENT_ID.test(providerReference)) throw new RangeError(`PayPlug: not a payment id: ${providerReference}`);
    const { body } = await callJson(this.fetcher, 'PayPlug', `${this.api}/v1/payments/${providerReference}/refunds`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ amount: amountCents }),
    });
    return { providerReference: String(body.id) };
  }
}

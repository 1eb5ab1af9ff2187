import { PaymentHandler, PaymentNotification, PaymentOrder, PaymentOutcome, PaymentSignatureError, PaymentStart, ReturnUrls } from './payment-handler';
import { ORDER_NUMBER, hmacSha256, sameString } from './money';

export interface PayZenOptions {
  siteId: string;
  /** The key of the mode in use (TEST or PRODUCTION key of the back office). */
  key: string;
  mode: 'TEST' | 'PRODUCTION';
  formUrl: string;
  /** Injected for tests (vads_trans_date). */
  now?: () => Date;
}

/** ISO 4217 numeric codes PayZen expects in vads_currency. */
const NUMERIC_CURRENCY: Record<string, string> = { EUR: '978' };

/**
 * The PayZen signature (formulaire de paiement V2, algorithm HMAC-SHA-256): the values of every vads_*
 * field, sorted by field name, joined with '+', then '+' and the key; HMAC-SHA-256 keyed by the same
 * key, Base64.
 */
export function payzenSignature(fields: Record<string, string>, key: string): string {
  const names = Object.keys(fields)
    .filter((n) => n.startsWith('vads_'))
    .sort();
  const data = [...names.map((n) => fields[n]), key].join('+');
  return hmacSha256(key, Buffer.from(data, 'utf8')).toString('base64');
}

/** yyyyMMddHHmmss in UTC, as vads_trans_date wants. */
export function payzenDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * vads_trans_id: 6 digits in 000000-899999, unique per shop and per day. Derived from the order's
 * sequence number and the attempt: ((sequence mod 90000) × 10 + attempt mod 10). Two payments collide
 * only if, on the same day, they are 90,000 orders apart or the same order is retried more than ten
 * times: both far from this shop's volumes.
 */
export function payzenTransId(orderNumber: string, attempt = 0): string {
  const digits = /(\d+)$/.exec(orderNumber)?.[1];
  // A number without a numeric tail (not ours today): a stable hash of it instead.
  const sequence = digits ? Number(digits.slice(-9)) : [...orderNumber].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 90000, 7);
  const id = (sequence % 90000) * 10 + (Math.abs(Math.trunc(attempt)) % 10);
  return String(id).padStart(6, '0');
}

const CAPTURED = new Set(['AUTHORISED', 'CAPTURED']);
const FAILED = new Set(['REFUSED', 'CANCELLED', 'ABANDONED', 'EXPIRED', 'NOT_CREATED']);

/** PayZen (Lyra) hosted payment form: no API call to start, a signed form; the IPN is signed the same way. */
export class PayZenHandler implements PaymentHandler {
  readonly code = 'payzen';
  readonly name = { fr: 'Carte bancaire (PayZen)', en: 'Card (PayZen)' };

  constructor(private readonly opts: PayZenOptions) {}

  /** Where the signed form is posted (GET /payments/payzen/pay renders a page posting there). */
  get formAction(): string {
    return this.opts.formUrl;
  }

  /** Whether fields are a form this shop signed (the pay page posts nothing else). */
  isSignedForm(fields: Record<string, string>): boolean {
    return (
      fields.vads_site_id === this.opts.siteId && typeof fields.signature === 'string' && sameString(fields.signature, payzenSignature(fields, this.opts.key))
    );
  }

  async createPayment(order: PaymentOrder, urls: ReturnUrls): Promise<PaymentStart> {
    const currency = NUMERIC_CURRENCY[order.currency.toUpperCase()];
    if (!currency) throw new RangeError(`PayZen: unsupported currency ${order.currency}`);
    if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) throw new RangeError(`PayZen: bad amount ${order.amountCents}`);
    const transId = payzenTransId(order.number, order.attempt ?? 0);
    const transDate = payzenDate((this.opts.now ?? (() => new Date()))());
    const fields: Record<string, string> = {
      vads_action_mode: 'INTERACTIVE',
      vads_amount: String(order.amountCents),
      vads_ctx_mode: this.opts.mode,
      vads_currency: currency,
      vads_cust_email: order.customer.email,
      vads_cust_first_name: order.customer.firstName,
      vads_cust_last_name: order.customer.lastName,
      vads_language: order.locale,
      vads_order_id: order.number,
      vads_page_action: 'PAYMENT',
      vads_payment_config: 'SINGLE',
      vads_site_id: this.opts.siteId,
      vads_trans_date: transDate,
      vads_trans_id: transId,
      vads_url_cancel: urls.failure,
      vads_url_check: urls.notify,
      vads_url_error: urls.failure,
      vads_url_refused: urls.failure,
      vads_url_success: urls.success,
      vads_version: 'V2',
    };
    fields.signature = payzenSignature(fields, this.opts.key);
    // For callers that can only redirect: our page that posts these fields (signed, so safe in a URL).
    const pay = new URL(urls.notify.replace(/\/notify\/?$/, '/pay'));
    for (const [k, v] of Object.entries(fields)) pay.searchParams.set(k, v);
    return { kind: 'form', action: this.opts.formUrl, fields, providerReference: `${transDate.slice(0, 8)}-${transId}`, redirectUrl: pay.toString() };
  }

  async verifyNotification(notification: PaymentNotification): Promise<PaymentOutcome> {
    const fields = notification.fields;
    const given = fields.signature;
    if (!given || !Object.keys(fields).some((n) => n.startsWith('vads_'))) throw new PaymentSignatureError('PayZen: no signed fields');
    if (!sameString(given, payzenSignature(fields, this.opts.key))) throw new PaymentSignatureError('PayZen: bad signature');
    // Signed by our key, but for this shop and mode? A TEST notification never pays a production order.
    if (fields.vads_site_id !== this.opts.siteId || fields.vads_ctx_mode !== this.opts.mode) throw new PaymentSignatureError('PayZen: another shop or mode');
    const orderNumber = fields.vads_order_id;
    if (!orderNumber || !ORDER_NUMBER.test(orderNumber)) throw new PaymentSignatureError('PayZen: no order number');
    const status = fields.vads_trans_status ?? '';
    const amount = Number(fields.vads_amount); // in vads_currency (the effective amount may be converted)
    return {
      orderNumber,
      status: CAPTURED.has(status) ? 'captured' : FAILED.has(status) ? 'failed' : 'pending',
      // The transaction's UUID is unique across days; the date-id pair is the fallback.
      providerReference: fields.vads_trans_uuid || `${(fields.vads_trans_date ?? '').slice(0, 8)}-${fields.vads_trans_id ?? ''}`,
      amountCents: Number.isSafeInteger(amount) ? amount : undefined,
      reason: status ? `vads_trans_status=${status}${fields.vads_auth_result ? ` auth_result=${fields.vads_auth_result}` : ''}` : undefined,
    };
  }
}

import { createHmac } from 'node:crypto';
import { PaymentSignatureError } from './payment-handler';
import { PayZenHandler, payzenDate, payzenSignature, payzenTransId } from './payzen.handler';

const KEY = 'TESTKEY1234567890';
const SITE = '12345678';
const NOW = new Date('2026-03-05T08:09:10.000Z');
const order = {
  orderId: 'o-1',
  number: '2026-000042',
  amountCents: 4990,
  currency: 'EUR',
  customer: { email: 'alice@example.com', firstName: 'Alice', lastName: 'Martin' },
  locale: 'fr' as const,
};
const urls = {
  success: 'https://shop.example/checkout/success?number=2026-000042',
  failure: 'https://shop.example/checkout/payment/payzen/failed?number=2026-000042',
  notify: 'https://shop.example/payments/payzen/notify',
};

const handler = () => new PayZenHandler({ siteId: SITE, key: KEY, mode: 'TEST', formUrl: 'https://secure.payzen.eu/vads-payment/', now: () => NOW });

/** Computed independently of the handler: the documented recipe written out by hand. */
function independentSignature(fields: Record<string, string>): string {
  const data =
    Object.keys(fields)
      .filter((k) => k.startsWith('vads_'))
      .sort()
      .map((k) => fields[k])
      .join('+') +
    '+' +
    KEY;
  return createHmac('sha256', KEY).update(data, 'utf8').digest('base64');
}

describe('PayZen', () => {
  it('signs a hand-written fixture as the documented recipe says', () => {
    const fields = { vads_site_id: SITE, vads_amount: '4990', vads_currency: '978', vads_version: 'V2', signature: 'ignored', other: 'ignored' };
    // Sorted by name: amount, currency, site_id, version; then the key.
    const expected = createHmac('sha256', KEY).update(`4990+978+${SITE}+V2+${KEY}`).digest('base64');
    expect(payzenSignature(fields, KEY)).toBe(expected);
  });

  it('builds the V2 form with every required field, amounts in cents, and a valid signature', async () => {
    const start = await handler().createPayment(order, urls);
    expect(start.kind).toBe('form');
    if (start.kind !== 'form') return;
    expect(start.action).toBe('https://secure.payzen.eu/vads-payment/');
    const { signature, ...vads } = start.fields;
    expect(vads).toEqual({
      vads_action_mode: 'INTERACTIVE',
      vads_amount: '4990',
      vads_ctx_mode: 'TEST',
      vads_currency: '978',
      vads_cust_email: 'alice@example.com',
      vads_cust_first_name: 'Alice',
      vads_cust_last_name: 'Martin',
      vads_language: 'fr',
      vads_order_id: '2026-000042',
      vads_page_action: 'PAYMENT',
      vads_payment_config: 'SINGLE',
      vads_site_id: SITE,
      vads_trans_date: '20260305080910',
      vads_trans_id: '000420',
      vads_url_cancel: urls.failure,
      vads_url_check: urls.notify,
      vads_url_error: urls.failure,
      vads_url_refused: urls.failure,
      vads_url_success: urls.success,
      vads_version: 'V2',
    });
    expect(signature).toBe(independentSignature(start.fields));
    expect(start.providerReference).toBe('20260305-000420');
    // The redirect page of ours carries the same signed fields.
    const pay = new URL(start.redirectUrl!);
    expect(pay.origin + pay.pathname).toBe('https://shop.example/payments/payzen/pay');
    expect(Object.fromEntries(pay.searchParams)).toEqual(start.fields);
    expect(handler().isSignedForm(Object.fromEntries(pay.searchParams))).toBe(true);
    expect(handler().isSignedForm({ ...start.fields, vads_amount: '1' })).toBe(false);
  });

  it('derives 6-digit transaction ids in 000000-899999 from the number and attempt', () => {
    expect(payzenTransId('2026-000042', 0)).toBe('000420');
    expect(payzenTransId('2026-000042', 3)).toBe('000423');
    expect(payzenTransId('2026-089999', 9)).toBe('899999');
    expect(payzenTransId('2026-999999', 9)).toBe('099999'); // wraps every 90,000 orders
    expect(payzenTransId('2026-090000', 0)).toBe('000000');
    for (const n of ['2026-000001', '2026-123456', 'C-0001', 'no-digits']) expect(payzenTransId(n, 12)).toMatch(/^[0-8]\d{5}$/);
    expect(payzenDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231235959');
  });

  const ipn = (over: Record<string, string> = {}) => {
    const fields: Record<string, string> = {
      vads_amount: '4990',
      vads_ctx_mode: 'TEST',
      vads_currency: '978',
      vads_order_id: '2026-000042',
      vads_site_id: SITE,
      vads_trans_date: '20260305080910',
      vads_trans_id: '000420',
      vads_trans_status: 'AUTHORISED',
      vads_trans_uuid: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      vads_auth_result: '00',
      vads_url_check_src: 'PAY',
      vads_version: 'V2',
      vads_hash: 'abc',
      ...over,
    };
    return { ...fields, signature: independentSignature(fields) };
  };
  const notification = (fields: Record<string, string>) => ({ headers: {}, rawBody: new URLSearchParams(fields).toString(), fields });

  it('turns a well-signed IPN into an outcome, with the status mapping of the brief', async () => {
    await expect(handler().verifyNotification(notification(ipn()))).resolves.toEqual({
      orderNumber: '2026-000042',
      status: 'captured',
      providerReference: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      amountCents: 4990,
      reason: 'vads_trans_status=AUTHORISED auth_result=00',
    });
    const status = async (s: string) => (await handler().verifyNotification(notification(ipn({ vads_trans_status: s })))).status;
    for (const s of ['AUTHORISED', 'CAPTURED']) expect(await status(s)).toBe('captured');
    for (const s of ['REFUSED', 'CANCELLED', 'ABANDONED', 'EXPIRED']) expect(await status(s)).toBe('failed');
    for (const s of ['AUTHORISED_TO_VALIDATE', 'WAITING_AUTHORISATION', 'UNDER_VERIFICATION']) expect(await status(s)).toBe('pending');
  });

  it('refuses a bad, missing or replayed-with-changes signature', async () => {
    const good = ipn();
    await expect(handler().verifyNotification(notification({ ...good, vads_amount: '1' }))).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(handler().verifyNotification(notification({ ...good, vads_trans_status: 'CAPTURED' }))).rejects.toBeInstanceOf(PaymentSignatureError);
    const { signature: _s, ...unsigned } = good;
    await expect(handler().verifyNotification(notification(unsigned))).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(handler().verifyNotification(notification({ ...good, signature: 'x'.repeat(44) }))).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(handler().verifyNotification(notification({}))).rejects.toBeInstanceOf(PaymentSignatureError);
    // Signed with our key but for production while we run TEST: refused.
    await expect(handler().verifyNotification(notification(ipn({ vads_ctx_mode: 'PRODUCTION' })))).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('the same IPN twice gives the same outcome (the idempotency key is the transaction uuid and status)', async () => {
    const a = await handler().verifyNotification(notification(ipn()));
    const b = await handler().verifyNotification(notification(ipn()));
    expect(b).toEqual(a);
    const noUuid = await handler().verifyNotification(notification(ipn({ vads_trans_uuid: '' })));
    expect(noUuid.providerReference).toBe('20260305-000420');
  });
});

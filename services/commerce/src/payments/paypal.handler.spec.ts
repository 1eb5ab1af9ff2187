import { PaymentNotificationIgnored, PaymentSignatureError } from './payment-handler';
import { PayPalHandler } from './paypal.handler';
import { fakeProviderServers } from './testing/fake-provider-servers';

const SANDBOX = 'https://api-m.sandbox.paypal.com';
const opts = { clientId: 'client-id', clientSecret: 'client-secret', mode: 'sandbox' as const, webhookId: 'WH123' };
const order = {
  orderId: 'o-1',
  number: '2026-000042',
  amountCents: 1999,
  currency: 'EUR',
  customer: { email: 'alice@example.com', firstName: 'Alice', lastName: 'Martin' },
  locale: 'fr' as const,
  attempt: 1,
};
const urls = {
  success: 'https://shop.example/checkout/success?number=2026-000042',
  failure: 'https://shop.example/checkout/payment/paypal/failed?number=2026-000042',
  notify: 'https://shop.example/payments/paypal/notify',
};
const completed = {
  id: '5O190127TN364715T',
  status: 'COMPLETED',
  purchase_units: [
    {
      reference_id: '2026-000042',
      payments: { captures: [{ id: '3C679366HH908993F', status: 'COMPLETED', amount: { currency_code: 'EUR', value: '19.99' }, custom_id: '2026-000042' }] },
    },
  ],
};

function servers(extra: Parameters<typeof fakeProviderServers>[0] = []) {
  return fakeProviderServers([
    { method: 'POST', url: `${SANDBOX}/v1/oauth2/token`, body: { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 } },
    ...extra,
  ]);
}

describe('PayPal (Orders v2)', () => {
  it('gets a client-credentials token, creates a CAPTURE order in EUR decimals and redirects to payer-action', async () => {
    const s = servers([
      {
        method: 'POST',
        url: `${SANDBOX}/v2/checkout/orders`,
        body: {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { href: `${SANDBOX}/v2/checkout/orders/5O190127TN364715T`, rel: 'self' },
            { href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action' },
          ],
        },
      },
    ]);
    const h = new PayPalHandler(opts, s.fetch);
    await expect(h.createPayment(order, urls)).resolves.toEqual({
      kind: 'redirect',
      redirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
      providerReference: '5O190127TN364715T',
    });
    const [token, create] = s.calls;
    expect(token).toMatchObject({
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: { Authorization: `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(create.headers).toMatchObject({ Authorization: 'Bearer A21AA-token', 'PayPal-Request-Id': 'create-o-1-1', 'Content-Type': 'application/json' });
    expect(create.json).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: '2026-000042', custom_id: '2026-000042', description: 'Commande 2026-000042', amount: { currency_code: 'EUR', value: '19.99' } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://shop.example/payments/paypal/return?number=2026-000042&lang=fr',
            cancel_url: urls.failure,
            locale: 'fr-FR',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    // The token is reused for the next call.
    await h.createPayment({ ...order, attempt: 2 }, urls);
    expect(s.calls.filter((c) => c.url.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(s.calls[2].headers['PayPal-Request-Id']).toBe('create-o-1-2');
  });

  it('uses the live API in live mode and accepts the older approve link', async () => {
    const s = fakeProviderServers([
      { method: 'POST', url: 'https://api-m.paypal.com/v1/oauth2/token', body: { access_token: 't', expires_in: 3600 } },
      {
        method: 'POST',
        url: 'https://api-m.paypal.com/v2/checkout/orders',
        body: { id: 'ABCDE12345', links: [{ rel: 'approve', href: 'https://www.paypal.com/checkoutnow?token=ABCDE12345' }] },
      },
    ]);
    await expect(new PayPalHandler({ ...opts, mode: 'live' }, s.fetch).createPayment(order, urls)).resolves.toMatchObject({
      redirectUrl: 'https://www.paypal.com/checkoutnow?token=ABCDE12345',
    });
  });

  it('captures on return (idempotency key per order) and maps the capture', async () => {
    const s = servers([{ method: 'POST', url: `${SANDBOX}/v2/checkout/orders/5O190127TN364715T/capture`, status: 201, body: completed }]);
    const outcome = await new PayPalHandler(opts, s.fetch).handleReturn({ token: '5O190127TN364715T', PayerID: 'X', number: '2026-999999' });
    expect(outcome).toEqual({
      orderNumber: '2026-000042',
      status: 'captured',
      providerReference: '3C679366HH908993F',
      amountCents: 1999,
      reason: 'order COMPLETED, capture COMPLETED',
    });
    expect(s.calls[1].headers['PayPal-Request-Id']).toBe('capture-5O190127TN364715T');
  });

  it('refunds a capture keyed by the refund, so two refunds of the same amount stay two', async () => {
    const s = servers([
      { method: 'POST', url: `${SANDBOX}/v2/payments/captures/3C679366HH908993F/refund`, status: 201, body: { id: 'R1', status: 'COMPLETED' } },
    ]);
    const h = new PayPalHandler(opts, s.fetch);
    await expect(h.refund('3C679366HH908993F', 500, 'EUR', 'refund-a')).resolves.toEqual({ providerReference: 'R1' });
    await h.refund('3C679366HH908993F', 500, 'EUR', 'refund-b');
    const keys = s.calls.filter((c) => c.url.endsWith('/refund')).map((c) => c.headers['PayPal-Request-Id']);
    expect(keys).toEqual(['refund-refund-a', 'refund-refund-b']);
  });

  it('reads the order when already captured, fails on a declined instrument, refuses bad tokens', async () => {
    const s = servers([
      { method: 'POST', url: /\/AAAAA11111\/capture$/, status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } },
      { method: 'GET', url: /\/AAAAA11111$/, body: completed },
      { method: 'POST', url: /\/BBBBB22222\/capture$/, status: 422, body: { details: [{ issue: 'INSTRUMENT_DECLINED' }] } },
      {
        method: 'GET',
        url: /\/BBBBB22222$/,
        body: { id: 'BBBBB22222', status: 'APPROVED', purchase_units: [{ reference_id: '2026-000042', amount: { value: '19.99' } }] },
      },
    ]);
    const h = new PayPalHandler(opts, s.fetch);
    await expect(h.handleReturn({ token: 'AAAAA11111' })).resolves.toMatchObject({ status: 'captured', providerReference: '3C679366HH908993F' });
    await expect(h.handleReturn({ token: 'BBBBB22222' })).resolves.toMatchObject({
      status: 'failed',
      reason: 'INSTRUMENT_DECLINED',
      orderNumber: '2026-000042',
    });
    for (const token of ['', 'x/../../v1', 'lower1234']) await expect(h.handleReturn({ token })).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  const headers = {
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-time': '2026-03-05T08:09:10Z',
    'paypal-transmission-sig': 'sig==',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42',
    'paypal-auth-algo': 'SHA256withRSA',
  };
  const captureEvent = (type: string) =>
    JSON.stringify({
      id: 'WH-1',
      event_type: type,
      resource: { id: '3C679366HH908993F', status: 'COMPLETED', amount: { currency_code: 'EUR', value: '19.99' }, custom_id: '2026-000042' },
    });

  it('verifies webhooks with verify-webhook-signature and our webhook id, then maps capture events', async () => {
    const s = servers([{ method: 'POST', url: `${SANDBOX}/v1/notifications/verify-webhook-signature`, body: { verification_status: 'SUCCESS' } }]);
    const h = new PayPalHandler(opts, s.fetch);
    const raw = captureEvent('PAYMENT.CAPTURE.COMPLETED');
    await expect(h.verifyNotification({ headers, rawBody: raw, fields: {} })).resolves.toEqual({
      orderNumber: '2026-000042',
      status: 'captured',
      providerReference: '3C679366HH908993F',
      amountCents: 1999,
      reason: 'PAYMENT.CAPTURE.COMPLETED',
    });
    expect(s.calls[1].json).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: 'sig==',
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: 'WH123',
      webhook_event: JSON.parse(raw),
    });
    expect((await h.verifyNotification({ headers, rawBody: captureEvent('PAYMENT.CAPTURE.DENIED'), fields: {} })).status).toBe('failed');
    expect((await h.verifyNotification({ headers, rawBody: captureEvent('PAYMENT.CAPTURE.PENDING'), fields: {} })).status).toBe('pending');
    await expect(h.verifyNotification({ headers, rawBody: captureEvent('BILLING.PLAN.CREATED'), fields: {} })).rejects.toBeInstanceOf(
      PaymentNotificationIgnored,
    );
  });

  it('refuses webhooks PayPal does not vouch for, without headers, or without a webhook id', async () => {
    const s = servers([{ method: 'POST', url: /verify-webhook-signature$/, body: { verification_status: 'FAILURE' } }]);
    const raw = captureEvent('PAYMENT.CAPTURE.COMPLETED');
    await expect(new PayPalHandler(opts, s.fetch).verifyNotification({ headers, rawBody: raw, fields: {} })).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      new PayPalHandler(opts, s.fetch).verifyNotification({ headers: { ...headers, 'paypal-transmission-sig': undefined }, rawBody: raw, fields: {} }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(new PayPalHandler(opts, s.fetch).verifyNotification({ headers, rawBody: 'garbage', fields: {} })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    await expect(
      new PayPalHandler({ ...opts, webhookId: undefined }, s.fetch).verifyNotification({ headers, rawBody: raw, fields: {} }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    expect(s.calls.filter((c) => c.url.endsWith('verify-webhook-signature'))).toHaveLength(1);
  });
});

import { PaymentNotificationIgnored, PaymentProviderError, PaymentSignatureError } from './payment-handler';
import { PayPlugHandler } from './payplug.handler';
import { fakeProviderServers } from './testing/fake-provider-servers';

const opts = { secretKey: 'sk_test_abc', apiVersion: '2019-08-06' };
const order = {
  orderId: 'o-1',
  number: '2026-000042',
  amountCents: 4990,
  currency: 'EUR',
  locale: 'en' as const,
  customer: { email: 'alice@example.com', firstName: 'Alice', lastName: 'Martin' },
  billingAddress: { line1: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'fr' },
};
const urls = {
  success: 'https://shop.example/en/checkout/success?number=2026-000042',
  failure: 'https://shop.example/en/checkout/payment/payplug/failed?number=2026-000042',
  notify: 'https://shop.example/payments/payplug/notify',
};
const payment = (over: Record<string, unknown> = {}) => ({
  id: 'pay_5iHMDxy4ABR4YBVW4UscIn',
  object: 'payment',
  is_live: false,
  amount: 4990,
  currency: 'EUR',
  is_paid: true,
  failure: null,
  metadata: { order_number: '2026-000042', order_id: 'o-1' },
  hosted_payment: { payment_url: 'https://secure.payplug.com/pay/5iHMDxy4ABR4YBVW4UscIn' },
  ...over,
});

describe('PayPlug', () => {
  it('creates a payment (cents, Bearer key, API version, customer, hosted urls, notification url, metadata)', async () => {
    const servers = fakeProviderServers([{ method: 'POST', url: 'https://api.payplug.com/v1/payments', status: 201, body: payment({ is_paid: false }) }]);
    const start = await new PayPlugHandler(opts, servers.fetch).createPayment(order, urls);
    expect(start).toEqual({
      kind: 'redirect',
      redirectUrl: 'https://secure.payplug.com/pay/5iHMDxy4ABR4YBVW4UscIn',
      providerReference: 'pay_5iHMDxy4ABR4YBVW4UscIn',
    });
    const [call] = servers.calls;
    expect(call.headers).toMatchObject({ Authorization: 'Bearer sk_test_abc', 'PayPlug-Version': '2019-08-06', 'Content-Type': 'application/json' });
    const person = {
      first_name: 'Alice',
      last_name: 'Martin',
      email: 'alice@example.com',
      language: 'en',
      address1: '1 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      country: 'FR',
    };
    expect(call.json).toEqual({
      amount: 4990,
      currency: 'EUR',
      billing: person,
      shipping: { ...person, delivery_type: 'BILLING' },
      hosted_payment: { return_url: urls.success, cancel_url: urls.failure },
      notification_url: urls.notify,
      metadata: { order_number: '2026-000042', order_id: 'o-1' },
    });
  });

  it('trusts only the API: the notification names a payment, GET /v1/payments/{id} says what happened', async () => {
    const servers = fakeProviderServers([{ method: 'GET', url: 'https://api.payplug.com/v1/payments/pay_5iHMDxy4ABR4YBVW4UscIn', body: payment() }]);
    const h = new PayPlugHandler(opts, servers.fetch);
    // The posted body claims a failure and another amount: ignored, the API's answer wins.
    const posted = JSON.stringify(payment({ is_paid: false, amount: 1, failure: { code: 'x' } }));
    await expect(h.verifyNotification({ headers: {}, rawBody: posted, fields: {} })).resolves.toEqual({
      orderNumber: '2026-000042',
      status: 'captured',
      providerReference: 'pay_5iHMDxy4ABR4YBVW4UscIn',
      amountCents: 4990,
      reason: undefined,
    });
    expect(servers.calls[0]).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer sk_test_abc', 'PayPlug-Version': '2019-08-06' } });
  });

  it('maps failure and pending', async () => {
    const answer = { current: payment() as Record<string, unknown> };
    const h = new PayPlugHandler(opts, fakeProviderServers([{ method: 'GET', url: /\/v1\/payments\/pay_/, body: () => answer.current }]).fetch);
    const verify = () => h.verifyNotification({ headers: {}, rawBody: JSON.stringify({ id: 'pay_5iHMDxy4ABR4YBVW4UscIn' }), fields: {} });
    answer.current = payment({ is_paid: false, failure: { code: 'card_declined', message: 'The card was declined' } });
    await expect(verify()).resolves.toMatchObject({ status: 'failed', reason: 'card_declined: The card was declined' });
    answer.current = payment({ is_paid: false, failure: null });
    await expect(verify()).resolves.toMatchObject({ status: 'pending' });
    answer.current = payment({ metadata: {} });
    await expect(verify()).rejects.toBeInstanceOf(PaymentNotificationIgnored);
  });

  it('refuses garbage and payments unknown to the account; reports the API down', async () => {
    const servers = fakeProviderServers([
      { method: 'GET', url: /pay_unknown1/, status: 404, body: { message: 'not found' } },
      { method: 'GET', url: /pay_down1/, status: 500, body: {} },
    ]);
    const h = new PayPlugHandler(opts, servers.fetch);
    const verify = (raw: string) => h.verifyNotification({ headers: {}, rawBody: raw, fields: {} });
    for (const raw of ['', 'garbage', '[]', '{"id":"../../v1/refunds"}', '{"id":42}']) await expect(verify(raw)).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(verify('{"id":"pay_unknown1"}')).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(verify('{"id":"pay_down1"}')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(servers.calls).toHaveLength(2); // garbage never reached the API
  });

  it('refunds through POST /v1/payments/{id}/refunds', async () => {
    const servers = fakeProviderServers([
      {
        method: 'POST',
        url: 'https://api.payplug.com/v1/payments/pay_5iHMDxy4ABR4YBVW4UscIn/refunds',
        status: 201,
        body: { id: 're_1', object: 'refund', amount: 1000 },
      },
    ]);
    await expect(new PayPlugHandler(opts, servers.fetch).refund('pay_5iHMDxy4ABR4YBVW4UscIn', 1000)).resolves.toEqual({ providerReference: 're_1' });
    expect(servers.calls[0].json).toEqual({ amount: 1000 });
  });
});

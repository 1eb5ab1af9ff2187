import { createHmac } from 'node:crypto';
import { BtcPayHandler } from './btcpay.handler';
import { PaymentNotificationIgnored, PaymentProviderError, PaymentSignatureError } from './payment-handler';
import { fakeProviderServers } from './testing/fake-provider-servers';

const SECRET = 'whsec-test-123';
const opts = { url: 'https://btcpay.example/', apiKey: 'key-abc', storeId: 'StoreXyz', webhookSecret: SECRET };
const order = {
  orderId: 'o-1',
  number: '2026-000042',
  amountCents: 123456,
  currency: 'EUR',
  customer: { email: 'alice@example.com', firstName: 'Alice', lastName: 'Martin' },
  locale: 'fr' as const,
};
const urls = {
  success: 'https://shop.example/checkout/success?number=2026-000042',
  failure: 'https://shop.example/checkout/payment/crypto/failed?number=2026-000042',
  notify: 'https://shop.example/payments/crypto/notify',
};

/** Signed as BTCPay documents it, computed here independently: sha256=<hex HMAC of the raw body>. */
const sign = (raw: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
const event = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    deliveryId: 'd1',
    webhookId: 'w1',
    isRedelivery: false,
    type: 'InvoiceSettled',
    timestamp: 1770000000,
    storeId: 'StoreXyz',
    invoiceId: 'Inv123',
    metadata: { orderId: '2026-000042' },
    ...over,
  });

describe('BTCPay (crypto)', () => {
  it('creates an invoice with the Greenfield API and redirects to its checkout link', async () => {
    const servers = fakeProviderServers([
      {
        method: 'POST',
        url: 'https://btcpay.example/api/v1/stores/StoreXyz/invoices',
        body: { id: 'Inv123', checkoutLink: 'https://btcpay.example/i/Inv123', status: 'New' },
      },
    ]);
    const start = await new BtcPayHandler(opts, servers.fetch).createPayment(order, urls);
    expect(start).toEqual({ kind: 'redirect', redirectUrl: 'https://btcpay.example/i/Inv123', providerReference: 'Inv123' });
    const [call] = servers.calls;
    expect(call.headers).toMatchObject({ Authorization: 'token key-abc', 'Content-Type': 'application/json' });
    expect(call.json).toEqual({
      amount: '1234.56',
      currency: 'EUR',
      metadata: { orderId: '2026-000042', orderNumber: '2026-000042', commerceOrderId: 'o-1', buyerEmail: 'alice@example.com' },
      checkout: { redirectURL: urls.success, redirectAutomatically: true, defaultLanguage: 'fr-FR' },
    });
  });

  it('reports the provider failing as PaymentProviderError', async () => {
    const servers = fakeProviderServers([{ method: 'POST', url: /invoices$/, status: 401, body: { code: 'unauthenticated' } }]);
    await expect(new BtcPayHandler(opts, servers.fetch).createPayment(order, urls)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('verifies the BTCPay-Sig HMAC over the raw body and maps the event types', async () => {
    const h = new BtcPayHandler(opts, fakeProviderServers().fetch);
    const verify = (raw: string, sig = sign(raw)) => h.verifyNotification({ headers: { 'btcpay-sig': sig }, rawBody: raw, fields: {} });
    await expect(verify(event())).resolves.toEqual({
      orderNumber: '2026-000042',
      status: 'captured',
      providerReference: 'Inv123',
      amountCents: undefined,
      reason: 'InvoiceSettled',
    });
    expect((await verify(event({ type: 'InvoiceExpired', partiallyPaid: true }))).status).toBe('failed');
    expect((await verify(event({ type: 'InvoiceInvalid' }))).status).toBe('failed');
    for (const type of ['InvoiceCreated', 'InvoiceReceivedPayment', 'InvoiceProcessing', 'InvoicePaymentSettled'])
      expect((await verify(event({ type }))).status).toBe('pending');
    // Upper-case hex is the same signature.
    expect((await verify(event(), sign(event()).toUpperCase().replace('SHA256=', 'sha256='))).status).toBe('captured');
  });

  it('refuses a missing, wrong-secret or tampered signature', async () => {
    const h = new BtcPayHandler(opts, fakeProviderServers().fetch);
    const raw = event();
    await expect(h.verifyNotification({ headers: {}, rawBody: raw, fields: {} })).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(h.verifyNotification({ headers: { 'btcpay-sig': sign(raw, 'other') }, rawBody: raw, fields: {} })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    // Same signature, body changed (another order): refused.
    await expect(
      h.verifyNotification({ headers: { 'btcpay-sig': sign(raw) }, rawBody: raw.replace('2026-000042', '2026-000043'), fields: {} }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    // Re-serialised JSON (spaces) is not the bytes that were signed.
    await expect(
      h.verifyNotification({ headers: { 'btcpay-sig': sign(raw) }, rawBody: JSON.stringify(JSON.parse(raw), null, 1), fields: {} }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    // Well signed but not JSON, or another store.
    await expect(h.verifyNotification({ headers: { 'btcpay-sig': sign('garbage') }, rawBody: 'garbage', fields: {} })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    const other = event({ storeId: 'Other' });
    await expect(h.verifyNotification({ headers: { 'btcpay-sig': sign(other) }, rawBody: other, fields: {} })).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('asks for the invoice when the event carries no metadata, and ignores invoices of no order', async () => {
    const servers = fakeProviderServers([
      {
        method: 'GET',
        url: 'https://btcpay.example/api/v1/stores/StoreXyz/invoices/Inv123',
        body: { id: 'Inv123', amount: '1234.56', currency: 'EUR', metadata: { orderId: '2026-000042' } },
      },
      { method: 'GET', url: 'https://btcpay.example/api/v1/stores/StoreXyz/invoices/Inv999', body: { id: 'Inv999', amount: '1.00', metadata: {} } },
    ]);
    const h = new BtcPayHandler(opts, servers.fetch);
    const bare = event({ metadata: undefined });
    await expect(h.verifyNotification({ headers: { 'btcpay-sig': sign(bare) }, rawBody: bare, fields: {} })).resolves.toMatchObject({
      orderNumber: '2026-000042',
      status: 'captured',
      amountCents: 123456,
    });
    expect(servers.calls[0].headers.Authorization).toBe('token key-abc');
    const foreign = event({ metadata: undefined, invoiceId: 'Inv999' });
    await expect(h.verifyNotification({ headers: { 'btcpay-sig': sign(foreign) }, rawBody: foreign, fields: {} })).rejects.toBeInstanceOf(
      PaymentNotificationIgnored,
    );
  });
});

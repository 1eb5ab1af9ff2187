import 'reflect-metadata';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { INestApplication, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PaymentOutcome } from './payment-handler';
import { PaymentOutcomeResult, PaymentOutcomeSink } from './payment-outcome-sink';
import { PaymentsModule } from './payment-registry';
import { loadConfig } from '@guide/platform';
import { paymentsEnv } from './payments.config';
import { payzenSignature } from './payzen.handler';
import { fakeProviderServers } from './testing/fake-provider-servers';

const PAYZEN_KEY = 'TESTKEY1234567890';
const BTC_SECRET = 'whsec-test-123';

/**
 * A fake of the commerce core's sink with the contract's idempotency: an order moves PENDING_PAYMENT →
 * PROCESSING once, each (method, reference, status) emits its event once.
 */
@Injectable()
class FakeSink implements PaymentOutcomeSink {
  orders = new Map<string, string>();
  events: { type: string; orderNumber: string }[] = [];
  private seen = new Set<string>();
  reset() {
    this.orders = new Map([
      ['2026-000042', 'PENDING_PAYMENT'],
      ['2026-000043', 'PENDING_PAYMENT'],
    ]);
    this.events = [];
    this.seen.clear();
  }
  async apply(method: string, outcome: PaymentOutcome): Promise<PaymentOutcomeResult> {
    const status = this.orders.get(outcome.orderNumber);
    if (!status) return 'unknown-order';
    const key = `${method}|${outcome.providerReference}|${outcome.status}`;
    if (this.seen.has(key) || outcome.status === 'pending') return 'unchanged';
    this.seen.add(key);
    if (outcome.status === 'captured' && status === 'PENDING_PAYMENT') {
      this.orders.set(outcome.orderNumber, 'PROCESSING');
      this.events.push({ type: 'commerce.payment.captured', orderNumber: outcome.orderNumber });
      return 'applied';
    }
    if (outcome.status === 'failed' && status === 'PENDING_PAYMENT') {
      this.events.push({ type: 'commerce.payment.failed', orderNumber: outcome.orderNumber });
      return 'applied';
    }
    return 'unchanged';
  }
}
@Module({ providers: [FakeSink], exports: [FakeSink] })
class FakeSinkModule {}

describe('payments controller (/payments/:code/…)', () => {
  let app: INestApplication;
  let base: string;
  let sink: FakeSink;
  const servers = fakeProviderServers([
    { method: 'POST', url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token', body: { access_token: 't', expires_in: 3600 } },
    {
      method: 'POST',
      url: /\/v2\/checkout\/orders\/5O190127TN364715T\/capture$/,
      status: 201,
      body: {
        id: '5O190127TN364715T',
        status: 'COMPLETED',
        purchase_units: [
          { reference_id: '2026-000042', payments: { captures: [{ id: '3C679366HH908993F', status: 'COMPLETED', amount: { value: '19.99' } }] } },
        ],
      },
    },
    { method: 'POST', url: /\/capture$/, status: 404, body: { name: 'RESOURCE_NOT_FOUND' } },
    { method: 'GET', url: 'https://api.payplug.com/v1/payments/pay_down', status: 502, body: {} },
  ]);

  beforeAll(async () => {
    const config = loadConfig(paymentsEnv, {
      PUBLIC_WEB_URL: 'https://shop.example',
      PAYZEN_SITE_ID: '12345678',
      PAYZEN_KEY,
      BTCPAY_URL: 'https://btcpay.example',
      BTCPAY_API_KEY: 'k',
      BTCPAY_STORE_ID: 'StoreXyz',
      BTCPAY_WEBHOOK_SECRET: BTC_SECRET,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPLUG_SECRET_KEY: 'sk_test_x',
    });
    @Module({ imports: [PaymentsModule.forRoot({ config, imports: [FakeSinkModule], sink: FakeSink, fetch: servers.fetch })] })
    class TestModule {}
    // As the platform must create subgraphs for these routes: body parsing on, raw body kept.
    app = await NestFactory.create(TestModule, { rawBody: true, bodyParser: true, logger: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    sink = app.get(FakeSink);
  });
  afterAll(() => app?.close());
  beforeEach(() => sink.reset());

  const payzenIpn = (over: Record<string, string> = {}) => {
    const fields: Record<string, string> = {
      vads_amount: '1999',
      vads_ctx_mode: 'TEST',
      vads_currency: '978',
      vads_order_id: '2026-000042',
      vads_site_id: '12345678',
      vads_trans_date: '20260305080910',
      vads_trans_id: '000420',
      vads_trans_status: 'AUTHORISED',
      vads_trans_uuid: 'uuid-1',
      vads_version: 'V2',
      ...over,
    };
    return new URLSearchParams({ ...fields, signature: payzenSignature(fields, PAYZEN_KEY) }).toString();
  };
  const post = (path: string, body: string, headers: Record<string, string>) => fetch(`${base}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('PayZen IPN (form-encoded): captured once, the same IPN twice changes nothing', async () => {
    const body = payzenIpn();
    const first = await post('/payments/payzen/notify', body, form);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, result: 'applied' });
    expect(sink.orders.get('2026-000042')).toBe('PROCESSING');
    const again = await post('/payments/payzen/notify', body, form);
    expect(await again.json()).toEqual({ received: true, result: 'unchanged' });
    expect(sink.events).toEqual([{ type: 'commerce.payment.captured', orderNumber: '2026-000042' }]);
  });

  it('PayZen: 400 and nothing applied on a tampered amount or a missing signature', async () => {
    const tampered = payzenIpn().replace('vads_amount=1999', 'vads_amount=1');
    expect((await post('/payments/payzen/notify', tampered, form)).status).toBe(400);
    expect((await post('/payments/payzen/notify', 'vads_order_id=2026-000042&vads_trans_status=AUTHORISED', form)).status).toBe(400);
    expect(sink.orders.get('2026-000042')).toBe('PENDING_PAYMENT');
    expect(sink.events).toEqual([]);
  });

  it('BTCPay: the HMAC is checked over the raw bytes as sent (spacing kept), 400 when it does not match', async () => {
    // Odd spacing: only the raw body reproduces the signature, a re-serialised one would not.
    const raw = '{ "type":"InvoiceSettled",  "storeId":"StoreXyz", "invoiceId":"Inv123", "metadata": {"orderId":"2026-000043"} }';
    const sig = `sha256=${createHmac('sha256', BTC_SECRET).update(raw).digest('hex')}`;
    const ok = await post('/payments/crypto/notify', raw, { 'content-type': 'application/json', 'btcpay-sig': sig });
    expect(ok.status).toBe(200);
    expect(sink.orders.get('2026-000043')).toBe('PROCESSING');
    const bad = await post('/payments/crypto/notify', raw.replace('Inv123', 'Inv124'), { 'content-type': 'application/json', 'btcpay-sig': sig });
    expect(bad.status).toBe(400);
    const none = await post('/payments/crypto/notify', raw, { 'content-type': 'application/json' });
    expect(none.status).toBe(400);
  });

  it('garbage never gets a 5xx', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/payments/crypto/notify', '{not json', { 'content-type': 'application/json' }],
      ['/payments/crypto/notify', 'plain garbage', { 'content-type': 'text/plain', 'btcpay-sig': 'sha256=00' }],
      ['/payments/payzen/notify', 'vads_amount[x]=1&signature[]=2', form],
      ['/payments/payzen/notify', '\u0000\u0001', { 'content-type': 'application/octet-stream' }],
      ['/payments/payplug/notify', '{"id":"pay_x/../../y"}', { 'content-type': 'application/json' }],
      ['/payments/paypal/notify', '[]', { 'content-type': 'application/json' }],
      ['/payments/nope/notify', '{}', { 'content-type': 'application/json' }],
    ];
    for (const [path, body, headers] of cases) {
      const res = await post(path, body, headers);
      expect([path, res.status >= 400 && res.status < 500]).toEqual([path, true]);
    }
    expect(sink.events).toEqual([]);
  });

  it('answers 503 (the provider retries) when the provider API is down', async () => {
    expect((await post('/payments/payplug/notify', '{"id":"pay_down"}', { 'content-type': 'application/json' })).status).toBe(503);
  });

  it('PayPal return: captures, applies and redirects to the storefront success page; failure page otherwise', async () => {
    const ok = await fetch(`${base}/payments/paypal/return?token=5O190127TN364715T&PayerID=P1&number=2026-000042&lang=en`, { redirect: 'manual' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('https://shop.example/en/checkout/success?number=2026-000042');
    expect(sink.orders.get('2026-000042')).toBe('PROCESSING');
    const unknown = await fetch(`${base}/payments/paypal/return?token=ZZZZZ99999&number=2026-000043`, { redirect: 'manual' });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('https://shop.example/checkout/payment/paypal/failed?number=2026-000043');
    const garbage = await fetch(`${base}/payments/paypal/return?token[]=x&number=<script>`, { redirect: 'manual' });
    expect(garbage.headers.get('location')).toBe('https://shop.example/checkout/payment/paypal/failed?number=');
  });

  it('PayZen pay page: posts only forms this shop signed, escaped, with a same-origin script', async () => {
    const fields: Record<string, string> = {
      vads_amount: '1999',
      vads_site_id: '12345678',
      vads_order_id: '2026-000042',
      vads_cust_email: 'a"><b>@example.com',
      vads_language: 'en',
    };
    const query = new URLSearchParams({ ...fields, signature: payzenSignature(fields, PAYZEN_KEY) });
    const page = await fetch(`${base}/payments/payzen/pay?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('action="https://secure.payzen.eu/vads-payment/"');
    expect(html).toContain('<script src="/payments/pay.js" defer></script>');
    expect(html).toContain('value="a&#34;&#62;&#60;b&#62;@example.com"');
    expect(html).not.toContain('<b>');
    query.set('vads_amount', '1');
    expect((await fetch(`${base}/payments/payzen/pay?${query}`)).status).toBe(400);
    expect((await fetch(`${base}/payments/pay.js`)).headers.get('content-type')).toMatch(/javascript/);
  });
});

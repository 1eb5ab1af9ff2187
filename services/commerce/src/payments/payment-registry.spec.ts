import { ConfigError, loadConfig } from '@guide/platform';
import { buildPaymentHandlers, paymentReturnUrls } from './payment-registry';
import { paymentsEnv } from './payments.config';
import { centsToDecimal, decimalToCents } from './money';

const load = (vars: Record<string, string>) => loadConfig(paymentsEnv, vars);
const ALL = {
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYZEN_SITE_ID: '12345678',
  PAYZEN_KEY: 'key',
  PAYPLUG_SECRET_KEY: 'sk_test_x',
  BTCPAY_URL: 'https://btcpay.example',
  BTCPAY_API_KEY: 'k',
  BTCPAY_STORE_ID: 's',
  BTCPAY_WEBHOOK_SECRET: 'w',
};

describe('payment registry', () => {
  it('offers no external provider when no credentials are set (defaults load)', () => {
    const config = load({});
    expect(config).toMatchObject({
      PAYPAL_MODE: 'sandbox',
      PAYZEN_MODE: 'TEST',
      PAYZEN_FORM_URL: 'https://secure.payzen.eu/vads-payment/',
      PAYPLUG_API_VERSION: '2019-08-06',
      PUBLIC_WEB_URL: 'http://localhost:3000',
    });
    expect(buildPaymentHandlers(config)).toEqual([]);
  });

  it('offers each provider whose credentials are all set, and only those', () => {
    expect(buildPaymentHandlers(load(ALL)).map((h) => h.code)).toEqual(['payzen', 'payplug', 'paypal', 'crypto']);
    expect(buildPaymentHandlers(load({ PAYPLUG_SECRET_KEY: 'sk_test_x' })).map((h) => h.code)).toEqual(['payplug']);
    expect(
      buildPaymentHandlers(load({ BTCPAY_URL: 'https://b.example', BTCPAY_API_KEY: 'k', BTCPAY_STORE_ID: 's', BTCPAY_WEBHOOK_SECRET: 'w' })).map((h) => h.code),
    ).toEqual(['crypto']);
  });

  it('stops start-up naming the missing variables of a half-configured provider', () => {
    expect(() => buildPaymentHandlers(load({ PAYZEN_SITE_ID: '12345678' }))).toThrow(ConfigError);
    expect(() => buildPaymentHandlers(load({ BTCPAY_URL: 'https://b.example', BTCPAY_API_KEY: 'k' }))).toThrow(/BTCPAY_STORE_ID, BTCPAY_WEBHOOK_SECRET/);
    expect(() => load({ PAYPAL_MODE: 'production' })).toThrow(ConfigError);
  });

  it('builds the return URLs checkout passes to handlers', () => {
    expect(paymentReturnUrls('https://shop.example/', 'payzen', '2026-000042', 'en')).toEqual({
      success: 'https://shop.example/en/checkout/success?number=2026-000042',
      failure: 'https://shop.example/en/checkout/payment/payzen/failed?number=2026-000042',
      notify: 'https://shop.example/payments/payzen/notify',
    });
  });

  it('writes amounts as exact decimals', () => {
    expect([0, 5, 99, 100, 1999, 123456].map(centsToDecimal)).toEqual(['0.00', '0.05', '0.99', '1.00', '19.99', '1234.56']);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(['19.99', '19.9', '19', '0.05'].map(decimalToCents)).toEqual([1999, 1990, 1900, 5]);
    expect(['1e3', '-1', '1.234', 'abc', undefined].map(decimalToCents)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

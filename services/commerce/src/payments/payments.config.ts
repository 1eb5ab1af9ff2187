import { Config, ConfigError, env, publicWebEnv } from '@guide/platform';

/**
 * The payment providers' variables, spread by the lead into `commerceEnv` (app.module.ts). Every
 * provider is optional: it is offered at checkout only when its credentials are all set; a provider
 * half configured stops commerce at start-up with a message naming what is missing.
 */
export const paymentsEnv = {
  ...publicWebEnv, // storefront origin: where customers land after a PayPal return

  PAYPAL_CLIENT_ID: env.string({ optional: true, doc: 'PayPal REST app client id (developer.paypal.com, sandbox or live app)' }),
  PAYPAL_CLIENT_SECRET: env.string({ optional: true, doc: 'PayPal REST app secret' }),
  PAYPAL_MODE: env.oneOf(['sandbox', 'live'] as const, { default: 'sandbox', doc: 'api-m.sandbox.paypal.com or api-m.paypal.com' }),
  PAYPAL_WEBHOOK_ID: env.string({
    optional: true,
    doc: 'id of the webhook registered on the app; unset: webhooks are refused, the return capture still works',
  }),

  PAYZEN_SITE_ID: env.string({ optional: true, doc: 'PayZen shop id (8 digits, back office > Settings > Shop > Keys)' }),
  PAYZEN_KEY: env.string({ optional: true, doc: 'the TEST or PRODUCTION key matching PAYZEN_MODE (HMAC-SHA-256 signature algorithm)' }),
  PAYZEN_MODE: env.oneOf(['TEST', 'PRODUCTION'] as const, { default: 'TEST', doc: 'vads_ctx_mode' }),
  PAYZEN_FORM_URL: env.url({
    protocols: ['https'],
    default: 'https://secure.payzen.eu/vads-payment/',
    doc: 'the hosted form (other Lyra brands: their own host)',
  }),

  PAYPLUG_SECRET_KEY: env.string({ optional: true, doc: 'sk_test_… or sk_live_… (PayPlug portal > Settings > API keys)' }),
  PAYPLUG_API_VERSION: env.string({ default: '2019-08-06', doc: 'PayPlug-Version header' }),

  BTCPAY_URL: env.url({ protocols: ['http', 'https'], optional: true, doc: 'BTCPay Server origin, e.g. https://btcpay.example' }),
  BTCPAY_API_KEY: env.string({ optional: true, doc: 'Greenfield API key with btcpay.store.cancreateinvoice and btcpay.store.canviewinvoices' }),
  BTCPAY_STORE_ID: env.string({ optional: true, doc: 'the store the invoices are created in' }),
  BTCPAY_WEBHOOK_SECRET: env.string({ optional: true, doc: "the store webhook's secret (BTCPay-Sig HMAC key)" }),
};
export type PaymentsConfig = Config<typeof paymentsEnv>;

/** The variables each provider needs, all or none. */
export const PROVIDER_VARIABLES = {
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  payzen: ['PAYZEN_SITE_ID', 'PAYZEN_KEY'],
  payplug: ['PAYPLUG_SECRET_KEY'],
  crypto: ['BTCPAY_URL', 'BTCPAY_API_KEY', 'BTCPAY_STORE_ID', 'BTCPAY_WEBHOOK_SECRET'],
} as const satisfies Record<string, readonly (keyof PaymentsConfig)[]>;

export type ProviderCode = keyof typeof PROVIDER_VARIABLES;

/** Whether a provider is configured; throws ConfigError when only part of its variables is set. */
export function providerConfigured(config: Partial<PaymentsConfig>, code: ProviderCode): boolean {
  const names = PROVIDER_VARIABLES[code];
  const missing = names.filter((n) => !config[n]);
  if (missing.length === 0) return true;
  if (missing.length === names.length) return false;
  throw new ConfigError(missing.join(', '), `is required when ${names.filter((n) => config[n]).join(', ')} is set (payment method ${code})`);
}

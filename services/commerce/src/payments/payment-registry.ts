import { DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { PaymentHandler, ReturnUrls } from './payment-handler';
import { PAYMENT_FETCH, PaymentFetch, nodeFetch } from './http';
import { PaymentsConfig, providerConfigured } from './payments.config';
import { PayPalHandler } from './paypal.handler';
import { PayZenHandler } from './payzen.handler';
import { PayPlugHandler } from './payplug.handler';
import { BtcPayHandler } from './btcpay.handler';
import { PAYMENT_OUTCOME_SINK, PaymentOutcomeSink } from './payment-outcome-sink';
import { PaymentsController } from './payments.controller';
import { PAYMENTS_CONFIG, PAYMENT_HANDLERS } from './tokens';
import { storefrontPaymentPages } from './storefront-pages';

export { storefrontPaymentPages } from './storefront-pages';

export { PAYMENT_HANDLERS } from './tokens';

/**
 * The external providers whose credentials are set, in the order checkout lists them. A provider with
 * only part of its variables set throws ConfigError (commerce stops at start-up naming them).
 * bank-transfer and test-card are not external: the commerce core adds them.
 */
export function buildPaymentHandlers(config: PaymentsConfig, fetcher: PaymentFetch = nodeFetch): PaymentHandler[] {
  const handlers: PaymentHandler[] = [];
  if (providerConfigured(config, 'payzen')) {
    handlers.push(new PayZenHandler({ siteId: config.PAYZEN_SITE_ID, key: config.PAYZEN_KEY, mode: config.PAYZEN_MODE, formUrl: config.PAYZEN_FORM_URL }));
  }
  if (providerConfigured(config, 'payplug')) {
    handlers.push(new PayPlugHandler({ secretKey: config.PAYPLUG_SECRET_KEY, apiVersion: config.PAYPLUG_API_VERSION }, fetcher));
  }
  if (providerConfigured(config, 'paypal')) {
    handlers.push(
      new PayPalHandler(
        {
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          mode: config.PAYPAL_MODE,
          webhookId: config.PAYPAL_WEBHOOK_ID || undefined,
        },
        fetcher,
      ),
    );
  }
  if (providerConfigured(config, 'crypto')) {
    handlers.push(
      new BtcPayHandler(
        { url: config.BTCPAY_URL, apiKey: config.BTCPAY_API_KEY, storeId: config.BTCPAY_STORE_ID, webhookSecret: config.BTCPAY_WEBHOOK_SECRET },
        fetcher,
      ),
    );
  }
  return handlers;
}

/** The ReturnUrls checkout passes to createPayment: storefront pages, and our notify route through the web server. */
export function paymentReturnUrls(publicWebUrl: string, code: string, orderNumber: string, locale: 'fr' | 'en'): ReturnUrls {
  const origin = publicWebUrl.replace(/\/+$/, '');
  return { ...storefrontPaymentPages(origin, code, orderNumber, locale), notify: `${origin}/payments/${encodeURIComponent(code)}/notify` };
}

export interface PaymentsModuleOptions {
  /** Commerce's loaded config (it includes paymentsEnv once spread into commerceEnv). */
  config: PaymentsConfig;
  /** The module exporting the sink (the commerce core's checkout module). */
  imports?: ModuleMetadata['imports'];
  /** The class or token, exported by one of `imports`, implementing PaymentOutcomeSink. */
  sink: string | symbol | Type<PaymentOutcomeSink>;
  /** The door to the providers' servers: Node's fetch unless a test passes a fake. */
  fetch?: PaymentFetch;
}

/**
 * The external payment providers: PAYMENT_HANDLERS for checkout (global, so the core injects it without
 * importing this module and no import cycle forms) and the /payments REST routes.
 */
@Global()
@Module({})
export class PaymentsModule {
  static forRoot(options: PaymentsModuleOptions): DynamicModule {
    const fetcher = options.fetch ?? nodeFetch;
    // Built here, not in a factory: a half-configured provider throws ConfigError while the module is
    // built, inside runSubgraph's start-up check (exit 78 with the variables named).
    const handlers = buildPaymentHandlers(options.config, fetcher);
    return {
      module: PaymentsModule,
      imports: options.imports ?? [],
      controllers: [PaymentsController],
      providers: [
        { provide: PAYMENTS_CONFIG, useValue: options.config },
        { provide: PAYMENT_FETCH, useValue: fetcher },
        { provide: PAYMENT_HANDLERS, useValue: handlers },
        { provide: PAYMENT_OUTCOME_SINK, useExisting: options.sink },
      ],
      exports: [PAYMENT_HANDLERS],
    };
  }
}

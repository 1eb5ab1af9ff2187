/** What the rest of commerce uses from the payments folder. */
export * from './payment-handler';
export * from './payment-outcome-sink';
export * from './payments.config';
export {
  PaymentsModule,
  PAYMENT_HANDLERS,
  buildPaymentHandlers,
  paymentReturnUrls,
  storefrontPaymentPages,
  type PaymentsModuleOptions,
} from './payment-registry';
export { PAYMENT_FETCH, type PaymentFetch } from './http';

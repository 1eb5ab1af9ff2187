// The checkout steps: one lazy chunk (they are visited in a row).
export { AddressesStep } from './AddressesStep';
export { ShippingStep } from './ShippingStep';
export { InformationStep } from './InformationStep';
export { QuoteStep } from './QuoteStep';
export { PaymentStep } from './PaymentStep';

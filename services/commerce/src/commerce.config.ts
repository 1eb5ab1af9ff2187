import { Config, ConfigError, SubgraphConfig, env, mailEnv } from '@guide/platform';
import { paymentsEnv } from './payments/payments.config';
import { BankDetails, DEMO_BANK_DETAILS } from './checkout/offline-payments/bank-transfer.handler';

/** Variables of commerce beyond the platform's. */
export const commerceEnv = {
  ...mailEnv,
  ...paymentsEnv,
  BANK_TRANSFER_IBAN: env.string({ optional: true, doc: 'IBAN customers transfer to (demo value outside production)' }),
  BANK_TRANSFER_BIC: env.string({ optional: true, doc: 'BIC of that account (demo value outside production)' }),
  BANK_TRANSFER_HOLDER: env.string({ optional: true, doc: 'account holder named in the instructions (demo value outside production)' }),
  // The sales settings and the seller's invoice mentions are settings (sales.*, general.*: packages/vocabulary/src/settings.ts).
  PRODUCT_ARRIVAL_WAIT_MS: env.int({
    default: 3000,
    min: 0,
    max: 30000,
    doc: 'how long setStock / addToCart / addToWishlist wait for a product the projection does not know yet (ADR 0021)',
  }),
};

export type CommerceConfig = SubgraphConfig & Partial<Config<typeof commerceEnv>>;

/** Bank details: the variables, or demo ones outside production; production without them stops at start-up. */
export function bankDetails(config: CommerceConfig): BankDetails {
  const given = { iban: config.BANK_TRANSFER_IBAN ?? '', bic: config.BANK_TRANSFER_BIC ?? '', holder: config.BANK_TRANSFER_HOLDER ?? '' };
  if (config.NODE_ENV === 'production') {
    for (const [name, value] of [
      ['BANK_TRANSFER_IBAN', given.iban],
      ['BANK_TRANSFER_BIC', given.bic],
      ['BANK_TRANSFER_HOLDER', given.holder],
    ]) {
      if (!value) throw new ConfigError(name, 'is required in production (bank transfer instructions)');
    }
    return given;
  }
  return { iban: given.iban || DEMO_BANK_DETAILS.iban, bic: given.bic || DEMO_BANK_DETAILS.bic, holder: given.holder || DEMO_BANK_DETAILS.holder };
}

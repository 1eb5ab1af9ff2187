import { ConfigError } from '@guide/platform';
import type { CommerceConfig } from '../commerce.config';

/**
 * The seller as printed on an invoice or a credit note (French mandatory mentions: name, address, SIRET,
 * intra-community VAT number). Documents keep a copy of it (`seller` jsonb): an issued invoice never
 * changes when the settings do.
 */
export interface Seller {
  name: string;
  addressLines: string[];
  siret: string;
  vatNumber: string;
}

/** Outside production only: clearly a demonstration (never a real company's numbers). */
export const DEMO_SELLER: Seller = {
  name: 'Guide Gourmand SAS (démo)',
  addressLines: ['12 place Carnot', '21200 Beaune', 'France'],
  siret: '00000000000000',
  vatNumber: 'FR00000000000',
};

const VARIABLES = ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_SIRET', 'SELLER_VAT_NUMBER'] as const;

/**
 * The seller from SELLER_NAME, SELLER_ADDRESS (lines separated by "|"), SELLER_SIRET and
 * SELLER_VAT_NUMBER. Outside production a missing one takes the demo value; in production a missing one
 * stops the service at start-up (AppModule.forRoot calls this), naming the variable.
 */
export function sellerOf(config: CommerceConfig): Seller {
  const given = {
    name: config.SELLER_NAME?.trim() ?? '',
    addressLines: (config.SELLER_ADDRESS ?? '')
      .split('|')
      .map((l) => l.trim())
      .filter(Boolean),
    siret: (config.SELLER_SIRET ?? '').replace(/\s+/g, ''),
    vatNumber: (config.SELLER_VAT_NUMBER ?? '').replace(/\s+/g, '').toUpperCase(),
  };
  if (config.NODE_ENV === 'production') {
    const missing: Record<(typeof VARIABLES)[number], boolean> = {
      SELLER_NAME: !given.name,
      SELLER_ADDRESS: !given.addressLines.length,
      SELLER_SIRET: !given.siret,
      SELLER_VAT_NUMBER: !given.vatNumber,
    };
    for (const name of VARIABLES) if (missing[name]) throw new ConfigError(name, 'is required in production (printed on invoices and credit notes)');
    if (!/^\d{14}$/.test(given.siret)) throw new ConfigError('SELLER_SIRET', 'must be 14 digits');
    return given;
  }
  return {
    name: given.name || DEMO_SELLER.name,
    addressLines: given.addressLines.length ? given.addressLines : DEMO_SELLER.addressLines,
    siret: given.siret || DEMO_SELLER.siret,
    vatNumber: given.vatNumber || DEMO_SELLER.vatNumber,
  };
}

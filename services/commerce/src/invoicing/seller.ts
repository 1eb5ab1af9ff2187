import { conflict } from '@guide/platform';
import type { SettingsValues } from '@guide/vocabulary';

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

/** The company details of Settings › Configuration › General that an invoice needs, by setting key. */
export function missingCompanyDetails(general: SettingsValues<'general'>): string[] {
  const given = companyOf(general);
  return [
    ...(given.name ? [] : ['companyName']),
    ...(given.addressLines.length ? [] : ['address']),
    ...(given.siret ? [] : ['siret']),
    ...(given.vatNumber ? [] : ['vatNumber']),
  ];
}

function companyOf(general: SettingsValues<'general'>): Seller {
  return {
    name: general.companyName.trim(),
    addressLines: general.address
      .split(/\r?\n|\|/)
      .map((l) => l.trim())
      .filter(Boolean),
    siret: general.siret,
    vatNumber: general.vatNumber,
  };
}

/**
 * The seller from the general settings (companyName, address — one line per line —, siret, vatNumber; the
 * registry checks their format). Outside production a missing one takes the demo value. In production an
 * invoice is never issued with a blank mention: CONFLICT `companyDetails = REQUIRED` until staff fill
 * them in (an automatic invoice is then retried and parked, replayable once they are).
 */
export function sellerOf(general: SettingsValues<'general'>, production: boolean): Seller {
  const given = companyOf(general);
  if (production) {
    const missing = missingCompanyDetails(general);
    if (missing.length)
      throw conflict(`The company details are incomplete (${missing.join(', ')}): fill them in Settings › Configuration before issuing invoices`, {
        companyDetails: 'REQUIRED',
      });
    return given;
  }
  return {
    name: given.name || DEMO_SELLER.name,
    addressLines: given.addressLines.length ? given.addressLines : DEMO_SELLER.addressLines,
    siret: given.siret || DEMO_SELLER.siret,
    vatNumber: given.vatNumber || DEMO_SELLER.vatNumber,
  };
}

import { TAX_CATEGORIES, TaxCategory, VAT_RATE_TENTHS } from '../money/money';

/** The shop's own country: its rates apply where a delivery country has none for a category. */
export const SHOP_COUNTRY = 'FR';

/**
 * The European Union's member states (ISO 3166 codes; Greece's VAT code EL is not a country code). Goods sent
 * outside the Union are exports, free of French VAT (CGI art. 262 I): the buyer's country taxes them on import.
 */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
export const isEuCountry = (country: string | null | undefined): boolean => EU_COUNTRIES.has((country || SHOP_COUNTRY).toUpperCase());

/** Rates in force, tenths of a percent, by category then country. */
export type RateTable = ReadonlyMap<string, ReadonlyMap<string, number>>;

export const CATEGORY_NAMES: Record<TaxCategory, { fr: string; en: string }> = {
  STANDARD: { fr: 'Taux normal', en: 'Standard rate' },
  INTERMEDIATE: { fr: 'Taux intermédiaire', en: 'Intermediate rate' },
  REDUCED: { fr: 'Taux réduit', en: 'Reduced rate' },
  SUPER_REDUCED: { fr: 'Taux particulier', en: 'Super-reduced rate' },
};

export function rateTable(rows: readonly { category: string; country: string; rateTenths: number }[]): RateTable {
  const table = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const byCountry = table.get(r.category) ?? new Map<string, number>();
    byCountry.set(r.country, r.rateTenths);
    table.set(r.category, byCountry);
  }
  return table;
}

/**
 * The rate of a category for a delivery country: that country's when staff set one; 0 for a country outside
 * the EU (an export); else the shop's country's, else France's rate of the category as money.ts knows it
 * (a table emptied by hand).
 */
export function rateTenthsFor(table: RateTable, category: TaxCategory, country: string | null | undefined): number {
  const byCountry = table.get(category);
  const c = (country || SHOP_COUNTRY).toUpperCase();
  const own = byCountry?.get(c);
  if (own !== undefined) return own;
  if (!isEuCountry(c)) return 0;
  return byCountry?.get(SHOP_COUNTRY) ?? VAT_RATE_TENTHS[category];
}

/** A rate in percent as staff type it → tenths; null when out of 0–100 or finer than a tenth. */
export function percentToTenths(ratePercent: number): number | null {
  if (typeof ratePercent !== 'number' || !Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) return null;
  const tenths = Math.round(ratePercent * 10);
  return Math.abs(tenths - ratePercent * 10) < 1e-6 ? tenths : null;
}

/** The API's TaxCategoryRates: every category in its fixed order, its countries' rates (the shop's first). */
export function categoriesView(table: RateTable, locale: 'fr' | 'en') {
  return TAX_CATEGORIES.map((code) => ({
    code,
    name: CATEGORY_NAMES[code][locale],
    rates: [...(table.get(code) ?? new Map<string, number>()).entries()]
      .sort(([a], [b]) => (a === SHOP_COUNTRY ? -1 : b === SHOP_COUNTRY ? 1 : a.localeCompare(b)))
      .map(([country, tenths]) => ({ country, ratePercent: tenths / 10 })),
  }));
}

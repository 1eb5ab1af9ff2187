/**
 * Shipping methods as typed calculator objects (Vendure style), configured in code: each names the
 * countries it serves and prices a parcel by its weight in bands. Prices are VAT included (20 %).
 */
export interface WeightBand {
  /** Up to and including this many grams. */
  upToGrams: number;
  priceCents: number;
}

export interface ShippingMethodDefinition {
  code: string;
  name: { fr: string; en: string };
  delay: { fr: string; en: string };
  /** ISO 3166-1 alpha-2 codes served. */
  countries: readonly string[];
  /** Ascending; a parcel heavier than the last band is priced at the last band plus `perExtraKgCents` per started kg. */
  bands: readonly WeightBand[];
  perExtraKgCents?: number;
}

export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  {
    code: 'colissimo',
    name: { fr: 'Colissimo à domicile', en: 'Colissimo home delivery' },
    delay: { fr: '2 à 3 jours ouvrés', en: '2 to 3 working days' },
    countries: ['FR'],
    bands: [
      { upToGrams: 250, priceCents: 595 },
      { upToGrams: 500, priceCents: 695 },
      { upToGrams: 1000, priceCents: 795 },
      { upToGrams: 2000, priceCents: 895 },
      { upToGrams: 5000, priceCents: 1395 },
      { upToGrams: 10000, priceCents: 2095 },
    ],
    perExtraKgCents: 150,
  },
  {
    code: 'relay',
    name: { fr: 'Point relais', en: 'Pick-up point' },
    delay: { fr: '3 à 5 jours ouvrés', en: '3 to 5 working days' },
    countries: ['FR'],
    bands: [
      { upToGrams: 1000, priceCents: 450 },
      { upToGrams: 5000, priceCents: 690 },
      { upToGrams: 20000, priceCents: 1290 },
    ],
    perExtraKgCents: 100,
  },
  {
    code: 'pickup',
    name: { fr: 'Retrait à Beaune', en: 'Collect in Beaune' },
    delay: { fr: 'Dès le lendemain', en: 'From the next day' },
    countries: ['FR'],
    bands: [{ upToGrams: Number.MAX_SAFE_INTEGER, priceCents: 0 }],
  },
  {
    code: 'international',
    name: { fr: 'Colissimo international', en: 'Colissimo international' },
    delay: { fr: '4 à 8 jours ouvrés', en: '4 to 8 working days' },
    countries: ['BE', 'CH', 'LU', 'DE', 'ES', 'IT'],
    bands: [
      { upToGrams: 500, priceCents: 1450 },
      { upToGrams: 2000, priceCents: 1990 },
      { upToGrams: 5000, priceCents: 2990 },
    ],
    perExtraKgCents: 300,
  },
];

/** Before a delivery address is set, the methods shown are those serving France. */
export const DEFAULT_COUNTRY = 'FR';

export function shippingMethodByCode(code: string): ShippingMethodDefinition | undefined {
  return SHIPPING_METHODS.find((m) => m.code === code);
}

export function methodsServing(country: string | null | undefined): ShippingMethodDefinition[] {
  const c = (country || DEFAULT_COUNTRY).toUpperCase();
  return SHIPPING_METHODS.filter((m) => m.countries.includes(c));
}

export function serves(method: ShippingMethodDefinition, country: string | null | undefined): boolean {
  return method.countries.includes((country || DEFAULT_COUNTRY).toUpperCase());
}

/** The price of a parcel of `weightGrams` (≥ 0). */
export function shippingPrice(method: ShippingMethodDefinition, weightGrams: number): number {
  const grams = Math.max(0, Math.ceil(weightGrams));
  const band = method.bands.find((b) => grams <= b.upToGrams);
  if (band) return band.priceCents;
  const last = method.bands[method.bands.length - 1];
  const extraKg = Math.ceil((grams - last.upToGrams) / 1000);
  return last.priceCents + extraKg * (method.perExtraKgCents ?? 0);
}

/** The API's ShippingMethod for a cart or order of that weight. */
export function shippingMethodView(method: ShippingMethodDefinition, weightGrams: number, locale: 'fr' | 'en' = 'fr') {
  return { code: method.code, name: method.name[locale], priceCents: shippingPrice(method, weightGrams), delay: method.delay[locale] };
}

/**
 * The rate table form's values and rules (Yup; errors are message keys, translated by the page), without
 * React: unit-tested in rate-table-form.spec.ts. Prices are typed in euros, weights in grams.
 */
import * as yup from 'yup';
import type { ShippingRateTableInput } from '../../gql/graphql';
import type { RateTableRow } from './table-rates.graphql';

export const RATE_TABLE_LIMITS = { nameMax: 120, bandsMax: 50, gramsMax: 1_000_000, bandPriceMaxEuros: 10_000, freeAboveMaxEuros: 10_000_000 } as const;
const CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export interface BandValues {
  /** null: the open band, above every other. */
  upToGrams: number | null;
  price: number | null;
}

export interface RateTableValues {
  code: string;
  name: string;
  nameEn: string;
  delay: string;
  delayEn: string;
  enabled: boolean;
  /** Two-letter codes separated by commas or spaces. */
  countries: string;
  freeAbove: number | null;
  bands: BandValues[];
}

export const EMPTY_RATE_TABLE: RateTableValues = {
  code: '',
  name: '',
  nameEn: '',
  delay: '',
  delayEn: '',
  enabled: true,
  countries: 'FR',
  freeAbove: null,
  bands: [{ upToGrams: 1000, price: null }],
};

export const countriesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;|]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];

const centsToEuros = (cents: number | null | undefined) => (cents == null ? null : cents / 100);
const eurosToCents = (euros: number | null) => (euros == null ? null : Math.round(euros * 100));

export function fromRateTable(row: RateTableRow): RateTableValues {
  return {
    code: row.code,
    name: row.name,
    nameEn: row.nameEn ?? '',
    delay: row.delay ?? '',
    delayEn: row.delayEn ?? '',
    enabled: row.enabled,
    countries: row.countries.join(', '),
    freeAbove: centsToEuros(row.freeAboveCents),
    bands: row.bands.map((b) => ({ upToGrams: b.upToGrams ?? null, price: centsToEuros(b.priceCents) })),
  };
}

export function toRateTableInput(v: RateTableValues): ShippingRateTableInput {
  return {
    code: v.code.trim().toLowerCase(),
    name: v.name.trim(),
    nameEn: v.nameEn.trim() || null,
    delay: v.delay.trim() || null,
    delayEn: v.delayEn.trim() || null,
    enabled: v.enabled,
    countries: countriesOf(v.countries),
    freeAboveCents: eurosToCents(v.freeAbove),
    bands: v.bands.map((b) => ({ upToGrams: b.upToGrams, priceCents: eurosToCents(b.price) ?? 0 })),
  };
}

const text = (max: number) => yup.string().trim().max(max, 'TOO_LONG');

export const rateTableSchema = yup.object({
  code: yup.string().trim().lowercase().required('REQUIRED').matches(CODE, 'CODE_INVALID'),
  name: text(RATE_TABLE_LIMITS.nameMax).required('REQUIRED'),
  nameEn: text(RATE_TABLE_LIMITS.nameMax),
  delay: text(RATE_TABLE_LIMITS.nameMax),
  delayEn: text(RATE_TABLE_LIMITS.nameMax),
  countries: yup
    .string()
    .test('required', 'REQUIRED', (v) => countriesOf(v ?? '').length > 0)
    .test('countries', 'COUNTRY_INVALID', (v) => countriesOf(v ?? '').every((c) => /^[A-Z]{2}$/.test(c))),
  freeAbove: yup.number().nullable().typeError('INVALID_NUMBER').min(0, 'AMOUNT_OUT_OF_RANGE').max(RATE_TABLE_LIMITS.freeAboveMaxEuros, 'AMOUNT_OUT_OF_RANGE'),
  bands: yup
    .array()
    .min(1, 'REQUIRED')
    .max(RATE_TABLE_LIMITS.bandsMax, 'TOO_MANY')
    .test('prices', 'AMOUNT_OUT_OF_RANGE', (bands) =>
      ((bands ?? []) as BandValues[]).every((b) => b.price != null && b.price >= 0 && b.price <= RATE_TABLE_LIMITS.bandPriceMaxEuros),
    )
    .test('weights', 'OUT_OF_RANGE', (bands) =>
      ((bands ?? []) as BandValues[]).every(
        (b) => b.upToGrams == null || (Number.isInteger(b.upToGrams) && b.upToGrams >= 1 && b.upToGrams <= RATE_TABLE_LIMITS.gramsMax),
      ),
    )
    .test('unique', 'DUPLICATE', (bands) => {
      const limits = ((bands ?? []) as BandValues[]).map((b) => b.upToGrams);
      return new Set(limits).size === limits.length;
    }),
});

/** The form field of an API field error (freeAboveCents is typed in euros). */
export const rateTableField = (apiField: string): keyof RateTableValues | null =>
  apiField === 'freeAboveCents' ? 'freeAbove' : apiField in EMPTY_RATE_TABLE ? (apiField as keyof RateTableValues) : null;

/** The tax rate form's values and rules (Yup; errors are message keys), unit-tested in tax-rate-form.spec.ts. */
import * as yup from 'yup';

export interface TaxRateValues {
  category: string;
  country: string;
  ratePercent: number | null;
}

export const taxRateSchema = yup.object({
  category: yup.string().required('REQUIRED'),
  country: yup
    .string()
    .trim()
    .required('REQUIRED')
    .matches(/^[A-Za-z]{2}$/, 'COUNTRY_INVALID'),
  ratePercent: yup
    .number()
    .nullable()
    .typeError('INVALID_NUMBER')
    .required('REQUIRED')
    .min(0, 'OUT_OF_RANGE')
    .max(100, 'OUT_OF_RANGE')
    .test('tenths', 'INVALID_DECIMAL', (v) => v == null || Math.abs(Math.round(v * 10) - v * 10) < 1e-6),
});

export const toTaxRateVariables = (v: TaxRateValues) => ({ category: v.category, country: v.country.trim().toUpperCase(), ratePercent: v.ratePercent ?? 0 });

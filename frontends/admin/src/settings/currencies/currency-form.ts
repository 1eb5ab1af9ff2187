/** The currency form's values and rules (Yup; errors are message keys), unit-tested in currency-form.spec.ts. */
import * as yup from 'yup';

export const RATE_MIN = 0.000001;
export const RATE_MAX = 1_000_000;

export interface CurrencyValues {
  enabled: boolean;
  rateFromEur: number | null;
}

export const currencySchema = yup.object({
  enabled: yup.boolean().required(),
  rateFromEur: yup
    .number()
    .nullable()
    .typeError('INVALID_NUMBER')
    .min(RATE_MIN, 'OUT_OF_RANGE')
    .max(RATE_MAX, 'OUT_OF_RANGE')
    .when('enabled', { is: true, then: (schema) => schema.required('REQUIRED') }),
});

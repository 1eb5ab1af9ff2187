import { taxRateSchema, toTaxRateVariables } from './tax-rate-form';

const errorsOf = (values: object) => {
  try {
    taxRateSchema.validateSync({ category: 'STANDARD', country: 'FR', ratePercent: 20, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: { path: string; message: string }[] }).inner.map((i) => [i.path, i.message]));
  }
};

describe('tax rate form', () => {
  it('accepts a rate with one decimal and upper-cases the country', () => {
    expect(errorsOf({ ratePercent: 5.5 })).toEqual({});
    expect(toTaxRateVariables({ category: 'REDUCED', country: ' be ', ratePercent: 6 })).toEqual({ category: 'REDUCED', country: 'BE', ratePercent: 6 });
  });

  it('refuses a bad country, a rate out of 0–100 or finer than a tenth', () => {
    expect(errorsOf({ country: 'FRA' })).toEqual({ country: 'COUNTRY_INVALID' });
    expect(errorsOf({ ratePercent: 101 })).toEqual({ ratePercent: 'OUT_OF_RANGE' });
    expect(errorsOf({ ratePercent: 5.55 })).toEqual({ ratePercent: 'INVALID_DECIMAL' });
    expect(errorsOf({ ratePercent: null })).toEqual({ ratePercent: 'REQUIRED' });
  });
});

import { convertCents, currencyChangeErrors } from './currencies';

describe('currencies', () => {
  it('keeps EUR enabled without a rate', () => {
    expect(currencyChangeErrors('EUR', true, null)).toEqual({});
    expect(currencyChangeErrors('EUR', false, null)).toEqual({ enabled: 'INVALID_CHOICE' });
    expect(currencyChangeErrors('EUR', true, 1)).toEqual({ rateFromEur: 'INVALID_CHOICE' });
  });

  it('needs a positive rate to enable another currency', () => {
    expect(currencyChangeErrors('GBP', true, 0.85)).toEqual({});
    expect(currencyChangeErrors('GBP', false, null)).toEqual({});
    expect(currencyChangeErrors('GBP', true, null)).toEqual({ rateFromEur: 'REQUIRED' });
    expect(currencyChangeErrors('GBP', true, 0)).toEqual({ rateFromEur: 'OUT_OF_RANGE' });
    expect(currencyChangeErrors('GBP', true, 1e-9)).toEqual({ rateFromEur: 'OUT_OF_RANGE' });
    expect(currencyChangeErrors('GBP', true, 2e6)).toEqual({ rateFromEur: 'OUT_OF_RANGE' });
  });

  it('converts EUR cents to minor units, rounded', () => {
    expect(convertCents(1000, 0.85)).toBe(850);
    expect(convertCents(1999, 1.0832)).toBe(2165);
    expect(convertCents(1000, 160.5, 0)).toBe(1605);
  });
});

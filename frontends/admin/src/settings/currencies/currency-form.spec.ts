import { currencySchema } from './currency-form';

const errorsOf = (values: object) => {
  try {
    currencySchema.validateSync({ enabled: true, rateFromEur: 0.85, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: { path: string; message: string }[] }).inner.map((i) => [i.path, i.message]));
  }
};

describe('currency form', () => {
  it('needs a positive rate to enable a currency, none to disable it', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ enabled: false, rateFromEur: null })).toEqual({});
    expect(errorsOf({ rateFromEur: null })).toEqual({ rateFromEur: 'REQUIRED' });
    expect(errorsOf({ rateFromEur: 0 })).toEqual({ rateFromEur: 'OUT_OF_RANGE' });
  });
});
